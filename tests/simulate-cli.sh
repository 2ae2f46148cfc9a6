#!/bin/sh
# simulate-cli.sh — `condottiere simulate` from the command line: the same
# seed gives the same table; --jobs 1, --jobs 2 and two shards merged give
# the same counters; stored runs are listed and shown as they were printed;
# --merge into a file; --rotate moves the bots one seat on each game (its
# shards merge into the whole run, never with a run seated once); the
# solitaire's search by its names; simulations never appear in stats or history; bad
# arguments exit 2 with one message on stderr and nothing on stdout.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

db="$tmp/main.db"
G=${CONDOTTIERE_SIM_GAMES:-300}
RUN="--games $G --seed 4242 --bots heuristic,random,random,random"

# the counters of a --csv report: section "counter" without the id column
counters() { printf '%s\n' "$out" | awk -F, '$4 == "counter" { sub(/^[^,]*,/, ""); print }'; }

# ---- the same seed, the same table --------------------------------------

run "$C" --db "$db" simulate $RUN --no-store
first=$out
expect_eq "run: exit 0" 0 "$status"
expect_eq "run: nothing on stderr (not a terminal: no progress bar)" "" "$err"
expect_match "run: a table per seat" "^ +1  heuristic +[0-9]+ +[0-9.]+%  [0-9.]+% - [0-9.]+%" "$out"
expect_match "run: first-player advantage" "first token holder: wins [0-9.]+% .*fair share 25.0%, advantage [-+][0-9.]+ points" "$out"
expect_match "run: battles per game" "battles per game: +mean [0-9.]+, sd [0-9.]+, min [0-9]+, max [0-9]+" "$out"
expect_match "run: how games end" "adjacency +[0-9]+ +[0-9.]+%" "$out"
expect_match "run: regions never contested" "regions never contested: +mean" "$out"
run "$C" --db "$db" simulate $RUN --no-store
# the run's wall time is the only line allowed to differ
expect_eq "same seed: same table" "$(printf '%s\n' "$first" | grep -v '^games:')" \
    "$(printf '%s\n' "$out" | grep -v '^games:')"
run "$C" --db "$db" simulate $RUN --no-store --csv
csv1=$out
run "$C" --db "$db" simulate $RUN --no-store --csv
expect_eq "same seed: same csv" "$csv1" "$out"
expect_eq "--no-store: no database made" "no" "$([ -e "$db" ] && echo yes || echo no)"

# ---- rulesets side by side ---------------------------------------------

run "$C" --db "$db" simulate --no-store --games 50 --seed 3 --bots random --rules standard \
    --rules +hidden-cards
expect_eq "two rulesets: exit 0" 0 "$status"
expect_match "the first ruleset" "^Ruleset standard: 50 games" "$out"
# (pass-reveal's default changed: a ruleset with today's default names it)
expect_match "the second, by its canonical string" "^Ruleset standard\+hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before: 50 games" "$out"
expect_match "compared side by side" "^  standard\+hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before +[0-9.]+%" "$out"
run "$C" --db "$db" simulate --no-store --games 50 --seed 3 --bots random --rules +hidden-cards \
    --rules standard+hidden-cards
expect_eq "the same ruleset twice: exit 2" 2 "$status"

# ---- threads and shards --------------------------------------------------

run "$C" --db "$db" simulate $RUN --csv --jobs 1
c1=$(counters)
run "$C" --db "$db" simulate $RUN --csv --jobs 2
c2=$(counters)
expect_eq "--jobs 2 gives the counters of --jobs 1" "$c1" "$c2"
run "$C" --db "$tmp/part1.db" simulate $RUN --shard 1/2 --jobs 2
expect_match "a shard says which" "^games: [0-9]+ of $G \(shard 1 of 2: incomplete\)" "$out"
run "$C" --db "$tmp/part2.db" simulate $RUN --shard 2/2
run "$C" simulate --merge "$tmp/part1.db" "$tmp/part2.db" --csv
expect_eq "two shards merged give the counters of --jobs 1" "$c1" "$(counters)"
expect_eq "merge: nothing on stderr" "" "$err"
run "$C" simulate --merge "$tmp/part1.db" --csv
expect_match "one shard alone is incomplete" "run,shards,,1" "$out"

run "$C" simulate --merge "$tmp/part1.db" "$tmp/part2.db" "$tmp/part1.db" --into "$tmp/all.db"
expect_eq "merge --into: exit 0" 0 "$status"
expect_match "a shard given twice counts once" "shard 1/2 .* counted once" "$err"
expect_match "merge --into: stored as simulation 1" "^Simulation 1: standard game" "$out"
expect_match "merge --into: complete" "^games: $G of $G \(shards 1-2 of 2\)" "$out"
run "$C" --db "$tmp/all.db" simulate --show 1 --csv
expect_eq "the merged file holds the counters of --jobs 1" "$c1" "$(counters)"

