#!/bin/sh
# game-records.sh — `export GAME`, `import FILE` and `replay FILE`
# (doc/record-format.md): a solitaire game, a standard game, a game from a
# scenario of each kind and a points campaign's game exported, imported
# into a fresh database, give the same history and the same replay; a
# tampered record (an action, the result) is refused, naming what
# disagrees, exit 1, nothing stored; bad files are named; the fixture of
# records in tests/records/ (written by an earlier version) imports and
# replays, as every record must in every later version.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}
private_home
unset LANGUAGE LC_ALL
export LANG=C
a="$tmp/a.db"
b="$tmp/b.db"
q() { sqlite3 "$1" "$2"; }
points_moves() {
    i=0
    while [ $i -lt 2000 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
}

solo_moves | "$C" --db "$a" solo --seed 42 >/dev/null 2>&1
table_moves | "$C" --db "$a" play --players 3 --seed 5 --bots normal,easy >/dev/null 2>&1
solo_moves | "$C" --db "$a" solo --scenario "$S/scenarios/solo-position.scenario" --seed 8 >/dev/null 2>&1
table_moves | "$C" --db "$a" play --scenario "$S/scenarios/bishop.scenario" --seed 3 >/dev/null 2>&1
points_moves | "$C" --db "$a" play --players 3 --seed 5 --rules +points-game,points-game.target=10 \
    --bots random >/dev/null 2>&1
expect_eq "the games to export: 6, two of them a campaign's" "6|2" \
    "$(q "$a" 'SELECT COUNT(*), COUNT(campaign_id) FROM games')"

# ---- export, then import into a fresh database ----
for g in 1 2 3 4 6; do # 6 brings the campaign's game 5 with it
    run "$C" --db "$a" export $g -o "$tmp/g$g.rec"
    expect_eq "export $g: exit 0, nothing said" "0:" "$status:$out$err"
    run "$C" --db "$b" import "$tmp/g$g.rec"
    expect_eq "import $g: exit 0" "0" "$status"
done
expect_match "import: says what it stored" "^Imported games 5 to 6 from .*g6.rec, a points campaign" "$out"
"$C" --db "$a" export 1 >"$tmp/stdout.rec"
expect_eq "export without -o: the same record on stdout" "$(cat "$tmp/g1.rec")" "$(cat "$tmp/stdout.rec")"
expect_match "the record says its format and the program" "^condottiere-record 1$" "$(cat "$tmp/g1.rec")"
expect_match "the record has the scenario's lines" "^scenario players 3$" "$(cat "$tmp/g4.rec")"
expect_match "a campaign's record says so" "^campaign points 10 finished " "$(cat "$tmp/g6.rec")"

strip_ids() { sed -e 's/"game": [0-9]*, //'; }
expect_eq "history --json: the same games, in the same order" \
    "$("$C" --db "$a" history --json | strip_ids)" "$("$C" --db "$b" history --json | strip_ids)"
expect_eq "the imported games are marked, those played here are not" "6|0" \
    "$(q "$b" 'SELECT COUNT(imported_at), 0 FROM games'; )"
expect_eq "none marked in the database they came from" "0" "$(q "$a" 'SELECT COUNT(imported_at) FROM games')"
expect_eq "the campaign: one, finished, with its two games" "1|1|2" \
    "$(q "$b" 'SELECT COUNT(*), COUNT(finished_at), (SELECT COUNT(*) FROM games WHERE campaign_id IS NOT NULL) FROM campaigns')"
run "$C" --db "$b" history
expect_match "history marks an imported game with +" "^ *1 .*solitaire\\+ " "$out"
expect_match "history explains the +" "^\\+ imported from a game record" "$out"
run "$C" --db "$b" check
expect_eq "the imported games check clean" "0" "$status"
for g in 1 2 3 4 5 6; do
    expect_eq "replay $g: the same in both databases" \
        "$("$C" --db "$a" replay $g | sed 1d)" "$("$C" --db "$b" replay $g | sed 1d)"
done
for g in 1 2 3 4 6; do
    run "$C" --db "$tmp/none.db" replay "$tmp/g$g.rec"
    expect_eq "replay FILE $g: the same as the stored game's replay" \
        "$("$C" --db "$a" replay $g | sed 1d)" "$(printf '%s\n' "$out" | sed 1d)"
done
expect_match "replay FILE: names the file" "^Replay of the game recorded in .*g6.rec \\(standard" "$out"
expect_eq "replay FILE: no database made, no scratch left" "no" \
    "$([ -e "$tmp/none.db" ] && echo yes || echo no)"
run "$C" --db "$b" import "$tmp/g2.rec"
expect_eq "the same game again: refused, exit 1" "1" "$status"
expect_match "the same game again: named" "refused, nothing stored: the game is already stored, as game 2" "$err"

# ---- tampered records ----
n=$(q "$b" 'SELECT COUNT(*) FROM games')
c="$tmp/c.db" # fresh: the games are not there already
sed 's/^action 4 0 play 10$/action 4 0 play 6/' "$tmp/g1.rec" >"$tmp/t1.rec"
run "$C" --db "$c" import "$tmp/t1.rec"
expect_eq "an action changed: exit 1" "1" "$status"
expect_match "an action changed: the action where the replay parts is named" \
    "t1.rec: refused, nothing stored: the replay parts from the record at action 6 'special winter': battle 2 differs" "$err"
sed 's/^result loss$/result win/' "$tmp/g1.rec" >"$tmp/t2.rec"
run "$C" --db "$c" import "$tmp/t2.rec"
expect_eq "the result changed: exit 1" "1" "$status"
expect_match "the result changed: named" "refused, nothing stored: the replay does not reach the recorded end: result: stored win, replayed loss" "$err"
sed 's/^action 2 2 play 10$/action 2 2 play 3/' "$tmp/g2.rec" >"$tmp/t3.rec"
run "$C" --db "$c" import "$tmp/t3.rec"
expect_eq "a bot's action changed: exit 1" "1" "$status"
expect_match "a bot's action changed: the refused action named" "refused, nothing stored: (the replay parts from the record at )?action [0-9]+ '" "$err"
awk '!done && /^action [0-9]+ 0 pass$/ { $4 = "play"; $5 = "1"; done = 1 } { print }' \
    "$tmp/g6.rec" >"$tmp/t4.rec"
run "$C" --db "$c" import "$tmp/t4.rec"
expect_eq "a campaign's earlier game changed: exit 1" "1" "$status"
expect_match "a campaign's earlier game changed: which game" "refused, nothing stored: game 1 of the record: " "$err"
expect_eq "nothing stored by the refused records" "0|0" \
    "$(q "$c" 'SELECT COUNT(*), (SELECT COUNT(*) FROM campaigns) FROM games')"
run "$C" --db "$tmp/none.db" replay "$tmp/t1.rec"
expect_eq "replay of a tampered record: exit 1" "1" "$status"
expect_match "replay of a tampered record: why" "t1.rec: the record does not replay: the replay parts from the record at action 6" "$err"

# ---- bad files ----
run "$C" --db "$b" import "$tmp/missing.rec"
expect_eq "a missing file: exit 1" "1" "$status"
expect_match "a missing file: named" "^condottiere: cannot read .*missing.rec: No such file or directory" "$err"
printf 'hello\n' >"$tmp/hello.txt"
run "$C" --db "$b" import "$tmp/hello.txt"
expect_eq "not a record: exit 1" "1" "$status"
expect_match "not a record: said" "hello.txt:1: not a game record: it does not start with condottiere-record" "$err"
sed 's/^condottiere-record 1$/condottiere-record 2/' "$tmp/g1.rec" >"$tmp/v2.rec"
run "$C" --db "$b" import "$tmp/v2.rec"
expect_eq "a newer format: exit 1" "1" "$status"
expect_match "a newer format: said" "v2.rec:4: a record of format version 2, written by a newer condottiere: this one reads versions 1 to 1" "$err"
sed 's/^seed 42$/seed forty-two/' "$tmp/g1.rec" >"$tmp/bad.rec"
run "$C" --db "$b" import "$tmp/bad.rec"
expect_match "a bad line: named with its number" "bad.rec:1[0-9]: the seed must be a whole number" "$err"
sed '/^end$/d' "$tmp/g1.rec" >"$tmp/cut.rec"
run "$C" --db "$b" import "$tmp/cut.rec"
expect_match "a record cut short: said" "cut.rec:[0-9]+: the last game has no end line" "$err"
run "$C" --db "$tmp/none.db" replay "$tmp/hello.txt"
expect_match "replay of a file that is no record: said" "hello.txt:1: not a game record" "$err"
expect_eq "nothing stored by the bad files" "$n" "$(q "$b" 'SELECT COUNT(*) FROM games')"
run "$C" --db "$a" export
expect_eq "export without a game: exit 2" "2" "$status"
run "$C" --db "$a" export 99
expect_eq "export of no such game: exit 1" "1" "$status"
run "$C" --db "$a" export 1 -o "$tmp/no/such/folder.rec"
expect_eq "export into a missing folder: exit 1" "1" "$status"
expect_match "export into a missing folder: said" "cannot write .*folder.rec" "$err"

# ---- the fixture: records of an earlier version import and replay ----
for f in "$S"/records/*.rec; do
    name=$(basename "$f")
    run "$C" --db "$tmp/fixture.db" import "$f"
    expect_eq "fixture $name: imports" "0" "$status"
    run "$C" --db "$tmp/none.db" replay "$f"
    expect_eq "fixture $name: replays" "0" "$status"
done
run "$C" --db "$tmp/fixture.db" check
expect_eq "fixture: checks clean" "0" "$status"
expect_eq "fixture: every kind of game is there" "solitaire|standard|2|1" \
    "$(q "$tmp/fixture.db" "SELECT MIN(kind), MAX(kind), COUNT(scenario), (SELECT COUNT(*) FROM campaigns) FROM games")"
finish
