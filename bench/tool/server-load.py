"""The load of bench/tool/server-load.sh: members' sessions browsing while matches are played."""
import http.cookiejar
import json
import re
import sys
import threading
import time
import urllib.parse
import urllib.request

base, sessions, matches, seconds, bot = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]


def client():
    jar = http.cookiejar.CookieJar()
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))


def csrf(opener, path):
    page = opener.open(base + path).read().decode()
    return re.search(r'name="_csrf" value="([0-9a-f]+)"', page).group(1)


def post(opener, path, fields, page="/register"):
    fields = dict(fields, _csrf=csrf(opener, page))
    return opener.open(base + path, urllib.parse.urlencode(fields).encode())


def multipart(opener, path, fields, file_field, file_name, content, page):
    fields = dict(fields, _csrf=csrf(opener, page))
    boundary = "----arbitre-load"
    body = b""
    for k, v in fields.items():
        body += f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'.encode()
    body += (f'--{boundary}\r\nContent-Disposition: form-data; name="{file_field}"; filename="{file_name}"\r\n'
             f'Content-Type: text/plain\r\n\r\n').encode() + content + f"\r\n--{boundary}--\r\n".encode()
    req = urllib.request.Request(base + path, body, {"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return opener.open(req)


# the players: one member with mnk-bot, challenging random MATCHES times (queued together)
owner = client()
post(owner, "/register", {"name": "player", "password": "player-password"})
source = open(bot, "rb").read()
r = multipart(owner, "/bots", {"game": "mnk", "name": "mnkbot"}, "source", "Main.java", source, "/bots")
bot_id = int(re.search(r"/bots/(\d+)", r.geturl()).group(1))
# the opponent: the same bot entered by a second member, so that the games last (mnk-bot against
# itself plays for minutes; against random it wins in about 17 moves)
rival = client()
post(rival, "/register", {"name": "rival", "password": "rival-password"})
r = multipart(rival, "/bots", {"game": "mnk", "name": "mnkbot"}, "source", "Main.java", source, "/bots")
rival_id = int(re.search(r"/bots/(\d+)", r.geturl()).group(1))
match_ids = []
for _ in range(matches):
    r = post(owner, f"/bots/{bot_id}/challenge", {"opponent": str(rival_id)}, f"/bots/{bot_id}")
    match_ids.append(int(re.search(r"/matches/(\d+)", r.geturl()).group(1)))

latencies, errors, lock = [], [], threading.Lock()
stop = time.time() + seconds


def browse(i):
    me = client()
    post(me, "/register", {"name": f"member{i}", "password": "member-password"})
    pages = ["/", "/matches", "/bots", f"/matches/{match_ids[i % len(match_ids)]}",
             f"/matches/{match_ids[i % len(match_ids)]}/live?after=0", "/tournaments"]
    n = 0
    while time.time() < stop:
        path = pages[n % len(pages)]
        n += 1
        t0 = time.perf_counter()
        try:
            me.open(base + path).read()
            ms = (time.perf_counter() - t0) * 1000
            with lock:
                latencies.append(ms)
        except Exception as e:  # noqa: BLE001 - counted, not fatal
            with lock:
                errors.append(f"{path}: {e}")
        time.sleep(0.5)  # a person reads the page (the live page itself polls every 0.5 s)


threads = [threading.Thread(target=browse, args=(i,)) for i in range(sessions)]
for t in threads:
    t.start()
for t in threads:
    t.join()

lat = sorted(latencies)


def pct(p):
    return lat[min(len(lat) - 1, int(p / 100 * len(lat)))] if lat else float("nan")


print(f"{sessions} sessions for {seconds:.0f} s, {matches} matches at once: {len(lat)} pages, {len(errors)} errors; "
      f"latency p50 {pct(50):.1f} ms, p95 {pct(95):.1f} ms, p99 {pct(99):.1f} ms, max {lat[-1] if lat else 0:.1f} ms")
for e in errors[:5]:
    print("  error:", e)
# the matches, as the browsing ends: moves played so far, the slowest, and a time loss if any
for mid in match_ids:
    d = json.load(urllib.request.urlopen(f"{base}/matches/{mid}/live"))
    slowest = max((m["ms"] for m in d["moves"]), default=0)
    code = d["result"]["code"] if d["result"] else ""
    print(f"match {mid}: {d['status']} {code} after {d['count']} moves, slowest move {slowest} ms"
          + ("  <- a time loss" if code and code[-1] in "TB" else ""))
