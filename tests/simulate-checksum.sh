#!/bin/sh
# simulate-checksum.sh — a fixed simulate workload whose output must never
# change: random bots over several rulesets and table sizes, the 1st
# edition, and the solitaire (its bot and the random policy, with options).
# The `--json` report minus its timing and program version is summed with
# cksum and compared with the sums recorded here; --jobs 2 must print the
# same report as --jobs 1. An engine change (speed or otherwise) that
# changes any game breaks these sums: it is then a new ruleset version
# stored with each game, not a new sum. The game counts are fixed (no
# CONDOTTIERE_SIM_GAMES): the sums depend on them.
#
# The heuristic bot's sum is apart (tests/simulate-checksum-heuristic.sh):
# its decisions change legitimately when the bot is improved.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# The workloads pin the readings whose default changed to the old value
# (hidden-cards.pass-reveal=never and flip-timing=after, concede-when=own-turn): their labels and
# games stay those of the recorded checksums.
# sum NAME WANT ARGS...: runs `simulate ARGS --json` on 1 and 2 jobs
sum() {
    name=$1 want=$2
    shift 2
    run "$C" simulate --no-store --json --jobs 1 "$@"
    expect_eq "$name: exit 0" 0 "$status"
    one=$(printf '%s\n' "$out" | grep -v -e '"seconds":' -e '"program":')
    got=$(printf '%s\n' "$one" | cksum | awk '{ print $1 "-" $2 }')
    expect_eq "$name: checksum" "$want" "$got"
    run "$C" simulate --no-store --json --jobs 2 "$@"
    two=$(printf '%s\n' "$out" | grep -v -e '"seconds":' -e '"program":')
    expect_eq "$name: --jobs 2 prints what --jobs 1 does" "$one" "$two"
}

sum "random, 2 players, three rulesets" 2918397634-7496 \
    --players 2 --games 1500 --bots random --seed 12 \
    --rules standard --rules +hidden-cards,hidden-cards.pass-reveal=never,hidden-cards.flip-timing=after \
    --rules +capture-regions,draw-after-battle
sum "random, 4 players, four rulesets" 2784382977-11144 \
    --players 4 --games 1500 --bots random --seed 13 \
    --rules standard --rules +bigger-kingdoms --rules +points-game \
    --rules +bishop-truce,decline-designation,adjacency-only
sum "random, 6 players, three rulesets" 898221128-9335 \
    --players 6 --games 1000 --bots random --seed 14 \
    --rules standard --rules +first-edition-deal,first-edition-final \
    --rules +designate-after-deal,capture-regions.tie-token=defender,capture-regions
sum "random, 1st edition, 3 players" 2627546775-2833 \
    --variant first-edition --players 3 --games 1500 --bots random --seed 15
sum "solitaire, bot and random, two option sets" 2310874062-4512 \
    --variant solitaire --games 1500 --bots bot,random --seed 16 \
    --rules concede-when=own-turn --rules armies=3,streak=own,refill=up-to,concede-when=own-turn
finish
