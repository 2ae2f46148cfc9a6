# moves.sh — sourced by the shell tests that play whole games through a
# pipe: the moves of a whole game, one per line. Refused ones change
# nothing, so a list can be cut anywhere and go on after a resume.
solo_moves() {
    i=0
    while [ $i -lt 120 ]; do
        printf '10\n6\n5\n4\n3\n2\n1\nnext\nfight\nblind\n'
        printf 'special winter\nspecial spring\nspecial bishop\nspecial drummer\n'
        printf 'special heroine\nspecial surrender\nspecial none\n'
        i=$((i + 1))
    done
}
table_moves() {
    i=0
    while [ $i -lt 300 ]; do printf 'pass\nregion Torino\nregion Milano\nkeep none\ndiscard no\n'; i=$((i + 1)); done
}
