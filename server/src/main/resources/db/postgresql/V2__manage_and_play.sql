-- A bot can be retired (kept for the records, out of play and of the member's bot limit); a
-- match can have a person on one side (human: the player number, 1 or 2), whose moves arrive
-- from the browser in human_moves and are taken by the worker that plays the match.
ALTER TABLE bots ADD COLUMN retired INTEGER NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN human INTEGER;
CREATE TABLE human_moves (
  match_id BIGINT NOT NULL REFERENCES matches(id),
  seq INTEGER NOT NULL,
  line TEXT NOT NULL,
  taken INTEGER NOT NULL DEFAULT 0,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seq)
);
