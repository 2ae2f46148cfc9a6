#!/bin/sh
# prompt-words.sh — how the prompt reads a word, from a pipe: nothing
# irreversible from a prefix, cards by number, name or an alias of two
# letters or more, a word that could be a command or a card asks, typos get
# the closest words, regions by Italian or English name or a prefix.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

solo() {
    rm -f "$tmp/s.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}
# seed 1, 2 players: the human holds the token and chooses the first battle
table() {
    rm -f "$tmp/t.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/t.db" play --players 2 --seed 1 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out")
}

solo a abando status quit
expect_match "a prefix never abandons" "^Type abandon in full: it cannot be undone\\.$" "$out"
expect_match "the game goes on after a prefix of abandon" "^Score +you 0" "$out"
# (no move made: the new game is not kept, and it was not abandoned)
expect_match "quit: no move, nothing abandoned" "^No move was made: the game is not kept\\.$" "$out"

solo b sp w 'play w' plya hlep quit
expect_match "b: blind or the Bishop asks" "^Did you mean blind or the card bishop\\? Type more of the word\\.$" "$out"
expect_match "sp: special or Spring asks" "^Did you mean special or the card spring\\?" "$out"
expect_match "one-letter alias refused alone" "^'w' is not a card name at the prompt: type winter\\.$" "$out"
expect_match "one-letter alias refused after play" "^'w' is not a card name at the prompt: type winter\\.$" "$(printf '%s\n' "$out" | sed -n '/^solo> play w$/,/^solo>/p')"
expect_match "typo of a command" "^Unknown command 'plya'\\. Did you mean play\\?" "$out"
expect_match "typo of help" "^Unknown command 'hlep'\\. Did you mean help\\?" "$out"
# nothing was played: the game was not even kept
expect_match "nothing was played" "^No move was made: the game is not kept\\.$" "$out"

solo 'concede' 'conc' help quit
expect_match "help marks the whole-name commands" "^  abandon ! +give up" "$out"
# (the list wraps at 80 columns into a pipe: read as one line)
expect_match "help lists the remaining aliases" "drummer \\(dr\\), heroine, surrender \\(su\\)" "$(echo $out)"
expect_match "concede by a prefix is refused" "^Type concede in full: it cannot be undone\\.$" "$out"

solo 'help drummer' 'help heroine' 'help blnd'
expect_match "help CARD in the solitaire" "^Drummer \\(a special\\): doubles the mercenaries of its own line\\.$" "$out"
expect_match "help CARD cites doc/" "^See doc/rules-solitaire\\.md\\.$" "$out"
expect_match "help: a typo suggests" "No command or card 'blnd' here\\. Did you mean blind\\?" "$out"

table h c foo 'region Rome' quit
expect_match "h: hand, hint... or the Heroine asks" "^Did you mean hand, hint, history, help or the card heroine\\?" "$out"
expect_match "c is no longer the Courtesan" "^'c' is not a card name at the prompt: type courtesan\\.$" "$out"
expect_match "pass is not offered when choosing a region" "Commands here: region, hand" "$out"
expect_match "region by its English name" "^You choose Roma for the next battle\\.$" "$out"

for name in Florence florence FLOR Fir; do
    table "region $name" quit
    expect_match "region $name" "^You choose Firenze for the next battle\\.$" "$out"
done
for pair in Venice:Venezia Milan:Milano Naples:Napoli Napl:Napoli Turin:Torino Genoa:Genova Mantua:Mantova Siena:Siena; do
    table "region ${pair%%:*}" quit
    expect_match "region ${pair%%:*} is ${pair#*:}" "^You choose ${pair#*:} for the next battle\\.$" "$out"
done
table 'region Ma' 'region Man' 'region Rmoa' quit
expect_match "2 letters are not a region" "not possible now|no region|unknown region" "$out"
expect_match "Man is Mantova or Mantua: one region" "^You choose Mantova for the next battle\\.$" "$out"

table 'help heroine' 'help bishop' quit
expect_match "help CARD in the standard game" "^Heroine: worth 10, never modified" "$out"
expect_match "help bishop: the Pope" "places the Pope" "$out"

finish
