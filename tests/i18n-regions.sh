#!/bin/sh
# i18n-regions.sh — the regions in the five languages: the screens (the
# regions to choose from, the battle's header, status, map, map REGION)
# show each region as the rulebook of the screen's language prints it
# (Polish: Mediolan, Genua, Wenecja, Florencja; Portuguese: Milão, Génova,
# Veneza, Florença; Italian, French and Spanish: the board's names); every
# language's names, the board's and the English ones are typed in any
# language; the map keeps its drawing's columns at 80 and its list form
# within 40; machine output (--events, the database) keeps the board's
# names. Every name a catalogue gives a region is one the program takes.
# On a terminal, Tab after `region` completes the names the screen shows.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
PTY=${PTY_RUN:-./tests/pty_run}
top=${TESTS_SRCDIR:-$(dirname "$0")}/..
private_home
unset LC_ALL LC_MESSAGES LANGUAGE NO_COLOR COLUMNS

# seed 1 with 2 players: the human holds the token and chooses the battle
game() { # LANG COLUMNS LINES...: a game at the prompt, the lines typed
    loc=$1 cols=$2
    shift 2
    rm -f "$tmp/p.db"
    printf '%s\n' "$@" quit | env ${cols:+COLUMNS=$cols} LANG=$loc \
        "$C" --db "$tmp/p.db" play --players 2 --seed 1 2>&1
}
map_of() { # the drawing (or list) between "table> map" and the legend
    printf '%s\n' "$1" | sed -n '/^table> map$/,/^  \[1\]/p' | sed '1d;$d'
}
columns() { # the columns of the drawing's marks, letters and dashes blanked
    LC_ALL=C tr -d '\200-\277' | LC_ALL=C sed 's/[^][|/\\_.*]/ /g; s/ *$//'
}
widest() { # the widest line, in characters
    LC_ALL=C tr -d '\200-\277' | awk '{ if (length > w) w = length } END { print w + 0 }'
}

