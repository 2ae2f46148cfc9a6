#!/bin/sh
# prompt-terminal.sh — what the prompt does on a terminal only, driven
# through a pseudo-terminal (tests/pty_run): Ctrl-C clears the line and
# shows a fresh prompt and cuts a search bot's thinking short, Ctrl-D
# leaves as quit does, the history file keeps
# the session's lines however it ends, abandon and a Scarecrow that would do
# nothing ask first. A control key is sent only once the prompt shows: typed
# while the program is still printing, the terminal is in cooked mode and
# takes the key itself (a Ctrl-D there reaches readline as a NUL byte).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
PTY=${PTY_RUN:-./tests/pty_run}
[ -x "$PTY" ] || { echo "no pty_run: skipped"; exit 77; }
export TERM=dumb XDG_STATE_HOME="$tmp/state"
unset COLUMNS

# pty NAME ARGS... < script: runs the program on a terminal
pty() {
    name=$1; shift
    "$PTY" "$C" --db "$tmp/t.db" "$@" >"$tmp/out" 2>&1
    status=$?
    expect_eq "$name" 0 "$status"
    [ "$status" -eq 0 ] || cat "$tmp/out"
}

pty "Ctrl-C clears the line; abandon asks first; Ctrl-D leaves" solo --seed 42 <<'S'
expect solo> 
send hel\x03
expect solo> 
send status\r
expect Score
send a\r
expect Type abandon in full
send abandon\r
expect Really abandon? It cannot be undone. [y/N]
send n\r
expect Nothing done.
send status\r
expect Score
send abandon\r
expect [y/N]
send y\r
expect Game abandoned.
expect > 
send \x04
eof
status 0
S
hist=$(cat "$tmp/state/condottiere/history" 2>/dev/null)
expect_eq "the history keeps the session's lines, not the line cleared by Ctrl-C" \
    "status
a
abandon
status
abandon" "$hist"

rm -f "$tmp/t.db"
pty "Ctrl-D on an empty line saves the game as quit does" solo --seed 42 <<'S'
expect solo> 
send 6\r
expect You play 6.
expect solo> 
send \x04
expect The game is saved
eof
status 0
S

rm -f "$tmp/t.db" "$tmp/state/condottiere/history"
pty "the history file is kept when the terminal goes away" solo --seed 42 <<'S'
expect solo> 
send hand\r
expect Specials
expect solo> 
send hint\x03
expect solo> 
hangup
S
expect_eq "history after SIGHUP" "hand" "$(cat "$tmp/state/condottiere/history" 2>/dev/null)"

# seed 5: the human's turn in battle 1 with a Scarecrow in hand and nothing
# in his line.
rm -f "$tmp/t.db"
pty "a Scarecrow with nothing to take back asks first" play --players 4 --seed 5 <<'S'
expect table> 
send play scarecrow\r
expect the Scarecrow would do nothing.
expect Play it anyway? [y/N]
send \r
expect Nothing done (play scarecrow none plays it at once).
send play scarecrow none\r
expect You play Scarecrow
expect The Scarecrow takes nothing back.
send quit\r
expect The game is saved
eof
status 0
S

# seed 2, six seats: Sforza opens, five search bots think before the
# human's first turn (with a budget large enough that thinking shows on any
# machine). Ctrl-C while they think cuts their searches short (only a
# search stopped by the check prints the line) and the prompt comes.
rm -f "$tmp/t.db"
pty "Ctrl-C while the search bots think: they play at once, the prompt comes" \
    play --players 6 --seed 2 --bots search:1000000 <<'S'
expect thinking
send \x03
expect Interrupted: the bots play at once what they found so far.
expect table> 
send quit\r
expect No move was made: the game is not kept.
eof
status 0
S

# Colour on a terminal (TERM other than dumb): the map's owners, the
# winner; NO_COLOR turns it off (https://no-color.org).
rm -f "$tmp/t.db"
TERM=xterm pty "a terminal: the screens in colour" play --players 3 --seed 1 <<'S'
expect table> 
send region Firenze\r
expect table> 
send pass\r
expect \x1b[1m\x1b[31mSforza\x1b[0m conquers Firenze!
expect table> 
send map\r
expect \x1b[31mFirenze[2]\x1b[0m
send quit\r
eof
status 0
S
rm -f "$tmp/t.db"
NO_COLOR=1 TERM=xterm pty "NO_COLOR: no colour on a terminal" play --players 3 --seed 1 <<'S'
expect table> 
send region Firenze\r
expect table> 
send pass\r
expect Sforza conquers Firenze!
expect table> 
send map\r
expect Firenze[2]
send quit\r
eof
absent \x1b[31m
absent \x1b[32m
absent \x1b[1m
status 0
S

# On a UTF-8 terminal the map's borders are box-drawing lines.
rm -f "$tmp/t.db"
LC_ALL=C.UTF-8 TERM=xterm NO_COLOR=1 pty "a UTF-8 terminal: the map in box drawing" \
    play --players 3 --seed 1 <<'S'
expect table> 
send map\r
expect Torino[ ] \xe2\x94\x80\xe2\x94\x80\xe2\x94\x80
expect \xe2\x94\x82
expect Roma[ ] \xe2\x94\x80
send quit\r
eof
status 0
S

# A 40-column terminal: the screens wrap at its width (ioctl), a line
# going on indented.
rm -f "$tmp/t.db"
PTY_RUN_COLUMNS=40 pty "a 40-column terminal: the screens wrap" play --players 4 --seed 5 <<'S'
expect Regions:  you 0  Sforza 0  Colleoni 0\r\n  Gattamelata 0 (token)\r\n
expect table> 
send quit\r
eof
status 0
S

# Start-up: bare condottiere offers the game in progress on a terminal
# (Enter resumes it, n starts a new one); through a pipe it starts a new one.
rm -f "$tmp/t.db"
printf '6\nquit\n' | "$C" --db "$tmp/t.db" solo --seed 42 >/dev/null
pty "bare condottiere offers the game in progress; Enter resumes it" <<'S'
expect A solitaire game from
expect is in progress: resume it? [Y/n]
send \r
expect Resumed game 1 (solitaire, seed 42) after 1 action.
send quit\r
eof
status 0
S
pty "n: a new game instead" <<'S'
expect resume it? [Y/n]
send n\r
expect New solitaire game
send quit\r
eof
status 0
S
out=$(printf 'quit\n' | "$C" --db "$tmp/t.db")
expect_match "through a pipe: a new game, no question" "^New solitaire game" "$out"
expect_eq "through a pipe: no question" "" "$(printf '%s\n' "$out" | grep 'resume it')"

# A game with no move of the player is not kept.
rm -f "$tmp/k.db"
out=$(printf 'status\nquit\n' | "$C" --db "$tmp/k.db")
expect_match "no move: not kept" "^No move was made: the game is not kept\\.$" "$out"
out=$("$C" --db "$tmp/k.db" history 2>&1)
expect_eq "no move: history lists no game" "" "$(printf '%s\n' "$out" | grep -i 'solitaire')"
# (bare condottiere deals from a fresh seed: type every mercenary, the
# first one in hand is played, the others are refused or played too;
# the specials answer an enemy Scarecrow that would force the duel first)
out=$(printf '1\n2\n3\n4\n5\n6\n10\nspecial winter\nspecial spring\nspecial bishop\nspecial heroine\nquit\n' | "$C" --db "$tmp/k.db")
expect_match "a move: the game is kept" "The game is saved: continue it with resume" "$out"
expect_match "a move: history lists it" "solitaire" "$("$C" --db "$tmp/k.db" history 2>&1)"

finish
