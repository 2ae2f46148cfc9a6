#!/bin/sh
# campaign-step.sh — in a points-game campaign, the action that ends a game
# is saved together with what it leads to: the game's end and scores, and
# the next game (or the campaign's end). A fault planted in the database
# when the next game is written must leave the action unplayed and the
# database as before it; once the fault is gone, `resume` ends the campaign
# exactly as the uninterrupted one. A campaign left open after a finished
# game (by an older program) is taken up by `resume` too.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/store-dump.sh"
C=${CONDOTTIERE:-./condottiere}
private_home

camp="--players 3 --seed 4 --rules +points-game,points-game.target=25"

# the uninterrupted campaign
# shellcheck disable=SC2086
table_moves | "$C" --db "$tmp/whole.db" play $camp >"$tmp/whole" 2>&1
expect_match "the uninterrupted campaign ends" "^\*\*\* The campaign is over" "$(cat "$tmp/whole")"
store_dump "$tmp/whole.db" >"$tmp/want"
games=$(sqlite3 "$tmp/whole.db" "SELECT count(*) FROM games")
first=$(sqlite3 "$tmp/whole.db" "SELECT count(*) FROM actions WHERE game_id = 1")
expect_match "several games in the campaign" "^[3-9]$" "$games"

# game 1 begun and left; then no new game can be written
# shellcheck disable=SC2086
{ table_moves | head -n 5; echo quit; } | "$C" --db "$tmp/cut.db" play $camp >/dev/null 2>&1
sqlite3 "$tmp/cut.db" "CREATE TRIGGER planted BEFORE INSERT ON games
    BEGIN SELECT RAISE(ABORT, 'planted fault'); END;"
table_moves | "$C" --db "$tmp/cut.db" resume >"$tmp/faulty" 2>&1
expect_match "the ending action is refused, said so" "Could not save the move" "$(cat "$tmp/faulty")"
expect_eq "game 1 is still in progress" "in-progress" \
    "$(sqlite3 "$tmp/cut.db" "SELECT status FROM games WHERE id = 1")"
expect_eq "no game 2" "1" "$(sqlite3 "$tmp/cut.db" "SELECT count(*) FROM games")"
expect_eq "the ending action is not stored" "$((first - 1))" \
    "$(sqlite3 "$tmp/cut.db" "SELECT count(*) FROM actions WHERE game_id = 1")"
expect_eq "no score without the game's end" "0" \
    "$(sqlite3 "$tmp/cut.db" "SELECT count(*) FROM seats WHERE score IS NOT NULL")"
run "$C" --db "$tmp/cut.db" check
expect_eq "check finds the database whole" "0" "$status"

# the fault gone, the campaign resumes and ends as the uninterrupted one
sqlite3 "$tmp/cut.db" "DROP TRIGGER planted"
k=$(sqlite3 "$tmp/cut.db" "SELECT count(*) FROM actions")
sed -n 's/^a|[0-9]*|[0-9]*|\([0-9]*\)|\(.*\)$/\1|\2/p' "$tmp/want" | tail -n +$((k + 1)) |
    sed -n 's/^0|//p' >"$tmp/rest"
"$C" --db "$tmp/cut.db" resume <"$tmp/rest" >"$tmp/resumed" 2>&1
expect_match "resumed, the campaign ends" "^\*\*\* The campaign is over" "$(cat "$tmp/resumed")"
store_dump "$tmp/cut.db" >"$tmp/got"
expect_eq "the stored campaign is the uninterrupted one" "$(cat "$tmp/want")" "$(cat "$tmp/got")"
# a database left by an older program, killed between a game's end and
# the next game: the campaign is open and its last game finished. resume
# takes it up there and the campaign ends as the uninterrupted one.
cp "$tmp/whole.db" "$tmp/old.db"
sqlite3 "$tmp/old.db" "PRAGMA foreign_keys = ON; DELETE FROM games WHERE id > 1;
    UPDATE campaigns SET finished_at = NULL;"
k=$(sqlite3 "$tmp/old.db" "SELECT count(*) FROM actions")
sed -n 's/^a|[0-9]*|[0-9]*|\([0-9]*\)|\(.*\)$/\1|\2/p' "$tmp/want" | tail -n +$((k + 1)) |
    sed -n 's/^0|//p' >"$tmp/rest"
"$C" --db "$tmp/old.db" resume <"$tmp/rest" >"$tmp/old" 2>&1
expect_match "stranded: said so" "^Game 1 is over; the campaign goes on" "$(cat "$tmp/old")"
expect_match "stranded: game 2 set up" "^=== Game 2 of the campaign" "$(cat "$tmp/old")"
expect_match "stranded: the campaign ends" "^\*\*\* The campaign is over" "$(cat "$tmp/old")"
store_dump "$tmp/old.db" >"$tmp/got"
expect_eq "stranded: the stored campaign is the uninterrupted one" "$(cat "$tmp/want")" "$(cat "$tmp/got")"
finish
