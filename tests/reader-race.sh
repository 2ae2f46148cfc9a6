#!/bin/sh
# reader-race.sh — `history` and `stats` run while a first game is creating
# a new database file: they wait (busy timeout) or say there are no games
# yet, never fail (before the file is there, they say there is no database
# at the path given, and nothing else). 20 tries, each with readers started at once and a few
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
            "$C" --db "$db" "$cmd" >"$tmp/out" 2>"$tmp/err"
            rc=$?
            # before the writer made the file: there is no database at the
            # path given, said so (exit 1), and that is all
            if [ $rc -eq 1 ] && [ ! -s "$tmp/out" ] &&
                grep -qx "condottiere: no database at $db; .*" "$tmp/err" &&
                [ "$(wc -l <"$tmp/err")" -eq 1 ]; then
                continue
            fi
            if [ $rc -ne 0 ] || [ -s "$tmp/err" ]; then
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
