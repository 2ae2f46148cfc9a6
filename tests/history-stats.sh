#!/bin/sh
# history-stats.sh — `condottiere history` and `condottiere stats` on a
# database of known content (written by tests/record_fixture through the
# store API): the history lines and each filter, every figure of stats as
# text, --json (parsed) and --csv; no database yet at the default place
# (no games, nothing created) or at a path given (exit 1); the commands at
# the prompt; bad arguments (exit 2, a message on
# stderr naming the bad token, nothing on stdout); a damaged file (exit 1).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}

# Nothing may touch the user's files; dates in UTC; output piped = ASCII.
private_home
TZ=UTC0; LC_ALL=C; CONDOTTIERE_TODAY=2025-03-12; export TZ LC_ALL CONDOTTIERE_TODAY
unset NO_COLOR

db="$tmp/record.db"
if ! "$FIXTURE" "$db"; then
    echo "FAIL cannot write the fixture database with $FIXTURE"
    exit 1
fi
A="--db=$db"

# ---- history ------------------------------------------------------------

run "$C" --db "$db" --profile anna history
expect_eq "history: every game, newest first" \
"game  date              variant        rules                                  opponents         result       actions  battles
   9  2025-03-09 09:00  standard       standard                               heuristic bot     loss               0        0
   8  2025-03-08 09:00  standard       standard                               2 random bots     in progress        2        1
   7  2025-03-07 09:00  first-edition  first-edition                          random bot        draw               0        0
   6  2025-03-06 09:00  solitaire      solitaire                              armies A, B       abandoned          0        1
   5  2025-03-05 09:00  solitaire      solitaire                              armies A, B       loss               0        3
   4  2025-03-04 09:00  solitaire      solitaire armies=3                     armies A, B, C    win                0        4
   3  2025-03-03 09:00  standard       standard+hidden-cards,capture-regions  heuristic bot     win                0        1
   2  2025-03-02 09:00  standard       standard                               3 heuristic bots  loss               0        1
   1  2025-03-01 09:00  standard       standard                               2 random bots     win                4        2" "$out"
expect_eq "history: exit 0" 0 "$status"
expect_eq "history: nothing on stderr" "" "$err"

# game numbers of the listed games, in order
ids() { printf '%s\n' "$out" | awk 'NR > 1 && $1 ~ /^[0-9]+$/ { printf "%s%s", sep, $1; sep = " " }'; }

run "$C" "$A" --profile anna history --result win
expect_eq "history --result win" "4 3 1" "$(ids)"
run "$C" "$A" --profile anna history --result loss
expect_eq "history --result loss" "9 5 2" "$(ids)"
run "$C" "$A" --profile anna history --result=draw
expect_eq "history --result=draw" "7" "$(ids)"
run "$C" "$A" --profile anna history --result abandoned
expect_eq "history --result abandoned" "6" "$(ids)"
run "$C" "$A" --profile anna history --result in-progress
expect_eq "history --result in-progress" "8" "$(ids)"
run "$C" "$A" --profile anna history --variant solitaire
expect_eq "history --variant solitaire" "6 5 4" "$(ids)"
run "$C" "$A" --profile anna history --variant solitaire --result loss
expect_eq "history --variant with --result" "5" "$(ids)"
run "$C" "$A" --profile anna history --rules 'standard+hidden-cards,capture-regions'
expect_eq "history --rules (exact ruleset)" "3" "$(ids)"
run "$C" "$A" --profile anna history --rules standard --variant standard
expect_eq "history --rules standard" "9 8 2 1" "$(ids)"
run "$C" "$A" --profile anna history --limit 2
expect_eq "history --limit 2" "9 8" "$(ids)"
expect_match "history --limit says there may be more" '^\(the 2 most recent; --limit N shows more, --limit 0 all\)$' "$out"
run "$C" "$A" --profile anna history --limit 0
expect_eq "history --limit 0: every game" "9 8 7 6 5 4 3 2 1" "$(ids)"
run "$C" "$A" --profile anna history --variant dragon
expect_eq "history: filters that match nothing" "No games match these filters." "$out"
expect_eq "history: no match, exit 0" 0 "$status"
run "$C" "$A" --profile bruno history
expect_eq "history: another profile's games only" "10" "$(ids)"
run "$C" "$A" --profile nobody history
expect_eq "history: a profile with no games" "No games yet: type solo or play to start one." "$out"
expect_eq "history: a profile with no games, exit 0" 0 "$status"
expect_eq "history: a profile with no games, no stderr" "" "$err"
run env CONDOTTIERE_DB="$db" CONDOTTIERE_PROFILE=anna "$C" history --limit 1
expect_eq "history: CONDOTTIERE_DB and CONDOTTIERE_PROFILE" "9" "$(ids)"
run env TZ=CET-1 "$C" "$A" --profile anna history --result draw
expect_match "history: dates in local time (TZ)" '^   7  2025-03-07 10:00  ' "$out"

