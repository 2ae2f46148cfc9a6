#!/bin/sh
# prompt-screens.sh — the screens a player of the physical game expects,
# from a pipe: the map with its borders (and its list form at 40 columns),
# map REGION, seen (both games), the rules inside the program (rules
# standard, first-edition, cards, a card), the solitaire's end screen and
# status after it, no Pope line in the 1st edition, plurals.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
unset COLUMNS

table() {
    rm -f "$tmp/t.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/t.db" play --players 4 --seed 5 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}
solo() {
    rm -f "$tmp/s.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}

# The map: 17 cities, lines between neighbours, within 80 columns.
table map quit
map=$(printf '%s\n' "$out" | sed -n '/^table> map$/,/^table> quit$/p')
for r in Torino Milano Genova Venezia Mantova Parma Modena Ferrara Lucca Bologna Firenze \
    Siena Urbino Spoleto Ancona Roma Napoli; do
    expect_match "map shows $r" "$r\\[" "$map"
done
expect_match "borders: Torino - Milano" "Torino\\[ \\] -+ Milano\\[ \\]" "$map"
expect_match "borders: Modena - Ferrara; the battle at Modena" "Modena\\[ \\]\\*-+ Ferrara\\[ \\]" "$map"
expect_match "borders: Milano - Venezia over Mantova" "^ +\\.-+\\.$" "$map"
expect_match "map legend" "\\[1\\] you  \\[2\\] Sforza" "$map"
expect_match "each seat's regions" "^  you: 0 regions$" "$map"
widest=$(printf '%s\n' "$map" | awk '{ if (length > w) w = length } END { print w }')
expect_eq "map fits 80 columns" 1 "$([ "$widest" -le 80 ] && echo 1)"
# The whole drawing, as a transcript (seed 1, three seats, every player
# passes: Sforza holds Lucca and Firenze, Colleoni Siena, the battle is for
# Parma). Its lines join exactly the 34 borders of the rules (doc/rules-
# standard.md); the list form at 40 columns names them all, both ways.
mapof() {
    rm -f "$tmp/m.db"
    printf 'region Firenze\npass\npass\npass\nmap\nquit\n' |
        "$C" --db "$tmp/m.db" play --players 3 --seed 1 | sed -n '/^table> map$/,/^table> quit$/p' |
        grep -v '^table>'
}
expect_eq "the map: every border, the owners, the battle, the groups" "$(cat <<'MAP'
                        .-----------------------------------.
                        |                                   |
   Torino[ ] ------- Milano[ ] ------- Mantova[ ] ------ Venezia[ ]
     |             ___/|    \___         |     \__         |
     |         ___/    |        \___     |        \__      |
     |        /        |            \    |           \     |
   Genova[ ] ------- Parma[ ]*-------- Modena[ ] ------- Ferrara[ ]
                       |             ___/|    \___         |
                       |         ___/    |        \___     |
                       |        /        |            \    |
                     Lucca[2] -------- Firenze[2] ------ Bologna[ ]
                               _________/|     \__         |
                     _________/      _/  |        \__      |
                    /              _/    |           \     |
   Siena[3]                      _/    Spoleto[ ] ------ Urbino[ ]
         \___                  _/    ___/  |   \__         |
             \___            _/  ___/      |      \__      |
                 \          /   /          |         \     |
                     Roma[ ] --------- Napoli[ ] ------- Ancona[ ]
  [1] you  [2] Sforza  [3] Colleoni  [P] the Pope  [ ] free  * the battle
  you: 0 regions
  Sforza: 2 regions, 2 connected (Lucca, Firenze)
  Colleoni: 1 region
MAP
)" "$(mapof)"
expect_eq "the map at 40 columns: each region, its owner and its neighbours" "$(cat <<'MAP'
Torino[ ]: Milano Genova
Milano[ ]: Torino Genova Venezia Mantova
    Parma Modena
