#!/bin/sh
# prompt-play.sh — transcripts of a standard game at the prompt (the human in
# seat 1 against bots), read from a pipe: commands, bots' moves shown as they
# happen, bad-input messages that change nothing, a whole game to its end.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

game() {
    seed=$1; shift
    rm -f "$tmp/g.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/g.db" play --players 4 --seed "$seed" >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}

game 5 status map hand quit
expect_eq "quit exits 0" 0 "$status"
expect_match "starts a 4-player game" "^New game \\(standard, seed 5\\): you and 3 heuristic bots" "$out"
expect_match "deals 10 cards to you, shown" "^You are dealt 10 cards: Scarecrow Scarecrow Scarecrow Heroine 6 6 6 5 1 1" "$out"
expect_match "other hands are not shown" "^Sforza is dealt 10 cards \\(10 in hand\\)\\.$" "$out"
expect_match "bots' moves are shown" "^Gattamelata chooses Modena for the next battle\\.$" "$out"
expect_match "status: regions and token" "^Regions:  you 0  Sforza 0  Colleoni 0  Gattamelata 0 \\(token\\)" "$out"
expect_match "lines with strength" "^  Gattamelata +10 +10$" "$out"
expect_match "map marks the battle" "Modena\\[ \\]\\*" "$out"
expect_match "map legend" "\\[1\\] you  \\[2\\] Sforza" "$out"

# Bad input: a card not in hand, no such card, a region when it is not the
# time, an unknown command; then the game goes on unchanged.
game 5 'play courtesan' 'play 7' 'region Roma' foo 'play 6' quit
expect_match "card not in hand" "^table> play courtesan$" "$out"
expect_match "card not in hand: message" "^You hold no Courtesan\\. Your hand:" "$out"
expect_match "no such card" "^There is no card '7': mercenaries are 1, 2, 3, 4, 5, 6 and 10\\.$" "$out"
expect_match "not the time for a region" "^'region Roma' is not possible now: region comes when you hold the token and choose the next battle\\. Your turn: play CARD or pass\\.$" "$out"
expect_match "unknown command lists what is valid" "^Unknown command 'foo'\\. Commands here: play, pass, hand" "$out"
expect_match "after refusals the play goes through" "^You play 6   \\(line 6\\)$" "$out"

# A whole game: pass in every battle, choose Torino or Milano, keep nothing.
i=0; moves=""
while [ $i -lt 300 ]; do moves="$moves pass region_Torino region_Milano keep_none discard_no"; i=$((i + 1)); done
# shellcheck disable=SC2086
printf '%s\n' $moves | tr _ ' ' | "$C" --db "$tmp/f1.db" play --players 4 --seed 5 >"$tmp/full" 2>&1
status=$?
full=$(cat "$tmp/full")
expect_eq "a whole game: exit 0" 0 "$status"
expect_match "a whole game ends" "^\\*\\*\\* Game over \\((total|adjacency|most-regions|final-battle|shared|battle-cap)\\):" "$full"
expect_match "after the end only idle commands" "Commands here: solo, play, rules, variants, resume" "$full"
printf '%s\n' $moves | tr _ ' ' | "$C" --db "$tmp/f2.db" play --players 4 --seed 5 >"$tmp/full2" 2>&1
expect_eq "same seed and moves: same transcript" "$full" "$(cat "$tmp/full2")"

# --events: key=value lines; private cards only for the human.
printf 'quit\n' | "$C" play --players 3 --seed 9 --events >"$tmp/ev" 2>&1
ev=$(cat "$tmp/ev")
expect_match "--events deal with own cards" "^event=deal seat=0 count=10 hand=10 cards=" "$ev"
expect_match "--events no cards of others" "^event=deal seat=1 count=10 hand=10$" "$ev"