# ---- history --csv and --json: the table's columns ------------------------

run "$C" "$A" --profile anna history --csv --limit 3
expect_eq "history --csv: the table's columns, quoted where needed" \
"game,date,variant,rules,opponents,result,actions,battles,practice,practice_of,practice_from,scenario,level
9,2025-03-09 09:00,standard,standard,heuristic bot,loss,0,0,false,0,0,false,
8,2025-03-08 09:00,standard,standard,2 random bots,in progress,2,1,false,0,0,false,
7,2025-03-07 09:00,first-edition,first-edition,random bot,draw,0,0,false,0,0,false," "$out"
run "$C" "$A" --profile anna history --csv --result win
expect_eq "history --csv with a filter; a comma in a field is quoted" \
"game,date,variant,rules,opponents,result,actions,battles,practice,practice_of,practice_from,scenario,level
4,2025-03-04 09:00,solitaire,solitaire armies=3,\"armies A, B, C\",win,0,4,false,0,0,false,custom
3,2025-03-03 09:00,standard,\"standard+hidden-cards,capture-regions\",heuristic bot,win,0,1,false,0,0,false,
1,2025-03-01 09:00,standard,standard,2 random bots,win,4,2,false,0,0,false," "$out"
run "$C" "$A" --profile anna history --json --limit 1
expect_eq "history --json" '[
  {"game": 9, "date": "2025-03-09 09:00", "variant": "standard", "rules": "standard", "opponents": "heuristic bot", "result": "loss", "actions": 0, "battles": 0, "practice": false, "practice_of": 0, "practice_from": 0, "scenario": false, "level": null}
]' "$out"
run "$C" "$A" --profile anna history --json --limit 0
if command -v python3 >/dev/null 2>&1; then
    expect_eq "history --json: every game, parsed (games / battles)" "9 8 7 6 5 4 3 2 1 / 13" \
        "$(printf '%s\n' "$out" | python3 -c 'import json, sys; d = json.load(sys.stdin); print(" ".join(str(g["game"]) for g in d), "/", sum(g["battles"] for g in d))')"
fi
run "$C" "$A" --profile anna history --json --variant dragon
expect_eq "history --json, no match: an empty array" "[]" "$out"
run "$C" "$A" --profile nobody history --csv
expect_eq "history --csv, no games: the header" "game,date,variant,rules,opponents,result,actions,battles,practice,practice_of,practice_from,scenario,level" "$out"
run env COLUMNS=40 "$C" "$A" --profile anna history --limit 2
expect_eq "history at 40 columns: a block per game, no line over 40" \
"game 9  2025-03-09 09:00  loss
  standard; rules standard; against
    heuristic bot; 0 actions, 0 battles
game 8  2025-03-08 09:00  in progress
  standard; rules standard; against 2
    random bots; 2 actions, 1 battles
(the 2 most recent; --limit N shows
more, --limit 0 all)" "$out"

# ---- stats as text ------------------------------------------------------

run "$C" "$A" --profile anna stats
expect_eq "stats: every figure (W L W W D L L; 13 battles)" \
"Statistics of anna: 9 games recorded (7 finished, 1 in progress, 1 abandoned).

Won 3 of 7 finished games: 42.9% (95% interval 15.8% to 75.0%); 3 lost, 1 drawn.
Current streak: 2 losses in a row. Longest: 2 wins, 2 losses.
Battles: 13 fought, 6 won (46.2%); 1.57 per finished game.

                                        games  wins losses draws  win rate  95% interval
By variant
  standard                                  4     2      2     0     50.0%   15.0% to  85.0%
  solitaire                                 2     1      1     0     50.0%    9.5% to  90.5%
  first-edition                             1     0      0     1      0.0%    0.0% to  79.3%
