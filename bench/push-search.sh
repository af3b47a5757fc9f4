#!/usr/bin/env bash
# The push-bot's search speed, two versions side by side: bench/search-speed.sh push A B [DEPTH] [ROUNDS].
exec "$(dirname "${BASH_SOURCE[0]}")/search-speed.sh" push "$@"
