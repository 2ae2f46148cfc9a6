#!/bin/sh
# daily.sh — the deal of the day (`solo --daily`, `play --daily`): the same
# first screen on two databases on the same date (CONDOTTIERE_TODAY, the
# date for tests), another deal the next day, for other options and at
# each solitaire level; the first try counts, the second is stored as
# practice; `stats` shows the days played and won and the days in a row
# (and --json, --csv, --html); bad uses are usage errors.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
unset LANGUAGE LC_ALL COLUMNS
export LANG=C NO_COLOR=1
q() { sqlite3 "$1" "$2"; }
first_screen() { # DB DATE ARGS...: the screen before the first move
    db=$1 day=$2
    shift 2
    printf 'quit\n' | CONDOTTIERE_TODAY=$day "$C" --db "$db" "$@" 2>&1
}

s1=$(first_screen "$tmp/one.db" 2026-03-01 solo --daily)
s2=$(first_screen "$tmp/two.db" 2026-03-01 solo --daily)
s3=$(first_screen "$tmp/two.db" 2026-03-02 solo --daily)
expect_match "solo --daily: says it is the deal of the day" \
    "^The deal of the day, 2026-03-01: the same cards for everyone today" "$s1"
expect_eq "solo --daily: the same first screen on two databases the same day" "$s1" "$s2"
expect_eq "solo --daily: another deal the next day" "different" \
    "$([ "$(echo "$s1" | sed 1d)" = "$(echo "$s3" | sed 1d)" ] && echo same || echo different)"
s4=$(first_screen "$tmp/one.db" 2026-03-01 solo --daily --rules armies=3)
expect_eq "solo --daily: another deal with other options" "different" \
    "$([ "$(echo "$s1" | sed 1d)" = "$(echo "$s4" | sed 1d)" ] && echo same || echo different)"
l1=$(first_screen "$tmp/one.db" 2026-03-01 solo --daily --level lean)
l2=$(first_screen "$tmp/two.db" 2026-03-01 solo --daily --level 4)
expect_eq "solo --daily --level: the same deal on two databases, by name or number" "$l1" "$l2"
expect_eq "solo --daily --level: each level has its own deal" "different" \
    "$([ "$(echo "$s1" | sed 1d)" = "$(echo "$l1" | sed 1d)" ] && echo same || echo different)"
expect_match "solo --daily --level: the level is named" "Level 4 of 7, lean" "$l1"
expect_match "solo --daily: the default level, classic" "Level 2 of 7, classic" "$s1"
p1=$(first_screen "$tmp/one.db" 2026-03-01 play --daily --players 3)
p2=$(first_screen "$tmp/two.db" 2026-03-01 play --daily --players 3)
p3=$(first_screen "$tmp/two.db" 2026-03-01 play --daily --players 3 --bots easy)
expect_eq "play --daily: the same first screen on two databases the same day" "$p1" "$p2"
expect_eq "play --daily: another deal with other bots" "different" \
    "$([ "$(echo "$p1" | sed 1d)" = "$(echo "$p3" | sed 1d)" ] && echo same || echo different)"
expect_eq "no move made: nothing stored" "0" "$(q "$tmp/one.db" 'SELECT COUNT(*) FROM games')"

# the first try counts, the second is practice
db="$tmp/a.db"
solo_moves | CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" solo --daily >/dev/null 2>&1
run sh -c "printf 'quit\n' | CONDOTTIERE_TODAY=2026-03-05 '$C' --db '$db' solo --daily"
expect_match "a second try: said to be practice" \
    "^The deal of the day, 2026-03-05: you have tried it already \\(game 1\\), so this try is practice" "$out"
solo_moves | CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" solo --daily >/dev/null 2>&1
expect_eq "the first try counts, the second is practice" "1|2026-03-05|0
2|2026-03-05|1" "$(q "$db" 'SELECT id, daily, practice FROM games ORDER BY id')"
expect_eq "both tries are the same deal" "1" "$(q "$db" 'SELECT COUNT(DISTINCT seed) FROM games')"
solo_moves | "$C" --db "$db" solo --seed 4 >/dev/null 2>&1
expect_eq "a game without --daily is no deal of the day" "|0" \
    "$(q "$db" 'SELECT daily, practice FROM games WHERE id = 3')"

