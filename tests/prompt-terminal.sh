#!/bin/sh
# prompt-terminal.sh — what the prompt does on a terminal only, driven
# through a pseudo-terminal (tests/pty_run): Ctrl-C clears the line and
# shows a fresh prompt, Ctrl-D leaves as quit does, the history file keeps
# the session's lines however it ends, abandon and a Scarecrow that would do
# nothing ask first.
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
send hint\x03
expect solo> 
kill 1
eof
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

finish
