#!/bin/sh
# prompt-solo.sh — transcripts of a solitaire game at the prompt, read from a
# pipe (no terminal): the commands, their output, and the bad-input messages
# that leave the game unchanged. Seed 42 deals a fixed game.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

# each session on a new database, so that game numbers are the same
session() {
    rm -f "$tmp/s.db"
    printf '%s\n' "$@" | "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/out" 2>"$tmp/err"
    status=$?; out=$(cat "$tmp/out"); err=$(cat "$tmp/err")
}

session status quit
expect_eq "quit exits 0" 0 "$status"
expect_match "opens on a solitaire game" "^New solitaire game \\(seed 42\\): you against 2 enemy armies" "$out"
expect_match "the enemy plays first in battle 1" "Battle 1: the coin says army B\\. The enemy has the initiative" "$out"
expect_match "status shows the score per army" "^Score +you 0 \\| A 0 \\| B 0" "$out"
expect_match "status shows the hand" "^Hand +10 10 10 6 5 5 3 2 1 1 +\\(10 cards\\)" "$out"
expect_match "status shows the specials" "^Specials Surrender Drummer Bishop Bishop Winter Winter" "$out"
expect_match "status shows the decks" "^Decks +yours 20 \\| enemy 31 \\| specials 18" "$out"
expect_match "commands are echoed when piped" "^solo> status$" "$out"

# R-SOLO: conceding only after 2 cards; a card not held; no card 7.
session concede 'play 4' 7 'special spring' quit
expect_match "concede before 2 cards is refused" "may concede only after playing 2 cards" "$out"
expect_match "a card not held is refused" "You hold no 4\\. Hand " "$out"
expect_match "no mercenary 7" "There is no card '7'" "$out"
expect_match "a special not in reserve is refused" "You hold no Spring in your reserve" "$out"
# nothing changed: the first play of the game is still possible
session concede 'play 4' 6 quit
expect_match "after refusals the game goes on" "^You play 6\\.$" "$out"

# A card alone plays it; a special alone starts the duel; Enter lets the enemy play.
session 6 '' 5 winter quit
expect_match "bare mercenary plays it" "^You play 5\\.$" "$out"
expect_match "Enter lets the enemy turn up a card" "^The enemy turns up 4\\.$" "$out"
expect_match "bare special starts the duel" "^You play your Winter\\.$" "$out"
expect_match "the enemy draws a special" "^The enemy draws Spring from the special deck\\.$" "$out"
expect_match "R-SOLO Winter against Spring cancel" "Winter and Spring cancel each other" "$out"
expect_match "battle result" "^=> You win battle 1 after the duel, 11 to 10\\. \\(1 victory\\)$" "$out"
expect_match "initiative alternates" "Battle 2: the coin says army .\\. You have the initiative" "$out"

# The same seed and moves give the same transcript.
session 6 '' 5 winter quit
first=$out
session 6 '' 5 winter quit
expect_eq "deterministic output" "$first" "$out"

# Unknown commands, help, a new game only after abandoning.
session foo help solo abandon 'solo --seed 7 --rules armies=3' quit
expect_match "unknown command lists the commands" "Unknown command 'foo'\\. Commands here: play, special" "$out"
expect_match "help lists play" "^  play CARD +play a mercenary" "$out"
expect_match "no new game over one in progress" "A game is in progress: finish it, or type abandon first" "$out"
expect_match "a new game with options" "New solitaire game \\(seed 7\\): you against 3 enemy armies" "$out"

# Options and seeds on the command line: bad values exit 2, nothing started.
run "$C" solo --seed abc
expect_eq "bad seed: exit 2" 2 "$status"
expect_match "bad seed: message" "the seed must be a whole number" "$err"
expect_eq "bad seed: nothing started" "" "$out"
run "$C" solo --rules armies=9
expect_eq "bad option value: exit 2" 2 "$status"
expect_match "bad option value: message" "armies must be a number 1..6, not '9'" "$err"
run "$C" solo --rules colour=red
expect_eq "unknown option: exit 2" 2 "$status"
expect_match "unknown option: message" "unknown option 'colour'" "$err"
run "$C" solo --variant standard
expect_eq "not a solitaire variant: exit 2" 2 "$status"

# --events prints key=value lines.
printf '6\nquit\n' | "$C" solo --seed 42 --events >"$tmp/out" 2>&1
expect_match "--events key=value lines" "^event=player-card battle=1 .*card=6" "$(cat "$tmp/out")"

# blind-view: a blind battle's top card, seen or not (3-card hands: every
# battle is blind; seed 42 gives 1 2 10, then the deck's 5).
for view in unseen seen; do
    printf 'play 1\nnext\nplay 2\nnext\nplay 10\nnext\nquit\n' |
        "$C" --db "$tmp/b-$view.db" solo --seed 42 --rules "blind-view=$view hand-size=3" >"$tmp/out" 2>&1
    eval "out_$view=\$(cat \"\$tmp/out\")"
done
expect_match "blind-view=unseen: the top card is not shown" \
    "^Your turn: blind \\(the top card of your deck\\), special CARD, concede\\.$" "$out_unseen"
expect_match "blind-view=seen: the top card is shown" \
    "^Your turn: blind \\(the top card of your deck, which you see: 5\\), special CARD, concede\\.$" "$out_seen"
expect_eq "blind-view=seen is stored with the game" "solitaire hand-size=3 concede-when=any blind-view=seen" \
    "$(sqlite3 "$tmp/b-seen.db" 'SELECT ruleset FROM games;')"

# condottiere alone opens the prompt with a solitaire game ready.
out=$(printf 'quit\n' | "$C")
expect_match "no arguments: solitaire ready" "^New solitaire game \\(seed [0-9]+\\)" "$out"

# A solitaire game the player never moved in is not kept (solo, as the
# bare launch): history stays empty; after a move it is kept.
rm -f "$tmp/lazy.db"
out=$(printf 'status\nquit\n' | "$C" --db "$tmp/lazy.db" solo --seed 42)
expect_match "solo, no move: not kept" "^No move was made: the game is not kept\\.$" "$out"
# (no database made at all, or one with no game)
expect_match "solo, no move: history lists no game" "^(No games yet|condottiere: no database at)" \
    "$("$C" --db "$tmp/lazy.db" history 2>&1)"
out=$(printf '6\nquit\n' | "$C" --db "$tmp/lazy.db" solo --seed 42)
expect_match "solo, a move: kept" "The game is saved" "$out"
expect_match "solo, a move: history lists it" "^ +1 .*solitaire" "$("$C" --db "$tmp/lazy.db" history 2>&1)"

finish
