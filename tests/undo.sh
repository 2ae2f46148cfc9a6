#!/bin/sh
# undo.sh — `undo` at the prompt: the player's last move is taken back while
# nothing hidden has come to light since, and refused after a reveal with
# the reveal named; the stored game after an undo is the game in which the
# move was never made (every stored row compared), a game killed after an
# undo resumes without the move, and a game ended goes on only in practice.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/store-dump.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
unset LANGUAGE LC_ALL LC_MESSAGES
export LANG=C

# --- solitaire: a card played, taken back, another played instead
printf 'play 6\nundo\nplay 2\nquit\n' | "$C" --db "$tmp/s1.db" solo --seed 5 >"$tmp/out" 2>&1
expect_match "solo: undo says what it took back" "^Taken back: play 6\\.$" "$(cat "$tmp/out")"
printf 'play 2\nquit\n' | "$C" --db "$tmp/s2.db" solo --seed 5 >/dev/null 2>&1
expect_eq "solo: the stored game is the one where the move was never made" \
    "$(store_dump "$tmp/s2.db")" "$(store_dump "$tmp/s1.db")"
# after the enemy turned a card up: refused, the reveal named, nothing changed
printf 'play 6\nnext\nundo\nquit\n' | "$C" --db "$tmp/s3.db" solo --seed 5 >"$tmp/out" 2>&1
expect_match "solo: refused after a reveal, which is named" \
    "cannot be taken back: since it, the enemy turned up 1\\." "$(cat "$tmp/out")"
expect_match "solo: the refusal points to practice" "try 1:2 practises from before that move" \
    "$(cat "$tmp/out")"
expect_eq "solo: a refused undo changes nothing" "1|0|play 6
2|0|next" "$(sqlite3 "$tmp/s3.db" 'SELECT seq, seat, action FROM actions ORDER BY seq')"
printf 'undo\nquit\n' | "$C" --db "$tmp/s4.db" solo --seed 5 >"$tmp/out" 2>&1
expect_match "solo: nothing to take back before a move" "^solo> undo
Nothing to take back: you have made no move in this game yet\\." "$(cat "$tmp/out")"

# --- standard game: the player's card and the bot's pass after it go back
printf 'play 1\nundo\npass\nquit\n' | "$C" --db "$tmp/t1.db" play --players 3 --seed 3 >"$tmp/out" 2>&1
expect_match "table: undo takes back the bots' moves after the player's" \
    "^Taken back: you: play 1, Sforza: pass\\.$" "$(cat "$tmp/out")"
printf 'pass\nquit\n' | "$C" --db "$tmp/t2.db" play --players 3 --seed 3 >/dev/null 2>&1
expect_eq "table: the stored game is the one where the move was never made" \
    "$(store_dump "$tmp/t2.db")" "$(store_dump "$tmp/t1.db")"
printf 'pass\nundo\nquit\n' | "$C" --db "$tmp/t3.db" play --players 3 --seed 3 >"$tmp/out" 2>&1
expect_match "table: refused once a bot played a card" \
    "cannot be taken back: since it, Sforza played 10\\." "$(cat "$tmp/out")"
expect_eq "table: help undo" "undo " "$(printf 'help undo\n' | "$C" --db "$tmp/t9.db" play --seed 3 2>&1 | grep '^undo')"

# --- killed after an undo: the resumed game is the game without the move
fifo="$tmp/fifo"
mkfifo "$fifo"
: >"$tmp/killed"
"$C" --db "$tmp/k.db" play --players 3 --seed 3 <"$fifo" >"$tmp/killed" 2>&1 &
pid=$!
exec 3>"$fifo"
printf 'play 1\nundo\n' >&3
tries=0
while ! grep -q '^Taken back' "$tmp/killed" && [ $tries -lt 600 ]; do
    sleep 0.1; tries=$((tries + 1))
done
sleep 0.2
kill -9 "$pid"
wait "$pid" 2>/dev/null
exec 3>&-
table_moves | "$C" --db "$tmp/k.db" resume >"$tmp/part2" 2>&1
table_moves | "$C" --db "$tmp/w.db" play --players 3 --seed 3 >/dev/null 2>&1
expect_match "table: the killed game ends" "^g\\|1\\|.*\\|finished\\|" "$(store_dump "$tmp/k.db")"
expect_eq "table: killed after an undo, resumed: the game without the move" \
    "$(store_dump "$tmp/w.db")" "$(store_dump "$tmp/k.db")"
"$C" --db "$tmp/k.db" check >"$tmp/out" 2>&1
expect_eq "check finds the game whole after an undo" 0 $?

# --- a game that is over: nothing to take back in a counted game
{ table_moves | head -n 400; echo undo; echo quit; } |
    "$C" --db "$tmp/o.db" play --players 3 --seed 3 >"$tmp/out" 2>&1
expect_match "table: a finished game keeps its result" \
    "The game is over and its result recorded: nothing to take back \\(try 1:[0-9]+ " "$(cat "$tmp/out")"

finish
