#!/usr/bin/env bash
# Soak of the contest server's queue on PostgreSQL: a PostgreSQL of its own (initdb in a
# temporary folder, as the postgres user when run as root), `arbitre serve --workers 0` to create
# the tables, MATCHES random-against-random matches queued (mnk 10 x 10, k = 5), and two
# `arbitre worker` processes (w1, w2; one lane each) playing them. Half-way, w1 is killed with
# kill -9 and started again under its name. Prints matches per minute, the matches each worker
# played, the replays, and checks that every match has exactly one result.
# Usage: bench/tool/server-queue.sh [MATCHES]      (default 40)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
matches="${1:-40}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (Debian: apt-get install postgresql)"; exit 2; }
out="$(mktemp -d /tmp/arbitre-queue-XXXXXX)"
chmod 755 "$out"
as_pg=()
[ "$(id -u)" = 0 ] && { as_pg=(runuser -u postgres --); mkdir "$out/pg"; chown postgres "$out/pg"; } || mkdir "$out/pg"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  "${as_pg[@]}" "$bin/pg_ctl" -D "$out/pg/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$out"
}
trap cleanup EXIT
"${as_pg[@]}" "$bin/initdb" -D "$out/pg/data" -U postgres -A trust --no-sync >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$out/pg/data" -l "$out/pg/log" -w \
  -o "-p $port -k $out/pg -c listen_addresses=127.0.0.1" start >/dev/null
psql=("$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -qAt)
"${psql[@]}" -d postgres -c "CREATE DATABASE arbitre"
db="jdbc:postgresql://127.0.0.1:$port/arbitre"
jar="$root/server/target/arbitre.jar"   # the server's jar (the tool with serve and worker)
[ -f "$jar" ] || (cd "$root" && mvn -q -B -DskipTests -pl server -am package)   # the build is not the soak
arb() { java -XX:+UseSerialGC -Darbitre.root="$root" -jar "$jar" "$@"; }
mkdir -p "$out/server" "$out/w1" "$out/w2"
printf 'games:\n  mnk: {game: mnk, board: 10x10, k: 5}\nworkers: 0\n' > "$out/server/contest.yaml"
cp "$out/server/contest.yaml" "$out/w1/"; cp "$out/server/contest.yaml" "$out/w2/"
arb serve --dir "$out/server" --db "$db" --db-user postgres --workers 0 --port 0 > "$out/serve.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do grep -q serving "$out/serve.log" && break; sleep 0.3; done
grep -q serving "$out/serve.log" || { echo "serve did not start:"; cat "$out/serve.log"; exit 1; }
now=$(date +%s%3N)
"${psql[@]}" -d arbitre -c "INSERT INTO matches (game, p1_name, p2_name, status, created_at)
  SELECT 'mnk', 'random', 'random', 'queued', $now FROM generate_series(1, $matches)"
worker() { arb worker --db "$db" --db-user postgres --dir "$out/$1" --name "$1" >> "$out/$1.log" 2>&1 & pids+=($!); }
start=$(date +%s)
worker w1; w1=$!
worker w2
killed=0
while :; do
  done_n=$("${psql[@]}" -d arbitre -c "SELECT COUNT(*) FROM matches WHERE status IN ('done', 'failed')")
  [ "$done_n" -ge "$matches" ] && break
  if [ $killed = 0 ] && [ "$done_n" -ge $(( matches / 2 )) ]; then
    running=$("${psql[@]}" -d arbitre -c "SELECT COUNT(*) FROM matches WHERE status = 'running' AND worker LIKE 'w1/%'")
    if [ "$running" -gt 0 ]; then
      kill -9 "$w1"; killed=1
      echo "killed w1 (kill -9) in the middle of a match, at $done_n of $matches; started again"
      worker w1
    fi
  fi
  [ $(( $(date +%s) - start )) -lt 1800 ] || { echo "not done after 30 minutes"; exit 1; }
  sleep 1
done
wall=$(( $(date +%s) - start ))
echo "$matches matches in $wall s: $(python3 -c "print(f'{$matches * 60 / max($wall, 1):.1f}')") matches per minute with two workers"
"${psql[@]}" -d arbitre -F ' ' -c "SELECT worker, COUNT(*) FROM matches GROUP BY worker ORDER BY worker" | sed 's/^/  played by /'
"${psql[@]}" -d arbitre -F ' ' -c "SELECT 'replayed:', COUNT(*) FROM matches WHERE attempt > 1"
"${psql[@]}" -d arbitre -F ' ' -c "SELECT 'failed:', COUNT(*) FROM matches WHERE status = 'failed'"
bad=$("${psql[@]}" -d arbitre -c "SELECT COUNT(*) FROM matches WHERE status <> 'done' OR record IS NULL
  OR moves <> (SELECT COUNT(*) FROM match_moves mm WHERE mm.match_id = matches.id)")
[ "$bad" = 0 ] && echo "every match has exactly one result, its record and its own moves" \
  || { echo "$bad matches without exactly one result"; exit 1; }
