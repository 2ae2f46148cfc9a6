#!/bin/sh
# resume.sh — every action is saved as it is made: a game left with quit, or
# killed with SIGKILL in the middle of a battle, resumes where it stopped and
# ends exactly as the same game played without a break (same seed, same moves).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home

last_result() { grep -E '^\*\*\* Game over' "$1" | tail -n 1; }

# --- solitaire: uninterrupted, then quit after 15 moves and resume
solo_moves | "$C" --db "$tmp/a.db" solo --seed 42 >"$tmp/whole" 2>&1
want=$(last_result "$tmp/whole")
expect_match "solo: the whole game ends" "Game over" "$want"
solo_moves | head -n 9 > "$tmp/first"
solo_moves | tail -n +10 > "$tmp/rest"
{ cat "$tmp/first"; echo quit; } | "$C" --db "$tmp/b.db" solo --seed 42 >"$tmp/part1" 2>&1
expect_match "solo: quit says the game is saved" "The game is saved: continue it with resume" "$(cat "$tmp/part1")"
"$C" --db "$tmp/b.db" resume <"$tmp/rest" >"$tmp/part2" 2>&1
expect_match "solo: resume says where it stopped" "^Resumed game 1 \\(solitaire, seed 42\\) after [0-9]+ actions" "$(cat "$tmp/part2")"
expect_eq "solo: quit + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"
run "$C" --db "$tmp/b.db" resume </dev/null
expect_match "solo: a finished game is not resumable" "No game to resume" "$err"
expect_eq "replay of a finished game ends the same" "$want" "$(printf '' | "$C" --db "$tmp/b.db" replay 1 | grep -E '^\*\*\* Game over' | tail -n 1)"

# --- standard game: uninterrupted, then quit and resume
table_moves | "$C" --db "$tmp/c.db" play --players 4 --seed 5 >"$tmp/whole" 2>&1
want=$(last_result "$tmp/whole")
expect_match "table: the whole game ends" "Game over" "$want"
{ table_moves | head -n 12; echo quit; } | "$C" --db "$tmp/d.db" play --players 4 --seed 5 >"$tmp/part1" 2>&1
table_moves | tail -n +13 | "$C" --db "$tmp/d.db" resume >"$tmp/part2" 2>&1
expect_match "table: resumed" "^Resumed game 1 \\(standard, 4 players, seed 5\\)" "$(cat "$tmp/part2")"
expect_eq "table: quit + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"

# --- SIGKILL in the middle of a battle: feed some moves, wait until the
# program has answered them, kill it, resume with the rest.
kill_after() { # N DB ARGS...: runs the game, kills it after N input lines were read
    n=$1 db=$2; shift 2
    fifo="$tmp/fifo"; rm -f "$fifo"; mkfifo "$fifo"
    : >"$tmp/killed" # there before the program opens it (it waits on the fifo first)
    "$C" --db "$db" "$@" <"$fifo" >"$tmp/killed" 2>&1 &
    pid=$!
    exec 3>"$fifo"
    "$moves" | head -n "$n" >&3
    tries=0
    while [ "$(grep -c '^solo> \|^table> ' "$tmp/killed")" -lt "$n" ] && [ $tries -lt 600 ]; do
        sleep 0.1; tries=$((tries + 1))
    done
    kill -9 "$pid"
    wait "$pid" 2>/dev/null
    exec 3>&-
}
moves=solo_moves
kill_after 19 "$tmp/e.db" solo --seed 42
solo_moves | tail -n +20 | "$C" --db "$tmp/e.db" resume >"$tmp/part2" 2>&1
expect_match "solo: killed in the middle of a battle" "^You +[0-9].*\\(([1-5])/5 cards\\)" "$(sed -n '/^Resumed/,/^solo>/p' "$tmp/part2")"
solo_moves | "$C" --db "$tmp/a2.db" solo --seed 42 >"$tmp/whole" 2>&1
expect_eq "solo: SIGKILL + resume ends as the whole game" "$(last_result "$tmp/whole")" "$(last_result "$tmp/part2")"
moves=table_moves
kill_after 22 "$tmp/f.db" play --players 4 --seed 5
table_moves | tail -n +23 | "$C" --db "$tmp/f.db" resume >"$tmp/part2" 2>&1
table_moves | "$C" --db "$tmp/c2.db" play --players 4 --seed 5 >"$tmp/whole" 2>&1
expect_eq "table: SIGKILL + resume ends as the whole game" "$(last_result "$tmp/whole")" "$(last_result "$tmp/part2")"

