#!/bin/sh
# levels.sh — the solitaire's difficulty levels (src/solo/solo_levels.c)
# against their studies and their documentation: every figure of the
# table is what `tools/study.sh sum` gives for the level's study, and the
# study is complete; the study measured the level's own options (its
# command's --rules), `simulate --level` and `solo --level` play them, the
# levels table of doc/rules-solitaire.md and of `rules solitaire` say the
# same; the levels step down strictly in the search bot's win rate, each
# 95% interval wholly below the one before.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
top=${TESTS_SRCDIR:-$(dirname "$0")}/..
C=${CONDOTTIERE:-./condottiere}
case $C in /*) ;; *) C=$(pwd)/$C ;; esac

private_home
TZ=UTC0; LC_ALL=C; LANGUAGE=; COLUMNS=200; export TZ LC_ALL LANGUAGE COLUMNS
unset NO_COLOR

# One line a level: name|options|study|sg|sw|slo|shi|bg|bw|blo|bhi
sed -n '/LEVELS-BEGIN/,/LEVELS-END/p' "$top/src/solo/solo_levels.c" |
    tr '\n' ' ' | sed 's/LEVEL(/\n/g' | sed -n '2,$p' |
    sed -n 's/^ *"\([^"]*\)", *"\([^"]*\)", *"\([^"]*\)", *\([0-9]*\), *\([0-9]*\), *\([0-9.]*\), *\([0-9.]*\), *\([0-9]*\), *\([0-9]*\), *\([0-9.]*\), *\([0-9.]*\),.*/\1|\2|\3|\4|\5|\6|\7|\8|\9/p' > "$tmp/levels0"
# sed has nine groups: the solitaire bot's last two figures separately
sed -n '/LEVELS-BEGIN/,/LEVELS-END/p' "$top/src/solo/solo_levels.c" |
    tr '\n' ' ' | sed 's/LEVEL(/\n/g' | sed -n '2,$p' |
    sed -n 's/^ *"[^"]*", *"[^"]*", *"[^"]*", *[0-9]*, *[0-9]*, *[0-9.]*, *[0-9.]*, *[0-9]*, *[0-9]*, *\([0-9.]*\), *\([0-9.]*\),.*/\1|\2/p' > "$tmp/levels1"
paste -d'|' "$tmp/levels0" "$tmp/levels1" > "$tmp/levels"
n=$(wc -l < "$tmp/levels")
expect_match "the table has levels" "^[1-9][0-9]*$" "$n"
run "$C" rules solitaire
rules_out=$out
expect_eq "rules solitaire: exit 0" 0 "$status"

pct() { awk -v w="$1" -v g="$2" 'BEGIN { printf "%.1f", 100 * w / g }'; }

