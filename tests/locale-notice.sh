#!/bin/sh
# locale-notice.sh — a locale asked for but not installed is said once, on
# stderr, with how to install it, instead of a silent fall back to English:
# for a language with a catalogue (it, fr, pl, es, pt) only, never for C,
# POSIX, English or a language without a catalogue, never for an installed
# locale, and once per run however long the game. In a UTF-8 locale the
# screens speak the language all the same (as LANG=C.UTF-8 LANGUAGE=it
# does); in another character set they are in English.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
unset LC_ALL LC_MESSAGES LANGUAGE LOCPATH COLUMNS

lines() { printf '%s' "$1" | grep -c .; }

# a territory no system has: the locale is missing wherever the test runs
run env LANG=it_ZZ.UTF-8 "$C" --help
expect_eq "it_ZZ.UTF-8: exit 0" 0 "$status"
expect_eq "it_ZZ.UTF-8: one line on stderr" 1 "$(lines "$err")"
expect_match "it_ZZ.UTF-8: it names the locale" "^condottiere: .*it_ZZ\\.UTF-8" "$err"
expect_match "it_ZZ.UTF-8: it says how to find the installed ones" "locale -a" "$err"
italian=$(LANG=C.UTF-8 LANGUAGE=it "$C" --help 2>/dev/null)
expect_eq "it_ZZ.UTF-8: the screens as with LANGUAGE=it under C.UTF-8" "$italian" "$out"
if locale -a 2>/dev/null | grep -qix 'c\.utf-\{0,1\}8'; then
    expect_match "it_ZZ.UTF-8: the help in Italian (C.UTF-8 is there)" "^uso: condottiere" "$out"
    expect_match "it_ZZ.UTF-8: the line in Italian too" "non .* installat" "$err"
fi

# a whole game at the prompt: still one line
rm -f "$tmp/s.db"
printf 'help\nstatus\nhand\nplay 10\nstatus\nquit\n' |
    LANG=pl_ZZ.UTF-8 "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/out" 2>"$tmp/err"
expect_eq "pl_ZZ.UTF-8: a game: one line on stderr" 1 "$(lines "$(cat "$tmp/err")")"
expect_match "pl_ZZ.UTF-8: it names the locale" "pl_ZZ\\.UTF-8" "$(cat "$tmp/err")"

# a real locale's name where no locale is installed (LOCPATH: an empty
# folder): the command that installs it, when the machine has its source;
# the screens as with LANGUAGE=it under C.UTF-8 (Italian where glibc still
# finds C.UTF-8, English where it does not)
mkdir -p "$tmp/none"
run env LOCPATH="$tmp/none" LANG=it_IT.UTF-8 "$C" --help
expect_eq "it_IT.UTF-8 missing: one line on stderr" 1 "$(lines "$err")"
expect_match "it_IT.UTF-8 missing: it names the locale" "^condottiere: .*it_IT\\.UTF-8" "$err"
if [ -f /usr/share/i18n/locales/it_IT ]; then
    expect_match "it_IT.UTF-8 missing: the command to install it" \
        "sudo localedef -i it_IT -f UTF-8 it_IT\\.UTF-8" "$err"
fi
expect_eq "it_IT.UTF-8 missing: the screens as with LANGUAGE=it under C.UTF-8" \
    "$(LOCPATH="$tmp/none" LANG=C.UTF-8 LANGUAGE=it "$C" --help 2>/dev/null)" "$out"
# another character set than UTF-8: English, said so
run env LOCPATH="$tmp/none" LANG=fr_FR.ISO-8859-1 "$C" --help
expect_match "fr_FR.ISO-8859-1 missing: said, in English" "^condottiere: the locale fr_FR\\.ISO-8859-1 is not installed, so the screens are in English" "$err"
if [ -f /usr/share/i18n/locales/fr_FR ]; then
    expect_match "fr_FR.ISO-8859-1 missing: its character set in the command" \
        "localedef -i fr_FR -f ISO-8859-1 fr_FR\\.ISO-8859-1$" "$err"
fi
expect_match "fr_FR.ISO-8859-1 missing: the help in English" "^usage: condottiere" "$out"
run env LOCPATH="$tmp/none" LC_ALL=es_ES.UTF-8 LANG=C "$C" --version
expect_match "LC_ALL=es_ES.UTF-8 missing: LC_ALL is the one asked for" " es_ES\\.UTF-8 " "$err"

# nothing said: C, POSIX, English, a language without a catalogue, or
# LC_MESSAGES=C whatever LANG
for loc in C POSIX C.UTF-8 en_US.UTF-8 en_ZZ.UTF-8 xx_YY.UTF-8; do
    run env LANG=$loc "$C" --version
    expect_eq "LANG=$loc: nothing on stderr" "" "$err"
done
run env LANG=it_ZZ.UTF-8 LC_MESSAGES=C "$C" --version
expect_eq "LC_MESSAGES=C, LANG=it_ZZ.UTF-8: nothing on stderr" "" "$err"

# an installed locale: nothing said
make_locales
for loc in $LOCALES; do
    run env LANG=$loc "$C" --help
    expect_eq "$loc installed: nothing on stderr" "" "$err"
done
finish
