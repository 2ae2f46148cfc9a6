#!/bin/sh
# bad-inputs-i18n.sh — what a player may get wrong is said in the player's
# language: each line of tests/bad-inputs.list (a subcommand's bad options
# and values, bad --rules of every module and option, bad variant, scenario
# and record files, database faults, mistakes typed at the prompt) is run
# in English, where it must print an English sentence (so that the line
# tests something), then under each of the five languages, where it must
# print none.
#
# An English sentence: a line with two or more of the common English words
# of `english_words` below, once what the player typed ('quoted'), paths
# and names (words with - . = / _ + or digits) are set aside: no such word
# is a word of the five languages.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
D=${TESTS_SRCDIR:-$(dirname "$0")}
private_home
unset LC_ALL LC_MESSAGES LANGUAGE
NO_COLOR=1; export NO_COLOR
make_locales || true
if [ -z "$LOCALES" ]; then
    echo "SKIP no locale of the five languages can be made"
    exit 77
fi

english_words="the is are was were be been of with must cannot not no nor neither and or
from this that there which needs than only takes unknown valid number already will should
does into when where what you your have has its at for an by can any every too
many much long missing allowed empty line read named give inside seat incomplete card key
such directory blanks shipped item enabled folder database game games player players
option"

# The English sentences of a text on stdin, one a line.
english() {
    awk -v words="$english_words" '
        BEGIN { n = split(words, w, /[ \n]+/); for (i = 1; i <= n; i++) if (w[i] != "") en[w[i]] = 1 }
        {
            line = $0
            gsub(/\047[^\047]*\047/, " ", line)   # what the player typed
            gsub(/"[^"]*"/, " ", line)
            k = split(line, tok, /[ \t]+/)
            delete seen; count = 0
            for (i = 1; i <= k; i++) {
                t = tolower(tok[i])
                gsub(/^[(\[,;:.!?]+|[),;:.!?\]]+$/, "", t)
                if (t ~ /[-.=\/_+0-9]/ || t == "") continue
                if ((t in en) && !(t in seen)) { seen[t] = 1; count++ }
            }
            if (count >= 2) print $0
        }'
}

# run_entry LINE: the line's command (what precedes " | "), fed the lines
# after each " | " on its standard input; leaves stdout and stderr in
# $tmp/all. The words @S (the test scenarios' folder), @T (a folder of this
# run) and @V (the test variants' folder) are replaced.
run_entry() {
    args=${1%% | *}
    input=""
    case $1 in *" | "*) input=$(printf '%s' "${1#* | }" | sed 's/ | /\n/g') ;; esac
    rm -rf "$tmp/run"; mkdir -p "$tmp/run"
    args=$(printf '%s' "$args" | sed -e "s|@S|$D/scenarios|g" -e "s|@T|$tmp/run|g" \
        -e "s|@F|$D/bad-inputs|g")
    eval "set -- $args"
    if [ -n "$input" ]; then
        printf '%s\n' "$input" | "$C" "$@" >"$tmp/all" 2>&1
    else
        "$C" "$@" </dev/null >"$tmp/all" 2>&1
    fi
}

sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$D/bad-inputs.list" >"$tmp/list"
total=$(wc -l <"$tmp/list")
expect_match "the list holds at least 80 bad inputs" "^([89][0-9]|[1-9][0-9][0-9]+)$" "$total"

silent=""
while IFS= read -r entry; do
    LANG=C.UTF-8 run_entry "$entry"
    [ -n "$(english <"$tmp/all")" ] || silent="$silent
$entry"
done <"$tmp/list"
expect_eq "C: every bad input says something in English" "" "$silent"

for loc in $LOCALES; do
    left=""
    while IFS= read -r entry; do
        LANG=$loc run_entry "$entry"
        said=$(english <"$tmp/all")
        [ -z "$said" ] || left="$left
$entry
    $said"
    done <"$tmp/list"
    expect_eq "$loc: no English sentence" "" "$left"
done
finish
