#!/bin/sh
# i18n-messages.sh — the messages of the engine, the rules, the solitaire
# and the store, said in the five languages: a game number that does not
# exist (replay, resume), bad --rules for play and solo (an unknown module,
# a bad value, two modules refused together, a reading's bad value), the
# advice against two modules, a malformed variant file (its line number),
# a line too long, a scenario's human seat out of the table, a file that
# is not a database for history, check, stats and resume, a path with no
# database (a missing file or folder, a folder) for reading and playing. No
# line of what they print holds an English sentence under each locale (the
# names and values typed, the paths, and SQLite's own words in brackets
# may stay).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    finish
    exit $?
fi
private_home
unset LC_ALL LC_MESSAGES LANGUAGE COLUMNS

english='(^|[^[:alpha:]])([Tt]he|[Yy]ou|[Yy]our|is|are|and|with|from|have|not|this|which|[Cc]ards?|[Bb]attles?|[Ww]ins?|[Hh]and|[Ee]nemy|[Aa]rmy|[Dd]eck|[Pp]asses|[Pp]lays|[Cc]hooses|cannot|unknown|valid|allowed|there)([^[:alpha:]]|$)'
english_lines() { # FILE: the usage line's placeholders, quoted text, names and paths left out
    grep -vE '^(solo|table|condottiere)> |^ +\[' "$1" |
        sed -e "s/'[^']*'//g" -e 's/`[^`]*`//g' -e 's/„[^”]*”//g' -e 's/«[^»]*»//g' \
            -e 's|/[^ :]*||g' -e 's/(file is not a database)//g' \
            -e 's/[[:alnum:]+-]*[-.=][[:alnum:]][[:alnum:].=+-]*//g' \
            -e 's/\[[^]]*\]//g' | grep -E "$english"
}

db="$tmp/g.db"
printf 'play 6\nquit\n' | "$C" --db "$db" play --players 4 --seed 5 >/dev/null 2>&1
printf 'garbage garbage garbage garbage garbage garbage garbage garbage\n' >"$tmp/bad.db"
printf 'name broken\nedition third\ncard 10 8\ncard dragons 3\n' >"$tmp/bad.var"
printf 'name lonely\nedition solitaire\n' >"$tmp/solo.var"
printf 'players 3\nregion Firenze\nline 0 10 5\nhuman 7\n' >"$tmp/human.scenario"
printf 'name long\nedition third\ncard 10 8\nsummary %04000d\n' 0 >"$tmp/long.var"
bad_inputs() { # LANG: every bad input, what it prints
    for args in "replay 99" "replay abc" "play --rules +dragons" \
        "play --rules hidden-cards.flip=sideways" "play --rules +draw-after-battle,+first-edition-deal" \
        "play --rules round-deal=twice" "play --rules +points-game,points-game.target=0" \
        "play --rules hidden-cards.flip=line-card" "solo --rules dragons=1" "solo --rules streak=never" \
        "play --variant $tmp/bad.var" "solo --variant $tmp/solo.var" \
        "play --variant $tmp/long.var"; do
        # shellcheck disable=SC2086
        LANG=$1 "$C" --db "$db" $args </dev/null 2>&1
    done
    printf 'quit\n' | LANG=$1 "$C" --db "$db" resume 99 2>&1
    LANG=$1 "$C" --db "$db" play --scenario "$tmp/human.scenario" </dev/null 2>&1
    printf 'quit\n' | LANG=$1 "$C" --db "$db" play --seed 3 --rules +points-game,+capture-regions 2>&1 >/dev/null
    for cmd in history check stats resume; do
        printf 'quit\n' | LANG=$1 "$C" --db "$tmp/bad.db" $cmd 2>&1
    done
    # a path with no database, a missing folder, a folder
    LANG=$1 "$C" --db "$tmp/none.db" replay 1 2>&1
    LANG=$1 "$C" --db "$tmp/none/x.db" history 2>&1
    LANG=$1 "$C" --db "$tmp" stats 2>&1
    printf 'play 1\nquit\n' | LANG=$1 "$C" --db "$tmp/none/x.db" solo --seed 3 2>&1 >/dev/null
}

bad_inputs C >"$tmp/c.out"
expect_match "C: the English messages are found English" "." "$(english_lines "$tmp/c.out" | head -n 1)"
expect_match "C: there is no game 99" "there is no game 99" "$(cat "$tmp/c.out")"
expect_match "C: the variant's line" "line 4: unknown card 'dragons'" "$(cat "$tmp/c.out")"
for loc in $LOCALES; do
    case $loc in
    it_*) nogame="non c'è nessuna partita 99" line="riga 4: carta sconosciuta 'dragons'" ;;
    fr_*) nogame="il n'y a pas de partie 99" line="ligne 4 : carte inconnue 'dragons'" ;;
    pl_*) nogame="nie ma partii 99" line="wiersz 4: nieznana karta 'dragons'" ;;
    es_*) nogame="no hay ninguna partida 99" line="línea 4: carta desconocida 'dragons'" ;;
    pt_*) nogame="não há nenhum jogo 99" line="linha 4: carta desconhecida 'dragons'" ;;
    *) continue ;;
    esac
    bad_inputs "$loc" >"$tmp/m.out"
    expect_eq "$loc: the messages hold no English sentence" "" "$(english_lines "$tmp/m.out" | head -n 8)"
    expect_match "$loc: there is no game 99" "$nogame" "$(cat "$tmp/m.out")"
    expect_match "$loc: a variant file's line" "$line" "$(cat "$tmp/m.out")"
done
finish
