#!/bin/sh
# cli-conventions.sh — the conventions of the command line: --help on every
# command (exit 0, stdout), --version, unique prefixes, usage errors (exit
# 2, "condottiere: ..." and the usage line on stderr, nothing on stdout),
# runtime errors (exit 1, stderr), getopt_long's spellings (--opt=value,
# --opt value, short options, "--"), the width of help texts (COLUMNS, and a
# real terminal through script(1)), and colour (--color, NO_COLOR, never into
# a pipe by default).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

private_home
LC_ALL=C; TZ=UTC0; export LC_ALL TZ
unset NO_COLOR COLUMNS
db="$tmp/c.db"

# ---- --version and --help ------------------------------------------------

run "$C" --version
expect_match "--version: condottiere X.Y.Z" '^condottiere [0-9]+\.[0-9]+\.[0-9]+$' "$out"
expect_eq "--version: exit 0" 0 "$status"
run "$C" -V
expect_match "-V: the version" '^condottiere [0-9]' "$out"
run "$C" --help
expect_eq "--help: exit 0" 0 "$status"
expect_match "--help: usage line" '^usage: condottiere ' "$out"
expect_eq "--help: nothing on stderr" "" "$err"

commands=$(printf '%s\n' "$out" | sed -n '/^commands:/,/^$/s/^  \([a-z]*\) .*/\1/p')
expect_match "help lists the commands" "^solo play resume replay review export import history stats simulate strength check rules variants help$" "$(echo $commands)"
for cmd in $commands; do
    run "$C" --db "$db" "$cmd" --help
    expect_eq "$cmd --help: exit 0" 0 "$status"
    expect_match "$cmd --help: usage on stdout" "^usage: condottiere $cmd" "$out"
    expect_eq "$cmd --help: nothing on stderr" "" "$err"
    run "$C" --db "$db" "$cmd" -h
    expect_match "$cmd -h: the same help" "^usage: condottiere $cmd" "$out"
    run "$C" --db "$db" "$cmd" --frobnicate
    expect_eq "$cmd --frobnicate: exit 2" 2 "$status"
    expect_eq "$cmd --frobnicate: nothing on stdout" "" "$out"
    expect_match "$cmd --frobnicate: condottiere: and the usage line" \
        "^condottiere: .*frobnicate.*
usage: condottiere $cmd" "$err"
done
expect_eq "the database was never created" "no" "$([ -e "$db" ] && echo yes || echo no)"

run "$C" help replay
expect_match "help COMMAND: its help" '^usage: condottiere replay \[--step\] GAME' "$out"
run "$C" help nonsense
expect_eq "help of no command: exit 2" 2 "$status"

# ---- prefixes --------------------------------------------------------------

run "$C" vari
expect_match "a unique prefix runs the command" '^Variants' "$out"
run "$C" re
expect_eq "an ambiguous prefix: exit 2" 2 "$status"
expect_match "an ambiguous prefix: the candidates" "^condottiere: 're' is ambiguous: resume, replay, review$" "$err"
expect_eq "an ambiguous prefix: nothing on stdout" "" "$out"
run "$C" frobnicate
expect_eq "unknown command: exit 2" 2 "$status"
expect_match "unknown command: message and usage" "^condottiere: unknown command 'frobnicate'
usage: condottiere " "$err"
run "$C" -x
expect_eq "unknown global short option: exit 2" 2 "$status"
run "$C" --color=sometimes variants
expect_eq "bad --color: exit 2" 2 "$status"
expect_match "bad --color: message" "--color takes auto, always or never, not 'sometimes'" "$err"
run "$C" --db
expect_eq "--db without a value: exit 2" 2 "$status"

# ---- getopt_long spellings ---------------------------------------------------

