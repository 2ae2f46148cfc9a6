#!/bin/sh
# i18n-rules.sh — the rules in the five languages: `rules`, `rules NAME` for
# every module and disputed reading, `rules solitaire`, `rules standard`,
# `first-edition` and `cards`, and `rules` at the prompt of a game with
# modules and of a solitaire, hold no English sentence under each locale
# (the names and values typed as they are, and the rulebooks' section
# titles in quotes, may stay); each module's summary is translated; and at
# 80 and 40 columns no line of them passes the width but a single word.
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

# the words of i18n-games.sh that none of the five languages writes; what is
# typed as it is goes first: quoted text, `commands`, the names with a dash,
# a dot or an equals sign (hidden-cards, points-game.target=20), rules NAME
english='(^|[^[:alpha:]])([Tt]he|[Yy]ou|[Yy]our|is|are|and|with|from|have|not|this|which|[Cc]ards?|[Bb]attles?|[Ww]ins?|[Hh]and|[Ee]nemy|[Aa]rmy|[Dd]eck|[Pp]asses|[Pp]lays|[Cc]hooses)([^[:alpha:]]|$)'
english_lines() { # FILE
    grep -vE '^(solo|table|condottiere)> ' "$1" |
        sed -e "s/'[^']*'//g" -e 's/`[^`]*`//g' -e 's/rules [a-z][a-z-]*//g' \
            -e 's/[[:alnum:]+-]*[-.=][[:alnum:]][[:alnum:].=+-]*//g' | grep -E "$english"
}
# lines wider than $2 that hold a space (a single long word may pass)
over() { # FILE WIDTH
    LC_ALL=C tr -d '\200-\277' <"$1" |
        awk -v w="$2" 'length($0) > w { sub(/^ +/, ""); if (index($0, " ")) n++ } END { print n + 0 }'
}

names=$("$C" rules | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p')
expect_match "rules lists the modules and readings" "hidden-cards" "$names"
all_rules() { # LANG [COLUMNS]: every rules text
    for n in "" $names solitaire standard first-edition cards; do
        # shellcheck disable=SC2086
        env ${2:+COLUMNS=$2} LANG=$1 "$C" rules $n
    done
}
at_prompt() { # LANG [COLUMNS]: rules inside a game with modules (and their advice
    # against each other, on stderr) and a solitaire
    rm -f "$tmp/p.db"
    printf 'rules\nquit\n' | env ${2:+COLUMNS=$2} LANG=$1 "$C" --db "$tmp/p.db" play --seed 3 \
        --rules +hidden-cards,capture-regions,points-game
    printf 'rules\nquit\n' | env ${2:+COLUMNS=$2} LANG=$1 "$C" --db "$tmp/p.db" solo --seed 3
}

# the check finds English where it is
all_rules C >"$tmp/c.out" 2>&1
expect_match "C: the English rules are found English" "." "$(english_lines "$tmp/c.out" | head -n 1)"

for loc in $LOCALES; do
    case $loc in
    it_*) summary='Mercenari, Tamburini, Eroine e Cortigiane si giocano coperti' ;;
    fr_*) summary='Mercenaires, Tambours, Héroïnes et Courtisanes se jouent face cachée' ;;
    pl_*) summary='Najemnicy, Dobosze, Bohaterki i Kurtyzany są zagrywane zakryte' ;;
    es_*) summary='Mercenarios, Tambores, Heroínas y Cortesanas se juegan boca abajo' ;;
    pt_*) summary='Mercenários, Percurcionistas, Heroínas e Cortesãs jogam-se virados para baixo' ;;
    *) continue ;;
    esac
    # wide, each entry on its line (into a pipe the texts wrap at 80)
    all_rules "$loc" 400 >"$tmp/r.out" 2>&1
    expect_eq "$loc: every rules text holds no English sentence" "" "$(english_lines "$tmp/r.out" | head -n 5)"
    expect_match "$loc: rules hidden-cards in the language" "^hidden-cards \\[R-OPT-HIDDEN\\] ?: $summary\$" "$(cat "$tmp/r.out")"
    expect_match "$loc: rules lists it in the language" "^  hidden-cards +R-OPT-HIDDEN +$summary\$" "$(cat "$tmp/r.out")"
    at_prompt "$loc" 400 >"$tmp/p.out" 2>&1
    expect_eq "$loc: rules at the prompt holds no English sentence" "" "$(english_lines "$tmp/p.out" | head -n 5)"
    expect_match "$loc: the game's modules in the language" "$summary" "$(cat "$tmp/p.out")"
    for w in 80 40; do
        all_rules "$loc" $w >"$tmp/w.out" 2>&1
        expect_eq "$loc: COLUMNS=$w every rules text: no line over $w" 0 "$(over "$tmp/w.out" $w)"
        at_prompt "$loc" $w >"$tmp/w.out" 2>/dev/null # the screens; a message on stderr is one line
        expect_eq "$loc: COLUMNS=$w rules at the prompt: no line over $w" 0 "$(over "$tmp/w.out" $w)"
    done
done
finish
