#!/bin/sh
# po-current.sh — the catalogues keep up with the sources: the texts marked
# in the files of po/POTFILES.in are extracted afresh (with po/Makevars'
# keywords) and every catalogue of po/LINGUAS must translate each of them,
# none fuzzy, none missing, none left over (msgfmt --check --statistics and
# msgcmp); a source file with marked texts, or with a message of a lower
# layer (msg_fail...), must be listed in POTFILES.in.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
top=${TESTS_SRCDIR:-$(dirname "$0")}/..

for tool in xgettext msgfmt msgcmp; do
    if ! command -v $tool >/dev/null 2>&1; then
        echo "SKIP $tool (GNU gettext) is not installed"
        exit 77
    fi
done

# XGETTEXT_OPTIONS from po/Makevars (continuation lines joined)
opts=$(sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$top/po/Makevars" |
       sed -n 's/^XGETTEXT_OPTIONS *= *//p')
files=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$top/po/POTFILES.in")
expect_match "po/POTFILES.in lists source files" "^src/" "$files"

# shellcheck disable=SC2086
(cd "$top" && xgettext --default-domain=condottiere --language=C --no-location \
    $opts --output="$tmp/fresh.pot" $files) 2>"$tmp/err"
expect_eq "xgettext reads every listed file" "" "$(cat "$tmp/err")"
total=$(grep -c '^msgid ' "$tmp/fresh.pot")
total=$((total - 1)) # the header
expect_match "texts are marked" "^[1-9]" "$total"

# every file that marks a text is listed: a call of one of po/Makevars'
# keywords (_, N_, ngettext, MSG_T with the text first; msg_fail,
# store_fail... with a format after other arguments; not their definitions)
keywords=$(printf '%s\n' $opts | sed -n 's/^--keyword=\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' |
           sort -u | tr '\n' '|' | sed 's/|$//')
marked=$(cd "$top" && grep -rE "(^|[^A-Za-z0-9_])($keywords)\\((\"|[^()\"])" src |
         grep -v -E -e '^[^:]*:[[:space:]]*#[[:space:]]*define' \
             -e '^[^:]*:(static |extern )?(int|void|bool|size_t|char|const char) \**[A-Za-z_]+\(' |
         cut -d: -f1 | sort -u |
         grep -v '^src/i18n\.h$' | grep -v '^src/engine/message\.h$')
for f in $marked; do
    expect_match "$f is in po/POTFILES.in" "^$f\$" "$files"
done

for lang in $(sed 's/#.*//' "$top/po/LINGUAS"); do
    po="$top/po/$lang.po"
    stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$po" 2>&1)
    expect_eq "$lang.po: msgfmt --check --statistics" "$total translated messages." "$stats"
    msgcmp "$po" "$tmp/fresh.pot" >"$tmp/cmp" 2>&1
    expect_eq "$lang.po: translates every text of the sources (msgcmp)" "" "$(head -n 20 "$tmp/cmp")"
    msgcmp --use-untranslated "$tmp/fresh.pot" "$po" >"$tmp/cmp" 2>&1
    expect_eq "$lang.po: no text the sources no longer have" "" "$(head -n 20 "$tmp/cmp")"
done
finish
