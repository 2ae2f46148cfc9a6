#!/bin/sh
# i18n-commands.sh — the commands speak the language of the locale: `help`
# and every command's --help are translated in each of the five languages
# and keep within the terminal's width (80, 60 and 40 columns, counted in
# letters), usage errors are translated, and `history` and `check` print
# their human reports in the language (their JSON and CSV are compared
# with LANG=C in locale-invariance.sh).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi
private_home
TZ=UTC0; export TZ
unset NO_COLOR LC_ALL LC_MESSAGES LANGUAGE LANG
"$FIXTURE" "$tmp/fixture.db" >/dev/null 2>&1 || { echo "FAIL cannot write the fixture database"; exit 1; }

commands=$(LC_ALL=C "$C" help | sed -n '/^commands:/,/^$/s/^  \([a-z]*\) .*/\1/p')
expect_match "the commands are listed" "strength" "$commands"

helps() { # every help text at COLUMNS=$1 under LC_ALL=$2, one after the other
    COLUMNS=$1 LC_ALL=$2 "$C" help
    for c in $commands; do COLUMNS=$1 LC_ALL=$2 "$C" "$c" --help; done
}

for w in 80 60 40; do
    helps $w C >"$tmp/C.$w"
done
for loc in $LOCALES; do
    for w in 80 60 40; do
        helps $w "$loc" >"$tmp/help.$w"
        widest=$(LC_ALL=$loc wc -L <"$tmp/help.$w")
        expect_eq "$loc: every help line fits $w columns" yes "$([ "$widest" -le $w ] && echo yes || echo "no: $widest")"
    done
    if cmp -s "$tmp/C.80" "$tmp/help.80"; then
        expect_eq "$loc: the help texts are translated" translated "the same as under C"
    fi
    # every command's summary is translated (none left as in English)
    for c in $commands; do
        summary=$(LC_ALL=C "$C" help | sed -n "s/^  $c  *//p" | head -n 1)
        ours=$(COLUMNS=200 LC_ALL=$loc "$C" help | sed -n "s/^  $c  *//p" | head -n 1)
        if [ "$summary" = "$ours" ]; then
            expect_eq "$loc: the summary of $c is translated" translated "$ours"
        fi
    done
    # every option's explanation is translated: on a wide terminal each
    # option is one line (a long synopsis alone on its line, as it is)
    for c in $commands; do
        COLUMNS=1000 LC_ALL=C "$C" "$c" --help >"$tmp/opts.C"
        COLUMNS=1000 LC_ALL=$loc "$C" "$c" --help >"$tmp/opts.loc"
        same=$(grep -Fx -f "$tmp/opts.C" "$tmp/opts.loc" | grep -v '^$' |
               grep -Ev '^ *(-[A-Za-z], )?--[^ ]+( [^ ]+)?$' | head -n 3)
        expect_eq "$loc: every line of $c --help is translated" "" "$same"
    done
    # the shipped variants' summaries
    # (wide: into a pipe the list wraps at 80)
    LC_ALL=C COLUMNS=400 "$C" variants | grep '^  [a-z]' >"$tmp/variants.C"
    LC_ALL=$loc COLUMNS=400 "$C" variants | grep '^  [a-z]' >"$tmp/variants.loc"
    expect_eq "$loc: variants lists as many" "$(wc -l <"$tmp/variants.C")" "$(wc -l <"$tmp/variants.loc")"
    expect_eq "$loc: every variant's summary is translated" "" \
        "$(grep -Fx -f "$tmp/variants.C" "$tmp/variants.loc" | head -n 3)"
    # usage errors: the message and the usage line, exit status 2
    LC_ALL=$loc "$C" frobnicate >/dev/null 2>"$tmp/err"; st=$?
    expect_eq "$loc: an unknown command exits 2" 2 "$st"
    expect_match "$loc: the unknown command is named" "'frobnicate'|«frobnicate»|„frobnicate”|« frobnicate »" "$(cat "$tmp/err")"
    if LC_ALL=C "$C" frobnicate 2>&1 | cmp -s - "$tmp/err"; then
        expect_eq "$loc: the usage error is translated" translated "$(cat "$tmp/err")"
    fi
    LC_ALL=$loc "$C" history --limit x >/dev/null 2>"$tmp/err"; st=$?
    expect_eq "$loc: a bad --limit exits 2" 2 "$st"
    expect_match "$loc: a bad --limit names the value" "x" "$(cat "$tmp/err")"
    # history's table: its headings and words in the language, the numbers
    # and the stored names as they are
    LC_ALL=C "$C" --db "$tmp/fixture.db" --profile anna history >"$tmp/C.history"
    LC_ALL=$loc "$C" --db "$tmp/fixture.db" --profile anna history >"$tmp/history"
    if cmp -s "$tmp/C.history" "$tmp/history"; then
        expect_eq "$loc: history is translated" translated "the same as under C"
    fi
    expect_eq "$loc: history has as many lines" "$(wc -l <"$tmp/C.history")" "$(wc -l <"$tmp/history")"
    expect_match "$loc: history keeps the variant names" "first-edition" "$(cat "$tmp/history")"
    # check's report (the fixture's games are made up: they do not replay)
    LC_ALL=$loc "$C" --db "$tmp/fixture.db" check >"$tmp/check"; st=$?
    expect_eq "$loc: check of the fixture exits 1, as under C" 1 "$st"
    expect_eq "$loc: check names as many problems" \
        "$(LC_ALL=C "$C" --db "$tmp/fixture.db" check | wc -l)" "$(wc -l <"$tmp/check")"
    if LC_ALL=C "$C" --db "$tmp/fixture.db" check | cmp -s - "$tmp/check"; then
        expect_eq "$loc: check's report is translated" translated "$(cat "$tmp/check")"
    fi
done

# a Polish count takes its three forms
out=$(LC_ALL=pl_PL.UTF-8 "$C" --db "$tmp/fixture.db" --profile anna history --limit 2 2>&1 | tail -n 1)
case " $LOCALES " in *" pl_PL.UTF-8 "*)
    expect_match "pl: 2 takes the few-form" "^\(2 najnowsze;" "$out"
    out=$(LC_ALL=pl_PL.UTF-8 "$C" --db "$tmp/fixture.db" --profile anna history --limit 5 2>&1 | tail -n 1)
    expect_match "pl: 5 takes the many-form" "^\(5 najnowszych;" "$out" ;;
esac
finish
