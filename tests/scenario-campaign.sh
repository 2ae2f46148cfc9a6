#!/bin/sh
# scenario-campaign.sh — `play --scenario FILE` with points-game: the
# position is the first game of a campaign, stored with the file's text;
# the next games are dealt from the seed plus their number, stored without
# it. Played to the campaign's end from a script, replayed game by game,
# resumed in the first game and in a later one to the same end as without
# a break; `check` stays clean; `history` marks only the first game; the
# results are the profile's seat's (the human is not in seat 0 here).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR

# the position of play-position.scenario, played for 20 points
P="$tmp/campaign.scenario"
sed 's/^seed 3$/seed 3\nmodule points-game\nset points-game.target 20/' \
    "$S/play-position.scenario" >"$P"
q() { sqlite3 "$1" "$2"; }
ends() { grep -E '^\*\*\* (Game over|The campaign is over)|^Points after' "$1"; }
game_end() { grep -E '^\*\*\* Game over' "$1" | sed -n "${2}p"; }

# --- the whole campaign from a script, the human in seat 1
table_moves | "$C" --db "$tmp/a.db" play --scenario "$P" --seat 1 >"$tmp/whole" 2>&1
expect_eq "whole campaign: exit 0" 0 "$?"
expect_match "the position opens a campaign" \
    "^Playing for points: this position is the campaign's first game; the next games are dealt until someone has 20 points" \
    "$(cat "$tmp/whole")"
expect_match "the file's position: its hand is yours" "^Your hand: Drummer 6 1" "$(cat "$tmp/whole")"
expect_match "a second game is dealt from seed 4" "^=== Game 2 of the campaign \(seed 4\) ===" \
    "$(cat "$tmp/whole")"
expect_eq "a bot's win is said as his, not yours" "" \
    "$(grep -E '^\*\*\* Game over .*: (Sforza|Colleoni) win\. \*\*\*$' "$tmp/whole")"
want=$(ends "$tmp/whole")
expect_match "the campaign ends" "The campaign is over" "$want"
ngames=$(q "$tmp/a.db" 'SELECT COUNT(*) FROM games;')
[ "$ngames" -ge 2 ] && several=yes || several=no
expect_eq "stored: several games" "yes" "$several"
expect_eq "stored: one campaign, finished, for 20 points" "1|points|20|1" \
    "$(q "$tmp/a.db" 'SELECT COUNT(*), MAX(kind), MAX(target), MAX(finished_at IS NOT NULL) FROM campaigns;')"
expect_eq "stored: every game in the campaign, the profile in seat 1" "$ngames|$ngames" \
    "$(q "$tmp/a.db" 'SELECT SUM(campaign_id = 1), SUM(profile_seat = 1) FROM games;')"
expect_eq "stored: the file's text with the first game only" "1|1" \
    "$(q "$tmp/a.db" 'SELECT SUM(scenario IS NOT NULL), MIN(CASE WHEN scenario IS NOT NULL THEN id END) FROM games;')"
expect_eq "stored: the file's text, as it is" "$(cat "$P")" \
    "$(q "$tmp/a.db" 'SELECT scenario FROM games WHERE id = 1;')"
expect_eq "stored: the seeds 3, 4, 5, ..." "0" \
    "$(q "$tmp/a.db" 'SELECT COUNT(*) FROM games WHERE seed <> 2 + id;')"
expect_eq "stored: each game's result is seat 1's" "0" \
    "$(q "$tmp/a.db" "SELECT COUNT(*) FROM games WHERE status = 'finished' AND winner_seat IS NOT NULL AND (result = 'win') <> (winner_seat = profile_seat);")"
expect_eq "stored: every game finished" "$ngames" \
    "$(q "$tmp/a.db" "SELECT COUNT(*) FROM games WHERE status = 'finished';")"
run "$C" --db "$tmp/a.db" check
expect_eq "check: clean" "0|$ngames games checked: no problems." "$status|$out"