# ---- seats rotated (--rotate) ---------------------------------------------

# game i puts the k-th bot in seat k+i: the games i = 1 mod 4 of a rotated
# run are the games of the bots seated one on, and its counters per bot are
# that run's counters per seat, moved back one
ROT="--games 200 --seed 77 --players 4"
wins() { printf '%s\n' "$out" | awk -F, '$4 == "counter" && $5 == "wins" && $6 < 4 { print $6, $7 }'; }
run "$C" simulate $ROT --no-store --csv --rotate --bots heuristic,random,random,random --shard 2/4
expect_match "--rotate: stored as a rotated run" 'run,bots,,"rotated:heuristic,random,random,random"' "$out"
rot=$(wins | awk '{ print ($1 + 1) % 4, $2 }' | sort -n)
run "$C" simulate $ROT --no-store --csv --bots random,heuristic,random,random --shard 2/4
expect_eq "--rotate: game i = 1 mod 4 seats every bot one on" "$(wins | sort -n)" "$rot"
run "$C" simulate $ROT --no-store --rotate --bots heuristic,random,random,random
expect_match "--rotate: the text says the bots move" "^bots, moved one seat on each game .*: 1 heuristic, 2 random, 3 random, 4 random$" "$out"
run "$C" simulate $ROT --no-store --json --rotate --bots heuristic,random,random,random
expect_match "--rotate: json" '"rotated": true' "$out"
# shards of a rotated run: their union is the run (the seat of a game
# depends on its index, not on the shard)
run "$C" simulate $ROT --no-store --csv --rotate --bots heuristic,random,random,random
whole=$(counters)
for k in 1 2 3; do
    run "$C" --db "$tmp/rot$k.db" simulate $ROT --rotate --bots heuristic,random,random,random --shard $k/3
done
run "$C" --db "$tmp/plain.db" simulate $ROT --bots heuristic,random,random,random --shard 1/3
run "$C" simulate --merge "$tmp/rot1.db" "$tmp/rot2.db" "$tmp/rot3.db" --csv
expect_eq "--rotate: three shards merged give the whole run" "$whole" "$(counters)"
run "$C" simulate --merge "$tmp/rot1.db" "$tmp/plain.db" --csv
expect_match "--rotate: a run seated once is another run" 'run,bots,,"heuristic,random,random,random"' "$out"
expect_match "--rotate: ... not merged with the rotated one" 'run,bots,,"rotated:heuristic,random,random,random"' "$out"

# the solitaire's search by each of its names: search, search-v2 to
# search-v6 and the level hard (their changes are to the standard game's
# search), the same
# games but for
# the label ($sol: the
# counters, the label read B)
solitaire_search() {
    run "$C" simulate --no-store --variant solitaire --games 3 --seed 4 --bots "$1" --csv
    expect_eq "solitaire --bots $1: exit 0" 0 "$status"
    sol=$(printf '%s\n' "$out" | grep -v '^,,,run' | sed "s/$1/B/")
}
solitaire_search search:60
sol_v1=$sol
solitaire_search search-v2:60
expect_eq "solitaire: search-v2 plays as search" "$sol_v1" "$sol"
solitaire_search search-v3:60
expect_eq "solitaire: search-v3 plays as search" "$sol_v1" "$sol"
solitaire_search search-v4:60
expect_eq "solitaire: search-v4 plays as search" "$sol_v1" "$sol"
solitaire_search search-v5:60
expect_eq "solitaire: search-v5 plays as search" "$sol_v1" "$sol"
solitaire_search search-v6:60
expect_eq "solitaire: search-v6 plays as search" "$sol_v1" "$sol"
solitaire_search hard:60
expect_eq "solitaire: hard plays as search" "$sol_v1" "$sol"
expect_match "solitaire --bots hard:60: 3 games" "^,solitaire concede-when=any,B,games,,,3" "$sol"

# ---- stored runs ---------------------------------------------------------

run "$C" --db "$db" simulate --variant solitaire --games 100 --seed 5 --bots bot,random \
    --rules armies=3 --rules streak=own
sol=$out
expect_eq "solitaire: exit 0" 0 "$status"
# (concede-when's default changed: a run with today's default names it)
expect_match "solitaire: player win rate per policy" "Ruleset solitaire armies=3 concede-when=any, player random: 100 games" "$out"
expect_match "solitaire: by end condition" "^ +victories +[0-9]+" "$out"
expect_match "solitaire: side by side" "^Side by side" "$out"
run "$C" --db "$db" simulate --list
expect_eq "list: exit 0" 0 "$status"
expect_eq "list: three runs" "1 2 3" \
    "$(printf '%s\n' "$out" | awk 'NR > 1 { printf "%s%s", sep, $1; sep = " " }')"
