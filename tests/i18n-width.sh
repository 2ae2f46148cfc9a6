#!/bin/sh
# i18n-width.sh — the width rules hold for the longer translated texts: in
# each of the five languages the screens of a standard game and of a
# solitaire (status, lines, hand, seen, map, rules, help, a card explained,
# moves and their answers, a refused move), help and the solitaire's rules
# are run at 80 and at 40 columns (COLUMNS set, as on a terminal), and no
# line passes the width but a single word longer than the room; into a pipe
# the texts of several lines (the rules in brief, a command's details) keep
# within 80 as their English does. Lines are measured in letters, not
# bytes.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi
private_home
unset LC_ALL LC_MESSAGES LANGUAGE COLUMNS

# lines wider than W that hold a space (one long word may pass), with the
# lines the player typed left out; a multibyte letter counts one
over() { # FILE WIDTH
    grep -vE '^(solo|table|condottiere)> ' "$1" | LC_ALL=C tr -d '\200-\277' |
        awk -v w="$2" 'length($0) > w { sub(/^ +/, ""); if (index($0, " ")) n++ } END { print n + 0 }'
}
show_over() { # FILE WIDTH: the first such lines, for the failure's message
    grep -vE '^(solo|table|condottiere)> ' "$1" | LC_ALL=C tr -d '\200-\277' |
        awk -v w="$2" 'length($0) > w { l = $0; sub(/^ +/, "", l); if (index(l, " ")) print NR ": " length($0) }' | head -n 3
}

for loc in $LOCALES; do
    for w in 80 40; do
        rm -f "$tmp/w.db"
        COLUMNS=$w LANG=$loc "$C" --db "$tmp/w.db" play --players 4 --seed 5 --rules +hidden-cards \
            >"$tmp/t.out" 2>/dev/null <<'IN'
status
lines
hand
seen
map
rules
help
help drummer
rules cards
play 6
play dragons
region Roma
play 1
pass
status
quit
IN
        expect_eq "$loc: COLUMNS=$w the standard game's screens: no line over $w" "0 " \
            "$(over "$tmp/t.out" $w) $(show_over "$tmp/t.out" $w)"
        rm -f "$tmp/w.db"
        COLUMNS=$w LANG=$loc "$C" --db "$tmp/w.db" solo --seed 5 >"$tmp/s.out" 2>/dev/null <<'IN'
status
hand
seen
rules
help
6
5
special none
next
blind
status
quit
IN
        expect_eq "$loc: COLUMNS=$w the solitaire's screens: no line over $w" "0 " \
            "$(over "$tmp/s.out" $w) $(show_over "$tmp/s.out" $w)"
        COLUMNS=$w LANG=$loc "$C" --db "$tmp/w.db" history >"$tmp/h.out" 2>/dev/null
        COLUMNS=$w LANG=$loc "$C" --db "$tmp/w.db" stats >>"$tmp/h.out" 2>/dev/null
        expect_eq "$loc: COLUMNS=$w history and stats: no line over $w" "0 " \
            "$(over "$tmp/h.out" $w) $(show_over "$tmp/h.out" $w)"
    done
done

# into a pipe nothing is wrapped: the texts written over several lines keep
# their translators' lines within 80
for loc in $LOCALES; do
    rm -f "$tmp/w.db"
    for n in standard first-edition cards; do
        LANG=$loc "$C" rules $n
    done >"$tmp/p.out" 2>&1
    printf 'help play\nhelp seen\nhelp abandon\nhelp courtesan\nquit\n' |
        LANG=$loc "$C" --db "$tmp/w.db" play --players 4 --seed 5 2>/dev/null |
        sed -n '/^table> help play$/,$p' >>"$tmp/p.out" # the screens before: one-line texts
    printf 'help play\nhelp seen\nquit\n' |
        LANG=$loc "$C" --db "$tmp/w.db" solo --seed 5 2>/dev/null | sed -n '/^solo> help play$/,$p' >>"$tmp/p.out"
    expect_match "$loc: into a pipe: the helps are there" "^solo> help seen" "$(cat "$tmp/p.out")"
    expect_eq "$loc: into a pipe the texts of several lines: no line over 80" "0 " \
        "$(over "$tmp/p.out" 80) $(show_over "$tmp/p.out" 80)"
done
finish
