#!/bin/sh
# layers.sh — the sources' layers call one way: every `#include "DIR/..."`
# of a file under src/ names its own folder or one below it, never one
# above. The layers, from the top (each a library of its own, linked in
# this order, so that a call the wrong way fails the build too):
#
#   cli                     the program: its screens, subcommands, prompt
#   record                  the record of games (the journal, its mending)
#   sim                     the simulation driver (bots against bots), its
#                           runs as the store's rows
#   ai, store               the bots and the advisor; the SQLite storage
#   solo, rules             the solitaire; the rule modules, rulesets built
#                           from variants and specs, scenario files
#   engine                  the standard game, pure: it knows no module
#
# `#include "i18n.h"` (src/i18n.h, gettext) is for the layers that speak
# to a person: never the engine, the rules or the solitaire, which speak
# English only. A folder of src/ missing here fails the test: say where
# its layer is.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
src=$(cd "${TESTS_SRCDIR:-$(dirname "$0")}/../src" && pwd)

# allowed LAYER: the folders a file of src/LAYER may include from
allowed() {
    case $1 in
    engine) echo "engine" ;;
    rules) echo "rules engine" ;;
    solo) echo "solo engine" ;;
    ai) echo "ai solo rules engine i18n.h" ;;
    store) echo "store solo rules engine i18n.h" ;;
    sim) echo "sim ai store solo rules engine i18n.h" ;;
    record) echo "record store solo rules engine i18n.h" ;;
    cli) echo "cli record sim ai store solo rules engine i18n.h" ;;
    *) echo "?" ;;
    esac
}

# scan SRC: every quoted include with a folder (or i18n.h) of a file under
# SRC that goes up a layer, one line each
scan() {
    (cd "$1" && find . -name '*.[ch]' | sort | while read -r file; do
        layer=$(echo "$file" | cut -d/ -f2)
        ok=" $(allowed "$layer") "
        sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$file" |
            while read -r inc; do
                case $inc in
                */*) to=${inc%%/*} ;;
                i18n.h) to=i18n.h ;;
                *) continue ;; # a header of the file's own folder
                esac
                case $ok in
                *" $to "*) ;;
                *) echo "src/${file#./} includes $inc (src/$layer may include: $(allowed "$layer"))" ;;
                esac
            done
    done)
}

# every folder of src/ has its layer
for dir in "$src"/*/; do
    layer=$(basename "$dir")
    known=yes
    [ "$(allowed "$layer")" = "?" ] && known=no
    expect_eq "src/$layer has a layer here" yes "$known"
done

# the check catches a backward include, and a header of the same folder is fine
mkdir -p "$tmp/src/engine" "$tmp/src/rules"
printf '#include "engine/game.h"\n#include "rules/rules.h"\n' >"$tmp/src/engine/up.c"
printf '#include "rules/modules.h"\n#include "engine/game.h"\n#include "local.h"\n' >"$tmp/src/rules/down.c"
expect_eq "a backward include is caught" \
    "src/engine/up.c includes rules/rules.h (src/engine may include: engine)" "$(scan "$tmp/src")"

out=$(scan "$src")
[ -z "$out" ] || printf '%s\n' "$out"
expect_eq "no include of src/ goes up a layer" 0 "$(printf '%s' "$out" | grep -c .)"

finish
