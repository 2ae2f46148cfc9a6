#!/bin/sh
# i18n-games.sh — under each of the five languages a whole solitaire and a
# whole standard game are played at the prompt (through a pipe, the moves of
# moves.sh, some typed with the language's command words, Winter by its
# local name), and no line of the screens holds an English sentence: only
# the typed command names and option values may stay English.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi
private_home
unset LC_ALL LC_MESSAGES LANGUAGE

# Words of English sentences that none of the five languages writes (the
# prompt's echo of what was typed is left out: "solo> special winter", and
# so is an action quoted as typed: "'discard-hand no' ..."). "round" and
# "score" are not among them: the Italian rulebook plays rounds, French
# keeps a score.
english='(^|[^[:alpha:]])([Tt]he|[Yy]ou|[Yy]our|is|are|and|with|from|have|not|this|which|[Cc]ards?|[Bb]attles?|[Ww]ins?|[Hh]and|[Ee]nemy|[Aa]rmy|[Dd]eck|[Pp]asses|[Pp]lays|[Cc]hooses)([^[:alpha:]]|$)'
english_lines() { # FILE
    grep -vE '^(solo|table|condottiere)> ' "$1" | sed "s/'[^']*'//g" | grep -E "$english"
}

solo_local() { # NEXT FIGHT WINTER: the moves of a whole solitaire
    i=0
    while [ $i -lt 120 ]; do
        printf '10\n6\n5\n4\n3\n2\n1\n%s\n%s\nblind\n' "$1" "$2"
        printf 'special %s\nspecial spring\nspecial bishop\nspecial drummer\n' "$3"
        printf 'special heroine\nspecial surrender\nspecial none\n'
        i=$((i + 1))
    done
}
table_local() { # PASS: the moves of a whole standard game
    i=0
    while [ $i -lt 300 ]; do printf '%s\nregion Torino\nregion Milano\nkeep none\ndiscard no\n' "$1"; i=$((i + 1)); done
}

for loc in $LOCALES; do
    case $loc in
    it_*) next=avanti fight=combatti winter=inverno pass=passo over='Partita finita' ;;
    fr_*) next=suivant fight=combats winter=hiver pass=passe over='Partie terminée' ;;
    pl_*) next=dalej fight=walcz winter=zima pass=pas over='Koniec gry' ;;
    es_*) next=siguiente fight=lucha winter=invierno pass=paso over='Fin de la partida' ;;
    pt_*) next=seguinte fight=luta winter=inverno pass=passo over='Fim do jogo' ;;
    *) continue ;;
    esac
    rm -f "$tmp/s.db" "$tmp/t.db"
    { solo_local "$next" "$fight" "$winter"; echo status; echo quit; } |
        LANG=$loc "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/solo.out" 2>&1
    expect_match "$loc: the whole solitaire ends" "^\\*\\*\\* $over" "$(cat "$tmp/solo.out")"
    expect_eq "$loc: the solitaire's screens hold no English sentence" "" "$(english_lines "$tmp/solo.out" | head -n 5)"
    { table_local "$pass"; echo status; echo quit; } |
        LANG=$loc "$C" --db "$tmp/t.db" play --players 4 --seed 5 >"$tmp/table.out" 2>&1
    expect_match "$loc: the whole standard game ends" "^\\*\\*\\* $over" "$(cat "$tmp/table.out")"
    expect_eq "$loc: the standard game's screens hold no English sentence" "" "$(english_lines "$tmp/table.out" | head -n 5)"
done

# the check itself finds English: the same games under C
rm -f "$tmp/s.db"
{ solo_local next fight winter; echo quit; } | LANG=C "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/solo.out" 2>&1
expect_match "C: the English screens are found English" "." "$(english_lines "$tmp/solo.out" | head -n 1)"
finish
