#!/bin/sh
# valgrind.sh — the program and a few unit tests under valgrind's memcheck:
# uninitialised reads and leaks that the sanitizers do not report. Run by
# .ci/run after the README's test command, from the build folder:
#   sh SRCDIR/tests/valgrind.sh [BUILD_DIR]
set -eu
build=${1:-build}
scenarios=$(cd "$(dirname "$0")" && pwd)/scenarios
cd "$build"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export HOME="$tmp" XDG_DATA_HOME="$tmp/data" XDG_STATE_HOME="$tmp/state"
vg="valgrind --error-exitcode=9 --leak-check=full --errors-for-leak-kinds=definite -q"
check() { # NAME COMMAND... (stdin from the caller; in a pipeline it runs
    # in a subshell, so failures are counted in a file)
    name=$1; shift
    if $vg "$@" >/dev/null 2>"$tmp/log"; then
        echo "ok   valgrind: $name"
    else
        rc=$?
        echo "$name" >>"$tmp/failed"
        echo "FAIL valgrind: $name (exit $rc)"
        cat "$tmp/log"
    fi
}
# (two hints of 20,000 iterations on each of the search's threads, the
# machine's cores: the threads under memcheck too)
moves() { i=0; while [ $i -lt 60 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; [ $i -lt 2 ] && printf 'hint 20000\n'; printf 'map\nstatus\n'; i=$((i + 1)); done; }
solo_moves() { i=0; while [ $i -lt 40 ]; do printf '10\n6\n5\n4\n3\n2\n1\nnext\nfight\nblind\nspecial winter\nspecial bishop\nspecial none\nstatus\n'; i=$((i + 1)); done; }
check "strength --explain" ./condottiere strength --explain 'A: 2 5 5' 'B: 1 4 heroine spring' </dev/null
solo_moves | check "a solitaire game" ./condottiere --db "$tmp/a.db" solo --seed 42
moves | check "a standard game with hints" ./condottiere --db "$tmp/a.db" play --seed 5
# (a move, so that the game is kept: resume below takes it up)
printf 'pass\nregion Torino\nquit\n' | check "hidden cards and capture" ./condottiere --db "$tmp/b.db" play --variant hidden-capture --seed 3
printf 'quit\n' | check "resume" ./condottiere --db "$tmp/b.db" resume
check "history" ./condottiere --db "$tmp/a.db" history </dev/null
check "stats" ./condottiere --db "$tmp/a.db" stats </dev/null
check "replay" ./condottiere --db "$tmp/a.db" replay 1 </dev/null
sqlite3 "$tmp/a.db" "DELETE FROM battles WHERE number = 1" 2>/dev/null || true
check "check --repair" ./condottiere --db "$tmp/a.db" check --repair --json </dev/null
check "simulate" ./condottiere --db "$tmp/c.db" simulate --games 200 --bots heuristic --jobs 2 </dev/null
# games from a scenario: stored with the text, resumed, replayed, counted
S=$scenarios
{ moves | head -n 3; printf 'quit\n'; } | check "play --scenario" ./condottiere --db "$tmp/d.db" play --scenario "$S/play-position.scenario" --seat 1
moves | check "resume a scenario game" ./condottiere --db "$tmp/d.db" resume
solo_moves | check "solo --scenario" ./condottiere --db "$tmp/d.db" solo --scenario "$S/solo-position.scenario" --seed 8
check "replay a scenario game" ./condottiere --db "$tmp/d.db" replay 1 </dev/null
check "stats without scenario games" ./condottiere --db "$tmp/d.db" stats </dev/null
check "stats --include-scenarios" ./condottiere --db "$tmp/d.db" stats --include-scenarios </dev/null
check "check on scenario games" ./condottiere --db "$tmp/d.db" check </dev/null
for t in test_strength test_game_battle test_rules_hidden test_solo_duel test_bots_positions test_store_journal test_store_derived test_store_scenario; do
    check "$t" "tests/$t" </dev/null
done
fails=0
[ -f "$tmp/failed" ] && fails=$(wc -l <"$tmp/failed")
printf '%d passed, %d failed\n' $((25 - fails)) "$fails"
[ "$fails" -eq 0 ]
