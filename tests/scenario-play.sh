#!/bin/sh
# scenario-play.sh — `play --scenario FILE [--seat N]`: the prompt opens in
# the file's position, the human in seat N as the file numbers them, the
# game stored with the scenario's text; played to its end from a script,
# replayed to the same end, resumed after quit and after SIGKILL to the
# same end as the game played without a break; `check` stays clean. A
# malformed file exits 2 with FILE:LINE and stores nothing; so do a missing
# file and options the file sets.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

P="$S/play-position.scenario"
last_result() { grep -E '^\*\*\* Game over' "$1" | tail -n 1; }
q() { sqlite3 "$1" "$2"; }

# --- played to its end from a script, the human in seat 1
table_moves | "$C" --db "$tmp/a.db" play --scenario "$P" --seat 1 >"$tmp/whole" 2>&1
expect_eq "whole game: exit 0" 0 "$?"
want=$(last_result "$tmp/whole")
expect_match "whole game: it ends" "Game over" "$want"
expect_match "the prompt opens in the file's position (its seed)" \
    "^Scenario .*play-position.scenario \(standard, seed 3\), seats numbered as in the file: you are seat 1; bots: seat 0 heuristic, seat 2 heuristic" \
    "$(cat "$tmp/whole")"
expect_match "the file's round and battles" "^Round 2, 4 battles fought" "$(cat "$tmp/whole")"
expect_match "the file's lines: yours is seat 1's" "^  you +15 +10 5 +<- to play" "$(cat "$tmp/whole")"
expect_match "the file's hand is yours" "^Your hand: Drummer 6 1" "$(cat "$tmp/whole")"
expect_eq "stored: one game, from the scenario" "1|1|3|finished" \
    "$(q "$tmp/a.db" 'SELECT COUNT(*), SUM(scenario IS NOT NULL), MAX(seed), MAX(status) FROM games;')"
expect_eq "stored: the file's text, as it is" "$(cat "$P")" "$(q "$tmp/a.db" 'SELECT scenario FROM games;')"
expect_eq "stored: the profile plays seat 1" "1|human" \
    "$(q "$tmp/a.db" 'SELECT g.profile_seat, s.kind FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = g.profile_seat;')"
expect_eq "stored: the bots in seats 0 and 2" "heuristic heuristic" \
    "$(q "$tmp/a.db" "SELECT group_concat(kind, ' ') FROM (SELECT kind FROM seats WHERE seat <> 1 ORDER BY seat);")"
run "$C" --db "$tmp/a.db" replay 1
expect_eq "replay: exit 0" 0 "$status"
expect_match "replay: it starts from the scenario" "^The game starts from a scenario:" "$out"
expect_eq "replay reproduces the end" "$want" "$(printf '%s\n' "$out" | grep -E '^\*\*\* Game over' | tail -n 1)"
run "$C" --db "$tmp/a.db" check
expect_eq "check: clean" "0|1 game checked: no problems." "$status|$out"