By rules
  standard                                  3     1      2     0     33.3%    6.1% to  79.2%
  first-edition                             1     0      0     1      0.0%    0.0% to  79.3%
  solitaire                                 1     0      1     0      0.0%    0.0% to  79.3%
  solitaire armies=3                        1     1      0     0    100.0%   20.7% to 100.0%
  standard+hidden-cards,capture-regions     1     1      0     0    100.0%   20.7% to 100.0%
By number of players
  1 player                                  2     1      1     0     50.0%    9.5% to  90.5%
  2 players                                 3     1      1     1     33.3%    6.1% to  79.2%
  3 players                                 1     1      0     0    100.0%   20.7% to 100.0%
  4 players                                 1     0      1     0      0.0%    0.0% to  79.3%

Solitaire, battles against each enemy army:
  army A       5 battles    1 won,    4 lost (20.0% won)
  army B       2 battles    1 won,    1 lost (50.0% won)
  army C       1 battle     1 won,    0 lost (100.0% won)

Solitaire games, how they ended:
  abandoned quit                    1 game
  loss      3 in a row              1 game
  win       5 victories             1 game

Cards in your winning lines (won battles that held the card, copies):
  10            5 battles    6 copies
  drummer       2 battles    2 copies
  4             1 battle     2 copies
  5             1 battle     1 copy
  6             1 battle     1 copy
  heroine       1 battle     1 copy

Last 7 results, oldest first: W L W W D L L  (W win, D draw, L loss)

Rating: 1258 (deviation 169), after 7 rated games.
After each of the last 7 rated games, between 1258 and 1580 (1500 at the start):
  %+##*-_

Last 12 weeks from 2024-12-23, the win rate of each:
  .........+~.  7 games in 2 of these weeks, 3 won (. no game)." "$out"
expect_eq "stats: exit 0" 0 "$status"

run "$C" "$A" --profile bruno stats
expect_match "stats: bruno's own games only" '^Won 1 of 1 finished game: 100.0%' "$out"
expect_match "stats: bruno's heroines" '^  heroine       1 battle     2 copies$' "$out"

run env COLUMNS=80 "$C" "$A" --profile anna stats
expect_eq "stats at 80 columns: no line over 80" "0" \
    "$(printf '%s\n' "$out" | awk '{ if (length($0) > 80) n++ } END { print n + 0 }')"
expect_match "stats at 80 columns: a long key above its figures" \
    "^  standard\+hidden-cards,capture-regions\$" "$out"
run "$C" "$A" --profile anna stats
expect_match "stats into a pipe: the table whole, one line a key" \
    "^  standard\+hidden-cards,capture-regions +1 +1 +0 +0 +100\.0%" "$out"

# ---- stats --json -------------------------------------------------------

run "$C" "$A" --profile anna stats --json
expect_eq "stats --json: exit 0" 0 "$status"
printf '%s\n' "$out" >"$tmp/stats.json"
if command -v python3 >/dev/null 2>&1; then
    run python3 -m json.tool "$tmp/stats.json"
    expect_eq "stats --json: python3 -m json.tool accepts it" 0 "$status"
    run python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
o = d["overall"]
print(d["format"], d["profile"], d["games"]["recorded"], d["games"]["finished"],
      d["games"]["in_progress"], d["games"]["abandoned"])
print(o["games"], o["wins"], o["losses"], o["draws"], "%.4f %.4f %.4f" % (o["win_rate"], o["ci_low"], o["ci_high"]))
print(" ".join("%s:%d/%d" % (g["variant"], g["wins"], g["games"]) for g in d["by_variant"]))
print(" ".join("%s:%d/%d" % (g["ruleset"], g["wins"], g["games"]) for g in d["by_ruleset"]))
print(" ".join("%d:%d/%d" % (g["players"], g["wins"], g["games"]) for g in d["by_player_count"]))
s = d["streaks"]; b = d["battles"]
print(s["current_result"], s["current_length"], s["best_win"], s["best_loss"])
print(b["fought"], b["won"], "%.6f" % b["per_finished_game"])
print(" ".join("%s:%d/%d/%d" % (a["army"], a["battles"], a["won"], a["lost"]) for a in d["solitaire_armies"]))
print("|".join("%s:%s:%d" % (e["outcome"], e["reason"], e["games"]) for e in d["solitaire_endings"]))
print(" ".join("%s:%d/%d" % (c["card"], c["battles"], c["copies"]) for c in d["winning_cards"]))
print(" ".join(d["recent_results"]))
' "$tmp/stats.json"
    expect_eq "stats --json: the figures, parsed" \
