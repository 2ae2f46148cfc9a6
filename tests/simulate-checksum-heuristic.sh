#!/bin/sh
# simulate-checksum-heuristic.sh — the heuristic bot's fixed simulate
# workload, apart from tests/simulate-checksum.sh because its sum changes
# LEGITIMATELY whenever the heuristic bot's decisions are changed on
# purpose (doc/bots.md): then, and only then, record the new sum here in
# the same commit. An engine change must never change it (the same games
# for every seed). --jobs 2 must print the same report as --jobs 1.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# The heuristic bot's decisions as of the last intended change.
WANT=4024382128-5625

run "$C" simulate --no-store --json --jobs 1 --players 4 --games 300 --seed 17 \
    --bots heuristic,heuristic,random,heuristic --rules standard --rules +hidden-cards,hidden-cards.pass-reveal=never,hidden-cards.flip-timing=after
expect_eq "heuristic: exit 0" 0 "$status"
one=$(printf '%s\n' "$out" | grep -v -e '"seconds":' -e '"program":')
expect_eq "heuristic, 4 players, two rulesets: checksum" "$WANT" \
    "$(printf '%s\n' "$one" | cksum | awk '{ print $1 "-" $2 }')"
run "$C" simulate --no-store --json --jobs 2 --players 4 --games 300 --seed 17 \
    --bots heuristic,heuristic,random,heuristic --rules standard --rules +hidden-cards,hidden-cards.pass-reveal=never,hidden-cards.flip-timing=after
expect_eq "heuristic: --jobs 2 prints what --jobs 1 does" "$one" \
    "$(printf '%s\n' "$out" | grep -v -e '"seconds":' -e '"program":')"
finish
