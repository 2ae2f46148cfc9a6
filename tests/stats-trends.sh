#!/bin/sh
# stats-trends.sh — `stats --by week|month`, --since, --until, the last
# twelve weeks and the rating, on a database with games planted over
# several months (the fixture's, plus the profile bea's games written with
# sqlite3): the periods and their figures, the chart in ASCII under
# LC_ALL=C and in blocks on a UTF-8 terminal, the width it fits, practice
# and scenario games left out, bad dates refused, the JSON and CSV, the
# rating in the report and in --json; the page of --html: no script or
# link, well-formed, its figures equal --json's, in the player's language,
# drawn by a headless Chromium where one is installed.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}
PTY=${PTY_RUN:-$(dirname "$C")/tests/pty_run}

private_home
TZ=UTC0; LC_ALL=C; CONDOTTIERE_TODAY=2025-04-09; export TZ LC_ALL CONDOTTIERE_TODAY
unset NO_COLOR COLUMNS

db="$tmp/trends.db"
"$FIXTURE" "$db" || { echo "FAIL cannot write the fixture database"; exit 1; }
command -v sqlite3 >/dev/null 2>&1 || { echo "no sqlite3: skipped"; exit 77; }

# game DATE KIND RULESET LEVEL RESULT PRACTICE SCENARIO BOTS...: one finished
# game of bea (seat 0), the bots in seats 1...
game() {
    date=$1 kind=$2 rules=$3 level=$4 result=$5 practice=$6 scenario=$7
    shift 7
    sqlite3 "$db" "INSERT INTO games (profile_id, kind, variant, ruleset, seed, player_count,
        profile_seat, status, result, reason, created_at, updated_at, finished_at, level,
        practice, scenario)
      VALUES ((SELECT id FROM profiles WHERE name = 'bea'), '$kind', '$kind', '$rules', 1,
        $(($# + 1)), 0, 'finished', '$result', 'planted', '$date 09:00:00', '$date 10:00:00',
        '$date 10:00:00', $level, $practice, $scenario);
      INSERT INTO seats (game_id, seat, kind, name) VALUES (last_insert_rowid(), 0, 'human', 'bea');"
    seat=1
    for bot in "$@"; do
        sqlite3 "$db" "INSERT INTO seats (game_id, seat, kind, name)
            VALUES ((SELECT MAX(id) FROM games), $seat, '$bot', 'Bot$seat')"
        seat=$((seat + 1))
    done
}
sqlite3 "$db" "INSERT INTO profiles (name, created_at) VALUES ('bea', '2025-01-01 00:00:00')"
game 2025-01-06 solitaire solitaire "'classic'" win 0 NULL
game 2025-01-08 solitaire solitaire "'classic'" loss 0 NULL
game 2025-01-20 standard standard NULL win 0 NULL heuristic heuristic heuristic
game 2025-03-03 standard standard NULL loss 0 NULL easy
game 2025-03-04 solitaire 'solitaire armies=3' NULL win 0 NULL
game 2025-03-05 standard standard NULL draw 0 NULL search:20000
game 2025-04-01 solitaire solitaire "'classic'" win 0 NULL
game 2025-04-02 solitaire solitaire "'classic'" win 1 NULL
game 2025-04-03 solitaire solitaire "'classic'" win 0 "'scenario text'"
game 2025-04-04 standard standard NULL win 0 NULL heuristic human
game 2025-04-06 solitaire 'solitaire armies=2,streak-length=4' NULL loss 0 NULL
B="--db=$db --profile=bea"

# ---- by month, ASCII ----
run "$C" $B stats --by month
expect_eq "by month: the periods, all games then each way of playing" \
"By month, 2025-01 to 2025-04:
(a bar is as long as the games: # won, . not won)
  period  games  wins win rate
All games: 9 games, 5 won
  2025-01     3     2    66.7%  ########....
  2025-02     0
  2025-03     3     1    33.3%  ####........
  2025-04     3     2    66.7%  ########....
solitaire, level classic: 3 games, 2 won
  2025-01     2     1    50.0%  ####....
  2025-04     1     1   100.0%  ####
standard, against easy: 1 game, 0 won
  2025-03     1     0     0.0%  ....
standard, against hard: 1 game, 0 won
  2025-03     1     0     0.0%  ....
standard, against normal, human: 1 game, 1 won
  2025-04     1     1   100.0%  ####
standard, against normal, normal, normal: 1 game, 1 won
  2025-01     1     1   100.0%  ####
solitaire armies=2,streak-length=4: 1 game, 0 won
  2025-04     1     0     0.0%  ....
solitaire armies=3: 1 game, 1 won
  2025-03     1     1   100.0%  ####" "$out"
expect_eq "by month: exit 0, nothing on stderr" "0:" "$status:$err"

# ---- by week: every week from the first to the last, empty ones too ----
run "$C" $B stats --by week
expect_eq "by week: 13 weeks from 2025-01-06 to 2025-03-31" "13 2025-01-06 2025-03-31" \
    "$(printf '%s\n' "$out" | awk '/^All games/ { on = 1; next } /^[^ ]/ { on = 0 } on { n++; if (!first) first = $1; last = $1 } END { print n, first, last }')"
expect_match "by week: the week of 2025-03-03 (Monday) holds the 3rd, 4th and 5th" \
    "^  2025-03-03     3     1    33.3%" "$out"
expect_eq "by week: the practice game and the scenario game left out (3 games, not 5)" \
    "  2025-03-31     3     2    66.7%  ########...." "$(printf '%s\n' "$out" | grep '^  2025-03-31' | head -n 1)"

# ---- --since, --until ----
run "$C" $B stats --by month --since 2025-02-15 --until 2025-03-31
expect_eq "--since --until: their months only" \
"All games: 3 games, 1 won
  2025-02     0
  2025-03     3     1    33.3%  ####........" "$(printf '%s\n' "$out" | sed -n '4,6p')"
run "$C" $B stats --since 2025-04-01
expect_match "--since without --by: weeks" "^By week \\(each from its Monday\\), 2025-03-31 to 2025-03-31:" "$out"
run "$C" $B stats --by month --since 2026-01-01
expect_eq "no game in the dates" "0 No finished games in these dates." "$status $out"
run "$C" $B stats --since 2025-02-30
expect_eq "a day that does not exist: exit 2" 2 "$status"
expect_eq "a day that does not exist: said" \
    "condottiere: stats: --since: '2025-02-30' is not a date (YYYY-MM-DD, e.g. 2025-03-01)" \
    "$(printf '%s\n' "$err" | head -n 1)"
expect_eq "a day that does not exist: nothing on stdout" "" "$out"
run "$C" $B stats --until 3/4/2025
expect_eq "not ISO: exit 2" 2 "$status"
run "$C" $B stats --since 2025-03-01 --until 2025-02-01
expect_eq "--since after --until: exit 2 and said" "2 condottiere: stats: --since is after --until" \
    "$status $(printf '%s\n' "$err" | head -n 1)"
run "$C" $B stats --by year
expect_eq "--by year: exit 2 and said" "2 condottiere: stats: --by: 'year' is not a period (week or month)" \
    "$status $(printf '%s\n' "$err" | head -n 1)"

# ---- the width ----
for cols in 40 60 100; do
    run env COLUMNS=$cols "$C" $B stats --by week
    expect_eq "COLUMNS=$cols: no line over $cols" "" \
        "$(printf '%s\n' "$out" | awk -v w=$cols 'length($0) > w')"
done
run env COLUMNS=40 "$C" $B stats --by month
expect_eq "COLUMNS=40: each bar on a line of its own" "  2025-01     3     2    66.7%
    ########...." "$(printf '%s\n' "$out" | grep -A1 '^  2025-01' | head -n 2)"
run env COLUMNS=120 "$C" $B stats --by week
expect_match "COLUMNS=120: a longer bar" "^  2025-01-05|^  2025-01-06     2     1    50.0%  #+\\.+$" "$out"

# ---- JSON and CSV ----
if command -v python3 >/dev/null 2>&1; then
    "$C" $B stats --by month --json >"$tmp/m.json"
    run python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(d["by"], d["all"]["games"], d["all"]["wins"], len(d["all"]["periods"]),
      sum(m["games"] for m in d["modes"]), d["modes"][0]["mode"], d["modes"][0]["kind"],
      d["all"]["periods"][1]["games"])' "$tmp/m.json"
    expect_eq "--by month --json: the figures" "month 9 5 4 9 classic solitaire 0" "$out"
fi
run "$C" $B stats --by month --csv
expect_eq "--by month --csv: header and the first rows" \
"period,mode,kind,games,wins,losses,draws,win_rate
2025-01,,all,3,2,1,0,0.666667
2025-02,,all,0,0,0,0,0.000000" "$(printf '%s\n' "$out" | head -n 3)"
expect_eq "--by month --csv: a quoted key" '2025-04,"solitaire armies=2,streak-length=4",solitaire,1,0,1,0,0.000000' \
    "$(printf '%s\n' "$out" | grep streak)"

# ---- blocks on a UTF-8 terminal ----
if [ -x "$PTY" ]; then
    run env LC_ALL=C.UTF-8 "$PTY" "$C" $B stats --by month <<'S'
expect ████████░░░░
eof
status 0
S
    expect_eq "a UTF-8 terminal: blocks" 0 "$status"
    run env LC_ALL=C.UTF-8 "$PTY" "$C" $B stats <<'S'
expect Last 12 weeks from 2025-01-20, the win rate of each:
expect █·····▃···▆·
eof
status 0
S
    expect_eq "a UTF-8 terminal: the last twelve weeks in blocks" 0 "$status"
else
    echo "(no pty_run: the blocks are not tried)"
fi

# ---- the report: the rating and the last twelve weeks ----
run "$C" $B stats
expect_eq "stats: the practice game and the scenario game not counted" \
    "Statistics of bea: 9 games recorded (9 finished, 0 in progress, 0 abandoned)." \
    "$(printf '%s\n' "$out" | head -n 1)"
expect_eq "stats ends with the rating and the last twelve weeks" \
"Rating: 1419 (deviation 186), after 7 rated games.
After each of the last 7 rated games, between 1102 and 1541 (1500 at the start):
  #_#~~**
Not rated: 1 game against a person or an unknown bot.
Not rated: 1 solitaire game with rules no measure rates yet.

Last 12 weeks from 2025-01-20, the win rate of each:
  #.....=...*.  7 games in 3 of these weeks, 4 won (. no game)." "$(printf '%s\n' "$out" | tail -n 8)"
if command -v python3 >/dev/null 2>&1; then
    "$C" $B stats --json >"$tmp/s.json"
    run python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
r = d["rating"]; h = d["rating_history"]
print(r["rated_games"], r["unrated_people"], r["unrated_rules"], len(h), round(r["rating"]),
      round(r["deviation"]), h[-1]["rating"] == r["rating"], [g["game"] for g in h])' "$tmp/s.json"
    expect_eq "stats --json: the rating and its history (the games of bea rated)" \
        "7 1 1 7 1419 186 True [11, 12, 13, 14, 15, 16, 17]" "$out"
fi

# ---- stats --html ----
run "$C" $B stats --html "$tmp/r.html"
expect_eq "--html: exit 0, said where" "0 The report is in $tmp/r.html: open it in a browser." "$status $out"
expect_eq "--html: no script, nothing fetched" "" \
    "$(grep -n -i -e '<script' -e ' src=' -e ' href=' -e 'url(' -e '@import' "$tmp/r.html")"
expect_match "--html: the rating and the win rate drawn inline" "<svg .*Rating after each rated game" \
    "$(tr '\n' ' ' <"$tmp/r.html")"
expect_eq "--html: two charts" 2 "$(grep -c '^<svg ' "$tmp/r.html")"
"$C" $B stats --json >"$tmp/bea.json"
# check_html FILE JSON: well-formed (an XML parser reads it) and every
# figure marked with its key equal to the JSON's
check_html() {
    python3 - "$1" "$2" <<'P'
import json, sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
doc = json.load(open(sys.argv[2]))
n = bad = 0
for e in root.iter():
    key = e.get("data-json")
    if key is None:
        continue
    v = doc
    for part in key.split("."):
        v = v[int(part)] if isinstance(v, list) else v[part]
    text = "".join(e.itertext())
    if text.endswith("%"):
        want = "%.1f%%" % (100 * v)
    elif isinstance(v, float):
        want = "%.0f" % v
    else:
        want = str(v)
    n += 1
    if text != want:
        bad += 1
        print("differs:", key, text, want)
print(n, bad)
P
}
if command -v python3 >/dev/null 2>&1; then
    run check_html "$tmp/r.html" "$tmp/bea.json"
    expect_eq "--html: well-formed, its 97 figures equal --json's" "97 0" "$out"
    "$C" --db "$db" --profile anna stats --html "$tmp/anna.html" >/dev/null
    "$C" --db "$db" --profile anna stats --json >"$tmp/anna.json"
    run check_html "$tmp/anna.html" "$tmp/anna.json"
    expect_eq "--html (the fixture's anna): well-formed, its 135 figures equal --json's" "135 0" "$out"
    # the solitaire's levels: two games at level 1 (seeds 3 and 2: lost, won)
    . "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
    for seed in 3 2; do
        solo_moves | "$C" --db "$tmp/lv.db" solo --seed $seed --level 1 >/dev/null 2>&1
    done
    "$C" --db "$tmp/lv.db" stats --html "$tmp/lv.html" >/dev/null
    "$C" --db "$tmp/lv.db" stats --json >"$tmp/lv.json"
    run check_html "$tmp/lv.html" "$tmp/lv.json"
    expect_eq "--html (two games at a level): its 82 figures equal --json's" "82 0" "$out"
    expect_match "--html: the levels' table and the highest beaten" \
        'solitaire_levels.0.wins">1<.*Highest level beaten: <span data-json="solitaire_ladder.highest_beaten">1</span>, gentle' \
        "$(tr '\n' ' ' <"$tmp/lv.html")"
elif command -v xmllint >/dev/null 2>&1; then
    run xmllint --noout "$tmp/r.html"
    expect_eq "--html: well-formed (xmllint)" "0" "$status"
else
    echo "(no python3 or xmllint: the page is not parsed)"
fi
run env LANGUAGE=fr LANG=fr_FR.UTF-8 LC_ALL=fr_FR.UTF-8 "$C" $B stats --html "$tmp/fr.html"
expect_eq "--html in French: the language and the title" \
    '<html xmlns="http://www.w3.org/1999/xhtml" lang="fr">|<h1>Statistiques de bea</h1>' \
    "$(grep -e '^<html' -e '^<h1>' "$tmp/fr.html" | tr '\n' '|' | sed 's/|$//')"
run "$C" $B stats --html "$tmp/no/such/dir/r.html"
expect_eq "--html into a folder that does not exist: exit 1" 1 "$status"
expect_match "--html into a folder that does not exist: said" "^condottiere: .*no/such/dir/r.html: " "$err"
run "$C" $B stats --html "$tmp/x.html" --json
expect_eq "--html with --json: exit 2" "2 condottiere: stats: choose one of --json, --csv and --html" \
    "$status $(printf '%s\n' "$err" | head -n 1)"
run "$C" $B stats --html "$tmp/x.html" --by week
expect_eq "--html with --by: exit 2" 2 "$status"
# a headless browser draws it, where one is installed
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -n "$browser" ]; then
    run "$browser" --headless --no-sandbox --disable-gpu --screenshot="$tmp/shot.png" \
        --window-size=800,1200 "file://$tmp/r.html"
    expect_eq "--html: $browser draws it (a screenshot)" yes "$([ -s "$tmp/shot.png" ] && echo yes || echo no)"
else
    echo "(no chromium installed: the page is not drawn by a browser)"
fi

finish