"1 anna 9 7 1 1
7 3 3 1 0.4286 0.1582 0.7495
standard:2/4 solitaire:1/2 first-edition:0/1
standard:1/3 first-edition:0/1 solitaire:0/1 solitaire armies=3:1/1 standard+hidden-cards,capture-regions:1/1
1:1/2 2:1/3 3:1/1 4:0/1
loss 2 2 2
13 6 1.571429
A:5/1/4 B:2/1/1 C:1/1/0
abandoned:quit:1|loss:3 in a row:1|win:5 victories:1
10:5/6 drummer:2/2 4:1/2 5:1/1 6:1/1 heroine:1/1
win loss win win draw loss loss" "$out"
elif command -v sqlite3 >/dev/null 2>&1; then
    run sqlite3 :memory: "SELECT json_valid(readfile('$tmp/stats.json')), json_extract(readfile('$tmp/stats.json'), '\$.overall.wins')"
    expect_eq "stats --json: valid JSON (sqlite3 json_valid)" "1|3" "$out"
else
    expect_match "stats --json: an object (no python3 or sqlite3 to parse it)" '^\{' "$(cat "$tmp/stats.json")"
fi

# ---- stats --csv --------------------------------------------------------

run "$C" "$A" --profile anna stats --csv
expect_eq "stats --csv: exit 0" 0 "$status"
expect_eq "stats --csv: header" "section,key,field,value" "$(printf '%s\n' "$out" | head -n 1)"
expect_match "stats --csv: overall win rate" '^overall,,win_rate,0\.428571$' "$out"
expect_match "stats --csv: overall interval" '^overall,,ci_low,0\.158220$' "$out"
expect_match "stats --csv: a ruleset with a comma is quoted" \
    '^"standard\+hidden-cards,capture-regions",' "$(printf '%s\n' "$out" | sed -n 's/^by_ruleset,//p')"
expect_match "stats --csv: players" '^by_player_count,2,games,3$' "$out"
expect_match "stats --csv: streak" '^streaks,,current_result,loss$' "$out"
expect_match "stats --csv: battles per game" '^battles,,per_finished_game,1\.571429$' "$out"
expect_match "stats --csv: army" '^solitaire_armies,A,lost,4$' "$out"
expect_match "stats --csv: endings" '^solitaire_endings,3 in a row,loss,1$' "$out"
expect_match "stats --csv: cards" '^winning_cards,10,copies,6$' "$out"
expect_match "stats --csv: last result" '^recent_results,7,result,loss$' "$out"
if command -v python3 >/dev/null 2>&1; then
    printf '%s\n' "$out" >"$tmp/stats.csv"
    run python3 -c '
