#!/bin/sh
# reader-race.sh — `history` and `stats` run while a first game is creating
# a new database file: they wait (busy timeout) or say there are no games
# yet, never fail. 20 tries, each with readers started at once and a few
# milliseconds into the writer's start.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
private_home

failures=0 reads=0
try=0
while [ $try -lt 20 ]; do
    try=$((try + 1))
    db="$tmp/r$try.db"
    printf '10\nquit\n' | "$C" --db "$db" solo --seed 1 >/dev/null 2>&1 &
    writer=$!
    for pause in 0 0 0.002 0.005 0.01 0.02; do
        sleep "$pause"
        for cmd in history stats; do
            reads=$((reads + 1))
            if ! "$C" --db "$db" "$cmd" >"$tmp/out" 2>"$tmp/err" || [ -s "$tmp/err" ]; then
                failures=$((failures + 1))
                echo "try $try, $cmd after ${pause}s: exit or message:"
                cat "$tmp/err"
            fi
        done
    done
    wait "$writer"
done
expect_eq "readers racing the first writer: no failure in $reads reads over 20 tries" 0 "$failures"
finish