# --- replay: the first game from the position, the second dealt
run "$C" --db "$tmp/a.db" replay 1
expect_eq "replay 1: exit 0" 0 "$status"
expect_match "replay 1: it starts from the scenario" "^The game starts from a scenario:" "$out"
printf '%s\n' "$out" >"$tmp/replay1"
expect_eq "replay 1: the first game's end" "$(game_end "$tmp/whole" 1)" "$(game_end "$tmp/replay1" 1)"
run "$C" --db "$tmp/a.db" replay 2
expect_eq "replay 2: exit 0" 0 "$status"
printf '%s\n' "$out" >"$tmp/replay2"
expect_eq "replay 2: the second game's end" "$(game_end "$tmp/whole" 2)" "$(game_end "$tmp/replay2" 1)"

# --- history marks the first game only
run "$C" --db "$tmp/a.db" history
expect_match "history: the first game marked" "^ +1  [0-9 :-]+  standard\*  standard\+points-game" "$out"
expect_match "history: the second game not marked" "^ +2  [0-9 :-]+  standard  " "$out"

# --- quit in the first game, resume: the same campaign
{ table_moves | head -n 4; echo quit; } | "$C" --db "$tmp/b.db" play --scenario "$P" --seat 1 >"$tmp/b1" 2>&1
expect_match "quit in game 1: saved" "The game is saved: continue it with resume" "$(cat "$tmp/b1")"
expect_eq "quit in game 1: one game stored, in progress" "1|in-progress|1" \
    "$(q "$tmp/b.db" 'SELECT COUNT(*), MAX(status), SUM(scenario IS NOT NULL) FROM games;')"
table_moves | tail -n +5 | "$C" --db "$tmp/b.db" resume >"$tmp/b2" 2>&1
expect_match "resumed in game 1" "^Resumed game 1 \(standard\+points-game, 3 players, seed 3\)" "$(cat "$tmp/b2")"
expect_match "resumed: game 1 of the campaign" "^Game 1 of a campaign for 20 points" "$(cat "$tmp/b2")"
expect_eq "resume in game 1: the same points and end" "$want" "$(ends "$tmp/b2")"
run "$C" --db "$tmp/b.db" check
expect_eq "check after a resume in game 1: clean" "0|$ngames games checked: no problems." "$status|$out"

# --- quit in the second game, resume: the same campaign. The moves read
# before game 2's deal, and 3 more in it
k=$(sed -n '1,/^=== Game 2 of the campaign/p' "$tmp/whole" | grep -c '^table> ')
k=$((k + 3))
{ table_moves | head -n "$k"; echo quit; } | "$C" --db "$tmp/c.db" play --scenario "$P" --seat 1 >"$tmp/c1" 2>&1
expect_eq "quit in game 2: game 1 finished, game 2 in progress" "finished|in-progress" \
    "$(q "$tmp/c.db" "SELECT group_concat(status, '|') FROM (SELECT status FROM games ORDER BY id);")"
table_moves | tail -n +$((k + 1)) | "$C" --db "$tmp/c.db" resume >"$tmp/c2" 2>&1
expect_match "resumed in game 2" "^Resumed game 2 \(standard\+points-game, 3 players, seed 4\)" "$(cat "$tmp/c2")"
expect_match "resumed: game 2 of the campaign" "^Game 2 of a campaign for 20 points" "$(cat "$tmp/c2")"
expect_eq "resume in game 2: the same points and end" \
    "$(printf '%s\n' "$want" | tail -n +3)" "$(ends "$tmp/c2")"
expect_eq "resume in game 2: the same games stored" \
    "$(q "$tmp/a.db" "SELECT group_concat(seed || result, ' ') FROM (SELECT seed, result FROM games ORDER BY id);")" \
    "$(q "$tmp/c.db" "SELECT group_concat(seed || result, ' ') FROM (SELECT seed, result FROM games ORDER BY id);")"
run "$C" --db "$tmp/c.db" check
expect_eq "check after a resume in game 2: clean" "0|$ngames games checked: no problems." "$status|$out"

for db in "$tmp"/*.db; do
    expect_eq "integrity_check $(basename "$db")" "ok" "$(q "$db" 'PRAGMA integrity_check;')"
done
finish