expect_match "list: the solitaire run" "^ +3 .* solitaire +1 +bot,random +100 +1 of 1 +solitaire armies=3 concede-when=any \| solitaire streak=own concede-when=any" "$out"
run "$C" --db "$db" simulate --show 3
expect_eq "show: the table as printed when run" "$sol" "$out"
# narrow: --list and the side-by-side table fit 40 and 60 columns (one
# block per run or ruleset when the columns do not), their contents whole
longest() { printf '%s\n' "$1" | awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }'; }
for w in 40 60; do
    run env COLUMNS=$w "$C" --db "$db" simulate --list
    expect_eq "COLUMNS=$w list: no line over $w" "yes" \
        "$([ "$(longest "$out")" -le $w ] && echo yes || echo "no: $(longest "$out")")"
    expect_match "COLUMNS=$w list: each run" "^id 3" "$out"
    expect_match "COLUMNS=$w list: its rulesets, broken after a separator" \
        "solitaire armies=3 concede-when=any \| solitaire streak=own concede-when=any" "$(echo $out | sed 's/| /|/g; s/|/| /g')"
    run env COLUMNS=$w "$C" --db "$db" simulate --show 3
    side=$(printf '%s\n' "$out" | sed -n '/^Side by side/,$p')
    expect_eq "COLUMNS=$w side by side: no line over $w" "yes" \
        "$([ "$(longest "$side")" -le $w ] && echo yes || echo "no: $(longest "$side")")"
    expect_match "COLUMNS=$w side by side: a block per ruleset" "^  ruleset solitaire streak=own" "$side"
    # the whole report: no line over the width but a single long word (a
    # ruleset string alone on its line)
    over=$(printf '%s\n' "$out" | awk -v w=$w 'length($0) > w { sub(/^ +/, ""); if (index($0, " ")) n++ } END { print n + 0 }')
    expect_eq "COLUMNS=$w the whole report fits" 0 "$over"
    expect_match "COLUMNS=$w side by side: its figures" "^    win rate +[0-9.]+%$" "$side"
done
run "$C" --db "$db" simulate --list
expect_match "into a pipe: the list keeps its columns" "^ +id +date +kind" "$out"
if command -v script >/dev/null 2>&1 && script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    out=$(script -qec "stty cols 40 rows 24; \"$C\" --db \"$db\" simulate --list" /dev/null </dev/null | tr -d '\r')
    expect_eq "a 40-column terminal (ioctl): the list fits" "yes" \
        "$([ "$(longest "$out")" -le 40 ] && echo yes || echo "no: $(longest "$out")")"
fi
run "$C" --db "$db" simulate --show 2 --json
expect_match "show --json" '"games_played": '"$G" "$out"
if command -v python3 >/dev/null 2>&1; then
    printf '%s\n' "$out" > "$tmp/show.json"
    expect_eq "show --json parses" "ok" \
        "$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("ok" if d["rulesets"][0]["games"] > 0 else "no")' "$tmp/show.json")"
fi
run "$C" --db "$db" simulate --list --json
expect_match "list --json: an array" '^\[' "$out"

# ---- never in history or stats ------------------------------------------

run "$C" --db "$db" stats
expect_eq "stats sees no simulation" "No games yet: type solo or play to start one." "$out"
run "$C" --db "$db" history
expect_eq "history sees no simulation" "No games yet: type solo or play to start one." "$out"

# ---- bad arguments -------------------------------------------------------

bad() { # NAME PATTERN ARGS...
    name=$1 pattern=$2
    shift 2
    run "$C" --db "$tmp/bad.db" simulate "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: nothing on stdout" "" "$out"
    expect_match "$name: message" "^condottiere: simulate: .*$pattern" "$err"
}
bad "unknown variant" "no variant named 'chess'" --variant chess
bad "0 games" "--games must be .*not '0'" --games 0
bad "bad shard" "--shard 3/2" --shard 3/2
bad "shard text" "--shard must be K/N" --shard half
bad "unknown bot" "unknown bot 'wizard'" --bots wizard
bad "bots per seat" "3 bots for 4 players" --bots random,random,random
bad "bad players" "--players must be 2 to 6" --players 9
bad "solitaire players" "the solitaire has 1 player" --variant solitaire --players 3
bad "solitaire bot" "unknown solitaire bot 'heuristically' .valid: bot, random, search, search-v2, search-v3, search-v4, search-v5, search-v6, hard, " --variant solitaire --bots heuristically
bad "bad jobs" "--jobs must be 1 to 256" --jobs 0
bad "solitaire rotate" "--rotate: the solitaire has one seat" --variant solitaire --rotate
bad "unknown option" "unknown option '--fast'" --fast
bad "unknown rule module" "rule modules are not available|unknown|'\+no-such-module'" --rules +no-such-module
expect_eq "bad arguments: no database made" "no" "$([ -e "$tmp/bad.db" ] && echo yes || echo no)"

finish
