#!/bin/sh
# machine-output.sh — the JSON and CSV of simulate, stats and history must
# keep their bytes: each output (simulate's minus its timing and program
# version) is summed with cksum and compared with the sum recorded here.
# Runs: random bots on two rulesets, a sweep, points campaigns, the
# solitaire, a shard of no games; stats and history on the fixture database (tests/record_fixture)
# with two of its games marked as played from a scenario, for two profiles
# and one with no games, scenario games left out and counted. A change of
# any key, column, order or number format breaks these sums.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# sum NAME WANT ARGS...: runs the program with ARGS, sums its output
sum() {
    name=$1 want=$2
    shift 2
    run "$C" "$@"
    expect_eq "$name: exit 0" 0 "$status"
    got=$(printf '%s\n' "$out" | grep -v -e '"seconds":' -e '"program":' -e ',run,program,' |
        cksum | awk '{ print $1 "-" $2 }')
    expect_eq "$name: checksum" "$want" "$got"
}

# ---- simulate -----------------------------------------------------------

STD="simulate --no-store --players 3 --games 120 --bots random --seed 21 --rules standard --rules +hidden-cards"
SWEEP="simulate --no-store --sweep hidden-cards,bigger-kingdoms --games 60 --seed 7 --bots random"
CAMP="simulate --no-store --campaigns --rules +points-game --games 40 --seed 3 --bots random --players 4"
SOLO="simulate --no-store --variant solitaire --games 120 --bots bot,random --seed 16"
sum "simulate --json, two rulesets" 3913982975-5301 $STD --json
sum "simulate --csv, two rulesets" 223063603-25421 $STD --csv
sum "simulate --json, a sweep" 448111841-16368 $SWEEP --json
sum "simulate --csv, a sweep" 1178024519-87674 $SWEEP --csv
sum "simulate --json, campaigns" 3711575767-4229 $CAMP --json
sum "simulate --csv, campaigns" 3945555511-12085 $CAMP --csv
sum "simulate --json, the solitaire" 4003307879-2338 $SOLO --json
sum "simulate --csv, the solitaire" 4249627757-5449 $SOLO --csv
# a shard with no games: an arm of zero games
EMPTY="simulate --no-store --games 1 --shard 2/2 --bots random --players 4 --seed 9"
sum "simulate --json, a shard of no games" 2355030833-2600 $EMPTY --json
sum "simulate --csv, a shard of no games" 2070255815-6288 $EMPTY --csv

# ---- stats and history --------------------------------------------------

db="$tmp/record.db"
if ! "$FIXTURE" "$db"; then
    echo "FAIL cannot write the fixture database with $FIXTURE"
    exit 1
fi
sqlite3 "$db" "UPDATE games SET scenario = 'players 2' WHERE id IN (2, 4);"
A="--db=$db"
sum "stats --json" 953050314-3319 "$A" --profile anna stats --json
sum "stats --csv" 800630991-4476 "$A" --profile anna stats --csv
sum "stats --json --include-scenarios" 1508803955-3933 "$A" --profile anna stats --json --include-scenarios
sum "stats --csv --include-scenarios" 2313926153-5400 "$A" --profile anna stats --csv --include-scenarios
sum "stats --json, another profile" 882512245-1543 "$A" --profile bruno stats --json
sum "stats --csv, another profile" 1068412821-1682 "$A" --profile bruno stats --csv
sum "stats --json, no games" 689362940-972 "$A" --profile nobody stats --json
sum "stats --csv, no games" 2948626484-819 "$A" --profile nobody stats --csv
sum "history --json" 2921279928-2355 "$A" --profile anna history --json --limit 0
sum "history --csv" 3126587581-878 "$A" --profile anna history --csv --limit 0
sum "history --json, one game" 3967816027-254 "$A" --profile bruno history --json
sum "history --csv, one game" 2862237470-181 "$A" --profile bruno history --csv
sum "history --json, no games" 71434490-3 "$A" --profile nobody history --json
sum "history --csv, no games" 2952907738-107 "$A" --profile nobody history --csv
finish