import csv, sys
rows = list(csv.reader(open(sys.argv[1], newline="")))
assert all(len(r) == 4 for r in rows), [r for r in rows if len(r) != 4]
print(len(rows) - 1, sum(1 for r in rows if r[0] == "by_ruleset") // 7)
' "$tmp/stats.csv"
    expect_eq "stats --csv: 4 fields a row (python3 csv); rows, rulesets" "173 5" "$out"
fi

# ---- no database, empty database -----------------------------------------

# A path given with --db where there is no database is a mistake to say
# (tests/db-path.sh has the rest); the default place before the first game
# has simply no games yet.
run "$C" --db "$tmp/missing/folder/x.db" --profile anna history
expect_eq "history, database in a missing folder: exit 1" 1 "$status"
expect_match "history, missing folder: says so" "^condottiere: no database at $tmp/missing/folder/x.db: the folder $tmp/missing does not exist" "$err"
expect_eq "history, missing folder: nothing on stdout" "" "$out"
expect_eq "history, missing folder: nothing created" "no" "$([ -e "$tmp/missing" ] && echo yes || echo no)"
run "$C" --db "$tmp/none.db" --profile anna stats
expect_eq "stats, missing file: exit 1" 1 "$status"
expect_match "stats, missing file: says so" "^condottiere: no database at $tmp/none.db" "$err"
expect_eq "stats, missing file: nothing created" "no" "$([ -e "$tmp/none.db" ] && echo yes || echo no)"
run "$C" --profile anna stats
expect_eq "stats, default place, no file" "No games yet: type solo or play to start one." "$out"
run "$C" --profile anna stats --json
expect_match "stats --json, no file yet: zero games" '"games": \{"recorded": 0, "finished": 0' "$out"
if command -v python3 >/dev/null 2>&1; then
    printf '%s\n' "$out" >"$tmp/empty.json"
    run python3 -m json.tool "$tmp/empty.json"
    expect_eq "stats --json, no file yet: valid JSON" 0 "$status"
fi
run "$C" stats --csv
expect_match "stats --csv, no file yet: zero games" '^games,,recorded,0$' "$out"
run "$C" --profile anna history
expect_eq "history, default place (XDG_DATA_HOME), no file" "No games yet: type solo or play to start one." "$out"
expect_eq "history, default place: nothing created" "no" "$([ -e "$tmp/home" ] && echo yes || echo no)"

# A database without this profile is "no games" too.
"$FIXTURE" "$tmp/other.db" >/dev/null
run "$C" --db "$tmp/other.db" --profile carla stats
expect_eq "stats, profile without games" "No games yet: type solo or play to start one." "$out"

# A read-only file in a read-only folder still shows the history.
mkdir "$tmp/ro" && cp "$db" "$tmp/ro/r.db" && chmod 444 "$tmp/ro/r.db" && chmod 555 "$tmp/ro"
run "$C" --db "$tmp/ro/r.db" --profile anna history --limit 1
expect_eq "history of a read-only database" "9" "$(ids)"
run "$C" --db "$tmp/ro/r.db" --profile anna stats --csv
expect_match "stats of a read-only database" '^overall,,wins,3$' "$out"
chmod 755 "$tmp/ro"

# ---- at the prompt ------------------------------------------------------

cp "$db" "$tmp/prompt.db"
run sh -c 'printf "history --result draw\nstats\nhistory --result maybe\nstats --json\nquit\n" |
    "$1" --db "$2" --profile anna' sh "$C" "$tmp/prompt.db"
expect_match "prompt: history" '^   7  2025-03-07 09:00  first-edition  first-edition  random bot  draw  ' "$out"
expect_match "prompt: stats" '^Won 3 of 7 finished games: 42\.9%' "$out"
expect_match "prompt: stats --json" '"recent_results": \["win", "loss", "win", "win", "draw", "loss", "loss"\]' "$out"
expect_match "prompt: a bad result is refused" "history: unknown result 'maybe' \\(valid: win, loss, draw, abandoned, in-progress\\)" "$err"

# ---- bad arguments: exit 2, a message naming the token, no stdout ---------

bad() {
    name=$1; pattern=$2; shift 2
    run "$C" "$A" --profile anna "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: no stdout" "" "$out"
    expect_match "$name: message" "$pattern" "$err"
}
bad "history unknown option" "^condottiere: history: unknown option '--frobnicate'
usage: condottiere history \\[--variant NAME\\] \\[--rules RULESET\\] \\[--result RESULT\\]" history --frobnicate
bad "history argument" "^condottiere: history: unexpected argument 'yesterday'
usage: condottiere history \\[--variant NAME\\]" history yesterday
bad "history bad result" "unknown result 'won' \\(valid: win, loss, draw, abandoned, in-progress\\)" history --result won
bad "history bad result=" "unknown result 'in progress'" history '--result=in progress'
bad "history --limit word" "bad --limit 'ten' \\(a whole number: 1 or more, or 0 for every game\\)" history --limit ten
bad "history --limit negative" "bad --limit '-1'" history --limit -1
bad "history --limit 2x" "bad --limit '2x'" history --limit 2x
bad "history --limit huge" "bad --limit '99999999999'" history --limit 99999999999
bad "history --limit no value" "^condottiere: history: --limit needs a value \\(N\\)" history --limit
bad "history --result no value" "^condottiere: history: --result needs a value \\(RESULT\\)" history --result
bad "stats unknown option" "^condottiere: stats: unknown option '--xml'
usage: condottiere stats \\[--json\\] \\[--csv\\]" stats --xml
bad "stats argument" "^condottiere: stats: unexpected argument 'all'" stats all
bad "stats json and csv" "^condottiere: stats: choose one of --json, --csv and --html" stats --json --csv

# ---- a damaged database: the store's message, exit 1 -----------------------

printf 'this is not a database, only text that is long enough to be read as a header\n' >"$tmp/bad.db"
for cmd in history stats; do
    run "$C" --db "$tmp/bad.db" --profile anna $cmd
    expect_eq "$cmd of a damaged file: exit 1" 1 "$status"
    expect_eq "$cmd of a damaged file: no stdout" "" "$out"
    expect_match "$cmd of a damaged file: the store's message" "bad\\.db: .*not a database" "$err"
done

finish
