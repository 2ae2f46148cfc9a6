#!/bin/sh
# simulate-scenario.sh — `simulate --scenario FILE`: every game starts from
# the file's position, the cards it does not place shuffled afresh from the
# game's seed; the seat to move's wins per first move, on the same deals.
# A position won whatever is played (worked out by hand) wins every game
# for every move; exact figures for a fixed seed; shards merged give one
# run; --show prints the run again (a move wider than its column widens
# the heading and every row alike); a malformed file exits 2 with
# FILE:LINE, nothing stored; options the file sets are refused.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

counters() { printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter"'; }

# ---- a position won whatever is played -----------------------------------

run "$C" simulate --no-store --scenario "$S/simulate-last-region.scenario" --games 40 \
    --seed 9 --bots random
expect_eq "won position: exit 0" 0 "$status"
expect_match "the seat to move, numbered as in the tables and in the file" \
    "^Seat 1 to move \(seat 0 in the file\): its wins by first move, on the same deals" "$out"
expect_match "the bots' own choice wins every game" "^  \(the bots' choice\) +40 +100.0%" "$out"
expect_match "play 2 wins every game" "^  play 2 +40 +100.0%" "$out"
expect_match "play 3 wins every game" "^  play 3 +40 +100.0%" "$out"
expect_match "pass wins every game" "^  pass +40 +100.0%" "$out"
expect_eq "three moves and the bots' own: four rows" 4 \
    "$(printf '%s\n' "$out" | grep -c -E '^  (\(the bots|play |pass ).* 40 +100.0%')"

# ---- a real choice: exact figures for a fixed seed -----------------------

B="$S/simulate-battle.scenario"
run "$C" simulate --no-store --scenario "$B" --games 300 --seed 1 --bots random
expect_eq "battle: exit 0" 0 "$status"
expect_match "the header names the file" "variant scenario:simulate-battle.scenario, 3 players, seed 1" "$out"
expect_match "the bots' own play, per seat" "^     2  random +156 +52.0%" "$out"
expect_match "play 6" "^  play 6 +181 +60.3%  54.7% - 65.7%" "$out"
expect_match "play 10" "^  play 10 +193 +64.3%" "$out"
expect_match "play heroine" "^  play heroine +199 +66.3%" "$out"
expect_match "pass" "^  pass +122 +40.7%" "$out"
expect_match "the battle on is contested" "most often never contested: Venezia" "$out"
run "$C" simulate --no-store --scenario "$B" --games 300 --seed 1 --bots random --json
expect_match "json: each first move is an arm's policy" '"policy": "seat 2: play heroine"' "$out"

# ---- shards, --show ------------------------------------------------------

run "$C" simulate --no-store --scenario "$B" --games 120 --seed 5 --bots random --csv
one=$(counters)
run "$C" --db "$tmp/p1.db" simulate --scenario "$B" --games 120 --seed 5 --bots random --shard 1/2
run "$C" --db "$tmp/p2.db" simulate --scenario "$B" --games 120 --seed 5 --bots random --shard 2/2 --jobs 2
run "$C" simulate --merge "$tmp/p1.db" "$tmp/p2.db" --csv
expect_eq "two shards merged give the counters of one run" "$one" "$(counters)"
run "$C" --db "$tmp/s.db" simulate --scenario "$B" --games 60 --seed 5 --bots random
shown=$out
run "$C" --db "$tmp/s.db" simulate --show 1
expect_eq "show: as printed when run" "$shown" "$out"
# a move wider than the column's heading: the heading and every row widen
sqlite3 "$tmp/s.db" "UPDATE simulation_arms SET policy = 'seat 1: a move wider than the rest'
                     WHERE simulation_id = 1 AND arm = 2"
run "$C" --db "$tmp/s.db" simulate --show 1
rate_ends=$(printf '%s\n' "$out" | sed -n '/its wins by first move/,$p' | sed 1d | awk '
    NR == 1 { print index($0, "win rate") + 7; next }
    { print index($0, "%") }' | sort -u)
expect_eq "a wide move: the win rates stay under their heading" 1 "$(printf '%s\n' "$rate_ends" | wc -l)"
expect_match "a wide move: in full" "^  a move wider than the rest +[0-9]+ " "$out"

# ---- bad files and options ------------------------------------------------

printf 'players 3\nregion Firenze\nhand 0 dragon\n' > "$tmp/bad.scenario"
run "$C" --db "$tmp/bad.db" simulate --scenario "$tmp/bad.scenario"
expect_eq "malformed: exit 2" 2 "$status"
expect_eq "malformed: FILE:LINE: what is wrong" \
    "condottiere: $tmp/bad.scenario:3: unknown card 'dragon'" "$err"
expect_eq "malformed: nothing on stdout" "" "$out"
run "$C" --db "$tmp/bad.db" simulate --scenario "$tmp/none.scenario"
expect_eq "missing file: exit 2" 2 "$status"
expect_match "missing file: message" "cannot read '$tmp/none.scenario'" "$err"
run "$C" --db "$tmp/bad.db" simulate --scenario "$B" --rules +hidden-cards
expect_eq "--rules with a scenario: exit 2" 2 "$status"
expect_match "--rules with a scenario: message" "--rules does not go with --scenario" "$err"
run "$C" --db "$tmp/bad.db" simulate --scenario "$B" --players 4
expect_eq "--players with a scenario: exit 2" 2 "$status"
expect_eq "bad arguments: no database made" "no" "$([ -e "$tmp/bad.db" ] && echo yes || echo no)"

finish
