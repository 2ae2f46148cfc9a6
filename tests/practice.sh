#!/bin/sh
# practice.sh — practice games (doc/practice.md): `try [GAME:]N` at the
# prompt, `play --from` and `solo --from` start at the position before the
# player's decision N: its first screen is the screen of the same game
# played up to there; with --redeal the player sees the same but the hidden
# cards differ (for some seed) and the same seed deals them the same way.
# A practice game is stored and replays (check, replay, resume), history
# marks it, stats leaves it out, and undo works in it whatever came to
# light, back to its start.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
unset LANGUAGE LC_ALL LC_MESSAGES COLUMNS
export LANG=C
D="$tmp/p.db"
q() { sqlite3 "$D" "$1"; }

# the status block a screen printed after the line matching $2 (up to the
# next prompt)
block_after() { awk -v p="$2" 'f && /^(table|solo|condottiere)> / { exit } f { print } $0 ~ p { f = 1 }' "$1"; }

# --- a standard game to the end, then try 3 at the prompt
{ table_moves | head -n 400; printf 'try 3\nstatus\nquit\n'; } |
    "$C" --db "$D" play --players 3 --seed 3 >"$tmp/try" 2>&1
expect_eq "the game practised is finished" "finished" "$(q 'SELECT status FROM games WHERE id = 1')"
expect_match "try says what it starts" \
    "^Practice game 2: game 1 before your decision 3, with the same cards as in the game\\." \
    "$(cat "$tmp/try")"
expect_eq "stored and marked" "1|1|3|" \
    "$(q 'SELECT practice, practice_of, practice_from, practice_seed FROM games WHERE id = 2')"
keep=$(q "SELECT MIN(seq) - 1 FROM (SELECT seq FROM actions WHERE game_id = 1 AND seat = 0 ORDER BY seq LIMIT 1 OFFSET 2)")
expect_eq "its actions: the game's before the decision" \
    "$(q "SELECT seq, seat, action FROM actions WHERE game_id = 1 AND seq <= $keep")" \
    "$(q 'SELECT seq, seat, action FROM actions WHERE game_id = 2')"
# the same game played by hand up to the decision: its status
q "SELECT action FROM actions WHERE game_id = 1 AND seat = 0 ORDER BY seq LIMIT 2" >"$tmp/first"
{ cat "$tmp/first"; printf 'status\nquit\n'; } |
    "$C" --db "$tmp/hand.db" play --players 3 --seed 3 >"$tmp/hand" 2>&1
want=$(block_after "$tmp/hand" '^table> status$')
expect_match "the game by hand reaches the decision" "Your turn" "$want"
expect_eq "try's first screen is the game's at the decision" "$want" \
    "$(block_after "$tmp/try" '^Practice game 2:')"
expect_eq "status in the practice: the same" "$want" "$(block_after "$tmp/try" '^table> status$')"
run "$C" --db "$D" check
expect_eq "check: the practice game replays" "0" "$status"
run "$C" --db "$D" replay 2
expect_eq "replay of the practice game" "0" "$status"

# --- history marks it, stats leaves it out
run "$C" --db "$D" history
expect_match "history: the practice marked" "^ *2 .* standard~ " "$out"
expect_match "history: the mark explained" "^~ a practice game" "$out"
run "$C" --db "$D" history --json --limit 1
expect_match "history --json: practice" '"practice": true, "practice_of": 1, "practice_from": 3' "$out"
before=$("$C" --db "$D" stats --json)
before_all=$("$C" --db "$D" stats --json --include-scenarios)
{ table_moves; printf 'undo\nquit\n'; } | "$C" --db "$D" resume >"$tmp/end" 2>&1
expect_match "the practice game played to its end" "^\\*\\*\\* Game over" "$(cat "$tmp/end")"
expect_match "undo after the practice game's end" "^Taken back: you: " "$(cat "$tmp/end")"
expect_eq "the practice game in progress again" "in-progress" "$(q 'SELECT status FROM games WHERE id = 2')"
table_moves | "$C" --db "$D" resume >/dev/null 2>&1
expect_eq "the practice game finished again" "finished" "$(q 'SELECT status FROM games WHERE id = 2')"
expect_eq "stats leaves the practice game out" "$before" "$("$C" --db "$D" stats --json)"
expect_eq "stats --include-scenarios too" "$before_all" \
    "$("$C" --db "$D" stats --json --include-scenarios)"