run "$C" strength --edition=first 'A: 1 10'
expect_eq "--opt=value" "A 11
winner A" "$out"
run "$C" strength --edition first 'A: 1 10'
expect_eq "--opt value" "A 11
winner A" "$out"
run "$C" strength --edit first 'A: 1 10'
expect_eq "a unique prefix of a long option" "A 11
winner A" "$out"
run "$C" strength -e 'A: 5'
expect_match "a short option (-e: --explain)" "^A 5" "$out"
run "$C" strength 'A: 5' --edition first
expect_match "options after the operands" "^A 5" "$out"
run "$C" strength --edition
expect_eq "a missing value: exit 2" 2 "$status"
expect_match "a missing value: says which" "^condottiere: strength: --edition needs a value \\(EDITION\\)" "$err"
run "$C" history --limit
expect_match "history: a missing value" "^condottiere: history: --limit needs a value" "$err"
run "$C" --db "$db" history --limit 3 --db "$tmp/other.db"
expect_match "global options after the command: the last --db is read" \
    "^condottiere: no database at $tmp/other.db" "$err"
expect_eq "global options after the command: not a usage error" 1 "$status"

# ---- runtime errors: exit 1 on stderr -----------------------------------------

printf '10\nquit\n' | "$C" --db "$db" solo --seed 1 >/dev/null 2>&1 # one game, in progress
for cmd in "replay 999" "resume 999"; do
    run "$C" --db "$db" $cmd </dev/null
    expect_eq "$cmd: exit 1" 1 "$status"
    expect_eq "$cmd: the message on stderr" "condottiere: $db: there is no game 999" "$err"
    expect_eq "$cmd: nothing on stdout" "" "$out"
done
printf '10\nquit\n' | "$C" --db "$db" --profile other solo --seed 1 >/dev/null 2>&1
run "$C" --db "$db" --profile other resume 1 </dev/null
expect_eq "resume another profile's game: exit 1" 1 "$status"
expect_eq "resume another profile's game: on stderr" "condottiere: Game 1 belongs to another profile." "$err"
expect_eq "resume another profile's game: nothing on stdout" "" "$out"
sqlite3 "$db" "UPDATE games SET status = 'abandoned' WHERE id = 2"
run "$C" --db "$db" --profile other resume 2 </dev/null
expect_eq "resume an abandoned game: exit 1" 1 "$status"
expect_match "resume an abandoned game: on stderr" "^condottiere: Game 2 is abandoned: nothing to resume" "$err"
expect_eq "resume an abandoned game: nothing on stdout" "" "$out"
run "$C" --db "$db" --profile other resume </dev/null
expect_eq "resume with nothing to resume: exit 1" 1 "$status"
expect_match "resume with nothing to resume: on stderr" "^condottiere: No game to resume" "$err"
expect_eq "resume with nothing to resume: nothing on stdout" "" "$out"
run "$C" --db "$db" replay abc
expect_eq "replay abc: exit 2" 2 "$status"
expect_match "replay abc: a usage error" "^condottiere: replay: 'abc' is not a game number" "$err"

# ---- width -----------------------------------------------------------------------

longest() { printf '%s\n' "$1" | awk '{ if (length($0) > n) n = length($0) } END { print n + 0 }'; }
for cmd in "" "play" "simulate" "history"; do
    run env COLUMNS=40 "$C" $cmd --help
    expect_eq "COLUMNS=40 $cmd --help: no line over 40" "yes" \
        "$([ "$(longest "$out")" -le 40 ] && echo yes || echo "no: $(longest "$out")")"
done
run env COLUMNS=40 "$C" simulate --help
# no word cut: every word of the summary is whole
expect_match "wrapping keeps words whole" "side by side on the same" "$(echo $out)"
run "$C" simulate --help
expect_eq "not a terminal, no COLUMNS: 80" "yes" \
    "$([ "$(longest "$out")" -le 80 ] && [ "$(longest "$out")" -gt 60 ] && echo yes || echo "no: $(longest "$out")")"

