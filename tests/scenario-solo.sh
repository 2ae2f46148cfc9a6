#!/bin/sh
# scenario-solo.sh — `solo --scenario FILE`: the prompt opens on the file's
# piles (doc/rules-solitaire.md, "Scenarios"), the rest dealt from the
# seed; the game is stored with the text, played to its end from a script,
# replayed to the same end, resumed after quit and after SIGKILL to the
# same end as the game played without a break; history marks it, stats
# leaves it out unless --include-scenarios, check stays clean. A malformed
# file exits 2 with FILE:LINE and stores nothing; so does a missing file.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

P="$S/solo-position.scenario"
last_result() { grep -E '^\*\*\* Game over' "$1" | tail -n 1; }
q() { sqlite3 "$1" "$2"; }

# --- played to its end from a script
solo_moves | "$C" --db "$tmp/a.db" solo --scenario "$P" --seed 8 >"$tmp/whole" 2>&1
expect_eq "whole game: exit 0" 0 "$?"
want=$(last_result "$tmp/whole")
expect_match "whole game: it ends" "Game over" "$want"
expect_match "the prompt opens on the file's piles" \
    "^Solitaire game from scenario .*solo-position.scenario \(seed 8\): you against 2 enemy armies" \
    "$(cat "$tmp/whole")"
expect_match "the file's battle" "^Battle 4 against army" "$(cat "$tmp/whole")"
expect_match "the file's score" "^Score   you 2 \| A 1 \| B 0" "$(cat "$tmp/whole")"
expect_match "the file's hand" "^Hand     10 6 5 4 3 2 1 1 " "$(cat "$tmp/whole")"
expect_match "the file's reserve" "^Specials Surrender Heroine " "$(cat "$tmp/whole")"
expect_eq "stored: one solitaire game from the scenario, seed 8" "1|solitaire|1|8|finished" \
    "$(q "$tmp/a.db" 'SELECT COUNT(*), MAX(kind), SUM(scenario IS NOT NULL), MAX(seed), MAX(status) FROM games;')"
expect_eq "stored: the file's text, as it is" "$(cat "$P")" "$(q "$tmp/a.db" 'SELECT scenario FROM games;')"
run "$C" --db "$tmp/a.db" replay 1
expect_eq "replay: exit 0" 0 "$status"
expect_match "replay: it starts from the scenario" "^The game starts from a scenario:" "$out"
expect_eq "replay reproduces the end" "$want" "$(printf '%s\n' "$out" | grep -E '^\*\*\* Game over' | tail -n 1)"
run "$C" --db "$tmp/a.db" check
expect_eq "check: clean" "0|1 game checked: no problems." "$status|$out"

# --- --events: the file starts at battle 4, yet the opening hand is the
# game's opening (battle=0, no army: doc/events-solitaire.md); the file's
# battle follows
out=$(printf 'quit\n' | "$C" --db "$tmp/ev.db" solo --events --scenario "$P" --seed 8 2>&1)
expect_match "events: the opening hand is battle=0, no army" \
    "^event=new-hand battle=0 cards=8 hand=8 deck=22$" "$out"
expect_match "events: then the file's battle" \
    "^event=battle battle=4 army=[AB] initiative=player blind=no$" "$out"
expect_eq "events: no event of a battle before the file's" "" \
    "$(printf '%s\n' "$out" | grep -E '^event=' | grep -E ' battle=[1-3]( |$)')"

# --- history marks it; stats leaves it out unless --include-scenarios
solo_moves | "$C" --db "$tmp/a.db" solo --seed 8 >/dev/null 2>&1
run "$C" --db "$tmp/a.db" history
expect_match "history: the scenario game marked" "^ +1  [0-9 :-]+  solitaire\*  " "$out"
expect_match "history: the dealt game not marked" "^ +2  [0-9 :-]+  solitaire  " "$out"
run "$C" --db "$tmp/a.db" history --csv
expect_match "history --csv: scenario true" "^1,.*,true,[^,]*$" "$out"
expect_match "history --csv: scenario false" "^2,.*,false,[^,]*$" "$out"
run "$C" --db "$tmp/a.db" stats
expect_match "stats: one game counted" "^Statistics of .*: 1 game recorded \(1 finished" "$out"
expect_match "stats: the scenario game left out" "^Left out: 1 game played from a scenario" "$out"
run "$C" --db "$tmp/a.db" stats --include-scenarios
expect_match "stats --include-scenarios: both counted" "^Statistics of .*: 2 games recorded \(2 finished" "$out"
run "$C" --db "$tmp/a.db" stats --json
expect_match "stats --json" '"recorded": 1, .*"from_scenarios": 1, "scenarios_counted": false' "$out"
run "$C" --db "$tmp/a.db" stats --json --include-scenarios
expect_match "stats --json --include-scenarios" '"recorded": 2, .*"from_scenarios": 1, "scenarios_counted": true' "$out"
run "$C" --db "$tmp/a.db" check
expect_eq "check with a dealt and a scenario game: clean" "0|2 games checked: no problems." "$status|$out"

