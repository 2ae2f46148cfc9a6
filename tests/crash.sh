#!/bin/sh
# crash.sh — SIGKILL at seeded random moments of a scripted solitaire game
# and of a scripted standard game (at least CRASH_KILLS kills each, 25 by
# default): after every kill the database passes integrity_check and
# foreign_key_check, `condottiere check` finds every stored game whole (an
# action is stored with all it implies, or not at all), the stored actions
# are a beginning of the uninterrupted run's; then `resume` with the rest of
# the moves must end in exactly the uninterrupted run's stored game: every
# action, every battle and line, the result.
# CRASH_SEED=N replays a run (its seed is printed); CRASH_KILLS=N for more.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/store-dump.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
seed=${CRASH_SEED:-$(date +%s)}
kills=${CRASH_KILLS:-25}
echo "crash.sh: CRASH_SEED=$seed CRASH_KILLS=$kills"

now_ms() { echo $(($(date +%s%N) / 1000000)); }
# the i-th delay of this run, in ms, in [0, max)
delay_ms() { awk -v s="$seed" -v i="$1" -v m="$2" 'BEGIN { srand(s * 1000 + i); print int(rand() * m) }'; }

# sweep NAME MOVES ARGS...: the uninterrupted game, then the kills
sweep() {
    name=$1 moves=$2; shift 2
    "$moves" >"$tmp/script"
    whole="$tmp/whole.db"
    rm -f "$whole"*
    start=$(now_ms)
    "$C" --db "$whole" "$@" <"$tmp/script" >/dev/null 2>&1
    span=$(($(now_ms) - start))
    store_dump "$whole" >"$tmp/want"
    sed -n 's/^a|[0-9]*|[0-9]*|\([0-9]*\)|\(.*\)$/\1|\2/p' "$tmp/want" >"$tmp/want-actions"
    expect_match "$name: the uninterrupted game is finished" "^g\\|1\\|.*\\|finished\\|" "$(cat "$tmp/want")"
    done_kills=0 trial=0 bad=0 before=0 during=0 after=0
    total=$(wc -l <"$tmp/want-actions")
    while [ $done_kills -lt "$kills" ] && [ $trial -lt $((kills * 3)) ]; do
        trial=$((trial + 1))
        db="$tmp/k.db"
        rm -f "$db"*
        d=$(delay_ms "$trial" "$span")
        # the moves through a fifo kept open: the program waits for more
        # after them, so that every kill finds it running
        rm -f "$tmp/fifo"
        mkfifo "$tmp/fifo"
        "$C" --db "$db" "$@" <"$tmp/fifo" >/dev/null 2>&1 &
        pid=$!
        exec 3>"$tmp/fifo"
        cat "$tmp/script" >&3
        sleep "$(awk -v d="$d" 'BEGIN { printf "%.3f", d / 1000 }')"
        kill -9 "$pid" 2>/dev/null
        wait "$pid" 2>/dev/null
        st=$?
        exec 3>&-
        [ $st -eq 137 ] || continue # it had ended by itself: not a kill
        done_kills=$((done_kills + 1))
        why=""
        if [ -f "$db" ]; then
            [ "$(sqlite3 "$db" "PRAGMA integrity_check")" = ok ] || why="integrity_check"
            [ -z "$(sqlite3 "$db" "PRAGMA foreign_key_check")" ] || why="$why foreign_key_check"
            "$C" --db "$db" check >"$tmp/check" 2>&1 || why="$why check: $(cat "$tmp/check")"
            k=$(sqlite3 "$db" "SELECT COUNT(*) FROM actions" 2>/dev/null || echo 0)
            sqlite3 "$db" "SELECT seat, action FROM actions ORDER BY seq" >"$tmp/got-actions" 2>/dev/null
            head -n "$k" "$tmp/want-actions" | cmp -s - "$tmp/got-actions" ||
                why="$why the stored actions are not the game's first $k"
        else
            k=0
        fi
        if [ "$k" -eq 0 ]; then before=$((before + 1))
        elif [ "$k" -lt "$total" ]; then during=$((during + 1))
        else after=$((after + 1)); fi
        if [ -f "$db" ] && [ "$(sqlite3 "$db" "SELECT COUNT(*) FROM games" 2>/dev/null)" = 1 ]; then
            tail -n +$((k + 1)) "$tmp/want-actions" | sed -n 's/^0|//p' >"$tmp/rest"
            "$C" --db "$db" resume 1 <"$tmp/rest" >/dev/null 2>&1
        else # killed before the game was stored: play it again
            "$C" --db "$db" "$@" <"$tmp/script" >/dev/null 2>&1
        fi
        store_dump "$db" >"$tmp/got"
        cmp -s "$tmp/want" "$tmp/got" || why="$why the resumed game differs"
        if [ -n "$why" ]; then
            bad=$((bad + 1))
            echo "$name: kill $done_kills (trial $trial, after ${d} ms, $k actions stored):$why"
            diff "$tmp/want" "$tmp/got" | head -n 20
        fi
    done
    echo "$name: $done_kills kills: $before before the first action, $during during the game ($total actions), $after after its last"
    expect_eq "$name: $kills kills made (a run of ${span} ms)" "$kills" "$done_kills"
    expect_eq "$name: every kill resumed to the identical stored game" "0" "$bad"
}

sweep solitaire solo_moves solo --seed 11
sweep standard table_moves play --players 3 --seed 5
finish
