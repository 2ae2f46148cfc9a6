#!/bin/sh
# simulate-campaigns.sh — `simulate --campaigns`: whole points campaigns
# (points-game) played to their end. Exact figures for a fixed seed; a
# campaign to a target of 1 point is exactly one game, so its games'
# counters are those of the same run without --campaigns; --jobs 2 and two
# shards merged give the counters of one run; a stored run is shown as it
# was printed; bad arguments exit 2.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

db="$tmp/main.db"
RUN="--campaigns --rules +points-game --games 300 --seed 3 --bots random --players 6"
# field F of the CSV rows of section S and key K
csv() { printf '%s\n' "$out" | awk -F, -v s="$1" -v k="$2" -v f="$3" \
    '$(NF-3) == s && $(NF-2) == k && $(NF-1) == f { print $NF }'; }
counters() { printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter" { print $(NF-2) "," $(NF-1) "," $NF }'; }

# ---- a fixed seed, exact figures ----------------------------------------

run "$C" simulate --no-store $RUN --csv
expect_eq "campaigns: exit 0" 0 "$status"
expect_eq "the run is of campaigns" "campaign" "$(csv run kind '')"
expect_eq "300 campaigns" "300" "$(csv campaigns '' '')"
expect_eq "campaign wins by seat" "52 59 42 48 54 45" \
    "$(for s in 1 2 3 4 5 6; do csv campaign_seat $s wins; done | tr '\n' ' ' | sed 's/ $//')"
expect_eq "the games of the campaigns" "1463" "$(csv games '' '')"
expect_eq "games per campaign: their sum is the games" "1463" "$(csv counter campaign_games_sum 0)"
expect_eq "games per campaign: min and max" "3 7" \
    "$(csv games_per_campaign '' min) $(csv games_per_campaign '' max)"
expect_eq "final battles" "6" "$(csv final_battles '' campaigns)"
expect_eq "seat 1's points" "3978" "$(csv campaign_seat 1 points)"
run "$C" simulate --no-store $RUN
expect_match "text: the campaigns' table" "^Ruleset standard\+points-game: 300 campaigns" "$out"
expect_match "text: seat 2's campaign wins" "^ +2  random +59 +19.7%  15.6% - 24.5% +2.75$" "$out"
expect_match "text: games per campaign" "games per campaign: +mean 4.88, sd 1.00, min 3, max 7" "$out"
expect_match "text: final battles" "decided by a final battle: 6 campaigns \(2.0%\)" "$out"
expect_match "text: the games' level" "^Ruleset standard\+points-game, the games of the campaigns: 1463 games" "$out"
expect_match "text: the header" "^campaigns: 300 of 300" "$out"

# ---- a target of 1: one game per campaign, the games of a plain run -----

ONE="--rules +points-game,points-game.target=1 --games 200 --seed 5 --bots random"
run "$C" simulate --no-store $ONE --csv
plain=$(counters)
run "$C" simulate --no-store --campaigns $ONE --csv
expect_eq "target 1: one game per campaign" "200 1 1" \
    "$(csv games '' '') $(csv games_per_campaign '' min) $(csv games_per_campaign '' max)"
expect_eq "target 1: the games' counters are those of the plain run" "$plain" \
    "$(counters | grep -v '^campaign')"

# ---- threads, shards, the store ------------------------------------------

run "$C" simulate --no-store $RUN --csv --jobs 2
c1=$(counters)
run "$C" simulate --no-store $RUN --csv --jobs 1
expect_eq "--jobs 2 gives the counters of --jobs 1" "$c1" "$(counters)"
run "$C" --db "$tmp/part1.db" simulate $RUN --shard 1/2
expect_match "a shard of campaigns" "^campaigns: 150 of 300 \(shard 1 of 2: incomplete\)" "$out"
run "$C" --db "$tmp/part2.db" simulate $RUN --shard 2/2
run "$C" simulate --merge "$tmp/part1.db" "$tmp/part2.db" --csv
expect_eq "two shards merged give the counters of one run" "$c1" "$(counters)"
expect_eq "merged: still a run of campaigns" "campaign" "$(csv run kind '')"
run "$C" --db "$db" simulate $RUN
shown=$out
run "$C" --db "$db" simulate --show 1
expect_eq "show: the campaigns as printed when run" "$shown" "$out"
run "$C" --db "$db" simulate --show 1 --json
expect_match "show --json: the campaign level" '"campaign": \{' "$out"
expect_match "show --json: kind" '"kind": "campaign"' "$out"

# ---- bad arguments -------------------------------------------------------

bad() { # NAME PATTERN ARGS...
    name=$1 pattern=$2
    shift 2
    run "$C" --db "$tmp/bad.db" simulate "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: nothing on stdout" "" "$out"
    expect_match "$name: message" "^condottiere: simulate: .*$pattern" "$err"
}
bad "campaigns without points-game" "ruleset 'standard' has no points-game module" --campaigns
bad "one arm without points-game" "has no points-game module" --campaigns --rules +points-game \
    --rules standard
bad "campaigns in the solitaire" "the solitaire has no points campaigns" --campaigns \
    --variant solitaire
bad "campaigns with --list" "options of a run" --campaigns --list
expect_eq "bad arguments: no database made" "no" "$([ -e "$tmp/bad.db" ] && echo yes || echo no)"

finish