# A level per bot: --bots random,easy,normal seats them in that order from
# seat 2 (normal is the heuristic bot); the database keeps each seat's level,
# and a game left with quit
# resumes with the same bots (it ends as the game played in one go).
per_seat() { # moves of a whole game, one per line
    i=0
    while [ $i -lt 300 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
}
per_seat | "$C" --db "$tmp/s1.db" play --players 4 --seed 8 --bots random,easy,normal >"$tmp/s1" 2>&1
expect_match "--bots per bot: named in order" "^New game \\(standard, seed 8\\): you and 3 bots \\(random, easy, heuristic, from seat 2 on\\)" "$(cat "$tmp/s1")"
expect_match "--bots per bot: the game is played to its end" "^\\*\\*\\* Game over" "$(cat "$tmp/s1")"
# the levels' ratings on one scale (store_bot_rating, doc/bots.md): each
# rated level once, in seat order; a search bot with a budget of its own
# has none
expect_match "the start gives the bots' ratings" \
    "^Ratings on one scale \\(normal = 1500\\): random 931, easy 1260, heuristic 1500\\.$" "$(cat "$tmp/s1")"
run "$C" play --help
expect_match "play --help: the levels rated" "^  easy +1260  the heuristic bot" "$out"
expect_match "play --help: hard rated" "^  hard +1734  the search bot" "$out"
expect_eq "--bots per bot: each seat's level stored" "human random easy heuristic" \
    "$(sqlite3 "$tmp/s1.db" 'SELECT kind FROM seats WHERE game_id = 1 ORDER BY seat;' | tr '\n' ' ' | sed 's/ $//')"
{ per_seat | head -n 9; echo quit; } | "$C" --db "$tmp/s2.db" play --players 4 --seed 8 --bots random,easy,normal >/dev/null 2>&1
per_seat | tail -n +10 | "$C" --db "$tmp/s2.db" resume >"$tmp/s2" 2>&1
expect_eq "--bots per bot: quit + resume ends as the whole game" \
    "$(grep -E '^\*\*\* Game over' "$tmp/s1" | tail -n 1)" \
    "$(grep -E '^\*\*\* Game over' "$tmp/s2" | tail -n 1)"
# search:N, a search bot with N iterations a decision: stored so, and the
# game resumed with the same budget ends as the game played in one go
per_seat | "$C" --db "$tmp/n1.db" play --players 3 --seed 8 --bots search:200,easy >"$tmp/n1" 2>&1
expect_match "--bots search:N: named" "^New game \\(standard, seed 8\\): you and 2 bots \\(search:200, easy, from seat 2 on\\)" "$(cat "$tmp/n1")"
expect_match "--bots search:N: only easy rated" "^Ratings on one scale \\(normal = 1500\\): easy 1260\\.$" "$(cat "$tmp/n1")"
expect_eq "--bots search:N: stored with its budget" "human search:200 easy" \
    "$(sqlite3 "$tmp/n1.db" 'SELECT kind FROM seats WHERE game_id = 1 ORDER BY seat;' | tr '\n' ' ' | sed 's/ $//')"
{ per_seat | head -n 9; echo quit; } | "$C" --db "$tmp/n2.db" play --players 3 --seed 8 --bots search:200,easy >/dev/null 2>&1
per_seat | tail -n +10 | "$C" --db "$tmp/n2.db" resume >"$tmp/n2" 2>&1
expect_eq "--bots search:N: quit + resume ends as the whole game" \
    "$(grep -E '^\*\*\* Game over' "$tmp/n1" | tail -n 1)" \
    "$(grep -E '^\*\*\* Game over' "$tmp/n2" | tail -n 1)"
run "$C" play --bots search:0
expect_eq "--bots search:0: exit 2" 2 "$status"
run "$C" play --players 4 --bots easy,normal
expect_eq "--bots with too few levels: exit 2" 2 "$status"
expect_match "--bots with too few levels: said" "names 2 levels for 3 bots" "$err"

# Arguments: bad values exit 2 with a message, nothing started.
for args in "--players 7" "--players 1" "--bots genius" "--seed x" "--variant nowhere" "--variant solitaire" "--frob"; do
    # shellcheck disable=SC2086
    run "$C" play $args
    expect_eq "play $args: exit 2" 2 "$status"
    expect_eq "play $args: nothing started" "" "$out"
done
run "$C" play --bots genius
expect_match "unknown bot names the valid ones" "unknown bot 'genius' \\(valid: random, heuristic, easy, search, search-infer, search-value, search-v2, search-v3, search-v4, search-v5, search-v6, normal, hard, search-v1, or search:N, the search bot with N iterations a decision, from 1 to 1000000\\)" "$err"
run "$C" play --players 7
expect_match "players message" "--players must be 2 to 6" "$err"

# A standard game the player never moved in is not kept (the bots' moves
# before his turn are stored with his first move, and replay as played).
rm -f "$tmp/lazy.db"
out=$(printf 'status\nregion Roma\nquit\n' | "$C" --db "$tmp/lazy.db" play --players 4 --seed 5)
expect_match "play, no move (a refused one): not kept" "^No move was made: the game is not kept\\.$" "$out"
# (no database made at all, or one with no game)
expect_match "play, no move: history lists no game" "^(No games yet|condottiere: no database at)" \
    "$("$C" --db "$tmp/lazy.db" history 2>&1)"
out=$(printf 'play 6\nquit\n' | "$C" --db "$tmp/lazy.db" play --players 4 --seed 5)
expect_match "play, a move: kept" "The game is saved" "$out"
expect_match "play, a move: the bots' moves before it too" "^ +1 .* in progress +6 " \
    "$("$C" --db "$tmp/lazy.db" history 2>&1)"
expect_match "play, a move: it replays as played" "^  you +6 +6" "$("$C" --db "$tmp/lazy.db" replay 1 2>&1)"
expect_match "play, a move: the database checks clean" "no problems" "$("$C" --db "$tmp/lazy.db" check 2>&1)"

finish