# stats: days played and won, days in a row
for day in 2026-03-01 2026-03-02 2026-03-03; do
    solo_moves | CONDOTTIERE_TODAY=$day "$C" --db "$db" solo --daily >/dev/null 2>&1
done
# the results planted: 03-01 and 03-02 won, 03-03 lost, 03-05 won (its
# practice try lost: it does not count)
q "$db" "UPDATE games SET status = 'finished', result = CASE WHEN daily IN ('2026-03-01', '2026-03-02')
             OR (daily = '2026-03-05' AND practice = 0) THEN 'win' ELSE 'loss' END
         WHERE daily IS NOT NULL"
run env CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" stats
expect_match "stats: the days played and won" \
    "^Deal of the day: played on 4 days, won on 3 \\(the first try of each deal counts\\)" "$out"
expect_match "stats: the days in a row up to today, and the best" \
    "^  days in a row up to today: 1 played, 1 won \\(best: 3 played, 2 won\\)" "$out"
expect_match "stats: today's deal" "^  today, 2026-03-05: won" "$out"
run env CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" stats --json
expect_match "stats --json: the same figures" \
    '"daily": \{"days": 4, "won": 3, "streak_played": 1, "streak_won": 1, "best_played": 3, "best_won": 2, "today": "won"\}' "$out"
run env CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" stats --csv
expect_match "stats --csv: the same figures" "^daily,,best_played,3$" "$out"
run env CONDOTTIERE_TODAY=2026-03-05 "$C" --db "$db" stats --html "$tmp/d.html"
expect_match "stats --html: the days played and won" \
    '<td data-json="daily.days">4</td><td data-json="daily.won">3</td>' "$(cat "$tmp/d.html")"
expect_match "stats --html: today's deal" "^Today&#39;s deal: won" "$(sed 's/<p>/\n/g' "$tmp/d.html")"
run env CONDOTTIERE_TODAY=2026-03-06 "$C" --db "$db" stats
expect_match "stats the next day: the run still holds until today's deal is played" \
    "^  days in a row up to today: 1 played, 1 won " "$out"
expect_match "stats the next day: today's deal not played yet" "^  today, 2026-03-06: not played yet" "$out"
run env CONDOTTIERE_TODAY=2026-03-04 "$C" --db "$db" stats
expect_match "stats as of 03-04: three days in a row up to yesterday, the last lost" \
    "^  days in a row up to today: 3 played, 0 won " "$out"
run env CONDOTTIERE_TODAY=2026-03-08 "$C" --db "$db" stats
expect_match "stats two days later: the runs are broken" "^  days in a row up to today: 0 played, 0 won " "$out"
run "$C" --db "$tmp/two.db" stats
expect_eq "stats without a deal of the day: no such section" "" \
    "$(printf '%s\n' "$out" | grep 'Deal of the day')"

# bad uses
run env CONDOTTIERE_TODAY=2026-02-30 "$C" --db "$db" solo --daily
expect_eq "a date that is none: exit 2" "2" "$status"
expect_match "a date that is none: said" "CONDOTTIERE_TODAY must be a date YYYY-MM-DD, not '2026-02-30'" "$err"
run "$C" --db "$db" solo --daily --seed 3
expect_eq "--daily with --seed: exit 2" "2" "$status"
expect_match "--daily with --seed: said" "it does not go with --seed" "$err"
run "$C" --db "$db" solo --daily --from 1:1
expect_eq "--daily with --from: exit 2" "2" "$status"
run "$C" --db "$db" play --daily --scenario "${TESTS_SRCDIR:-$(dirname "$0")}/scenarios/bishop.scenario"
expect_eq "--daily with --scenario: exit 2" "2" "$status"
finish