# every name a catalogue gives a region is typed (map NAME finds it)
for po in "$top"/po/*.po; do
    lang=$(basename "$po" .po)
    names=$(awk '/^msgctxt "region"$/ { getline; getline; sub(/^msgstr "/, ""); sub(/"$/, ""); print }' "$po")
    expect_eq "$lang.po: 17 regions named" 17 "$(printf '%s\n' "$names" | grep -c .)"
    in=$(printf '%s\n' "$names" | sed 's/^/map /')
    out=$(game C "" "$in")
    expect_eq "$lang.po: every region's name is typed" "" \
        "$(printf '%s\n' "$out" | grep "^No region")"
done

# under C: the board's names on the screens, the rulebooks' names typed
out=$(game C "" 'region Florencja' 'map Mediolan' 'map Génova' 'map milão' 'map Parma')
expect_match "C: region Florencja chooses Firenze" "^You choose Firenze for the next battle" "$out"
expect_match "C: the battle for Firenze" "^--- Battle 1 for Firenze: " "$out"
expect_match "C: map Mediolan is Milano" "^Milano \\(Milan\\): free" "$out"
expect_match "C: map Génova is Genova" "^Genova \\(Genoa\\): free" "$out"
expect_match "C: map milão is Milano" "^Milano \\(Milan\\): free" "$out"
expect_match "C: a name the same in English once" "^Parma: free" "$out"
cmap=$(map_of "$(game C 80 'region firenze' map)")
expect_match "C: the map's Milano" "Torino\\[ \\] -+ Milano\\[ \\]" "$cmap"

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi

for loc in $LOCALES; do
    case $loc in
    pl_*) mi=Mediolan ge=Genua ve=Wenecja fi=Florencja ;;
    pt_*) mi=Milão ge=Génova ve=Veneza fi=Florença ;;
    *) mi=Milano ge=Genova ve=Venezia fi=Firenze ;;
    esac
    lower=$(printf '%s' "$fi" | tr 'A-Z' 'a-z')
    out=$(game "$loc" "" "region $lower" status "map $mi" "map $ge" "map Florence" "map Venezia")
    expect_match "$loc: the regions to choose from" "Torino $mi $ge $ve Mantova .* Bologna $fi Siena" "$out"
    expect_match "$loc: region $lower, the battle's header" "^--- .* $fi ?: " "$out"
    expect_match "$loc: status names the battle's region" "^[^-].* $fi ?:$" "$out"
    case $loc in
    pl_* | pt_*)
        expect_match "$loc: map $mi, with the board's and the English names" "^$mi \\(Milano, Milan\\): " "$out"
        expect_match "$loc: map $ge" "^$ge \\(Genova, Genoa\\): " "$out"
        expect_match "$loc: map Florence, the English name typed" "^$fi \\(Firenze, Florence\\): " "$out"
        expect_match "$loc: map Venezia, the board's name typed" "^$ve \\(Venezia, Venice\\): " "$out" ;;
    *)
        expect_match "$loc: map $mi" "^Milano \\(Milan\\): " "$out"
        expect_match "$loc: map Florence" "^Firenze \\(Florence\\): " "$out" ;;
    esac
    out=$(game "$loc" "" "region Firenze")
    expect_match "$loc: region Firenze, the board's name typed" "^--- .* $fi ?: " "$out"
    out=$(game "$loc" "" "region Florencja")
    expect_match "$loc: region Florencja, the Polish name typed" "^--- .* $fi ?: " "$out"
    out=$(game "$loc" "" "region Florença")
    expect_match "$loc: region Florença, the Portuguese name typed" "^--- .* $fi ?: " "$out"

    # the map: its drawing at 80 columns, the names in place, the lines in
    # the same columns as under C; its list form within 40 columns
    out=$(game "$loc" 80 "region $lower" map)
    map=$(map_of "$out")
    expect_match "$loc: map at 80: $mi" "Torino\\[ \\] -+ $mi\\[ \\] -+ Mantova\\[ \\]" "$map"
    expect_match "$loc: map at 80: $ge" "^ +$ge\\[ \\] -+ Parma\\[ \\]" "$map"
    expect_match "$loc: map at 80: $ve" "Mantova\\[ \\] -+ $ve\\[ \\]$" "$map"
    expect_match "$loc: map at 80: $fi, the battle" "Lucca\\[ \\] -+ $fi\\[ \\]\\*-+ Bologna\\[ \\]" "$map"
    if [ "$(printf '%s\n' "$map" | columns)" = "$(printf '%s\n' "$cmap" | columns)" ]; then
        expect_eq "$loc: map at 80: the lines in the same columns as under C" x x
    else
        expect_eq "$loc: map at 80: the lines in the same columns as under C" \
            "$(printf '%s\n' "$cmap" | columns)" "$(printf '%s\n' "$map" | columns)"
    fi
    w=$(printf '%s\n' "$out" | widest)
    expect_eq "$loc: map at 80: no line wider than 80" yes "$([ "$w" -le 80 ] && echo yes || echo "$w")"
    out=$(game "$loc" 40 "region $lower" map)
    map=$(map_of "$out")
    expect_match "$loc: map at 40: the list names $mi" "^$mi\\[ \\]: Torino $ge $ve" "$map"
    expect_match "$loc: map at 40: the battle at $fi" "^$fi\\[ \\]\\*: " "$map"
    w=$(printf '%s\n' "$out" | widest)
    expect_eq "$loc: map at 40: no line wider than 40" yes "$([ "$w" -le 40 ] && echo yes || echo "$w")"

    # machine output keeps the board's names
    rm -f "$tmp/e.db"
    out=$(printf 'region %s\nquit\n' "$lower" |
          LANG=$loc "$C" --db "$tmp/e.db" play --players 2 --seed 1 --events 2>&1 | grep '^event=')
    expect_match "$loc: --events: region=Firenze" "region=Firenze" "$out"
    expect_eq "$loc: --events: no name of the screens" "" \
        "$(printf '%s\n' "$out" | grep -e "$fi" -e "$mi" | grep -v -e Firenze -e Milano)"
    expect_eq "$loc: the database: region Firenze" "region Firenze" \
        "$(sqlite3 "$tmp/e.db" "SELECT action FROM actions WHERE action LIKE 'region %';")"
done
# Tab completes what the screen shows (a pseudo-terminal: tests/pty_run)
tab() { # LANG TYPED SHOWN: `region TYPED<Tab>` reads `region SHOWN `
    rm -f "$tmp/t.db"
    printf 'expect table> \nsend region %s\\t\nexpect region %s \nsend \\r\nexpect table> \nsend quit\\r\neof\n' "$2" "$3" |
        env LANG=$1 TERM=dumb XDG_STATE_HOME="$tmp/state" "$PTY" "$C" --db "$tmp/t.db" play --players 2 --seed 1 >"$tmp/tab" 2>&1
    expect_eq "$1: Tab completes region $2 to $3" 0 "$?"
}
if [ -x "$PTY" ]; then
    tab C Fir Firenze
    for loc in $LOCALES; do
        case $loc in
        pl_*) tab "$loc" Flo Florencja; tab "$loc" Med Mediolan ;;
        pt_*) tab "$loc" Flo Florença; tab "$loc" Mil Milão ;;
        esac
    done
else
    echo "(no pty_run: Tab is not tried)"
fi
finish
