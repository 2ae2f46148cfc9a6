#!/bin/sh
# search-threads.sh — the search bot on several threads and by time, from
# the command line (doc/search.md, "Threads"): --threads N of solo, play
# and resume (checked; a game of search bots on 2 threads left with quit
# and resumed on 2 threads ends as the game played in one go, on 1 thread
# too), a level by time stored as typed (search:50ms), `hint N` and
# `hint TIME` in both games (a bad budget said, nothing done), and
# simulate's --search-threads (labels, the same report for any --jobs,
# bad counts refused) and its warning for a budget of time.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
LC_ALL=C TZ=UTC0; export LC_ALL TZ
unset COLUMNS NO_COLOR

# ---- --threads --------------------------------------------------------
for cmd in "play" "solo" "resume"; do
    for bad in 0 65 x; do
        run "$C" --db "$tmp/bad.db" $cmd --threads $bad
        expect_eq "$cmd --threads $bad: exit 2" 2 "$status"
        expect_match "$cmd --threads $bad: said" "--threads must be a number of threads from 1 to 64, not '$bad'" "$err"
        expect_eq "$cmd --threads $bad: nothing on stdout" "" "$out"
    done
done
run "$C" play --help
expect_match "play --help: --threads" "--threads N +threads of the search bot's decisions" "$out"

# A game of search bots on T threads, whole and left then resumed.
moves() {
    i=0
    while [ $i -lt 300 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
}
for t in 2 1; do
    moves | "$C" --db "$tmp/w$t.db" play --players 3 --seed 8 --bots search:150 --threads $t >"$tmp/w$t" 2>&1
    expect_match "--threads $t: the game ends" "^\\*\\*\\* Game over" "$(cat "$tmp/w$t")"
    { moves | head -n 9; echo quit; } |
        "$C" --db "$tmp/r$t.db" play --players 3 --seed 8 --bots search:150 --threads $t >/dev/null 2>&1
    moves | tail -n +10 | "$C" --db "$tmp/r$t.db" resume --threads $t >"$tmp/r$t" 2>&1
    expect_eq "--threads $t: quit + resume ends as the whole game" \
        "$(grep -E '^\*\*\* Game over' "$tmp/w$t" | tail -n 1)" \
        "$(grep -E '^\*\*\* Game over' "$tmp/r$t" | tail -n 1)"
done

# A level by time: named and stored as typed.
printf 'region Torino\nquit\n' | "$C" --db "$tmp/t.db" play --players 3 --seed 8 --bots search:50ms,search:0.05s >"$tmp/t" 2>&1
expect_match "search:TIME: named" "you and 2 search:50ms bots" "$(cat "$tmp/t")"
expect_eq "search:TIME: stored so" "human search:50ms search:50ms" \
    "$(sqlite3 "$tmp/t.db" 'SELECT kind FROM seats WHERE game_id = 1 ORDER BY seat;' | tr '\n' ' ' | sed 's/ $//')"
run "$C" play --bots search:2x
expect_eq "search:2x: exit 2" 2 "$status"
expect_match "search:2x: the times said" "or a time such as search:2s or search:500ms \\(at most 600 s\\)" "$err"

# ---- hint N, hint TIME ------------------------------------------------
printf 'hint 300\nhint 30ms\nhint 2x\nquit\n' | "$C" --db "$tmp/h.db" play --players 3 --seed 4 --threads 2 >"$tmp/h" 2>&1
h=$(cat "$tmp/h")
expect_match "hint N: moves" "^table> hint 300\$" "$h"
expect_match "hint TIME: moves" "^table> hint 30ms" "$h"
expect_match "a bad budget: said" "^hint takes a number of iterations \\(hint 100000, at most 1000000\\) or a time \\(hint 2s, hint 500ms, at most 600 s\\)\\.\$" "$h"
expect_eq "two hints printed" 2 "$(printf '%s\n' "$h" | grep -cE '^table> hint [0-9]+(ms|s)?$')"
expect_eq "each with three moves" 6 "$(printf '%s\n' "$h" | grep -cE '^region [A-Za-z]+ +the game +[0-9]+%')"
printf 'hint 200\nhint 20ms\nhint 0\nquit\n' | "$C" --db "$tmp/s.db" solo --seed 42 --threads 2 >"$tmp/s" 2>&1
s=$(cat "$tmp/s")
expect_match "solitaire hint N" "^solo> hint 200\$" "$s"
expect_eq "solitaire: two hints, each a first move that wins" 2 "$(printf '%s\n' "$s" | grep -cE '^[a-z].* this battle [<> 0-9]+%, the game [<> 0-9]+%.* (sampled game|move)')"
expect_match "solitaire: hint 0 said" "^hint takes a number of iterations" "$s"

# ---- simulate --search-threads ----------------------------------------
report() {
    "$C" simulate --no-store --json "$@" | grep -v -e '"seconds":' -e '"program":'
}
RUN="--players 3 --games 4 --bots search:150,heuristic,search:100 --seed 2"
# shellcheck disable=SC2086
one=$(report $RUN --search-threads 2,1,3 --jobs 1)
expect_match "--search-threads: the bots' labels" '"bots": "search:150@2,heuristic,search:100@3"' "$one"
# shellcheck disable=SC2086
expect_eq "--search-threads: --jobs 3 prints what --jobs 1 does" "$one" \
    "$(report $RUN --search-threads 2,1,3 --jobs 3)"
# shellcheck disable=SC2086
run "$C" simulate --no-store $RUN --search-threads 2,2,2
expect_eq "--search-threads on a heuristic seat: exit 2" 2 "$status"
expect_match "--search-threads on a heuristic seat: said" "seat 2 is not a search bot" "$err"
# shellcheck disable=SC2086
run "$C" simulate --no-store $RUN --search-threads 2,1
expect_eq "--search-threads with two counts for three seats: exit 2" 2 "$status"
run "$C" simulate --no-store --variant solitaire --games 2 --bots bot,search:100 --search-threads 2 --seed 3 --csv
expect_match "the solitaire: the policy's label" ",search:100@2," "$out"
run "$C" simulate --no-store --players 2 --games 1 --bots search:5ms,random --seed 3
expect_eq "a budget of time: exit 0" 0 "$status"
expect_match "a budget of time: the warning" "^condottiere: simulate: warning: a search bot that thinks by time" "$err"
run "$C" simulate --no-store --players 2 --games 1 --bots search:50,random --seed 3
expect_eq "by iterations: no warning" "" "$err"
finish