k=0
prev_low=
prev_rate=
while IFS='|' read -r name opts study sg sw slo shi bg bw blo bhi; do
    k=$((k + 1))
    f="$top/$study"
    [ -f "$f" ] || { expect_eq "level $k $name: its study $study exists" yes no; continue; }
    sum=$(CONDOTTIERE="$C" sh "$top/tools/study.sh" sum "$f")
    expect_match "level $k $name: the study is complete" "^shards: [0-9]+ of [0-9]+ \(complete\)" "$sum"
    games=$(sed -n 's/^games //p' "$f")
    expect_match "level $k $name: search bot $sw of $sg, $slo-$shi" \
        "^search:[0-9]+: $sg of $games games, $sw wins \([0-9.]+%\), 95% Wilson interval $slo% - $shi%$" "$sum"
    expect_match "level $k $name: solitaire bot $bw of $bg, $blo-$bhi" \
        "^bot: $bg of $games games, $bw wins \([0-9.]+%\), 95% Wilson interval $blo% - $bhi%$" "$sum"
    expect_eq "level $k $name: at least 2000 games" yes "$([ "$sg" -ge 2000 ] && [ "$bg" -ge 2000 ] && echo yes)"
    # the study measured the level's options, on the solitaire
    cmd=$(sed -n 's/^command //p' "$f")
    expect_match "level $k $name: its study plays the solitaire" " --variant solitaire " "$cmd"
    studied=$(printf '%s\n' "$cmd" | sed -n 's/.* --rules \([^ ]*\).*/\1/p')
    expect_eq "level $k $name: its study's --rules are its options" "$opts" "$studied"
    # simulate --level N plays the same ruleset as --rules OPTIONS
    run "$C" simulate --level "$k" --games 2 --bots random --seed 3 --no-store
    by_level=$(printf '%s\n' "$out" | grep '^Ruleset ')
    run "$C" simulate --variant solitaire ${opts:+--rules "$opts"} --games 2 --bots random --seed 3 --no-store
    expect_eq "level $k $name: simulate --level plays its options" "$(printf '%s\n' "$out" | grep '^Ruleset ')" "$by_level"
    run "$C" simulate --level "$name" --games 2 --bots random --seed 3 --no-store
    expect_eq "level $k $name: simulate --level by name" "$by_level" "$(printf '%s\n' "$out" | grep '^Ruleset ')"
    # solo --level names it at the start; --rules of its own options too
    run "$C" --db "$tmp/g.db" solo --level "$name" --seed 4 </dev/null
    expect_match "level $k $name: solo --level names it" "^Level $k of $n, $name \(" "$out"
    run "$C" --db "$tmp/g.db" solo ${opts:+--rules "$opts"} --seed 4 </dev/null
    expect_match "level $k $name: its options are the level" "^Level $k of $n, $name \(" "$out"
    # the tables of the program and of the doc
    shown=${opts:--}
    expect_match "level $k $name: rules solitaire's row" \
        "^  $k $name +$(pct "$sw" "$sg")% \($slo-$shi\) +$(pct "$bw" "$bg")% \($blo-$bhi\)$" "$rules_out"
    expect_eq "level $k $name: rules solitaire's options, under the row" "    $shown" \
        "$(printf '%s\n' "$rules_out" | grep -A1 "^  $k $name " | tail -n 1)"
    row=$(grep "^| $k | $name |" "$top/doc/rules-solitaire.md")
    expect_match "level $k $name: doc row" \
        "^\| $k \| $name \| \`$shown\` \| $(pct "$sw" "$sg") % \($slo–$shi\) \| $(pct "$bw" "$bg") % \($blo–$bhi\) \| .*$(basename "$study")" "$row"
    # strictly harder than the level before, the intervals apart
    if [ -n "$prev_low" ]; then
        expect_eq "level $k $name: below level $((k - 1)), the intervals apart" yes \
            "$(awk -v h="$shi" -v l="$prev_low" -v r="$sw/$sg" -v p="$prev_rate" 'BEGIN {
                split(r, a, "/"); split(p, b, "/")
                print (h < l && a[1] / a[2] < b[1] / b[2]) ? "yes" : "no" }')"
    fi
    prev_low=$slo
    prev_rate=$sw/$sg
done < "$tmp/levels"
expect_eq "doc: one row a level" "$n" "$(grep -c '^| [0-9]* | [a-z-]* | `' "$top/doc/rules-solitaire.md")"

# wrong levels are refused with the valid ones
run "$C" --db "$tmp/g.db" solo --level 99 </dev/null
expect_eq "solo --level 99: exit 2" 2 "$status"
expect_match "solo --level 99: the valid levels" "no level '99' \(valid: .*, or 1 to $n\)" "$err"
run "$C" --db "$tmp/g.db" solo --level nonsense </dev/null
expect_eq "solo --level nonsense: exit 2" 2 "$status"
run "$C" simulate --level 0 --games 2
expect_eq "simulate --level 0: exit 2" 2 "$status"
# a custom game says so
run "$C" --db "$tmp/g.db" solo --rules armies=3,reserve=5 --seed 4 </dev/null
expect_match "a custom game says so" "^A custom game \(options of your own\)" "$out"
finish
