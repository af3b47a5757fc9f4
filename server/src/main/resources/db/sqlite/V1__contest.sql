-- The contest: members, their bots (every version kept), the bots' data files, matches (the
-- queue the workers claim from, with leases), their moves as played (the live view) and stderr.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  organiser INTEGER NOT NULL DEFAULT 0,
  token_hash TEXT UNIQUE,
  created_at BIGINT NOT NULL
);
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  csrf TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE TABLE bots (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  game TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (member_id, game, name)
);
CREATE TABLE versions (
  id INTEGER PRIMARY KEY,
  bot_id INTEGER NOT NULL REFERENCES bots(id),
  number INTEGER NOT NULL,
  file_name TEXT NOT NULL,
  source BLOB NOT NULL,
  sha256 TEXT NOT NULL,
  compiled INTEGER NOT NULL,
  message TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  UNIQUE (bot_id, number)
);
CREATE TABLE data_files (
  bot_id INTEGER NOT NULL REFERENCES bots(id),
  name TEXT NOT NULL,
  content BLOB NOT NULL,
  size BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (bot_id, name)
);
CREATE TABLE tournaments (
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  manifest TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES members(id),
  created_at BIGINT NOT NULL
);
CREATE TABLE matches (
  id INTEGER PRIMARY KEY,
  game TEXT NOT NULL,
  p1_version INTEGER REFERENCES versions(id),
  p2_version INTEGER REFERENCES versions(id),
  p1_name TEXT NOT NULL,
  p2_name TEXT NOT NULL,
  requested_by INTEGER REFERENCES members(id),
  tournament_id INTEGER REFERENCES tournaments(id),
  schedule_id INTEGER,
  schedule_key TEXT,
  opening TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  worker TEXT,
  attempt INTEGER NOT NULL DEFAULT 0,
  lease_until BIGINT,
  code TEXT,
  detail TEXT,
  moves INTEGER,
  wall_ms BIGINT,
  slowest1 BIGINT,
  slowest2 BIGINT,
  record TEXT,
  note TEXT,
  created_at BIGINT NOT NULL,
  finished_at BIGINT
);
CREATE INDEX matches_queue ON matches (status, id);
CREATE INDEX matches_tournament ON matches (tournament_id);
CREATE TABLE match_moves (
  match_id INTEGER NOT NULL REFERENCES matches(id),
  n INTEGER NOT NULL,
  player INTEGER NOT NULL,
  move TEXT NOT NULL,
  ms BIGINT NOT NULL,
  PRIMARY KEY (match_id, n)
);
CREATE TABLE match_stderr (
  match_id INTEGER NOT NULL REFERENCES matches(id),
  player INTEGER NOT NULL,
  text TEXT NOT NULL,
  bytes BIGINT NOT NULL,
  PRIMARY KEY (match_id, player)
);
