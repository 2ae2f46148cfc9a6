#!/bin/sh
# simulate-progress.sh — the progress line of simulate, on a terminal
# (tests/pty_run): it moves while a search bot's games are played (at
# least two redraws in a run of a few seconds, each with the games done
# and the time so far), it is erased before the report; a pipe never gets
# one. Not timed: the run only has to last long enough for two redraws
# (the line appears half a second in and is redrawn four times a second).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
PTY=${PTY_RUN:-./tests/pty_run}
[ -x "$PTY" ] || { echo "no pty_run: skipped"; exit 77; }
private_home
LC_ALL=C TERM=dumb; export LC_ALL TERM
unset COLUMNS NO_COLOR

RUN="simulate --no-store --games 8 --players 4 --bots search:5000,heuristic,heuristic,heuristic --seed 1 --jobs 1"
# The run takes seconds on an idle machine and minutes under a sanitizer on
# a loaded one: the steps wait up to ten minutes (only a failure waits).
# shellcheck disable=SC2086
"$PTY" "$C" $RUN >"$tmp/pty" 2>&1 <<'S'
timeout 600
expect games in 0:
expect games in 0:
eof
status 0
S
status=$?
expect_eq "a terminal: two progress lines or more, then the report" 0 "$status"
[ "$status" -eq 0 ] || cat "$tmp/pty"

# shellcheck disable=SC2086
run "$C" $RUN
expect_eq "a pipe: exit 0" 0 "$status"
expect_eq "a pipe: no progress on stderr" "" "$err"
expect_match "a pipe: the report" "^games: 8 of 8" "$out"
finish
