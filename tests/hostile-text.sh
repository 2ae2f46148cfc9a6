#!/bin/sh
# hostile-text.sh — text planted by hand in the database (escape sequences
# that would retitle or colour the terminal, C1 controls, invalid UTF-8)
# never reaches the output raw: history, stats (text, JSON, CSV), check,
# replay and simulate --list/--show show it escaped; the JSON stays valid. A profile name that cannot
# be shown as it is is refused (exit 2) before anything is stored.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
db="$tmp/h.db"

solo_moves | "$C" --db "$db" --profile Anna solo --seed 11 >/dev/null 2>&1
# planted: OSC title, CSI colour, a C1 CSI, DEL, invalid UTF-8
sqlite3 "$db" "
  UPDATE seats SET name = char(27) || ']0;owned' || char(7) || x'ff' || 'Anna';
  UPDATE games SET reason = char(27) || '[31mred' || char(155) || '2J' || char(127),
                   winner = x'c0af' || 'w', variant = 'solo' || char(27) || ']0;owned' || char(7);
  UPDATE battles SET enemy_army = char(27) || '[2J' || x'fe';
  UPDATE battle_lines SET army = char(27) || '[2J' || x'fe' WHERE army IS NOT NULL;
  INSERT INTO profiles (name, created_at) VALUES (char(27) || '[5m' || x'ff', '2020-01-01 00:00:00');"

# no control byte but the line feed, and no invalid UTF-8 (iconv checks it)
clean() { # NAME FILE
    if LC_ALL=C tr -d '\n' <"$2" | LC_ALL=C grep -q '[[:cntrl:]]'; then
        expect_eq "$1: no control byte" "none" "$(LC_ALL=C tr -d '\n' <"$2" | od -c | head -n 5)"
    else
        expect_eq "$1: no control byte" "none" "none"
    fi
    if command -v iconv >/dev/null; then
        iconv -f UTF-8 -t UTF-8 <"$2" >/dev/null 2>&1
        expect_eq "$1: valid UTF-8" "0" "$?"
    fi
}
# a stored simulation with planted text too
"$C" --db "$db" simulate --games 20 --players 2 --seed 3 >/dev/null 2>&1
sqlite3 "$db" "
  UPDATE simulations SET variant = 'std' || char(27) || ']0;owned' || char(7),
                         bots = 'heuristic' || char(27) || '[31m,random' || x'ff',
                         program = 'p' || char(155);
  UPDATE simulation_arms SET ruleset = 'standard' || char(27) || '[2J' || x'fe';"
for cmd in "history" "stats" "stats --json" "stats --csv" "check" "replay 1" \
    "simulate --list" "simulate --show 1" "simulate --show 1 --json" "simulate --show 1 --csv"; do
    # shellcheck disable=SC2086
    "$C" --db "$db" --profile Anna $cmd </dev/null >"$tmp/out" 2>"$tmp/err"
    clean "$cmd (stdout)" "$tmp/out"
    clean "$cmd (stderr)" "$tmp/err"
    case $cmd in
    *json*)
        if command -v python3 >/dev/null; then
            python3 -m json.tool <"$tmp/out" >/dev/null 2>&1
            expect_eq "$cmd: valid JSON" "0" "$?"
        fi ;;
    esac
done
"$C" --db "$db" --profile Anna history >"$tmp/out" 2>&1
expect_match "history: the variant shown escaped" 'solo\\e\]0;owned\\x07' "$(cat "$tmp/out")"
"$C" --db "$db" --profile Anna replay 1 >"$tmp/out" 2>&1
expect_match "replay: the variant that cannot be loaded named escaped" 'solo\\e\]0;owned\\x07' "$(cat "$tmp/out")"
"$C" --db "$db" simulate --show 1 >"$tmp/out" 2>&1
expect_match "simulate --show: the ruleset shown escaped" 'standard\\e\[2J' "$(cat "$tmp/out")"
"$C" --db "$db" --profile Anna stats >"$tmp/out" 2>&1
expect_match "stats: the army shown escaped" '\\e\[2J' "$(cat "$tmp/out")"
"$C" --db "$db" --profile Anna stats --json >"$tmp/out" 2>&1
expect_match "stats --json: the army escaped" '\\\\e\[2J' "$(cat "$tmp/out")"

# refused at creation: exit 2, a clear message, nothing stored
before=$(sqlite3 "$db" "SELECT COUNT(*) FROM profiles")
run "$C" --db "$db" --profile "$(printf 'Eve\033[2J')" stats
expect_eq "--profile with an escape: exit 2" "2" "$status"
expect_match "--profile with an escape: says why" "profile name .* is refused: a profile name is printable UTF-8" "$err"
clean "--profile refusal message" "$tmp/err"
CONDOTTIERE_PROFILE=$(printf 'Eve\377') run "$C" --db "$db" history
expect_eq "CONDOTTIERE_PROFILE with invalid UTF-8: exit 2" "2" "$status"
run "$C" --db "$db" --profile "$(printf '%070d' 0)" history
expect_eq "a profile name too long: exit 2" "2" "$status"
expect_eq "nothing stored for the refused names" "$before" "$(sqlite3 "$db" "SELECT COUNT(*) FROM profiles")"
run "$C" --db "$db" --profile "Anna Maria Caf$(printf '\303\251')" history
expect_eq "a name with spaces and accents is accepted" "0" "$status"
finish
