#!/bin/sh
# strength-cli.sh — `condottiere strength`, the battle calculator: output
# format, the rulebook examples from the command line, and bad input (exit
# status 2, a message on stderr naming the bad token, nothing on stdout).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

run "$C" strength 'A: 2 5 5' 'B: 1 4 heroine spring'
expect_eq "R-SPRING rulebook example" "A 18
B 15
winner A" "$out"
expect_eq "exit 0" 0 "$status"

run "$C" strength '10 10 5 4' 'winter 1'
expect_eq "R-WINTER default names" "A 4
B 1
winner A" "$out"

run "$C" strength 'A: 5' 'B: 5'
expect_eq "tie gives winner none" "A 5
B 5
winner none" "$out"

run "$C" strength 'X: Drummer 10 6 5' 'Y: H H H'
expect_eq "R-DRUMMER case-insensitive names" "X 42
Y 30
winner X" "$out"

run "$C" strength --explain 'A: 2 4 dr spring'
expect_match "--explain cites R-SPRING" '4 +11 +printed 4, Drummer: x2 \[R-DRUMMER\], Spring: \+3' "$out"
expect_match "--explain cites R-STRENGTH" 'spring +0 +worth 0 \[R-STRENGTH\]' "$out"
expect_match "--explain total" '^A 15$' "$out"

run "$C" strength --announced 'A: 10 (10)' 'B: 6 6'
expect_eq "R-OPT-HIDDEN announced view" "A 10
B 12
winner B" "$out"
run "$C" strength 'A: 10 (10)' 'B: 6 6'
expect_match "R-OPT-HIDDEN final view" '^A 20$' "$out"

run "$C" strength --edition first 'A: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1' 'B: 10'
expect_eq "R-FIRST deck has 15 ones" "A 15
B 10
winner A" "$out"

# Bad input: exit 2, message naming the token, nothing on stdout.
bad() {
    name=$1; pattern=$2; shift 2
    run "$C" strength "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: no stdout" "" "$out"
    expect_match "$name: message" "$pattern" "$err"
}
bad "unknown card" "unknown card 'dragon' in line A .*winter \\(w\\)" 'A: 5 dragon'
bad "no 7 in the deck" "unknown card '7'" '7'
bad "empty line" "battle line B is empty" 'A: 5' 'B:'
bad "more than 6 lines" "at most 6 battle lines" 1 2 3 4 5 6 1
bad "no lines" "give one argument per battle line"
bad "spring in 1st edition" "unknown card 'spring' .*valid for first-edition" --edition first 'A: 5 spring'
bad "courtesan in 1st edition" "unknown card 'c'" --edition first 'A: c'
bad "bad edition" "unknown edition 'second'" --edition second 'A: 5'
bad "unknown option" "unknown option '--frobnicate'" --frobnicate 'A: 5'
bad "winter and spring" "never in play together" 'A: 5 winter' 'B: spring'
bad "more cards than the deck" "only 3 cards of 'heroine'" 'A: h h' 'B: h h'
bad "duplicate names" "two battle lines are named 'A'" 'A: 5' 'A: 6'
bad "winter face down" "'winter' cannot be face down" 'A: 5 (winter)'

finish
