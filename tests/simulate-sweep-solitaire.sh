#!/bin/sh
# simulate-sweep-solitaire.sh — `simulate --variant solitaire --sweep`: arms
# over the solitaire's option values (every combination, each under every
# --bots player), on the same seeds, each against the first with paired
# tests (McNemar for the player's win rate, the paired t-test for the
# means, Holm). Each arm's counters are those of a plain run of its
# options on the same seed; the paired counters agree with the arms'
# counters; a rule that changes the game a lot gives a tiny p-value; shards
# merged and --jobs 2 keep the counters; a module sweep is refused.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# counter rows of one ruleset: key,index,value (the paired counters apart)
counters_of() { # RULESET
    printf '%s\n' "$out" | awk -F, -v r="$1" \
        '$2 == r && $(NF-3) == "counter" && $(NF-2) !~ /^pair_/ { print $(NF-2) "," $(NF-1) "," $NF }'
}
counter() { # RULESET KEY INDEX
    printf '%s\n' "$out" | awk -F, -v r="$1" -v k="$2" -v i="$3" \
        '$2 == r && $(NF-3) == "counter" && $(NF-2) == k && $(NF-1) == i { print $NF }'
}
versus() { printf '%s\n' "$out" | awk -F, '$(NF-3) == "versus_baseline" { print $2 "," $(NF-2) "," $(NF-1) "," $NF }'; }

A2="solitaire concede-when=any"
A3="solitaire armies=3 concede-when=any"
A4="solitaire armies=4 concede-when=any"

# ---- one option, three values ---------------------------------------------

SW="--variant solitaire --sweep armies=2,3,4 --games 150 --seed 11"
run "$C" simulate --no-store $SW
expect_eq "sweep: exit 0" 0 "$status"
expect_eq "three arms" 3 "$(printf '%s\n' "$out" | grep -c '^Ruleset ')"
expect_match "the baseline: the first value" "^Ruleset $A2, player bot: 150 games" "$out"
expect_match "the tests named, Holm over 8 comparisons (2 arms x (win, 3 means))" \
    "Against the baseline $A2 \(bot\), on the same games: McNemar's test for win rates, the paired t-test for means; p-values corrected with Holm's method over the 8 comparisons" "$out"
expect_match "the player's win compared" "^    player wins +[0-9.]+% +[0-9.]+% +[-+][0-9.]+ +(<0.001|[01].[0-9]{3})" "$out"
expect_match "the victories compared" "^    victories per game +[0-9.]+ +[0-9.]+ +[-+][0-9.]+ " "$out"

run "$C" simulate --no-store $SW --csv
expect_eq "csv: 8 comparisons, 6 fields each" 48 "$(versus | wc -l | tr -d ' ')"
expect_eq "csv: the solitaire's figures" \
    "battles_per_game player_cards_per_game player_victories_per_game player_win" \
    "$(versus | cut -d, -f2 | sort -u | tr '\n' ' ' | sed 's/ $//')"