Genova[ ]: Torino Milano Parma
Venezia[ ]: Milano Mantova Ferrara
Mantova[ ]: Milano Venezia Modena
    Ferrara
Parma[ ]*: Milano Genova Modena Lucca
Modena[ ]: Milano Mantova Parma Ferrara
    Lucca Bologna Firenze
Ferrara[ ]: Venezia Mantova Modena
    Bologna
Lucca[2]: Parma Modena Firenze
Bologna[ ]: Modena Ferrara Firenze
    Urbino
Firenze[2]: Modena Lucca Bologna Siena
    Urbino Spoleto Roma
Siena[3]: Firenze Roma
Urbino[ ]: Bologna Firenze Spoleto
    Ancona
Spoleto[ ]: Firenze Urbino Ancona Roma
    Napoli
Ancona[ ]: Urbino Spoleto Napoli
Roma[ ]: Firenze Siena Spoleto Napoli
Napoli[ ]: Spoleto Ancona Roma
  [1] you  [2] Sforza  [3] Colleoni
  [P] the Pope  [ ] free  * the battle
  you: 0 regions
  Sforza: 2 regions, 2 connected (Lucca,
    Firenze)
  Colleoni: 1 region
MAP
)" "$(COLUMNS=40; export COLUMNS; mapof)"
borders=$(COLUMNS=40; export COLUMNS; mapof | sed -n '/^[A-Z]/,/^  \[1\]/p' | grep -v '^  \[1\]' |
    tr -s ' \n' ' ' | sed 's/ *\([A-Z][a-z]*\)\[[^]]*\]\*\{0,1\}:/\n\1:/g' |
    awk -F: 'NF == 2 { n += split($2, w, " ") } END { print n }')
expect_eq "the list form: 34 borders, each named from both ends" 68 "$borders"
unset COLUMNS

# at 40 columns: one region a line with its neighbours
rm -f "$tmp/t.db"
out=$(printf 'map\nquit\n' | COLUMNS=40 "$C" --db "$tmp/t.db" play --players 4 --seed 5)
expect_match "40 columns: the list form" "^Firenze\\[ \\]: Modena Lucca Bologna Siena" "$out"
widest=$(printf '%s\n' "$out" | sed -n '/^table> map$/,/^table> quit$/p' | grep -v '^  \[1\]' | awk '{ if (length > w) w = length } END { print w }')
expect_eq "list form fits 40 columns" 1 "$([ "$widest" -le 40 ] && echo 1)"

table 'map Florence' 'map nap' 'map Paris' quit
expect_match "map REGION: owner and English name" "^Firenze \\(Florence\\): free\\.$" "$out"
expect_match "map REGION: the neighbours" "^Neighbours: Modena Lucca Bologna Siena Urbino Spoleto Roma\\.$" "$out"
expect_match "map by a prefix" "^Napoli \\(Naples\\): free\\.$" "$out"
expect_match "map with no such region" "^No region 'Paris'" "$out"

# seen: at the start, Gattamelata's 10 is the only card seen; 10 in your
# hand; the 99 others unseen (the deck's 70 and the other hands' 29).
table seen quit
expect_match "seen: the 10 on the table" "^  10 +1 +0 +7$" "$out"
expect_match "seen: your Scarecrows" "^  Scarecrow +0 +3 +" "$out"
expect_match "seen: totals" "^  all +1 +99   \\(deck 70, other hands 29\\)$" "$out"

solo seen quit
expect_match "solitaire seen: the specials unseen" "18 specials in the special deck \\(18\\)" "$out"
expect_match "solitaire seen: the mercenaries unseen" "47 mercenaries in your deck \\(20\\) and the enemy's \\(27\\)" "$out"

