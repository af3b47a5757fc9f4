"""The search figures of the shipped bots' logs (MNK_BOT_LOG=1 / PUSHBOT_LOG=1: one stderr line a
move), shared by summary.py (a match) and tournament-figures.py (a tournament folder); and
read_results(path, tool), a tournament's results.jsonl as a list of dicts, a half-written line (a
run still writing it, or killed) skipped with one line on stderr; game_records(dir, bot, tool), the
records of the games a bot played (reply-ranks.py); and drawn_positions(dir, bot, every, first, tool),
the positions of a tournament's drawn games with a bot to move (vct-probe.sh, beam-probe.sh).
search_figures(paths, kind) reads the logs' lines of the moves the alpha-beta played (depth > 0;
negative depths are threat-search wins) that searched 200 ms or more (a shorter move says little
about a rate), and returns None when there is none, else a dict: nodes per second (summed nodes
over summed ms), the mean, median and most frequent depth, the depth histogram, the moves read."""
import json, os, re, statistics, sys

LOGS = {  # stderr line -> (depth, nodes, ms); what the depth is called
    "push": (re.compile(r"move \S+ depth (-?\d+) score -?\d+ nodes (\d+) ms (\d+)"), "depth"),
    # mnk-bot: "move 5 depth 6 nodes 53260 vct 12 vcm 0q0 beam 0 vcl 0 saved 0 ms 459 model ..."
    "mnk": (re.compile(r"move \d+ depth (-?\d+) nodes (\d+) .*?\bms (\d+)"), "alpha-beta depth"),
}


def search_figures(paths, kind):
    pattern = LOGS[kind][0]
    nodes = ms = 0
    depths = []
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path, errors="replace") as f:
            for line in f:
                m = pattern.match(line)
                if m and int(m.group(1)) > 0 and int(m.group(3)) >= 200:
                    depths.append(int(m.group(1)))
                    nodes += int(m.group(2))
                    ms += int(m.group(3))
    if not ms:
        return None
    histogram = {}
    for d in depths:
        histogram[d] = histogram.get(d, 0) + 1
    return {"nps": nodes * 1000.0 / ms, "mean": statistics.mean(depths),
            "median": statistics.median(depths), "typical": max(histogram, key=histogram.get),
            "histogram": dict(sorted(histogram.items())), "moves": len(depths), "words": LOGS[kind][1]}


def read_results(path, tool):
    results = []
    with open(path) as f:
        for number, line in enumerate(f, 1):
            try:
                if line.strip():
                    results.append(json.loads(line))
            except ValueError:
                print("%s: %s line %d is not a whole result: skipped" % (tool, path, number), file=sys.stderr)
    return results


def game_records(d, bot, tool, drawn_only=False):
    """The game records (dicts) of the tournament folder d in which `bot` played, in the order of
    results.jsonl, each with the result's line: a list of (result, record); only the drawn games
    with drawn_only. A game whose record is missing is skipped with one line on stderr."""
    games = []
    for r in read_results(os.path.join(d, "results.jsonl"), tool):
        if (drawn_only and r["winner"] != 0) or bot not in (r["player1"]["bot"], r["player2"]["bot"]):
            continue
        record = os.path.join(d, r.get("record", ""))
        if not os.path.isfile(record):
            print("%s: %s: no game record %s: skipped" % (tool, r.get("key", "?"), record), file=sys.stderr)
            continue
        with open(record) as f:
            games.append((r, json.load(f)))
    return games


def drawn_positions(d, bot, every, first, tool):
    """The positions with `bot` to move of each drawn game of the tournament folder d in which it
    played, every `every`-th from move `first` to 200: a list of (game record as a dict, number of
    moves played). A game whose record is missing is skipped with one line on stderr."""
    positions = []
    for r, g in game_records(d, bot, tool, drawn_only=True):
        played = len(g["moves"])
        me = (r["player1"]["bot"], r["player2"]["bot"]).index(bot)  # 0: player 1 (moves after an even count)
        for i in range(first, min(played, 200), every):
            j = i if i % 2 == me else i + 1
            if j < played:
                positions.append((g, j))
    return positions