# --- history marks it; stats leaves it out unless --include-scenarios
table_moves | "$C" --db "$tmp/a.db" play --seed 5 --players 3 >/dev/null 2>&1
run "$C" --db "$tmp/a.db" history
expect_match "history: the scenario game marked" "^ +1  [0-9 :-]+  standard\*  " "$out"
expect_match "history: the dealt game not marked" "^ +2  [0-9 :-]+  standard  " "$out"
expect_match "history: the mark explained" "^\* played from a scenario's position" "$out"
run "$C" --db "$tmp/a.db" history --csv
expect_match "history --csv: scenario true" "^1,.*,true,$" "$out"
expect_match "history --csv: scenario false" "^2,.*,false,$" "$out"
run "$C" --db "$tmp/a.db" history --json
expect_match "history --json: the field" '"game": 1, .*"scenario": true, "level": null}' "$out"
run "$C" --db "$tmp/a.db" stats
expect_match "stats: one game counted" "^Statistics of .*: 1 game recorded \(1 finished" "$out"
expect_match "stats: the scenario game left out" "^Left out: 1 game played from a scenario" "$out"
run "$C" --db "$tmp/a.db" stats --include-scenarios
expect_match "stats --include-scenarios: both counted" "^Statistics of .*: 2 games recorded \(2 finished" "$out"
expect_match "stats --include-scenarios: says so" "^Counted: 1 game played from a scenario" "$out"
run "$C" --db "$tmp/a.db" stats --csv
expect_match "stats --csv: recorded" "^games,,recorded,1$" "$out"
expect_match "stats --csv: from_scenarios" "^games,,from_scenarios,1$" "$out"
run "$C" --db "$tmp/a.db" stats --csv --include-scenarios
expect_match "stats --csv --include-scenarios" "^games,,recorded,2$" "$out"
run "$C" --db "$tmp/a.db" stats --json
expect_match "stats --json: the fields" '"recorded": 1, .*"from_scenarios": 1, "scenarios_counted": false' "$out"
run "$C" --db "$tmp/a.db" check
expect_eq "check with a dealt and a scenario game: clean" "0|2 games checked: no problems." "$status|$out"

# --- the same seed, the same game; another seed deals the unplaced cards anew
table_moves | "$C" --db "$tmp/a2.db" play --scenario "$P" --seat 1 --seed 3 >"$tmp/again" 2>&1
expect_eq "--seed 3 is the file's seed: the same game" "$want" "$(last_result "$tmp/again")"
table_moves | "$C" --db "$tmp/a3.db" play --scenario "$P" --seat 1 --seed 12345 >"$tmp/other" 2>&1
expect_eq "--seed replaces the file's seed" "12345" "$(q "$tmp/a3.db" 'SELECT seed FROM games;')"
expect_match "--seed: the game ends" "Game over" "$(last_result "$tmp/other")"

# --- quit in the middle, resume: the same end
n=$(grep -c '^table> ' "$tmp/whole")
half=$((n / 2))
[ "$half" -ge 2 ] || half=2
{ table_moves | head -n "$half"; echo quit; } | "$C" --db "$tmp/b.db" play --scenario "$P" --seat 1 >"$tmp/part1" 2>&1
expect_match "quit: saved" "The game is saved: continue it with resume" "$(cat "$tmp/part1")"
table_moves | tail -n +$((half + 1)) | "$C" --db "$tmp/b.db" resume >"$tmp/part2" 2>&1
expect_match "resumed" "^Resumed game 1 \(standard, 3 players, seed 3\)" "$(cat "$tmp/part2")"
expect_eq "quit + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"
run "$C" --db "$tmp/b.db" check
expect_eq "check after resume: clean" "0" "$status"

# --- SIGKILL in the middle, resume: the same end
fifo="$tmp/fifo"; mkfifo "$fifo"
: >"$tmp/killed"
"$C" --db "$tmp/c.db" play --scenario "$P" --seat 1 <"$fifo" >"$tmp/killed" 2>&1 &
pid=$!
exec 3>"$fifo"
table_moves | head -n "$half" >&3
tries=0
while [ "$(grep -c '^table> ' "$tmp/killed")" -lt "$half" ] && [ $tries -lt 600 ]; do
    sleep 0.1; tries=$((tries + 1))
done
kill -9 "$pid"
wait "$pid" 2>/dev/null
exec 3>&-
expect_eq "killed: the game was stored, in progress" "in-progress" "$(q "$tmp/c.db" 'SELECT status FROM games;')"
table_moves | tail -n +$((half + 1)) | "$C" --db "$tmp/c.db" resume >"$tmp/part2" 2>&1
expect_eq "SIGKILL + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"
run "$C" --db "$tmp/c.db" check
expect_eq "check after the kill: clean" "0" "$status"

