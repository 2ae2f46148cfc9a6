#!/bin/sh
# study.sh — tools/study.sh, the strength studies in shards: shards played
# one by one (and two at once) append their counts to the study file, a
# shard is never played twice, their sum is the whole run's count
# (simulate without --shard), also for points campaigns (counted in
# campaigns), and the sum's 95% Wilson interval is the textbook one; a
# study file repeating a shard is refused; a shard's counts do not depend
# on the threads (--jobs); with "measure every-bot" every bot's wins are
# counted, and tools/ratings.sh rates them.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
top=${TESTS_SRCDIR:-$(dirname "$0")}/..
C=${CONDOTTIERE:-./condottiere}
case $C in /*) ;; *) C=$(pwd)/$C ;; esac
S="$top/tools/study.sh"

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

f="$tmp/t.study"
cat > "$f" <<'END'
# a test study
games 60
shards 7
command simulate --games 60 --players 4 --bots heuristic,random,random,random --rotate --seed 9 --jobs 1 --shard K/N
END
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$f"
expect_eq "run: exit 0" 0 "$status"
expect_match "run: the first shard" "^shard 1 of 7: bot1=9/[0-9]+ " "$out"
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$f" 3 2
expect_match "run: shards named" "^shard 2 of 7: bot1=9/[0-9]+ " "$out"
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$f" 2
expect_match "a shard is never played twice" "shard 2 is already in" "$err"
expect_eq "three shard lines" 3 "$(grep -c '^shard ' "$f")"
run sh "$S" sum "$f"
expect_match "sum: partial" "^shards: 3 of 7 \(partial\), CPU [0-9]+ s, commits: test$" "$out"
for k in 4 5 6 7; do
    run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$f"
done
run sh "$S" sum "$f"
expect_match "sum: complete" "^shards: 7 of 7 \(complete\)" "$out"
wins=$(printf '%s\n' "$out" | sed -n 's/^bot1: 60 of 60 games, \([0-9]*\) wins.*/\1/p')
run "$C" simulate --no-store --csv --games 60 --players 4 --bots heuristic,random,random,random \
    --rotate --seed 9
whole=$(printf '%s\n' "$out" | awk -F, '$4 == "counter" && $5 == "wins" && $6 == 0 { print $7 }')
expect_eq "the shards' sum is the whole run's" "$whole" "$wins"

# A study of points campaigns counts campaigns, not their games: the
# shards' sum is the whole run's campaigns and campaigns won by bot1.
cat > "$tmp/c.study" <<'END'
games 9
shards 2
command simulate --campaigns --rules +points-game --games 9 --players 3 --bots heuristic,random,random --rotate --seed 4 --jobs 1 --shard K/N
END
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$tmp/c.study" 1 2
expect_eq "campaigns: exit 0" 0 "$status"
expect_match "campaigns: shard 1 counts 5 campaigns" "^shard 1 of 2: bot1=5/[0-9]+ " "$out"
run sh "$S" sum "$tmp/c.study"
expect_match "campaigns: complete" "^shards: 2 of 2 \(complete\)" "$out"
cwins=$(printf '%s\n' "$out" | sed -n 's/^bot1: 9 of 9 games, \([0-9]*\) wins.*/\1/p')
run "$C" simulate --no-store --csv --campaigns --rules +points-game --games 9 --players 3 \
    --bots heuristic,random,random --rotate --seed 4
cwhole=$(printf '%s\n' "$out" | awk -F, '$4 == "counter" && $5 == "campaign_wins" && $6 == 0 { print $7 }')
expect_match "campaigns: a count" "^[0-9]+$" "$cwhole"
expect_eq "campaigns: the shards' sum is the whole run's" "$cwhole" "$cwins"

# A ruleset with options is named in a quoted field holding commas: the
# counts are still read.
cat > "$tmp/h.study" <<'END'
games 6
shards 2
command simulate --rules +hidden-cards --games 6 --players 3 --bots heuristic,random,random --rotate --seed 4 --jobs 1 --shard K/N
END
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$tmp/h.study" 1
expect_eq "options: exit 0" 0 "$status"
expect_match "options: shard 1 counts 3 games" "^shard 1 of 2: bot1=3/[0-9]+ " "$out"

