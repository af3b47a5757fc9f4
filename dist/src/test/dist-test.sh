#!/usr/bin/env bash
# The release archive as a user meets it: unpacked into a temporary folder outside the checkout
# and run from another fresh folder (no arbitre.root, no Maven), plus the bash completion, the
# systemd units and the man pages that the archive and the Debian package ship. Called by
# dist/pom.xml at integration-test with VERSION TARGET; ends with "N passed, N failed".
set -uo pipefail
version="$1" target="$(cd "$2" && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
passed=0 failed=0
ok() { passed=$((passed + 1)); echo "ok - $1"; }
not_ok() { failed=$((failed + 1)); echo "not ok - $1"; shift; printf '    %s\n' "$@"; }
# check NAME COMMAND...: passes when COMMAND exits 0
check() {
  local name="$1"
  shift
  if out="$("$@" 2>&1)"; then ok "$name"; else not_ok "$name" "$(printf '%s\n' "$out" | tail -n 15)"; fi
}

tar -xzf "$target/arbitre-$version.tar.gz" -C "$tmp"
home="$tmp/arbitre-$version"
mkdir -p "$tmp/work" "$tmp/bin"
ln -s "$home/bin/arbitre" "$tmp/bin/arbitre" # through a symlink, as /usr/bin/arbitre
cd "$tmp/work"
export HOME="$tmp/work" XDG_CACHE_HOME="$tmp/cache"
unset ARBITRE_JAVA_OPTS

# --- the archive's layout and its launcher -----------------------------------------------------
for f in bin/arbitre lib/arbitre.jar share/man/man1/arbitre.1 share/man/man1/arbitre-judge.1 \
    share/man/man1/arbitre-serve.1 share/man/man1/arbitre-worker.1 share/man/man1/arbitre-submit.1 \
    share/bash-completion/completions/arbitre README.md LICENSE CHANGELOG.md docs/rules.md; do
  if [ -e "$home/$f" ]; then ok "the archive has $f"; else not_ok "the archive has $f"; fi
done
check "--help through a symlink, from another folder" bash -c '"$1" --help | grep -q "^Usage: arbitre"' _ "$tmp/bin/arbitre"
check "--version says the version" bash -c '"$1" --version | head -n 1 | grep -qx "arbitre $2"' _ "$tmp/bin/arbitre" "$version"

# arbitre test: a Python solution and its case file beside it (an independent expected answer)
cat >sum.py <<'PY'
a, b = map(int, input().split())
print(a + b)
PY
printf '2 40\n' >sum.in
printf '42\n' >sum.out
check "arbitre test judges a Python solution on its case (AC)" "$tmp/bin/arbitre" test sum.py
cat >wrong.py <<'PY'
print(41)
PY
cp sum.in wrong.in
cp sum.out wrong.out
"$tmp/bin/arbitre" test wrong.py >/dev/null 2>&1
code=$?
if [ "$code" = 1 ]; then ok "arbitre test gives exit code 1 on a wrong answer"; else not_ok "arbitre test gives exit code 1 on a wrong answer" "exit code $code"; fi

# the Othello problem, copied out of the checkout (its statement's solution and limits, four of
# its cases: the judge's tests and CI's last step judge all 89)
mkdir -p othello othello-cases
cp "$target/../../problems/othello/Main.java" "$target/../../problems/othello/problem.yaml" othello/
for c in all_eight_directions all_empty big_move crlf_input; do
  cp "$target/../../tests/othello/$c.in" "$target/../../tests/othello/$c.out" othello-cases/
done
check "arbitre judge othello: every case AC" bash -c '"$1" judge othello --tests othello-cases | tail -n 1 | grep -q "^verdict: AC"' _ "$tmp/bin/arbitre"

# a game between the built-in random bots (they ship inside the jar)
check "arbitre match mnk random random --games 2" "$tmp/bin/arbitre" match mnk random random --games 2

# no Java 17: one line and exit code 3
mkdir -p "$tmp/oldjava/bin"
printf '#!/bin/sh\necho '\''openjdk version "11.0.20" 2023-07-18'\'' >&2\n' >"$tmp/oldjava/bin/java"
chmod +x "$tmp/oldjava/bin/java"
err="$(JAVA_HOME="$tmp/oldjava" "$tmp/bin/arbitre" --help 2>&1 >/dev/null)"
code=$?
if [ "$code" = 3 ] && [ "$(printf '%s\n' "$err" | wc -l)" = 1 ] && [[ "$err" == "arbitre: Java 17 or later is needed"* ]]; then
  ok "an old Java: one line, exit code 3"
