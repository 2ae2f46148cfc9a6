#!/bin/sh
# i18n-faults.sh — what the store and the simulation say, in the screen's
# language: database faults (a file that is not a database, a folder, a
# missing folder, a database of a newer program or of another program) and
# the argument errors of simulate (--bots, --shard, --search-threads, a
# solitaire's bots). The store says what failed and the command line adds
# its advice: under fr_FR and pl_PL no line holds an English sentence (the
# paths, the options and the names typed, and SQLite's own words in
# brackets may stay); under C the English is the one of before.
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

english='(^|[^[:alpha:]])([Tt]he|[Yy]ou|[Yy]our|is|are|and|with|from|have|not|this|which|cannot|unknown|valid|must|needs|names|seats?|players?|shard|database|folder|file|written|newer|another|choose|move|away)([^[:alpha:]]|$)'
english_lines() { # FILE: quoted text, options, names and paths left out
    sed -e "s/'[^']*'//g" -e 's/„[^”]*”//g' -e 's/«[^»]*»//g' \
        -e 's|/[^ :]*||g' -e 's/(file is not a database)//g' \
        -e 's/[[:alnum:]+-]*[-.=:][[:alnum:]][[:alnum:].=:+-]*//g' \
        -e 's/\[[^]]*\]//g' "$1" | grep -E "$english"
}

db="$tmp/g.db"
printf 'play 6\nquit\n' | "$C" --db "$db" play --players 4 --seed 5 >/dev/null 2>&1
printf 'garbage garbage garbage garbage garbage garbage garbage garbage\n' >"$tmp/bad.db"
if command -v sqlite3 >/dev/null 2>&1; then
    printf 'play 6\nquit\n' | "$C" --db "$tmp/newer.db" play --players 4 --seed 5 >/dev/null 2>&1
    sqlite3 "$tmp/newer.db" 'PRAGMA user_version = 9999;' >/dev/null 2>&1
    sqlite3 "$tmp/other.db" 'CREATE TABLE t(x); PRAGMA application_id = 42;' >/dev/null 2>&1
fi

faults() { # LANG: every fault, what it prints
    LANG=$1 "$C" --db "$tmp/bad.db" history 2>&1
    LANG=$1 "$C" --db "$tmp" stats 2>&1
    LANG=$1 "$C" --db "$tmp/none/x.db" history 2>&1
    LANG=$1 "$C" --db "$tmp/none.db" replay 1 2>&1
    printf 'play 1\nquit\n' | LANG=$1 "$C" --db "$tmp/none/x.db" solo --seed 3 2>&1 >/dev/null
    if [ -f "$tmp/other.db" ]; then # written by another program, a newer one
        LANG=$1 "$C" --db "$tmp/other.db" history 2>&1
        printf 'quit\n' | LANG=$1 "$C" --db "$tmp/newer.db" resume 2>&1 >/dev/null
    fi
    for args in "--bots nosuch" "--bots random,random" "--bots random,,random" \
        "--players 3 --bots random,random,random,random" "--shard 3" "--shard 9/8" \
        "--bots search:100 --search-threads 0" "--players 2 --bots random,search:100 --search-threads 2,2" \
        "--variant solitaire --bots genius" "--variant solitaire --bots bot,bot"; do
        # shellcheck disable=SC2086
        LANG=$1 "$C" --db "$db" simulate --games 1 $args 2>&1 | head -n 1 # not the usage
    done
}

faults C >"$tmp/c.out"
expect_match "C: the English is found English" "." "$(english_lines "$tmp/c.out" | head -n 1)"
expect_match "C: not a database, and the advice" \
    "the file is not a database \\(file is not a database\\); move it away, or choose another file with --db or CONDOTTIERE_DB" \
    "$(cat "$tmp/c.out")"
expect_match "C: a folder, and the advice" \
    "is a folder, not a database file; choose a file name with --db or CONDOTTIERE_DB" "$(cat "$tmp/c.out")"
expect_match "C: an unknown solitaire bot" "unknown solitaire bot 'genius'" "$(cat "$tmp/c.out")"
expect_match "C: a bad shard" "--shard must be K/N" "$(cat "$tmp/c.out")"
for loc in $LOCALES; do
    case $loc in
    fr_*) bot="bot de solitaire inconnu « genius »" db="le fichier n'est pas une base" ;;
    pl_*) bot="nieznany bot pasjansa „genius”" db="plik nie jest bazą danych" ;;
    *) continue ;;
    esac
    faults "$loc" >"$tmp/m.out"
    expect_eq "$loc: no English sentence" "" "$(english_lines "$tmp/m.out" | head -n 8)"
    expect_match "$loc: an unknown bot" "$bot" "$(cat "$tmp/m.out")"
    expect_match "$loc: not a database" "$db" "$(cat "$tmp/m.out")"
    expect_eq "$loc: as many lines as in English" "$(wc -l <"$tmp/c.out")" "$(wc -l <"$tmp/m.out")"
done
finish