sweep=$out
for r in "$A2" "$A3" "$A4"; do
    out=$sweep
    in_sweep=$(counters_of "$r")
    opts=${r#solitaire }
    run "$C" simulate --no-store --variant solitaire --rules "$(printf '%s' "$opts" | tr ' ' ,)" \
        --games 150 --seed 11 --csv
    expect_eq "'$r': the sweep's counters are a plain run's on the same seed" \
        "$(counters_of "$r")" "$in_sweep"
done
out=$sweep
for r in "$A3" "$A4"; do
    wins=$(( $(counter "$r" wins 0) - $(counter "$A2" wins 0) ))
    pairs=$(( $(counter "$r" pair_win_gain 0) - $(counter "$r" pair_win_loss 0) ))
    expect_eq "'$r': won here not there minus the reverse = the difference of wins" "$wins" "$pairs"
    vict=$(( $(counter "$r" solo_victories_sum 0) - $(counter "$A2" solo_victories_sum 0) ))
    expect_eq "'$r': the victories' paired differences sum to the difference of sums" \
        "$vict" "$(counter "$r" pair_d_sum 5)"
    expect_eq "'$r': every game paired" 150 "$(counter "$r" pair_games 0)"
done
bad=$(versus | awk -F, '
    $3 == "baseline" { b[$2] = $4 } $3 == "arm" { a[$2] = $4 } $3 == "difference" { d[$2] = $4 }
    $3 == "p" { p[$2] = $4 } $3 == "p_holm" { q[$2] = $4
        diff = a[$2] - b[$2] - d[$2]; if (diff < 0) diff = -diff
        tol = 1e-5 * (a[$2] + b[$2] + 1) # 6 significant digits each
        if (diff > tol || q[$2] + 1e-12 < p[$2] || q[$2] > 1 || p[$2] < 0) print $1 " " $2 }')
expect_eq "every difference is arm minus baseline, every Holm p at least its p" "" "$bad"
c1=$(printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter"')
run "$C" simulate --no-store $SW --csv --jobs 2
expect_eq "--jobs 2: the same counters" "$c1" "$(printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter"')"
run "$C" --db "$tmp/a.db" simulate $SW --shard 1/2
run "$C" --db "$tmp/b.db" simulate $SW --shard 2/2
run "$C" simulate --merge "$tmp/a.db" "$tmp/b.db" --csv
expect_eq "two shards merged: the same counters" "$c1" "$(printf '%s\n' "$out" | awk -F, '$(NF-3) == "counter"')"
expect_eq "merged: the comparisons too" 48 "$(versus | wc -l | tr -d ' ')"
run "$C" --db "$tmp/a.db" simulate --show 1 --json
expect_match "--show of a stored shard: json comparisons" '"figure": "player_win", .*"test": "mcnemar-' "$out"

# ---- a rule that changes the game a lot: a tiny p-value --------------------

run "$C" simulate --no-store --variant solitaire --sweep streak-length=0,1 --games 200 --seed 5 --csv
p=$(versus | awk -F, '$2 == "player_win" && $3 == "p_holm" { print $4 }')
expect_eq "streak-length=1 (one lost battle ends the game): p below 0.001" yes \
    "$(awk -v p="$p" 'BEGIN { print (p != "" && p < 0.001) ? "yes" : "no" }')"
d=$(versus | awk -F, '$2 == "player_win" && $3 == "difference" { print $4 }')
expect_eq "... and the player wins less" yes "$(awk -v d="$d" 'BEGIN { print (d != "" && d < 0) ? "yes" : "no" }')"

# ---- two options and two players: every combination ----------------------

run "$C" simulate --no-store --variant solitaire --sweep armies=2,3 --sweep special-timing=any,turn \
    --bots bot,random --games 40 --seed 3 --json
expect_eq "2 x 2 options x 2 players: exit 0" 0 "$status"
expect_eq "eight arms" 8 "$(printf '%s\n' "$out" | grep -c '"ruleset": ')"
expect_eq "seven arms compared" 7 "$(printf '%s\n' "$out" | grep -c '"versus_baseline": \[')"
expect_match "the last arm: both changed, the random player" \
    '"ruleset": "solitaire armies=3 special-timing=turn concede-when=any"' "$out"

# ---- bad sweeps ----------------------------------------------------------------

bad() { # NAME PATTERN ARGS...
    name=$1 pattern=$2
    shift 2
    run "$C" --db "$tmp/bad.db" simulate --variant solitaire "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: nothing on stdout" "" "$out"
    expect_match "$name: message" "^condottiere: simulate: .*$pattern" "$err"
}
bad "a module" "the solitaire has no modules" --sweep armies
bad "a bad value" "armies must be a number 1..6" --sweep armies=2,9
bad "one value" "at least two values" --sweep armies=3
bad "too many combinations" "more than 16 combinations" --sweep armies=1,2,3,4,5 --sweep streak-length=1,2,3,4
bad "the same arm twice" "the same ruleset" --sweep armies=2,2
expect_eq "bad sweeps: no database made" "no" "$([ -e "$tmp/bad.db" ] && echo yes || echo no)"

finish