# --- several seeds of every standard-game variant (and solitaire options):
# quit after a few moves, resume, and the game ends as the uninterrupted one
n=0
for variant in standard first-edition hidden-capture; do
    for seed in 11 12 13; do
        n=$((n + 1))
        table_moves | "$C" --db "$tmp/v$n-whole.db" play --variant $variant --seed $seed >"$tmp/whole" 2>&1
        { table_moves | head -n 9; echo quit; } | "$C" --db "$tmp/v$n.db" play --variant $variant --seed $seed >/dev/null 2>&1
        table_moves | tail -n +10 | "$C" --db "$tmp/v$n.db" resume >"$tmp/part2" 2>&1
        expect_match "$variant seed $seed: the game ends" "Game over" "$(last_result "$tmp/whole")"
        expect_eq "$variant seed $seed: quit + resume ends as the whole game" \
            "$(last_result "$tmp/whole")" "$(last_result "$tmp/part2")"
    done
done
for seed in 21 22 23; do
    solo_moves | "$C" --db "$tmp/s$seed-whole.db" solo --seed $seed --rules armies=3,streak=own >"$tmp/whole" 2>&1
    { solo_moves | head -n 12; echo quit; } | "$C" --db "$tmp/s$seed.db" solo --seed $seed --rules armies=3,streak=own >/dev/null 2>&1
    solo_moves | tail -n +13 | "$C" --db "$tmp/s$seed.db" resume >"$tmp/part2" 2>&1
    expect_match "solitaire seed $seed: the game ends" "Game over" "$(last_result "$tmp/whole")"
    expect_eq "solitaire armies=3 seed $seed: quit + resume ends as the whole game" \
        "$(last_result "$tmp/whole")" "$(last_result "$tmp/part2")"
done

# --- a points-game campaign: quit during its third game, resume: the
# earlier games are played again for the totals, and the campaign ends as
# the uninterrupted one
camp="--players 3 --seed 4 --rules +points-game,points-game.target=25"
# shellcheck disable=SC2086
table_moves | "$C" --db "$tmp/g.db" play $camp >"$tmp/whole" 2>&1
want=$(grep -E '^\*\*\* The campaign is over' "$tmp/whole")
expect_match "campaign: the whole campaign ends" "campaign is over" "$want"
expect_match "campaign: several games" "^=== Game 3 of the campaign" "$(cat "$tmp/whole")"
# shellcheck disable=SC2086
{ table_moves | head -n 80; echo quit; } | "$C" --db "$tmp/h.db" play $camp >"$tmp/part1" 2>&1
table_moves | tail -n +81 | "$C" --db "$tmp/h.db" resume >"$tmp/part2" 2>&1
expect_match "campaign: resumed inside game 3" "^Game 3 of a campaign for 25 points" "$(cat "$tmp/part2")"
expect_eq "campaign: quit + resume ends as the whole campaign" "$want" \
    "$(grep -E '^\*\*\* The campaign is over' "$tmp/part2")"
expect_eq "campaign: every game attached" "4" "$(sqlite3 "$tmp/h.db" 'SELECT count(*) FROM games WHERE campaign_id = 1;')"
expect_eq "campaign: points recorded" "33" "$(sqlite3 "$tmp/h.db" 'SELECT sum(score) FROM seats WHERE seat = 2;')"

# --- the databases are sound
for db in "$tmp"/*.db; do
    expect_eq "integrity_check $(basename "$db")" "ok" "$(sqlite3 "$db" 'PRAGMA integrity_check;')"
    expect_eq "foreign_key_check $(basename "$db")" "" "$(sqlite3 "$db" 'PRAGMA foreign_key_check;')"
done

# --- bad input
run "$C" --db "$tmp/a.db" resume abc
expect_eq "resume abc: exit 2" 2 "$status"
run "$C" --db "$tmp/a.db" replay
expect_eq "replay without a game: exit 2" 2 "$status"
run "$C" --db "$tmp/a.db" replay 99
expect_eq "replay of no such game: exit 1" 1 "$status"

finish
