#!/bin/sh
# man-page.sh — the manual page condottiere.6: groff renders it without a
# warning (-ww), and it has every command of the program's table, every
# option of each command's --help, every global option, and every command
# of the prompt's help (in a solitaire game, in a standard game). A command
# or option added to the program must be added to man/condottiere.6.in.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
MAN=${MAN_PAGE:-man/condottiere.6}
private_home
LC_ALL=C; export LC_ALL
unset COLUMNS

if [ ! -r "$MAN" ]; then
    echo "FAIL no manual page at $MAN"
    exit 1
fi

if command -v groff >/dev/null 2>&1; then
    warnings=$(groff -mandoc -ww -z "$MAN" 2>&1)
    expect_eq "groff -mandoc -ww: no warning" "" "$warnings"
    text=$(groff -mandoc -Tascii "$MAN" 2>/dev/null | col -b 2>/dev/null || groff -mandoc -Tascii -P-cbou "$MAN")
    expect_match "it renders: NAME" "^NAME" "$text"
    expect_match "it renders: EXIT STATUS" "^EXIT STATUS" "$text"
else
    echo "(no groff: the rendering check is skipped)"
fi
expect_match "section 6" '^\.TH CONDOTTIERE 6 ' "$(cat "$MAN")"
expect_match "the version is filled in" '^\.TH .*"condottiere [0-9]+\.[0-9]+\.[0-9]+"' "$(cat "$MAN")"

# the page's words: roff's \- read as -
page=$(sed 's/\\-/-/g' "$MAN")
section() { # the text between .SH "$1" and the next .SH
    printf '%s\n' "$page" | awk -v s=".SH $1" '$0 == s { on = 1; next } /^\.SH / { on = 0 } on'
}

commands=$("$C" help | sed -n '/^commands:/,/^$/s/^  \([a-z]*\) .*/\1/p')
expect_match "the program lists its commands" "solo" "$commands"
cmds_section=$(section COMMANDS)
for cmd in $commands; do
    expect_match "command $cmd has its section" "^\\.SS $cmd( |$)" "$cmds_section"
    # its options: the text from its .SS to the next .SS
    sub=$(printf '%s\n' "$cmds_section" | awk -v c="$cmd" '/^\.SS / { on = ($2 == c) ; next } on')
    for opt in $("$C" "$cmd" --help | sed -n '/^options:/,/^$/p' | grep -o -- '--[a-z][a-z-]*' | sort -u); do
        expect_match "$cmd $opt is in the page" "(^|[^a-z-])$opt([^a-z-]|$)" "$sub"
    done
done
globals=$(section "GLOBAL OPTIONS")
for opt in $("$C" --help | sed -n '/^options:/,/^$/p' | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    expect_match "global $opt is in the page" "(^|[^a-z-])$opt([^a-z-]|$)" "$globals"
done

# the prompt's commands, as its help lists them in each kind of game
prompt=$(section "THE PROMPT")
words=$( (printf 'help\nquit\n' | "$C" --db "$tmp/p.db" solo --seed 1
          printf 'help\nquit\n' | "$C" --db "$tmp/p.db" play --seed 1) 2>/dev/null |
        sed -n 's/^  \([a-z][a-z]*\) .*/\1/p' | sort -u)
expect_match "the prompt lists its commands" "quit" "$words"
for w in $words; do
    expect_match "prompt command $w is in the page" "(^|[^a-z-])$w([^a-z-]|$)" "$prompt"
done

for name in CONDOTTIERE_DB CONDOTTIERE_PROFILE NO_COLOR XDG_DATA_HOME XDG_STATE_HOME; do
    expect_match "ENVIRONMENT names $name" "$name" "$(section ENVIRONMENT)"
done
expect_match "FILES: the history file" "XDG_STATE_HOME/condottiere/history" "$(section FILES)"

finish