# The shards run on the threads asked (--jobs, default the machine's
# cores; the study's own --jobs is replaced): a shard's counts are the
# same on 1 thread and on 3, a search bot's games and the solitaire's.
cat > "$tmp/j1.study" <<'END'
games 8
shards 2
command simulate --games 8 --players 2 --bots search:200,heuristic --rotate --seed 3 --jobs 1 --shard K/N
END
cat > "$tmp/s1.study" <<'END'
games 6
shards 2
command simulate --variant solitaire --games 6 --bots bot,search:200 --seed 4 --shard K/N
END
cp "$tmp/j1.study" "$tmp/j3.study"
cp "$tmp/s1.study" "$tmp/s3.study"
counts() { sed -n 's/^shard [0-9]*\t[^\t]*\t[^\t]*\t[^\t]*\t//p' "$1"; }
for s in j s; do
    run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run --jobs 1 "$tmp/${s}1.study" 2
    expect_match "--jobs 1 ($s): one thread" "^shard 2 of 2: .*, --jobs 1\)$" "$out"
    run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run --jobs=3 "$tmp/${s}3.study" 2
    expect_match "--jobs=3 ($s): three threads" "^shard 2 of 2: .*, --jobs 3\)$" "$out"
    expect_match "--jobs ($s): counts" "=[0-9]+/[0-9]+" "$(counts "$tmp/${s}1.study")"
    expect_eq "--jobs ($s): the same counts on 1 and 3 threads" "$(counts "$tmp/${s}1.study")" \
        "$(counts "$tmp/${s}3.study")"
done
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$tmp/j1.study" 1
expect_match "no --jobs: the machine's cores" "^shard 1 of 2: .*, --jobs $(nproc)\)$" "$out"
run env CONDOTTIERE="$C" sh "$S" run --jobs x "$tmp/j1.study"
expect_eq "--jobs x: exit 2" 2 "$status"

# Wilson, two shards summed: 44 wins of 60 -> 61.0% - 82.9%
cat > "$tmp/w.study" <<'END'
games 60
shards 3
command simulate --games 60 --shard K/N
shard 1	x	d	1.0	bot1=50/44
shard 2	x	d	1.0	bot1=10/0
END
run sh "$S" sum "$tmp/w.study"
expect_match "Wilson interval" "^bot1: 60 of 60 games, 44 wins \(73.3%\), 95% Wilson interval 61.0% - 82.9%$" "$out"
printf 'shard 2\tx\td\t1.0\tbot1=10/0\n' >> "$tmp/w.study"
run sh "$S" sum "$tmp/w.study"
expect_eq "a shard twice: exit 1" 1 "$status"
expect_match "a shard twice: said" "shard 2 appears twice" "$err"

# "measure every-bot": every bot's wins, bot1 to bot4, each the whole
# run's (simulate's wins of bot k); tools/ratings.sh rates them against
# bot 2 by the Luce model, with the delta method's interval.
cat > "$tmp/e.study" <<'END'
games 40
shards 2
measure every-bot
command simulate --games 40 --players 4 --bots easy,normal,random,heuristic --rotate --seed 5 --jobs 1 --shard K/N
END
run env CONDOTTIERE="$C" STUDY_COMMIT=test sh "$S" run "$tmp/e.study" 1 2
expect_match "every bot: four counts a shard" "^shard 1 of 2: bot1=20/[0-9]+	bot2=20/[0-9]+	bot3=20/[0-9]+	bot4=20/[0-9]+ " "$out"
run "$C" simulate --no-store --csv --games 40 --players 4 --bots easy,normal,random,heuristic \
    --rotate --seed 5
for k in 1 2 3 4; do
    whole=$(printf '%s\n' "$out" | awk -F, -v k=$((k - 1)) '$4 == "counter" && $5 == "wins" && $6 == k { print $7 }')
    summed=$(sh "$S" sum "$tmp/e.study" | sed -n "s/^bot$k: 40 of 40 games, \([0-9]*\) wins.*/\1/p")
    expect_eq "every bot: bot$k's shards sum to the whole run's" "$whole" "$summed"
done
cat > "$tmp/r.study" <<'END'
games 400
shards 1
measure every-bot
command simulate --games 400 --players 3 --bots easy,normal,hard --rotate --shard K/N
shard 1	x	d	1.0	bot1=400/50	bot2=400/100	bot3=400/250
END
run sh "$top/tools/ratings.sh" "$tmp/r.study"
expect_eq "ratings: exit 0" 0 "$status"
# easy 1500 + 400 log10(50/100) = 1380, +- 1.96 * 173.7 * sqrt(1/50 + 1/100) = 59
expect_match "ratings: easy" "^  easy +50 wins +1380  \(1321 - 1439\)$" "$out"
expect_match "ratings: normal, the reference" "^  normal +100 wins +1500  \(1500 - 1500\)$" "$out"
# hard 1500 + 400 log10(2.5) = 1659, +- 1.96 * 173.7 * sqrt(1/250 + 1/100) = 40
expect_match "ratings: hard" "^  hard +250 wins +1659  \(1619 - 1699\)$" "$out"
expect_match "ratings: heads-up by the model" "^  hard +easy 83%  normal 71%$" "$out"
run sh "$top/tools/ratings.sh" "$tmp/w.study"
expect_eq "ratings: a study of bot1 only is refused" 2 "$status"

finish
