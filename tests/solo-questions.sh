#!/bin/sh
# solo-questions.sh — the solitaire's question lines name what is accepted
# at each pause: under concede-when=any (the default) `concede` before the
# enemy's next card and against an enemy Scarecrow once two cards are down,
# not before; under concede-when=own-turn never there. In English and in
# the five languages. (tests/test_solo_questions checks every pause of
# many games against the legal actions.)
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
private_home
TZ=UTC0; LC_ALL=C; export TZ LC_ALL
unset NO_COLOR LANGUAGE

# battle 4, the player's initiative: he plays 10, lets the enemy turn up
# 6, plays 6, and the enemy's next card is a Scarecrow
P="$S/solo-position.scenario"
pauses() { # DB [OPTIONS]
    printf '10\nnext\n6\nnext\nquit\n' |
        "$C" --db "$tmp/$1.db" solo --scenario "$P" --seed 8 ${2:+--rules "$2"} 2>&1
}
asked() { printf '%s\n' "$1" | grep -E "^(Before the enemy|$2)"; }

out=$(pauses any)
expect_eq "concede-when=any: one card down, then two" \
"Before the enemy's next card: next (or Enter) or special CARD.
Before the enemy's next card: next (or Enter), special CARD or concede.
Scarecrow: answer with special CARD or concede." "$(asked "$out" Scarecrow:)"
out=$(pauses own concede-when=own-turn)
expect_eq "concede-when=own-turn: never at a pause" \
"Before the enemy's next card: next (or Enter) or special CARD.
Before the enemy's next card: next (or Enter) or special CARD.
Scarecrow: answer with special CARD." "$(asked "$out" Scarecrow:)"
out=$(pauses may scarecrow-special=may)
expect_match "scarecrow-special=may: special none too" \
    "^Scarecrow: answer with special CARD, special none or concede\.$" "$out"
# an empty reserve: no pause before the enemy's cards, and the Scarecrow
# is answered by special none (or concede), never by a special
sed 's/^reserve:.*/reserve:/' "$P" >"$tmp/empty.scenario"
out=$(printf '10\n6\nquit\n' | "$C" --db "$tmp/e.db" solo --scenario "$tmp/empty.scenario" --seed 8 2>&1)
expect_eq "an empty reserve: special none or concede" \
    "Scarecrow: answer with special none or concede." "$(asked "$out" Scarecrow:)"
# what each line names is accepted: concede against the Scarecrow
out=$(printf '10\nnext\n6\nnext\nconcede\nquit\n' |
    "$C" --db "$tmp/c.db" solo --scenario "$P" --seed 8 2>&1)
expect_match "concede against the Scarecrow is accepted" "^You concede the battle\.$" "$out"

# --- the five languages: the Scarecrow's line names concede under any
# (the command is typed in English), not under own-turn; no English left
make_locales
unset LC_ALL LC_MESSAGES
for loc in $LOCALES; do
    any=$(LANG=$loc pauses "a-$loc" | grep -B1 '^solo> quit' | head -n 1)
    own=$(LANG=$loc pauses "o-$loc" concede-when=own-turn | grep -B1 '^solo> quit' | head -n 1)
    expect_match "$loc: the Scarecrow's line names concede" "concede" "$any"
    expect_eq "$loc: not under own-turn" "" "$(printf '%s\n' "$own" | grep concede)"
    expect_eq "$loc: translated" "" "$(printf '%s\n' "$any" | grep -E 'answer with| or ')"
done
finish
