#!/bin/sh
# simulate-sweep.sh — `simulate --sweep`: every combination of the swept
# modules or option values, played on the same seeds, each arm against the
# first with paired tests (McNemar for win rates, the paired t-test for
# means, Holm over all comparisons). Arms that play the same games have
# every difference 0 and every p-value 1; a difference is the arm's figure
# minus the baseline's; --jobs 2 and merged shards keep the counters; bad
# sweeps exit 2. The tests' arithmetic: tests/test_sim_stats.c.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

counters() { printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter"'; }
# the versus_baseline rows: ruleset,key,field,value (the ruleset is quoted)
versus() { printf '%s\n' "$out" | awk -F, '$(NF-3) == "versus_baseline" { print $(NF-2) "," $(NF-1) "," $NF }'; }

# ---- two modules: four arms ----------------------------------------------

SW="--sweep hidden-cards,bigger-kingdoms --games 200 --seed 7 --bots random"
run "$C" simulate --no-store $SW
expect_eq "sweep: exit 0" 0 "$status"
expect_match "the baseline: both modules off" "^Ruleset standard: 200 games" "$out"
expect_match "the last arm: both on" "^Ruleset standard\+bigger-kingdoms,hidden-cards.*: 200 games" "$out"
expect_eq "four arms" 4 "$(printf '%s\n' "$out" | grep -c '^Ruleset ')"
expect_match "the tests named, Holm over 30 comparisons (3 arms x (4 seats, first holder, 5 means))" \
    "McNemar's test for win rates, the paired t-test for means; p-values corrected with Holm's method over the 30 comparisons" "$out"
expect_match "a comparison line" "^    battles per game +[0-9.]+ +[0-9.]+ +[-+][0-9.]+ +(<0.001|[01].[0-9]{3})" "$out"
run "$C" simulate --no-store $SW --csv
expect_eq "csv: 30 comparisons, 6 fields each" 180 "$(versus | wc -l | tr -d ' ')"
bad=$(versus | awk -F, '
    $2 == "baseline" { b[$1] = $3 } $2 == "arm" { a[$1] = $3 } $2 == "difference" { d[$1] = $3 }
    $2 == "p" { p[$1] = $3 } $2 == "p_holm" { q[$1] = $3
        diff = a[$1] - b[$1] - d[$1]; if (diff < 0) diff = -diff
        if (diff > 2e-5 || q[$1] + 1e-12 < p[$1] || q[$1] > 1 || p[$1] < 0) print $1 }')
expect_eq "every difference is arm minus baseline, every Holm p at least its p" "" "$bad"
c1=$(counters)
run "$C" simulate --no-store $SW --csv --jobs 2
expect_eq "--jobs 2: the same counters" "$c1" "$(counters)"
run "$C" --db "$tmp/a.db" simulate $SW --shard 1/2
run "$C" --db "$tmp/b.db" simulate $SW --shard 2/2
run "$C" simulate --merge "$tmp/a.db" "$tmp/b.db" --csv
expect_eq "two shards merged: the same counters" "$c1" "$(counters)"
expect_eq "merged: the comparisons too" 180 "$(versus | wc -l | tr -d ' ')"
run "$C" simulate --no-store $SW --json
expect_match "json: each arm's comparisons" '"versus_baseline": \[' "$out"
expect_match "json: a test named" '"test": "mcnemar-exact"' "$out"

# ---- values of an option: arms that play the same games ------------------

run "$C" simulate --no-store --sweep battle-cap=200,300 --games 100 --seed 3 --bots random --csv
expect_eq "option values: exit 0" 0 "$status"
expect_eq "identical games: every difference 0" "" \
    "$(versus | awk -F, '$2 == "difference" && $3 != 0')"
expect_eq "identical games: every p-value 1" "" \
    "$(versus | awk -F, '($2 == "p" || $2 == "p_holm") && $3 != 1')"

# ---- bad sweeps -------------------------------------------------------------

bad() { # NAME PATTERN ARGS...
    name=$1 pattern=$2
    shift 2
    run "$C" --db "$tmp/bad.db" simulate "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: nothing on stdout" "" "$out"
    expect_match "$name: message" "^condottiere: simulate: .*$pattern" "$err"
}
bad "too many combinations" "more than 16 combinations" \
    --sweep hidden-cards,bigger-kingdoms,capture-regions,draw-after-battle,points-game
bad "one value" "at least two values" --sweep battle-cap=100
bad "two bases" "one --rules at most" --sweep hidden-cards --rules standard --rules +points-game
bad "with campaigns" "not with --campaigns" --sweep hidden-cards --campaigns --rules +points-game
bad "unknown module" "no-such-module" --sweep no-such-module
expect_eq "bad sweeps: no database made" "no" "$([ -e "$tmp/bad.db" ] && echo yes || echo no)"

finish
