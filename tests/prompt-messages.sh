#!/bin/sh
# prompt-messages.sh — what a refused line says, from a pipe: each message
# says what is wrong and what to type, with the command's own name (never
# the engine's discard-hand): a move typed at the wrong time, a word missing
# or too many, one card at a time, a card that does not exist (any number),
# is not held or is not in the line, a Scarecrow with nothing to take back,
# the program's name typed at the prompt; outside the prompt, an unknown
# bot level (search:N and its limit) and a strength line without its colon.
# Then the same lines under each language: none of the messages is English.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
unset LC_ALL LC_MESSAGES LANGUAGE

# seed 7, 3 players: a battle, your turn, a Scarecrow, a 5 and 3s in hand,
# no mercenary in your line
table() {
    rm -f "$tmp/t.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/t.db" play --players 3 --seed 7 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}
# FILE SEAT LINES...: a game from a scenario of tests/scenarios
scenario() {
    file=$1 seat=$2; shift 2
    rm -f "$tmp/s.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/s.db" play --scenario "$S/$file" --seat "$seat" \
        >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}
# what follows the line typed, up to the next prompt
after() {
    printf '%s\n' "$out" | awk -v line="table> $1" 'f && /^table> /{exit} f{print} $0 == line{f=1}'
}

table discard '3 3' 'scarecrow 5' 'play scarecrow 5' 'keep 4' 'region Roma' 'pope off' \
    'play 7' 'play 8' 'play 9' 'play 0' 'play -1' 'play 11' '-1' 'play bishp' 'play' \
    'condottiere play 3' 'condottiere' './condottiere simulate --games 3' 'condottiere foo' quit
expect_eq "discard in a battle: when it comes, and the question" \
    "'discard' is not possible now: discard comes after a battle, when you hold no mercenary. Your turn: play CARD or pass." \
    "$(after discard)"
expect_eq "the engine's word discard-hand is never shown" "" "$(printf '%s\n' "$out" | grep discard-hand)"
expect_eq "3 3: one card at a time" "One card at a time: play 3." "$(after '3 3')"
expect_eq "scarecrow 5, no mercenary in the line: nothing to take back" \
    "No mercenary of yours face up in your line: the Scarecrow has nothing to take back. play scarecrow none plays it anyway." \
    "$(after 'scarecrow 5')"
expect_eq "play scarecrow 5: the same" "$(after 'scarecrow 5')" "$(after 'play scarecrow 5')"
expect_eq "keep 4 in a battle: when keep comes" \
    "'keep 4' is not possible now: keep comes at a round's end, when you alone still hold cards. Your turn: play CARD or pass." \
    "$(after 'keep 4')"
expect_match "region in a battle: when it comes" \
    "^'region Roma' is not possible now: region comes when you hold the token" "$(after 'region Roma')"
expect_match "pope in a battle: when it comes" \
    "^'pope off' is not possible now: pope comes after you play a Bishop\\." "$(after 'pope off')"
for n in 7 8 9 0 -1 11; do
    expect_eq "play $n: the mercenaries' values" \
        "There is no card '$n': mercenaries are 1, 2, 3, 4, 5, 6 and 10." "$(after "play $n")"
done
expect_eq "-1 alone: the mercenaries' values" \
    "There is no card '-1': mercenaries are 1, 2, 3, 4, 5, 6 and 10." "$(after '-1')"
expect_eq "a misspelt card: the closest" "There is no card 'bishp'. Did you mean bishop?" \
    "$(after 'play bishp')"
expect_match "play alone: which card" "^Which card\\? play CARD, e\\.g\\. play 10\\.$" "$(after play)"
expect_eq "condottiere play 3: the command without the program's name" \
    "The prompt takes commands without 'condottiere': type play 3" "$(after 'condottiere play 3')"
expect_eq "condottiere alone" "You are in condottiere already: type a command alone (help lists them)." \
    "$(after condottiere)"
expect_match "a subcommand of the shell: quit, then run it there" \
    "'simulate' is not one of them: quit, then run \\./condottiere simulate --games 3 in a shell" \
    "$(after './condottiere simulate --games 3')"
expect_match "condottiere foo: no command here" "and 'foo' is no command here" "$(after 'condottiere foo')"
expect_eq "nothing was played" "" "$(printf '%s\n' "$out" | grep '^You play')"

# the round's end (seat 1 alone holds 10, Heroine, 3): keep what you hold
scenario round-end.scenario 1 pass 'keep 4' keep 'keep 10 10' 'keep 10 heroine 3' 'keep 7' \
    'play 3' 'keep 10 heroine' quit
expect_eq "keep 4, not held: what you hold, what to type" \
    "You hold no 4. Your hand: Heroine 10 3   (3 cards)
The round ends and you alone hold cards: keep up to 2 (keep CARD CARD, or keep none)." \
    "$(after 'keep 4')"
expect_match "keep alone: a word is missing" "^'keep' needs a word after it\\. The round ends" "$(after keep)"
expect_match "keep 10 10 with one 10" "^You hold only one 10\\. Your hand:" "$(after 'keep 10 10')"
expect_match "keep three cards" "^You keep 2 cards at most\\. The round ends" "$(after 'keep 10 heroine 3')"
expect_eq "keep 7" "There is no card '7': mercenaries are 1, 2, 3, 4, 5, 6 and 10." "$(after 'keep 7')"
expect_match "play at the round's end: when it comes, then the question" \
    "^'play 3' is not possible now: play comes in a battle, on your turn\\. The round ends" "$(after 'play 3')"
