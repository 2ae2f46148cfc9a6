#!/bin/sh
# simulate-jobs.sh — slow bots on several threads: the search bot's games
# are handed out one at a time (sim_batch_games), and a run prints the same
# --json report (timing left out) on 1, 2, 3 and 8 threads, and as two
# shards merged: the standard game with a search bot, the solitaire with
# the bot and its search, points campaigns, a sweep and a scenario.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
top=${TESTS_SRCDIR:-$(dirname "$0")}/..
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# report ARGS...: the --json report of a run, its timing and version left out
report() {
    "$C" simulate --no-store --json "$@" | grep -v -e '"seconds":' -e '"program":'
}

# same NAME ARGS...: --jobs 1, 2, 3 and 8 print the same report
same() {
    name=$1
    shift
    one=$(report --jobs 1 "$@")
    expect_match "$name: a report" '"games_played": [1-9]' "$one"
    for j in 2 3 8; do
        expect_eq "$name: --jobs $j prints what --jobs 1 does" "$one" "$(report --jobs "$j" "$@")"
    done
}

same "standard, a search bot" --players 3 --games 6 --bots search:200,heuristic,random --seed 3
same "solitaire, the bot and its search" --variant solitaire --games 6 --bots bot,search:200 --seed 4
same "points campaigns, a search bot" --campaigns --rules +points-game --games 3 --players 3 \
    --bots search:100,heuristic,random --seed 5
same "a sweep, a search bot" --sweep hidden-cards --games 6 --players 3 \
    --bots search:100,random,random --seed 6
same "a scenario, search bots" --scenario "$top/tests/scenarios/simulate-battle.scenario" \
    --games 3 --bots search:100 --seed 7

# two shards on 2 threads each, merged: the counters of the whole run
RUN="--players 3 --games 7 --bots search:200,heuristic,random --seed 3"
# shellcheck disable=SC2086
"$C" --db "$tmp/whole.db" simulate $RUN --jobs 1 --csv > "$tmp/whole.csv"
for k in 1 2; do
    # shellcheck disable=SC2086
    "$C" --db "$tmp/part$k.db" simulate $RUN --jobs 2 --shard $k/2 > /dev/null
done
"$C" simulate --merge "$tmp/part1.db" "$tmp/part2.db" --csv > "$tmp/merged.csv"
expect_eq "two shards on 2 threads merged: the counters of one thread" \
    "$(grep ',counter,' "$tmp/whole.csv" | cut -d, -f2-)" \
    "$(grep ',counter,' "$tmp/merged.csv" | cut -d, -f2-)"
finish
