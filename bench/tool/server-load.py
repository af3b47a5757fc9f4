"""The load of bench/tool/server-load.sh: members' sessions browsing while matches are played, then
the same while PLAYERS more members each play a bot in the browser (as the play page's script
does: poll the game's live view every half second, send a move on their turn after thinking a
moment, start a new game when one ends)."""
import random
import http.cookiejar
import json
import re
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request

base, sessions, matches, seconds, bot = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5]
players = int(sys.argv[6]) if len(sys.argv) > 6 else 10


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

lock = threading.Lock()


def browse(i, phase, stop):
    me = client()
    post(me, "/register", {"name": f"m{phase['n']}-{i}", "password": "member-password"})
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
                phase["pages"].append(ms)
        except Exception as e:  # noqa: BLE001 - counted, not fatal
            with lock:
                phase["errors"].append(f"{path}: {e}")
        time.sleep(0.5)  # a person reads the page (the live page itself polls every 0.5 s)


def play(i, phase, stop):
    """A member playing the mnk-bot in the browser, as static/play.js does, game after game."""
    me = client()
    name = f"gamer{i}"
    post(me, "/register", {"name": name, "password": "gamer-password"})
    rng = random.Random(i)
    while time.time() < stop:
        try:
            r = post(me, "/play", {"game": "mnk", "opponent": str(bot_id), "side": "1"}, "/play?game=mnk")
            game = int(re.search(r"/play/(\d+)", r.geturl()).group(1))
            with lock:
                phase["games"] += 1
            token = csrf(me, f"/play/{game}")
            while time.time() < stop:
                t0 = time.perf_counter()
                d = json.load(me.open(f"{base}/matches/{game}/live?after=0"))
                with lock:
                    phase["polls"].append((time.perf_counter() - t0) * 1000)
                if d["status"] in ("done", "failed"):
                    break
                if d["status"] == "running" and d["count"] % 2 == 0:
                    time.sleep(rng.uniform(0.5, 2.0))  # the member thinks
                    free = [k for k, c in enumerate(d["cells"]) if c == "."]
                    k = rng.choice(free)
                    move = f"{k % d['width'] + 1} {k // d['width'] + 1}"
                    t0 = time.perf_counter()
                    try:
                        me.open(f"{base}/play/{game}/move", urllib.parse.urlencode({"_csrf": token, "move": move}).encode()).read()
                    except urllib.error.HTTPError as e:
                        e.read()  # 409: not their turn after all; the next poll says
                    with lock:
                        phase["moves"].append((time.perf_counter() - t0) * 1000)
                else:
                    time.sleep(0.5)
        except Exception as e:  # noqa: BLE001 - counted, not fatal
            with lock:
                phase["errors"].append(f"play: {e}")
            time.sleep(1)


def run(label, playing, seconds=seconds, n=None):
    phase = {"n": (2 if playing else 1) if n is None else n, "label": label, "pages": [], "polls": [], "moves": [], "errors": [], "games": 0}
    stop = time.time() + seconds
    threads = [threading.Thread(target=browse, args=(i, phase, stop)) for i in range(sessions)]
    threads += [threading.Thread(target=play, args=(i, phase, stop)) for i in range(players if playing else 0)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return phase


def pct(values, p):
    v = sorted(values)
    return v[min(len(v) - 1, int(p / 100 * len(v)))] if v else float("nan")


run("warm-up", False, min(15.0, seconds), 0)  # the server's JIT and the bots' first builds: not counted
phases = [run("matches only", False), run(f"+ {players} playing in the browser", True)]
print(f"{sessions} sessions browsing for {seconds:.0f} s per column, {matches} matches at once (mnk-bot against itself)")
print(f"{'':34}" + "".join(f"{p['label']:>34}" for p in phases))
rows = [("pages read", lambda p: f"{len(p['pages'])}"),
        ("page p50 / p95 / max (ms)", lambda p: f"{pct(p['pages'], 50):.0f} / {pct(p['pages'], 95):.0f} / {max(p['pages'], default=0):.0f}"),
        ("browser games started", lambda p: f"{p['games']}" if p["label"] != "matches only" else "-"),
        ("play: move sent p95 (ms)", lambda p: f"{pct(p['moves'], 95):.0f}" if p["moves"] else "-"),
        ("play: live poll p95 (ms)", lambda p: f"{pct(p['polls'], 95):.0f}" if p["polls"] else "-"),
        ("errors", lambda p: f"{len(p['errors'])}")]
for label, f in rows:
    print(f"{label:34}" + "".join(f"{f(p):>34}" for p in phases))
for p in phases:
    for e in p["errors"][:5]:
        print(f"  error ({p['label']}):", e)
# the matches, as the browsing ends: moves played so far, the slowest, and a time loss if any
for mid in match_ids:
    d = json.load(urllib.request.urlopen(f"{base}/matches/{mid}/live"))
    slowest = max((m["ms"] for m in d["moves"]), default=0)
    code = d["result"]["code"] if d["result"] else ""
    print(f"match {mid}: {d['status']} {code} after {d['count']} moves, slowest move {slowest} ms"
          + ("  <- a time loss" if code and code[-1] in "TB" else ""))