else
  not_ok "an old Java: one line, exit code 3" "exit code $code" "$err"
fi

# --- the bash completion -----------------------------------------------------------------------
completion="$home/share/bash-completion/completions/arbitre"
check "the completion registers for arbitre" bash -c 'source "$1" && complete -p arbitre | grep -q " arbitre$"' _ "$completion"
# what the shell does on TAB after "arbitre jud": the completion function fills COMPREPLY
words="$(bash -c 'source "$1"
  fn="$(complete -p arbitre | sed -n "s/.*-F \([^ ]*\) .*/\1/p")"
  COMP_WORDS=(arbitre jud) COMP_CWORD=1 COMP_LINE="arbitre jud" COMP_POINT=11
  "$fn" arbitre jud arbitre
  printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" 2>&1)"
if [ "$(printf '%s\n' "$words" | tr -d ' ')" = judge ]; then ok "arbitre jud<TAB> completes to judge"; else not_ok "arbitre jud<TAB> completes to judge" "$words"; fi
words="$(bash -c 'source "$1"
  fn="$(complete -p arbitre | sed -n "s/.*-F \([^ ]*\) .*/\1/p")"
  COMP_WORDS=(arbitre s) COMP_CWORD=1 COMP_LINE="arbitre s" COMP_POINT=9
  "$fn" arbitre s arbitre
  printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" 2>&1 | tr -d ' ' | sort | tr '\n' ' ')"
if [ "$words" = "serve solve stress submit " ]; then ok "arbitre s<TAB> offers the server's commands too"; else not_ok "arbitre s<TAB> offers the server's commands too" "$words"; fi

# --- the man pages -----------------------------------------------------------------------------
if command -v man >/dev/null 2>&1; then
  check "man -l renders arbitre-judge(1)" bash -c 'MANWIDTH=80 man -l "$1" 2>/dev/null | col -b | grep -q -- "--time-limit"' _ "$home/share/man/man1/arbitre-judge.1"
  check "man -l renders arbitre(1) with its commands" bash -c 'MANWIDTH=80 man -l "$1" 2>/dev/null | col -b | grep -q "serve"' _ "$home/share/man/man1/arbitre.1"
else
  echo "skip - man is not installed: the pages are not rendered"
fi

# --- the Debian package's systemd units --------------------------------------------------------
deb="$(ls "$target"/arbitre_*_all.deb 2>/dev/null | head -n 1)"
if [ -z "$deb" ]; then
  echo "skip - no Debian package (dpkg-deb missing at build time)"
elif ! command -v systemd-analyze >/dev/null 2>&1; then
  echo "skip - systemd-analyze is not installed: the units are not verified"
else
  mkdir -p "$tmp/deb"
  dpkg-deb -x "$deb" "$tmp/deb"
  units="$tmp/deb/lib/systemd/system"
  # verify resolves ExecStart's /usr/bin/arbitre on this machine: a stand-in where it is not installed
  mkdir -p "$tmp/root-bin"
  for u in arbitre-server.service arbitre-worker@.service; do
    unit="$u"
    [ "$u" = arbitre-worker@.service ] && { cp "$units/$u" "$tmp/deb/arbitre-worker@w1.service"; unit=arbitre-worker@w1.service; u="$tmp/deb/$unit"; } || u="$units/$u"
    if [ -x /usr/bin/arbitre ]; then
      out="$(SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no "$u" 2>&1)"
    else
      out="$(sed 's|/usr/bin/arbitre|/bin/true|' "$u" >"$tmp/root-bin/$unit" && SYSTEMD_LOG_LEVEL=warning systemd-analyze verify --man=no "$tmp/root-bin/$unit" 2>&1)"
    fi
    # verify also lints the units this one pulls in (network.target...): only its own lines count
    mine="$(printf '%s\n' "$out" | grep -F "$unit" || true)"
    if [ -z "$mine" ]; then ok "systemd-analyze verify accepts $unit"; else not_ok "systemd-analyze verify accepts $unit" "$mine"; fi
  done
fi

echo "dist: $passed passed, $failed failed"
[ "$failed" = 0 ]