# the prompt's help: its table wraps (summaries below their commands when
# narrow), the card names too; 80 columns into a pipe
printf 'help\nhelp play\nquit\n' >"$tmp/help.in"
helppart() { printf '%s\n' "$1" | sed -n '/^solo> help$/,/^solo> quit$/p'; }
for w in 40 60; do
    run env COLUMNS=$w "$C" --db "$tmp/help.db" solo --seed 1 <"$tmp/help.in"
    out=$(helppart "$out")
    expect_eq "COLUMNS=$w the prompt's help: no line over $w" "yes" \
        "$([ "$(longest "$out")" -le $w ] && echo yes || echo "no: $(longest "$out")")"
    expect_match "COLUMNS=$w the prompt's help: every command" "^  quit" "$out"
    rm -f "$tmp/help.db"
done
run env COLUMNS=40 "$C" --db "$tmp/help.db" solo --seed 1 <"$tmp/help.in"
expect_match "COLUMNS=40: a summary below its command" "^  hand
      your hand and your specials$" "$(printf '%s\n' "$out" | grep -A1 '^  hand$')"
rm -f "$tmp/help.db"
run "$C" --db "$tmp/help.db" solo --seed 1 <"$tmp/help.in"
out=$(helppart "$out")
expect_match "a pipe: the summaries in their column at 80" \
    "^  hand                   your hand and your specials$" "$out"
expect_eq "a pipe: no line over 80" "yes" \
    "$([ "$(longest "$out")" -le 80 ] && echo yes || echo "no: $(longest "$out")")"
rm -f "$tmp/help.db"

# every game screen at 40 columns: no line over 40 but for a single word
# longer than the room (a rule option's full name)
over40() { printf '%s\n' "$1" | awk 'length($0) > 40 { sub(/^ +/, ""); if (index($0, " ")) n++ } END { print n + 0 }'; }
run env COLUMNS=40 "$C" --db "$tmp/w.db" play --players 4 --seed 5 <<'IN'
status
lines
hand
seen
map
rules
help drummer
rules cards
play 6
quit
IN
expect_eq "COLUMNS=40 the standard game's screens: nothing over 40" 0 "$(over40 "$out")"
expect_match "COLUMNS=40: a long line goes on, indented" "^Regions:  you 0  Sforza 0  Colleoni 0
  Gattamelata 0 \(token\)$" "$(printf '%s\n' "$out" | grep -A1 '^Regions:' | head -2)"
rm -f "$tmp/w.db"
run env COLUMNS=40 "$C" --db "$tmp/w.db" solo --seed 5 <<'IN'
status
hand
seen
rules
6
5
quit
IN
expect_eq "COLUMNS=40 the solitaire's screens: nothing over 40" 0 "$(over40 "$out")"
rm -f "$tmp/w.db"
run env COLUMNS=40 "$C" --db "$tmp/w.db" play --players 4 --seed 5 --events <<'IN'
quit
IN
expect_match "COLUMNS=40 --events: key=value lines are never broken" \
    "^event=token seat=3 from=none reason=first$" "$out"
rm -f "$tmp/w.db"
run "$C" --db "$tmp/w.db" solo --seed 5 <<'IN'
status
quit
IN
expect_match "into a pipe the screens keep their lines" "^Score   you 0 \| A 0 \| B 0   streak: none   \(5 victories end the game; 3 in a row for an army\)$" "$out"
rm -f "$tmp/w.db"

if command -v script >/dev/null 2>&1 && script -qec true /dev/null </dev/null >/dev/null 2>&1; then
    out=$(script -qec "stty cols 40 rows 24; printf 'help\\nquit\\n' | \"$C\" --db \"$tmp/help.db\" solo --seed 1" /dev/null </dev/null | tr -d '\r')
    out=$(helppart "$out")
    expect_eq "a 40-column terminal (ioctl): the prompt's help fits" "yes" \
        "$([ "$(longest "$out")" -le 40 ] && [ "$(longest "$out")" -gt 30 ] && echo yes || echo "no: $(longest "$out")")"
    rm -f "$tmp/help.db"
    out=$(script -qec "stty cols 40 rows 24; \"$C\" --help" /dev/null </dev/null | tr -d '\r')
    expect_eq "a 40-column terminal (ioctl): no line over 40" "yes" \
        "$([ "$(longest "$out")" -le 40 ] && [ "$(longest "$out")" -gt 30 ] && echo yes || echo "no: $(longest "$out")")"
    out=$(script -qec "stty cols 100 rows 24; \"$C\" --help" /dev/null </dev/null | tr -d '\r')
    expect_eq "a 100-column terminal: wider lines" "yes" \
        "$([ "$(longest "$out")" -gt 80 ] && echo yes || echo "no: $(longest "$out")")"
