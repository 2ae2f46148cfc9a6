#!/bin/sh
# help-topics.sh — help NAME for a card or a word of the rules gives the
# rule, as rules NAME does, then the command of the same name (help
# scarecrow: the card, then `scarecrow CARD|none`; help pope: the Pope and
# its token, then `pope REGION|off`); help token, help favour; in the
# solitaire, what the solitaire makes of them. `condottiere help NAME`:
# a command's help first, else the card's or the term's rule.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
LC_ALL=C; export LC_ALL
unset COLUMNS NO_COLOR

table() { # the lines typed at the prompt of a standard game
    rm -f "$tmp/p.db"
    printf '%s\n' "$@" quit | "$C" --db "$tmp/p.db" play --players 4 --seed 5 2>&1 |
        sed -n '/^table> help/,$p'
}
solo() {
    rm -f "$tmp/s.db"
    printf '%s\n' "$@" quit | "$C" --db "$tmp/s.db" solo --seed 42 2>&1 | sed -n '/^solo> help/,$p'
}
line_of() { # the number of the first line matching $1 in $2
    printf '%s\n' "$2" | grep -n -m 1 -E -- "$1" | cut -d: -f1
}
before() { # NAME FIRST SECOND TEXT: FIRST's line comes before SECOND's
    a=$(line_of "$2" "$4") b=$(line_of "$3" "$4")
    expect_eq "$1" yes "$([ -n "$a" ] && [ -n "$b" ] && [ "$a" -lt "$b" ] && echo yes || echo "no: '$a' '$b'")"
}

out=$(table 'help scarecrow')
expect_match "help scarecrow: what the card does" "^Scarecrow: take one of your own face-up mercenaries" "$out"
expect_match "help scarecrow: the command" "^scarecrow CARD\\|none" "$out"
before "help scarecrow: the rule, then the command" "^Scarecrow: " "^scarecrow CARD" "$out"

out=$(table 'help pope')
expect_match "help pope: the Pope and its token" "^The Pope \\(the Favour of the Pope token\\): the player of a Bishop" "$out"
expect_match "help pope: no battle under the Pope" "No battle may be chosen for the region under the Pope" "$(echo $out)"
expect_match "help pope: the command" "^pope REGION\\|off" "$out"
before "help pope: the rule, then the command" "^The Pope " "^pope REGION" "$out"
expect_match "help favour: the Pope" "^The Pope \\(the Favour" "$(table 'help favour')"
out=$(table 'help token')
expect_match "help token: the Condottiere token" "^The Condottiere token: its holder chooses the region of the next battle" "$out"
expect_match "help token: the Courtesans" "Courtesans" "$out"
expect_match "help condottiere: the token" "^The Condottiere token: " "$(table 'help condottiere')"
out=$(table 'help pass')
expect_match "help pass: the command" "^pass" "$out"
expect_eq "help pass: no rule" "" "$(printf '%s\n' "$out" | grep '^See doc/')"
expect_match "help winter: the card, as before" "^Winter: every mercenary in every line counts 1" "$(table 'help winter')"
expect_match "help w: a one-letter alias still explains the card" "^Winter: " "$(table 'help w')"
expect_match "rules pope: the same rule" "^The Pope \\(the Favour of the Pope token\\)" "$(table 'help' 'rules pope')"
expect_match "rules token: the same rule" "^The Condottiere token: " "$(table 'help' 'rules token')"
expect_match "help help: the topics" "help pope and help token" "$(table 'help help')"

out=$(solo 'help pope')
expect_match "solitaire: help pope: the Pope" "^The Pope \\(the Favour" "$out"
expect_match "solitaire: help pope: none in the solitaire" "^There is no Pope in the solitaire\\." "$out"
expect_match "solitaire: help scarecrow: the enemy's" "^Scarecrow: only the enemy has one" "$(solo 'help scarecrow')"
expect_match "solitaire: help token: none in the solitaire" "^There is no token in the solitaire\\." "$(solo 'help token')"

# the subcommand: a command first, else a card or a term
run "$C" help scarecrow
expect_eq "condottiere help scarecrow: exit 0" 0 "$status"
expect_match "condottiere help scarecrow: the card" "^Scarecrow: take one of your own" "$out"
run "$C" help pope
expect_match "condottiere help pope: the Pope" "^The Pope \\(the Favour" "$out"
run "$C" help 10
expect_match "condottiere help 10: the mercenary" "^Mercenary 10: worth 10" "$out"
run "$C" help play
expect_match "condottiere help play: the command" "^usage: condottiere play " "$out"
run "$C" help nonsense
expect_eq "condottiere help nonsense: exit 2" 2 "$status"
expect_match "condottiere help nonsense: said" "no command or card 'nonsense'" "$err"
run "$C" help --help
expect_match "condottiere help --help: a card too" "card's name" "$(echo $out)"

finish