# --- undo in a practice game: after a reveal, back to its start and no further
printf 'pass\nundo\nundo\nquit\n' | "$C" --db "$D" play --from 1:1 >"$tmp/undo" 2>&1
expect_match "practice: undo after a reveal" "^Taken back: you: pass, " "$(cat "$tmp/undo")"
expect_match "practice: not before its start" \
    "Nothing to take back: this is the position the practice starts from\\." "$(cat "$tmp/undo")"
run "$C" --db "$D" check
expect_eq "check after the undos" "0" "$status"

# --- --redeal: the same view, other hidden cards for some seed, the same for the same seed
printf 'status\npass\nquit\n' | "$C" --db "$D" play --from 1:1 >"$tmp/same" 2>&1
same_view=$(block_after "$tmp/same" '^table> status$')
differ=0
for seed in 1 2 3 4 5 6; do
    printf 'status\npass\nquit\n' | "$C" --db "$D" play --from 1:1 --redeal --seed $seed >"$tmp/re$seed" 2>&1
    expect_eq "redeal seed $seed: the player's view is the same" "$same_view" \
        "$(block_after "$tmp/re$seed" '^table> status$')"
    [ "$(block_after "$tmp/re$seed" '^table> pass$')" != "$(block_after "$tmp/same" '^table> pass$')" ] &&
        differ=$((differ + 1))
done
expect_match "redeal: the hidden cards differ for some seed" "^[1-9]" "$differ"
expect_match "redeal: the seed is said" "the cards you could not see dealt again \\(seed 6\\)" "$(cat "$tmp/re6")"
printf 'status\npass\nquit\n' | "$C" --db "$D" play --from 1:1 --redeal --seed 6 >"$tmp/again" 2>&1
expect_eq "redeal: the same seed deals the same cards" "$(block_after "$tmp/re6" '^table> pass$')" \
    "$(block_after "$tmp/again" '^table> pass$')"
last=$(q 'SELECT MAX(id) FROM games')
expect_eq "redeal: the seed is stored" "6" "$(q "SELECT practice_seed FROM games WHERE id = $last")"
run "$C" --db "$D" check
expect_eq "check: every practice game replays, redealt ones too" "0" "$status"

# --- solitaire: solo --from, the first screen is the game's at the decision
S="$tmp/s.db"
solo_moves | "$C" --db "$S" solo --seed 5 >/dev/null 2>&1
printf 'status\nquit\n' | "$C" --db "$S" solo --from 1:4 >"$tmp/sfrom" 2>&1
sqlite3 "$S" "SELECT action FROM actions WHERE game_id = 1 ORDER BY seq LIMIT 3" >"$tmp/sfirst"
{ cat "$tmp/sfirst"; printf 'status\nquit\n'; } | "$C" --db "$tmp/sh.db" solo --seed 5 >"$tmp/shand" 2>&1
expect_eq "solo --from: the status of the game at the decision" \
    "$(block_after "$tmp/shand" '^solo> status$')" "$(block_after "$tmp/sfrom" '^solo> status$')"
printf 'status\nquit\n' | "$C" --db "$S" solo --from 1:4 --redeal --seed 9 >"$tmp/sre" 2>&1
expect_match "solo --redeal starts" "^Practice game 3: game 1 before your decision 4, the cards you could not see dealt again \\(seed 9\\)" "$(cat "$tmp/sre")"
run "$C" --db "$S" check
expect_eq "check: the solitaire practice games replay" "0" "$status"

# --- try where the program opens, instead of its solitaire with no move made
printf 'try 1:2\nquit\n' | "$C" --db "$S" >"$tmp/open" 2>&1
expect_match "try instead of the solitaire the program opens with" \
    "^Practice game 4: game 1 before your decision 2, with the same cards" "$(cat "$tmp/open")"

# --- refusals
run "$C" --db "$S" play --from 1:2
expect_eq "play --from a solitaire game: exit 1" "1" "$status"
expect_match "play --from a solitaire game: what to type" "Game 1 is a solitaire game: solo --from 1:2 practises it" "$err"
run "$C" --db "$S" solo --from 1:9999
expect_match "no such decision" "Game 1 has no decision 9999 of yours: N goes from 1 to [0-9]+\\." "$err"
run "$C" --db "$S" solo --redeal
expect_eq "--redeal alone: a usage error" "2" "$status"
run "$C" --db "$S" play --from 1:2 --players 3
expect_match "--from with --players: a usage error" "--players does not go with --from" "$err"
run "$C" --db "$S" solo --from x
expect_match "--from x: a usage error" "--from: 'x' is not GAME:N" "$err"

finish