# --- a database of version 4 (before games.scenario) with a dealt game in
# progress: it opens, migrates and the game resumes to the end it had
{ table_moves | head -n 12; echo quit; } | "$C" --db "$tmp/old.db" play --players 4 --seed 5 >/dev/null 2>&1
sqlite3 "$tmp/old.db" 'DROP TABLE reviews; DROP INDEX games_by_daily;
    ALTER TABLE games DROP COLUMN level; ALTER TABLE games DROP COLUMN practice;
    ALTER TABLE games DROP COLUMN practice_of; ALTER TABLE games DROP COLUMN practice_from;
    ALTER TABLE games DROP COLUMN practice_seed;
    ALTER TABLE games DROP COLUMN daily; ALTER TABLE games DROP COLUMN imported_at;
    ALTER TABLE games DROP COLUMN scenario; PRAGMA user_version = 4;'
expect_eq "the old database: version 4, no scenario column" "4|0" \
    "$(q "$tmp/old.db" "PRAGMA user_version;" )|$(q "$tmp/old.db" "SELECT COUNT(*) FROM pragma_table_info('games') WHERE name = 'scenario';")"
table_moves | "$C" --db "$tmp/whole-old.db" play --players 4 --seed 5 >"$tmp/whole-old" 2>&1
table_moves | tail -n +13 | "$C" --db "$tmp/old.db" resume >"$tmp/old-resumed" 2>&1
expect_match "the old database: resumed" "^Resumed game 1 \(standard, 4 players, seed 5\)" "$(cat "$tmp/old-resumed")"
expect_eq "the old database: the game ends as it would have" "$(last_result "$tmp/whole-old")" "$(last_result "$tmp/old-resumed")"
expect_eq "the old database: migrated, the game not a scenario game" "1|1|0" \
    "$(q "$tmp/old.db" "SELECT (SELECT user_version FROM pragma_user_version) >= 5;")|$(q "$tmp/old.db" "SELECT COUNT(*) FROM games;")|$(q "$tmp/old.db" "SELECT COUNT(*) FROM games WHERE scenario IS NOT NULL;")"
run "$C" --db "$tmp/old.db" check
expect_eq "the old database: check clean" "0" "$status"

# --- bots move first (seat 1 is to play, the human is seat 2): their moves
# are stored with the human's first, and the replay ends as the game did
table_moves | "$C" --db "$tmp/g.db" play --scenario "$P" --seat 2 >"$tmp/seat2" 2>&1
want2=$(last_result "$tmp/seat2")
expect_match "seat 2: the game ends" "Game over" "$want2"
expect_match "seat 2: a bot moved before the human" "^Sforza (plays|passes)" "$(sed -n '/^Scenario /,/^table> /p' "$tmp/seat2")"
run "$C" --db "$tmp/g.db" replay 1
expect_eq "seat 2: the replay ends the same" "$want2" "$(printf '%s\n' "$out" | grep -E '^\*\*\* Game over' | tail -n 1)"
run "$C" --db "$tmp/g.db" check
expect_eq "seat 2: check clean" "0" "$status"

# --- the human in seat 0 by default
printf 'quit\n' | "$C" --db "$tmp/d.db" play --scenario "$S/simulate-battle.scenario" >"$tmp/out" 2>&1
expect_match "default seat 0" "you are seat 0; bots: seat 1 heuristic, seat 2 heuristic" "$(cat "$tmp/out")"
printf 'pass\nquit\n' | "$C" --db "$tmp/d.db" play --scenario "$S/simulate-battle.scenario" --bots random,easy >"$tmp/out" 2>&1
expect_match "--bots: one level per bot, in seat order" "bots: seat 1 random, seat 2 easy" "$(cat "$tmp/out")"

