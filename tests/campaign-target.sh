#!/bin/sh
# campaign-target.sh — what the screens say of a points-game campaign's end
# follows points-game.target-mode: with `reach` the games go on "until
# someone has N points", with `exceed` (reaching N does not end it) "until
# someone has more than N points" — in the greeting of `play` and of
# `play --scenario`, in the points after each game, and when a campaign is
# resumed; in English and in the five languages.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR LANGUAGE

greet() { # DB RULES
    printf 'quit\n' | "$C" --db "$tmp/$1.db" play --players 2 --seed 7 --rules "$2" 2>&1
}

# --- play: the greeting
out=$(greet reach +points-game,points-game.target=5)
expect_match "reach: until someone has 5 points" \
    "^Playing for points: games follow one another until someone has 5 points\.$" "$out"
out=$(greet exceed +points-game,points-game.target=5,points-game.target-mode=exceed)
expect_match "exceed: until someone has more than 5 points" \
    "^Playing for points: games follow one another until someone has more than 5 points\.$" "$out"
expect_eq "exceed: no sentence says the target itself ends it" "" \
    "$(printf '%s\n' "$out" | grep -E 'until someone has 5 points')"
out=$(greet one +points-game,points-game.target=1,points-game.target-mode=exceed)
expect_match "exceed, target 1: more than 1 point" \
    "^Playing for points: games follow one another until someone has more than 1 point\.$" "$out"

# --- play --scenario: the greeting, the points after a game, resume.
# The file's campaign is to 16 points, exceed; the human wins the first
# game with 8 points.
P="$S/reading-points-target-exceed.scenario"
table_moves | "$C" --db "$tmp/s.db" play --scenario "$P" --seed 3 >"$tmp/whole" 2>&1
expect_match "scenario, exceed: the greeting" \
    "^Playing for points: this position is the campaign's first game; the next games are dealt until someone has more than 16 points\.$" \
    "$(cat "$tmp/whole")"
expect_match "exceed: the points after a game name the target as it is meant" \
    "^Points after game 1 \(target: more than 16\):  you 8 \(\+8\)" "$(cat "$tmp/whole")"
expect_match "the campaign still ends" "^\*\*\* The campaign is over" "$(cat "$tmp/whole")"
sed '/^set points-game.target-mode/d' "$P" >"$tmp/reach.scenario"
table_moves | "$C" --db "$tmp/r.db" play --scenario "$tmp/reach.scenario" --seed 3 >"$tmp/reach" 2>&1
expect_match "scenario, reach: the greeting" \
    "the next games are dealt until someone has 16 points\.$" "$(cat "$tmp/reach")"
expect_match "reach: the points after a game" "^Points after game 1 \(target 16\):" \
    "$(cat "$tmp/reach")"

# quit in the second game, resume: the campaign named as it is meant
{ table_moves | head -n 12; echo quit; } |
    "$C" --db "$tmp/q.db" play --scenario "$P" --seed 3 >"$tmp/part1" 2>&1
expect_match "quit in game 2" "^=== Game 2 of the campaign" "$(cat "$tmp/part1")"
printf 'quit\n' | "$C" --db "$tmp/q.db" resume >"$tmp/part2" 2>&1
expect_match "resume, exceed: the campaign's end" \
    "^Game 2 of a campaign for more than 16 points\.$" "$(cat "$tmp/part2")"
{ table_moves | head -n 12; echo quit; } |
    "$C" --db "$tmp/qr.db" play --scenario "$tmp/reach.scenario" --seed 3 >/dev/null 2>&1
printf 'quit\n' | "$C" --db "$tmp/qr.db" resume >"$tmp/part2" 2>&1
expect_match "resume, reach: the campaign's end" \
    "^Game 2 of a campaign for 16 points\.$" "$(cat "$tmp/part2")"

# --- the five languages: the exceed sentences are translated (none left
# in English, none saying the target itself); the greeting is line 4, after
# the new game's line and its bots' ratings
make_locales
unset LC_ALL LC_MESSAGES
for loc in $LOCALES; do
    exceed=$(LANG=$loc greet "ex-$loc" +points-game,points-game.target=5,points-game.target-mode=exceed |
        sed -n 4p)
    reach=$(LANG=$loc greet "re-$loc" +points-game,points-game.target=5 | sed -n 4p)
    expect_match "$loc: the exceed greeting names 5" "[^0-9]5[^0-9]" "$exceed"
    expect_eq "$loc: the exceed greeting is translated" "" \
        "$(printf '%s\n' "$exceed" | grep -E 'Playing for points|until someone')"
    expect_eq "$loc: reach and exceed say different things" "no" \
        "$([ "$exceed" = "$reach" ] && echo yes || echo no)"
done
finish