# The rules inside.
table rules 'rules standard' 'rules first-edition' 'rules cards' 'rules drummer' 'help courtesan' quit
expect_match "rules in a game: this game's numbers" "victory: 5 regions in total or 3 connected" "$out"
expect_match "rules standard" "^The standard game \\(the 3rd edition; 2 to 6 players, 110 cards\\)\\.$" "$out"
expect_match "rules first-edition" "^The 1st edition \\(1995; 96 cards, no Spring, no Courtesan\\)" "$out"
expect_match "rules cards" "^  Courtesan +worth 1; the most Courtesans take the token$" "$out"
expect_match "rules CARD" "^Drummer: doubles every mercenary of its own line" "$out"
expect_match "help CARD" "^Courtesan: worth 1, never modified\\." "$out"
run "$C" rules cards
expect_eq "rules cards as a subcommand" 0 "$status"
expect_match "rules cards as a subcommand: the list" "^  Heroine +worth 10, never modified$" "$out"
run "$C" rules heroine
expect_match "rules CARD as a subcommand" "^Heroine: worth 10" "$out"
out=$(printf 'abandon\nrules\nquit\n' | "$C" --db "$tmp/i.db" solo --seed 3)
expect_match "rules between games: the standard game" "^The standard game \\(the 3rd edition" "$out"
all=""
for name in standard first-edition solitaire cards draw-after-battle points-game bigger-kingdoms \
    capture-regions hidden-cards bishop-truce first-edition-deal decline-designation \
    adjacency-only first-edition-final designate-after-deal; do
    all="$all$("$C" rules "$name" 2>&1)"
done
if printf '%s\n' "$all" | grep -q 'RULES-REFERENCE\|seeds/'; then
    expect_eq "rules texts cite only doc/ and rulebooks" "" "$(printf '%s\n' "$all" | grep 'RULES-REFERENCE\|seeds/')"
else
    expect_eq "rules texts cite only doc/ and rulebooks" "" ""
fi

# 1st edition: no Pope line.
rm -f "$tmp/f.db"
out=$(printf 'status\nquit\n' | "$C" --db "$tmp/f.db" play --variant first-edition --seed 5)
expect_match "1st edition status: victory" "^To win: 4 connected\\.$|To win: " "$out"
expect_eq "1st edition: no Pope line" "" "$(printf '%s\n' "$out" | grep '^Pope')"
table status quit
expect_match "3rd edition: the Pope line" "^Pope: off the board\\.  To win: 5 regions, or 3 connected\\.$" "$out"

# A whole solitaire game (seed 42 ends after 3 battles, army B 3 in a row):
# the final score, and status after the end.
i=0; moves=""
while [ $i -lt 20 ]; do
    moves="$moves 10 6 5 4 3 2 1 blind next fight special_bishop special_winter special_drummer"
    moves="$moves special_surrender special_heroine special_spring special_none"
    i=$((i + 1))
done
rm -f "$tmp/s.db"
# shellcheck disable=SC2086
out=$(printf '%s\n' $moves status quit | tr _ ' ' | "$C" --db "$tmp/s.db" solo --seed 42)
expect_match "solitaire: game over" "^\\*\\*\\* Game over" "$out"
expect_match "solitaire: the final score" "^Final score: you [0-9]+ \\| army A [0-9]+ \\| army B [0-9]+   \\([0-9]+ battles fought\\)$" "$out"
expect_match "solitaire: status after the end" "^Score +you [0-9]+ \\| A [0-9]+ \\| B" "$(printf '%s\n' "$out" | sed -n '/^condottiere> status$/,$p')"
expect_eq "solitaire: no empty new hand" "" "$(printf '%s\n' "$out" | grep 'new hand: 0 cards')"

# Plurals: one action.
rm -f "$tmp/r.db"
printf '6\nquit\n' | "$C" --db "$tmp/r.db" solo --seed 42 >/dev/null
out=$(printf 'quit\n' | "$C" --db "$tmp/r.db" resume)
expect_match "after 1 action" "after 1 action\\.$" "$out"

finish