# --- the file's `human SEAT` line; --seat overrides it
{ cat "$S/simulate-battle.scenario"; echo 'human 2   # the prompt seats me here'; } >"$tmp/human.scenario"
printf 'quit\n' | "$C" --db "$tmp/d.db" play --scenario "$tmp/human.scenario" >"$tmp/out" 2>&1
expect_match "human 2: seat 2" "you are seat 2; bots: seat 0 heuristic, seat 1 heuristic" "$(cat "$tmp/out")"
printf 'quit\n' | "$C" --db "$tmp/d.db" play --scenario "$tmp/human.scenario" --seat 1 >"$tmp/out" 2>&1
expect_match "--seat 1 overrides human 2" "you are seat 1; bots: seat 0 heuristic, seat 2 heuristic" "$(cat "$tmp/out")"
run "$C" simulate --no-store --scenario "$tmp/human.scenario" --games 20 --seed 1 --bots random
expect_eq "simulate reads a file with a human line" 0 "$status"
printf 'players 2\nhuman two\n' >"$tmp/badhuman.scenario"
run "$C" --db "$tmp/e.db" play --scenario "$tmp/badhuman.scenario"
expect_eq "a bad human line: exit 2" 2 "$status"
expect_eq "a bad human line: FILE:LINE" "condottiere: $tmp/badhuman.scenario:2: human: a seat number from 0 to 5 is needed" "$err"
printf 'players 2\nregion Firenze\nhand 0 10\nhuman 3\n' >"$tmp/farhuman.scenario"
run "$C" --db "$tmp/e.db" play --scenario "$tmp/farhuman.scenario"
expect_eq "human outside the table: exit 2" 2 "$status"
expect_eq "human outside the table: message" "condottiere: $tmp/farhuman.scenario: human 3: the scenario's seats are 0 to 1" "$err"

# --- errors: exit 2, a clear message, nothing stored
printf 'players 3\nregion Firenze\nhand 0 10 dragon\n' >"$tmp/bad.scenario"
run "$C" --db "$tmp/e.db" play --scenario "$tmp/bad.scenario"
expect_eq "malformed: exit 2" 2 "$status"
expect_eq "malformed: FILE:LINE: what is wrong" "condottiere: $tmp/bad.scenario:3: unknown card 'dragon'" "$err"
expect_eq "malformed: no database written" "no" "$([ -e "$tmp/e.db" ] && echo yes || echo no)"
printf 'players 2\nowner 0 Milano\nowner 1 Milano\n' >"$tmp/bad2.scenario"
run "$C" --db "$tmp/a.db" play --scenario "$tmp/bad2.scenario"
expect_eq "a position check: exit 2" 2 "$status"
expect_match "a position check: FILE:LINE" "^condottiere: $tmp/bad2.scenario:[0-9]+: " "$err"
expect_eq "nothing added to a database" "2" "$(q "$tmp/a.db" 'SELECT COUNT(*) FROM games;')"
run "$C" --db "$tmp/e.db" play --scenario "$tmp/none.scenario"
expect_eq "missing file: exit 2" 2 "$status"
expect_match "missing file: the reason" "^condottiere: play: --scenario: cannot read '$tmp/none.scenario': No such file or directory" "$err"
run "$C" --db "$tmp/e.db" play --scenario "$P" --seat 3
expect_eq "--seat outside the table: exit 2" 2 "$status"
expect_match "--seat outside the table: message" "--seat 3: the scenario's seats are 0 to 2" "$err"
run "$C" --db "$tmp/e.db" play --scenario "$P" --players 4
expect_eq "--players with --scenario: exit 2" 2 "$status"
expect_match "--players with --scenario: message" "--players does not go with --scenario" "$err"
run "$C" --db "$tmp/e.db" play --scenario "$P" --rules +hidden-cards
expect_eq "--rules with --scenario: exit 2" 2 "$status"
run "$C" --db "$tmp/e.db" play --seat 1
expect_eq "--seat without --scenario: exit 2" 2 "$status"
expect_match "--seat without --scenario: message" "--seat goes with --scenario" "$err"
run "$C" --db "$tmp/e.db" play --scenario "$P" --bots random,random,random
expect_eq "--bots naming too many: exit 2" 2 "$status"
expect_eq "after the errors: no database written" "no" "$([ -e "$tmp/e.db" ] && echo yes || echo no)"

for db in "$tmp"/*.db; do
    expect_eq "integrity_check $(basename "$db")" "ok" "$(q "$db" 'PRAGMA integrity_check;')"
done
finish