else
    echo "(no script(1): the real-terminal checks are skipped)"
fi

# ---- colour ----------------------------------------------------------------------

esc=$(printf '\033')
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}
if "$FIXTURE" "$tmp/rec.db"; then
    run "$C" --db "$tmp/rec.db" --profile anna stats
    expect_eq "a pipe: no colour by default" "no" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
    run "$C" --db "$tmp/rec.db" --profile anna --color=always stats
    expect_eq "--color=always: colour into a pipe" "yes" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
    run "$C" --db "$tmp/rec.db" --profile anna stats --color
    expect_eq "--color alone (after the command): always" "yes" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
    run env NO_COLOR=1 "$C" --db "$tmp/rec.db" --profile anna --color=never stats
    expect_eq "--color=never: none" "no" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
    if command -v script >/dev/null 2>&1 && script -qec true /dev/null </dev/null >/dev/null 2>&1; then
        out=$(script -qec "\"$C\" --db \"$tmp/rec.db\" --profile anna stats" /dev/null </dev/null)
        expect_eq "a terminal: colour" "yes" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
        out=$(NO_COLOR=1 script -qec "\"$C\" --db \"$tmp/rec.db\" --profile anna stats" /dev/null </dev/null)
        expect_eq "a terminal with NO_COLOR: none" "no" "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
    fi
    # width of stats: readable at 40 columns, the full table into a pipe
    run env COLUMNS=40 "$C" --db "$tmp/rec.db" --profile anna stats
    expect_eq "COLUMNS=40 stats: no line over 40" "yes" \
        "$([ "$(longest "$out")" -le 40 ] && echo yes || echo "no: $(longest "$out")")"
    expect_match "COLUMNS=40 stats: the interval below its figures" "^ +20\.7% to 100\.0%$" "$out"
    expect_match "COLUMNS=40 stats: the strip whole" "^  W L W W D L L" "$out"
    run "$C" --db "$tmp/rec.db" --profile anna stats
    expect_match "stats into a pipe: one row per key, as wide as it needs" \
        "^  standard +4 +2 +2 +0 +50\.0% +15\.0% to  85\.0%$" "$out"
fi

# colour on the game screens: the map's owners, the winners, the
# player's own line (seed 1, three seats: Sforza conquers Firenze when all
# pass; then the battle for Siena, where the player's line is shown)
printf 'region Firenze\npass\nmap\nlines\nquit\n' >"$tmp/screens.in"
run "$C" --db "$tmp/screens.db" --color=always play --players 3 --seed 1 <"$tmp/screens.in"
expect_match "--color=always: the winner in his colour" \
    "$(printf '\033\\[1m\033\\[31mSforza\033\\[0m conquers Firenze!')" "$out"
expect_match "--color=always: the map's region in its owner's colour" \
    "$(printf '\033\\[31mFirenze\\[2\\]\033\\[0m')" "$out"
expect_match "--color=always: the legend in the seats' colours" \
    "$(printf '\033\\[32m\\[1\\] you\033\\[0m  \033\\[31m\\[2\\] Sforza')" "$out"
expect_match "--color=always: the player's own line bold" \
    "$(printf '^\033\\[1m  \033\\[32myou')" "$out"
rm -f "$tmp/screens.db"
run "$C" --db "$tmp/screens.db" play --players 3 --seed 1 <"$tmp/screens.in"
expect_eq "game screens into a pipe: no colour by default" "no" \
    "$(case $out in *"$esc"*) echo yes;; *) echo no;; esac)"
expect_match "the same screens without colour" "^  you            0   -" "$out"

finish