# --- quit in the middle, resume: the same end
{ solo_moves | head -n 9; echo quit; } | "$C" --db "$tmp/b.db" solo --scenario "$P" --seed 8 >"$tmp/part1" 2>&1
expect_match "quit: saved" "The game is saved: continue it with resume" "$(cat "$tmp/part1")"
solo_moves | tail -n +10 | "$C" --db "$tmp/b.db" resume >"$tmp/part2" 2>&1
expect_match "resumed" "^Resumed game 1 \(solitaire, seed 8\)" "$(cat "$tmp/part2")"
expect_eq "quit + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"

# --- SIGKILL in the middle, resume: the same end
fifo="$tmp/fifo"; mkfifo "$fifo"
: >"$tmp/killed"
"$C" --db "$tmp/c.db" solo --scenario "$P" --seed 8 <"$fifo" >"$tmp/killed" 2>&1 &
pid=$!
exec 3>"$fifo"
solo_moves | head -n 12 >&3
tries=0
while [ "$(grep -c '^solo> ' "$tmp/killed")" -lt 12 ] && [ $tries -lt 600 ]; do
    sleep 0.1; tries=$((tries + 1))
done
kill -9 "$pid"
wait "$pid" 2>/dev/null
exec 3>&-
expect_eq "killed: the game was stored, in progress" "in-progress" "$(q "$tmp/c.db" 'SELECT status FROM games;')"
solo_moves | tail -n +13 | "$C" --db "$tmp/c.db" resume >"$tmp/part2" 2>&1
expect_eq "SIGKILL + resume ends as the whole game" "$want" "$(last_result "$tmp/part2")"
run "$C" --db "$tmp/c.db" check
expect_eq "check after the kill: clean" "0" "$status"

# --- errors: exit 2, a clear message, nothing stored
printf 'hand: 10 6\nenemy: 6 dragon 10 1 2\n' >"$tmp/bad.scenario"
run "$C" --db "$tmp/e.db" solo --scenario "$tmp/bad.scenario"
expect_eq "malformed: exit 2" 2 "$status"
expect_eq "malformed: FILE:LINE: what is wrong" "condottiere: $tmp/bad.scenario:2: enemy: unknown card 'dragon'" "$err"
printf '# a comment\nhand: 10 6 # mine\n\nreserve: heroine; colour: red\n' >"$tmp/bad2.scenario"
run "$C" --db "$tmp/e.db" solo --scenario "$tmp/bad2.scenario"
expect_eq "an unknown key after comments: exit 2" 2 "$status"
expect_match "an unknown key: its line" "^condottiere: $tmp/bad2.scenario:4: unknown scenario key 'colour'" "$err"
printf 'hand: 10\nenemy: 6\n' >"$tmp/bad3.scenario"
run "$C" --db "$tmp/e.db" solo --scenario "$tmp/bad3.scenario"
expect_eq "a position check: exit 2" 2 "$status"
expect_match "a position check: the file named" "^condottiere: $tmp/bad3.scenario: the enemy needs at least 5 cards" "$err"
run "$C" --db "$tmp/e.db" solo --scenario "$tmp/none.scenario"
expect_eq "missing file: exit 2" 2 "$status"
expect_match "missing file: the reason" "^condottiere: solo: --scenario: cannot read '$tmp/none.scenario': No such file or directory" "$err"
expect_eq "after the errors: no database written" "no" "$([ -e "$tmp/e.db" ] && echo yes || echo no)"
run "$C" --db "$tmp/a.db" solo --scenario "$tmp/bad.scenario"
expect_eq "nothing added to a database" "2" "$(q "$tmp/a.db" 'SELECT COUNT(*) FROM games;')"

for db in "$tmp"/*.db; do
    expect_eq "integrity_check $(basename "$db")" "ok" "$(q "$db" 'PRAGMA integrity_check;')"
done
finish
