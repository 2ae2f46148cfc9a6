#!/bin/sh
# completion.sh — the bash completion, sourced in bash: the commands after
# `condottiere`, a command's options, and the values of --variant, --rules
# (modules, options, readings and their values; the solitaire's keys),
# --bots, --result, of --html (a file) and of replay's game number (from a database of known
# games written by tests/record_fixture).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
COMP=${COMPLETION:-${TESTS_SRCDIR:-$(dirname "$0")}/../completion/condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}
command -v bash >/dev/null 2>&1 || { echo "no bash: skipped"; exit 77; }
private_home
LC_ALL=C; export LC_ALL
unset COLUMNS
"$FIXTURE" "$tmp/rec.db" || { echo "FAIL the fixture database"; exit 1; }

# complete WORD...: what bash offers for the last word of "condottiere WORD..."
complete_line() {
    bash -c '
        . "$1"; shift
        prog=$1; shift
        COMP_WORDS=("$prog" "$@"); COMP_CWORD=$#
        COMP_LINE="$prog $*"; COMP_POINT=${#COMP_LINE}
        _condottiere
        printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " "
    ' sh "$COMP" "$C" "$@"
}

expect_eq "commands" "check export help history import play replay resume review rules simulate solo stats strength variants " "$(complete_line '')"
expect_eq "commands by prefix" "replay resume review rules " "$(complete_line r)"
expect_eq "an option by prefix" "--limit " "$(complete_line history --l)"
expect_match "history's options (all)" "--json.*--limit.*--result.*--rules.*--variant" "$(complete_line history --)"
expect_match "global options" "--color.*--db.*--help.*--profile.*--version" "$(complete_line --)"
expect_eq "--result values" "abandoned draw in-progress loss win " "$(complete_line history --result '')"
expect_match "--variant values" "first-edition.*solitaire.*standard" "$(complete_line play --variant '')"
expect_match "--rules values" "\\+capture-regions .*\\+hidden-cards" "$(complete_line play --rules '')"
expect_match "--bots values" "heuristic.*random" "$(complete_line play --bots '')"
expect_match "--level values: numbers and names" "^1 2 .*classic .*gentle " "$(complete_line solo --level '')"
expect_eq "--color values" "always auto never " "$(complete_line --color '')"
expect_eq "play --threads by prefix" "--threads " "$(complete_line play --thr)"
expect_eq "--threads takes a number: no words" " " "$(complete_line play --threads '')"
expect_eq "simulate --search-threads by prefix" "--search-threads " "$(complete_line simulate --sea)"
expect_eq "replay: the game numbers" "1 2 3 4 5 6 7 8 9 " \
    "$(complete_line --db "$tmp/rec.db" --profile anna replay '' | tr ' ' '\n' | grep . | sort -n | tr '\n' ' ')"
expect_eq "play --from: the game numbers, then a colon" "1: 2: 3: 4: 5: 6: 7: 8: 9: " \
    "$(complete_line --db "$tmp/rec.db" --profile anna play --from '' | tr ' ' '\n' | grep . | sort -n | tr '\n' ' ')"
expect_eq "export: the game numbers" "1 2 3 4 5 6 7 8 9 " \
    "$(complete_line --db "$tmp/rec.db" --profile anna export '' | tr ' ' '\n' | grep . | sort -n | tr '\n' ' ')"
: >"$tmp/game12.rec"
expect_eq "import: a file" "$tmp/game12.rec " "$(complete_line import "$tmp/game1")"
expect_eq "stats --html: a file" "$tmp/game12.rec " "$(complete_line stats --html "$tmp/game1")"
expect_match "stats: --html and --by among its options" "--by .*--html " "$(complete_line stats --)"
expect_match "solo and play: --daily" "--daily .*--daily " "$(complete_line solo --d) $(complete_line play --dai)"
expect_eq "replay: a record's file too" "$tmp/game12.rec " \
    "$(complete_line --db "$tmp/rec.db" --profile anna replay "$tmp/game1")"
expect_match "rules: module names" "capture-regions.*solitaire" "$(complete_line rules '')"
# --rules MODULE.OPTION=VALUE: modules, options, readings and values all
# come from the program (condottiere rules, rules solitaire). Readline
# replaces only the text after its last '=' (a word break): the values are
# offered from there.
expect_match "--rules: every module, + and -" "\\+bishop-truce .*\\+hidden-cards .*-hidden-cards" "$(complete_line play --rules '')"
expect_eq "--rules: a module's options by prefix" "hidden-cards.flip-timing= hidden-cards.flip= hidden-cards.pass-reveal= " \
    "$(complete_line play --rules hidden)"
expect_eq "--rules: an option's values" "choice never " "$(complete_line play --rules hidden-cards.pass-reveal=)"
expect_eq "--rules: a reading's values" "ten-more up-to-10 " "$(complete_line play --rules round-deal=)"
expect_eq "--rules: a value by prefix" "wins-by " "$(complete_line simulate --rules points-game.bonus-to=w)"
expect_eq "--rules: after a comma" "+hidden-cards,pope-contested= " "$(complete_line play --rules +hidden-cards,pope)"
expect_eq "--rules: a number has no list" " " "$(complete_line play --rules draw-after-battle.start=)"
expect_eq "--rules=VALUE" "+hidden-cards " "$(complete_line play --rules=+hid)"
expect_match "solo --rules: the solitaire's keys" "armies= .*streak= .*victories=" "$(complete_line solo --rules '')"
expect_eq "solo --rules: a key's values" "game own player-breaks " "$(complete_line solo --rules streak=)"
expect_eq "simulate --variant solitaire --rules" "draw up-to " \
    "$(complete_line simulate --variant solitaire --rules refill=)"

finish