expect_match "then keep goes through" "^The round is over\\. You keep 2 cards: Heroine 10$" "$out"

# the hand's discard (seat 0 holds no mercenary after the battle)
scenario hand-discard.scenario 0 pass discard 'discard yes' quit
expect_match "discard alone: a word is missing, then the question" \
    "^'discard' needs a word after it\\. You hold no mercenary: discard your hand\\? discard yes \\| discard no$" \
    "$(after discard)"

# a Scarecrow with 1 and 5 face up (and a Drummer, a Heroine) in the line
scenario scarecrow.scenario 0 'scarecrow 10' 'scarecrow heroine' 'scarecrow 5' quit
expect_eq "scarecrow 10, no 10 in the line: the ones there" \
    "No 10 of yours face up in your line to take back: play scarecrow CARD with one of 1, 5, or play scarecrow none." \
    "$(after 'scarecrow 10')"
expect_eq "scarecrow heroine: a mercenary only" \
    "The Scarecrow takes back a mercenary (Heroine is not one): play scarecrow CARD with one of 1, 5, or play scarecrow none." \
    "$(after 'scarecrow heroine')"
expect_match "scarecrow 5: played, the 5 taken back at once" \
    "^  The Scarecrow takes 5 back to your hand \\(line 12\\)\\.$" "$(after 'scarecrow 5')"
scenario scarecrow.scenario 0 'play scarecrow' scarecrow 'scarecrow 1 5' 'scarecrow 10' quit
expect_match "scarecrow alone after the Scarecrow" "^'scarecrow' needs a word after it\\. Scarecrow:" \
    "$(after scarecrow)"
expect_match "two words after scarecrow" "^'scarecrow' takes one word after it\\. Scarecrow:" \
    "$(after 'scarecrow 1 5')"
expect_match "scarecrow 10 after the Scarecrow" "^You have no 10 face up in your line to take back\\. Scarecrow:" \
    "$(after 'scarecrow 10')"

# outside the prompt: the bots' levels, the strength calculator
run "$C" play --bots search:3000000
expect_eq "play --bots search:3000000: exit 2" 2 "$status"
expect_match "play --bots search:3000000: search:N and its limit" \
    "unknown bot 'search:3000000': in search:N, N is a number of iterations a decision from 1 to 1000000" "$err"
run "$C" play --bots wizard
expect_match "play --bots wizard: the levels and search:N" "normal, hard, search-v1, or search:N, .* from 1 to 1000000\\)" "$err"
run "$C" simulate --bots search:3000000 --games 1
expect_match "simulate --bots search:3000000: search:N and its limit" \
    "unknown bot 'search:3000000': in search:N, N is a number .* from 1 to 1000000" "$err"
run "$C" strength 'A 5' 'B 6'
expect_eq "strength 'A 5' 'B 6': exit 2" 2 "$status"
expect_match "strength 'A 5': the NAME: CARDS form" \
    "strength: 'A 5' has no colon: a battle line is 'NAME: CARDS', its name, a colon and its cards, e.g\\. 'A: 5'" "$err"
run "$C" strength '5 6' '10'
expect_eq "lines without names still read" "A 11
B 10
winner A" "$out"

# Each language: none of these messages is left in English.
english="is not possible now|needs a word after it|takes one word after it|One card at a time|There is no card|nothing to take back|to take back:|takes back a mercenary|You hold no|You hold only|cards at most|without 'condottiere'|in condottiere already|has no colon|iterations a decision"
all_lines() { # LANG: every line above, what it prints
    printf '%s\n' discard '3 3' 'scarecrow 5' 'keep 4' 'play 7' 'play -1' 'play bishp' \
        'condottiere play 3' condottiere 'condottiere simulate' 'condottiere foo' quit |
        LANG=$1 "$C" --db "$tmp/l.db" play --players 3 --seed 7 2>&1
    printf '%s\n' pass 'keep 4' keep 'keep 10 10' 'keep 10 heroine 3' 'play 3' quit |
        LANG=$1 "$C" --db "$tmp/l.db" play --scenario "$S/round-end.scenario" --seat 1 2>&1
    printf '%s\n' 'scarecrow 10' 'scarecrow heroine' 'play scarecrow' scarecrow 'scarecrow 10' quit |
        LANG=$1 "$C" --db "$tmp/l.db" play --scenario "$S/scarecrow.scenario" 2>&1
    LANG=$1 "$C" play --bots search:3000000 2>&1 </dev/null
    LANG=$1 "$C" play --bots wizard 2>&1 </dev/null
    LANG=$1 "$C" simulate --bots search:0 --games 1 2>&1
    LANG=$1 "$C" strength 'A 5' 'B 6' 2>&1
}
all_lines C >"$tmp/c.out"
expect_match "C: the English messages are found" "$english" "$(cat "$tmp/c.out")"
make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP the languages: no UTF-8 locale can be made here"
    finish
    exit $?
fi
for loc in $LOCALES; do
    all_lines "$loc" >"$tmp/m.out"
    expect_eq "$loc: the messages are translated" "" "$(grep -E "$english" "$tmp/m.out" | head -n 5)"
done
finish
