#!/bin/sh
# replay-step.sh — replay shows the board: after the last action (without
# --step), and with --step after each of the player's moves, where back
# returns to the move before with the same board as the first time (the
# game is replayed from its seed and actions), and q stops. Both games: the
# solitaire (its whole table) and the standard game (lines, and the map
# when it changed).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
LC_ALL=C; export LC_ALL
unset COLUMNS NO_COLOR

solo_moves() {
    i=0
    while [ $i -lt 30 ]; do
        printf '10\n6\n5\n4\n3\n2\n1\nnext\nfight\nblind\nspecial none\n'
        i=$((i + 1))
    done
    printf 'quit\n'
}
table_moves() {
    i=0
    while [ $i -lt 40 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
    printf 'quit\n'
}
solo_moves | "$C" --db "$tmp/s.db" solo --seed 42 >/dev/null 2>&1
table_moves | "$C" --db "$tmp/t.db" play --seed 5 --players 3 >/dev/null 2>&1

# the Nth board shown after move M: from its heading to the next prompt
board() {
    awk -v m="--- The board after your move $2:" -v n="$3" '
        $0 == m { k++; on = (k == n); next }
        /^\(Enter or next: next move/ { on = 0 }
        on' "$1"
}

for kind in s t; do
    name=$([ $kind = s ] && echo solitaire || echo standard)
    run "$C" --db "$tmp/$kind.db" replay 1 </dev/null
    expect_eq "$name: replay exit 0" 0 "$status"
    expect_match "$name: the board after the last action" "^--- The board after the last action:" "$out"
    printf '\n\nback\nnext\nq\n' | "$C" --db "$tmp/$kind.db" replay 1 --step >"$tmp/$kind.out" 2>&1
    expect_eq "$name: --step exit 0" 0 "$?"
    expect_eq "$name: five stops (next, next, back, next, q)" 5 \
        "$(grep -c '^(Enter or next: next move' "$tmp/$kind.out")"
    expect_match "$name: back says where" "^\\(back to your move 2\\)$" "$(cat "$tmp/$kind.out")"
    # the board after move 2, first seen, then again after back
    first=$(board "$tmp/$kind.out" 2 1)
    again=$(board "$tmp/$kind.out" 2 2)
    expect_match "$name: a board after move 2" "." "$first"
    expect_eq "$name: back shows the same board as the first time" "$first" "$again"
    printf 'back\nq\n' | "$C" --db "$tmp/$kind.db" replay 1 --step >"$tmp/$kind.first" 2>&1
    expect_match "$name: nothing before the first move" "This is your first move" "$(cat "$tmp/$kind.first")"
done
expect_match "standard: the board has the map" "Torino" "$(cat "$tmp/t.out")"

# The map is drawn when it changed since the stop before, else a line says
# since when it has not; back shows the same. Seed 5, 3 players: moves 1 to
# 5 are in the battle for Modena, move 6 chooses Torino.
cards_moves() {
    i=0
    while [ $i -lt 40 ]; do printf '1\n2\n3\n4\npass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
    printf 'quit\n'
}
cards_moves | "$C" --db "$tmp/m.db" play --seed 5 --players 3 >/dev/null 2>&1
printf '\n\n\n\n\nback\n\nq\n' | "$C" --db "$tmp/m.db" replay 1 --step >"$tmp/m.out" 2>&1
legend='^  \[1\] you  \[2\] Sforza'
expect_match "the map after the first move" "$legend" "$(board "$tmp/m.out" 1 1)"
expect_eq "no map again while it has not changed" "" "$(board "$tmp/m.out" 2 1 | grep -E "$legend")"
expect_match "a line says since when" "^\\(The map has not changed since your move 1\\.\\)$" \
    "$(board "$tmp/m.out" 2 1)"
expect_match "the map again once it changed (a new battle)" "$legend" "$(board "$tmp/m.out" 6 1)"
expect_eq "back: the same board as the first time" "$(board "$tmp/m.out" 5 1)" "$(board "$tmp/m.out" 5 2)"
expect_eq "maps drawn: after moves 1 and 6 (twice: back to 5, then on)" 3 \
    "$(grep -cE "$legend" "$tmp/m.out")"
expect_match "solitaire: the board is the table" "Score" "$(cat "$tmp/s.out")"

finish
