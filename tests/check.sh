#!/bin/sh
# check.sh — `condottiere check [--repair] [--json]` and the mending resume:
# a battle row deleted by hand (and a game set back in progress) is named
# by check (exit 1), restored by --repair or by resume, exactly as it was;
# a clean database exits 0; a journal that no longer replays is reported
# and left alone; usage errors exit 2.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/store-dump.sh"
C=${CONDOTTIERE:-./condottiere}
private_home

db="$tmp/a.db"

run "$C" check
expect_eq "no database yet (the default place): nothing to check, exit 0" "0" "$status"
run "$C" --db "$db" check
expect_eq "no database at the path given: exit 1" "1" "$status"

solo_moves | "$C" --db "$db" solo --seed 42 >/dev/null 2>&1
table_moves | "$C" --db "$db" play --players 3 --seed 5 >/dev/null 2>&1
store_dump "$db" >"$tmp/want"
run "$C" --db "$db" check
expect_eq "clean database: exit 0" "0" "$status"
expect_match "clean database: says so" "^2 games checked: no problems" "$out"

last1=$(sqlite3 "$db" "SELECT MAX(number) FROM battles WHERE game_id = 1")
# the last battle of each game deleted (foreign keys on, as the program has
# them), the solitaire game set back in progress
sqlite3 "$db" "PRAGMA foreign_keys = ON;
  DELETE FROM battles WHERE id IN (SELECT MAX(id) FROM battles GROUP BY game_id);
  UPDATE games SET status = 'in-progress', result = NULL, reason = NULL, winner = NULL,
                   winner_seat = NULL, finished_at = NULL WHERE id = 1;"
run "$C" --db "$db" check
expect_eq "deleted battle: exit 1" "1" "$status"
expect_match "deleted battle: named with its game" "^game 1: battle $last1 is missing" "$out"
expect_match "game left in progress: named" "^game 1: its actions end it \\(loss\\), but it is stored in progress" "$out"
expect_match "the standard game's battle: named" "^game 2: battle [0-9]+ is missing" "$out"
run "$C" --db "$db" check --json
expect_eq "--json: exit 1" "1" "$status"
expect_match "--json: the problems listed" '"problems":\[\{"game":1,"problem":"battle [0-9]+ is missing"\}' "$out"
if command -v python3 >/dev/null; then
    printf '%s\n' "$out" | python3 -m json.tool >/dev/null 2>&1
    expect_eq "--json: valid JSON" "0" "$?"
fi
run "$C" --db "$db" check --repair
expect_eq "--repair: exit 0 once mended" "0" "$status"
expect_match "--repair: says what it did" "^game 1: repaired from its journal" "$out"
expect_match "--repair: checks again" "^Checked again, 2 games checked: no problems" "$out"
expect_eq "--repair: the rows are back exactly" "$(cat "$tmp/want")" "$(store_dump "$db")"

# the same loss mended by resume, before the prompt
sqlite3 "$db" "PRAGMA foreign_keys = ON;
  DELETE FROM battles WHERE game_id = 1 AND number = $last1;
  UPDATE games SET status = 'in-progress', result = NULL, reason = NULL, winner = NULL,
                   winner_seat = NULL, finished_at = NULL WHERE id = 1;"
run "$C" --db "$db" resume 1 </dev/null
expect_match "resume: mends the record" "^Game 1's record was incomplete; rebuilt from its actions" "$out"
expect_match "resume: then says the game is over" "^Game 1 is over" "$out"
expect_eq "resume: the rows are back exactly" "$(cat "$tmp/want")" "$(store_dump "$db")"

# a hand-made dangling line (foreign keys off, as in the sqlite3 shell)
sqlite3 "$db" "INSERT INTO battle_lines (battle_id, seat, strength, cards) VALUES (9999, 0, 1, '')"
run "$C" --db "$db" check
expect_match "dangling line: foreign_key_check names it" "^database: foreign_key_check: table battle_lines" "$out"
sqlite3 "$db" "DELETE FROM battle_lines WHERE battle_id = 9999"

# a journal that no longer replays: reported, never changed
sqlite3 "$db" "UPDATE actions SET action = 'nonsense' WHERE game_id = 1 AND seq = 3"
sqlite3 "$db" "SELECT seq, action FROM actions ORDER BY game_id, seq" >"$tmp/actions"
run "$C" --db "$db" check --repair
expect_eq "broken journal: exit 1" "1" "$status"
expect_match "broken journal: named" "^game 1: its journal no longer replays, left as it is: .*action 3 'nonsense'" "$out"
expect_eq "broken journal: its actions untouched" "$(cat "$tmp/actions")" \
    "$(sqlite3 "$db" "SELECT seq, action FROM actions ORDER BY game_id, seq")"
expect_eq "broken journal: its battles untouched" "$(grep -v '^a|' "$tmp/want")" \
    "$(store_dump "$db" | grep -v '^a|')"

# a points-game campaign: the seats' scores are derived rows too
pc="$tmp/points.db"
i=0
while [ $i -lt 900 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done |
    "$C" --db "$pc" play --players 3 --seed 5 --rules points-game --bots random >/dev/null 2>&1
store_dump "$pc" >"$tmp/want-points"
sqlite3 "$pc" "UPDATE seats SET score = NULL WHERE game_id = 2 AND seat = 1"
run "$C" --db "$pc" check
expect_match "points game: a lost score named" "^game 2: seat 2's score: stored none, replayed [0-9]+" "$out"
run "$C" --db "$pc" check --repair
expect_eq "points game: --repair exit 0" "0" "$status"
expect_eq "points game: the score is back" "$(cat "$tmp/want-points")" "$(store_dump "$pc")"

run "$C" --db "$db" check --frobnicate
expect_eq "usage error: exit 2" "2" "$status"
expect_match "usage error: says the usage" "usage: condottiere check \\[--repair\\] \\[--json\\]" "$err"
finish
