#!/bin/sh
# hand-sizes.sh — the reading hand-sizes (public | private) at the command
# line: listed by `rules` and described by `rules hand-sizes`; a public game
# shows every hand's count, a private one only the player's own (the status,
# the deals' sentences, the --events lines, `seen`), and not the deck's
# where it would tell a player's choice; the reading is stored with
# the game and kept on resume; a variant file and a scenario set it; bots
# play whole simulated games under private.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios

run "$C" rules
expect_match "rules lists hand-sizes with its values and default" \
    "^  hand-sizes +public or private \\(default public\\)$" "$out"
run "$C" rules hand-sizes
expect_eq "rules hand-sizes: exit 0" 0 "$status"
expect_match "rules hand-sizes: its values" "^Values: public or private \\(default public\\)" "$out"
expect_match "rules hand-sizes: no rulebook says" "^No rulebook says" "$out"

# Seed 3, 3 players: everybody is dealt 10; the human is seat 0 ("you").
printf 'status\npass\nquit\n' | "$C" --db "$tmp/pub.db" play --seed 3 --players 3 >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "public: the status shows every count" \
    "^Cards in hand:  you 10  Sforza 9  Colleoni 10   deck 80$" "$out"
expect_match "public: another seat's deal with its numbers" \
    "^Colleoni is dealt 10 cards \\(10 in hand\\)\\.$" "$out"
expect_eq "public: the default is not written in the ruleset" "standard" \
    "$(sqlite3 "$tmp/pub.db" 'SELECT ruleset FROM games;')"

printf 'status\npass\nquit\n' | "$C" --db "$tmp/priv.db" play --seed 3 --players 3 \
    --rules hand-sizes=private >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "private: the status shows only the player's own count" \
    "^Cards in hand \\(the others' are private: \\? = holds cards\\):  you 10  Sforza \\?  Colleoni \\?   deck 80$" "$out"
expect_match "private: another seat's deal without numbers" "^Colleoni is dealt cards\\.$" "$out"
expect_match "private: the player's own deal with its numbers" "^You are dealt 10 cards: .* \\(10 in hand\\)$" "$out"
expect_eq "private: no sentence gives another seat's count" "" \
    "$(printf '%s\n' "$out" | grep -E '(Sforza|Colleoni) (is dealt [0-9]|keeps [0-9])|(Sforza|Colleoni) [0-9]+  ')"
printf 'pass\nquit\n' | "$C" --db "$tmp/ev.db" play --seed 3 --players 3 \
    --rules hand-sizes=private --events >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "private: --events hides another seat's deal" \
    "^event=deal seat=2 count=hidden hand=hidden$" "$out"
expect_match "private: --events shows the player's own deal" \
    "^event=deal seat=0 count=10 hand=10 cards=" "$out"
expect_eq "private: no event line gives another seat's count" "" \
    "$(printf '%s\n' "$out" | grep -E '^event=deal seat=[12] count=[0-9]')"
expect_eq "private: stored with the game" "standard+hand-sizes=private" \
    "$(sqlite3 "$tmp/priv.db" 'SELECT ruleset FROM games;')"
printf 'status\nquit\n' | "$C" --db "$tmp/priv.db" resume >"$tmp/out" 2>&1
expect_match "private: resume keeps the reading" \
    "^Cards in hand \\(the others' are private" "$(cat "$tmp/out")"

# The seen screen does not count the other hands for the player (issue:
# at 2 players "(deck 90, other hands 9)" was Sforza's count): it shows the
# unseen cards and the deck's count, public here (the deals fix the hands:
# he was dealt 10 and played one).
printf 'status\nseen\nquit\n' | "$C" --db "$tmp/seen.db" play --players 2 --seed 7 \
    --rules hand-sizes=private >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "private: seen shows the unseen cards and the deck" "^  all +1 +99   \(deck 90\)$" "$out"
expect_eq "private: seen does not count the other hands" "" \
    "$(printf '%s\n' "$out" | grep -i 'other hands [0-9]')"
printf 'seen\nquit\n' | "$C" --db "$tmp/seen.db" play --players 2 --seed 7 >"$tmp/out" 2>&1
expect_match "public: seen counts the other hands" "^  all +1 +99   \(deck 90, other hands 9\)$" \
    "$(cat "$tmp/out")"
# round-deal=ten-more (the cards a player keeps at a round's end stay in
# his hand for the next round, how many is his secret) and draw-choice=
# optional (how many he draws): the deck's count would tell them, and is
# private too (status, seen; the bots' view: test_rules_hand_sizes.c).
for rules in hand-sizes=private,round-deal=ten-more \
    hand-sizes=private,+draw-after-battle,draw-after-battle.draw-choice=optional; do
    printf 'status\nseen\nquit\n' | "$C" --db "$tmp/deck.db" play --players 2 --seed 7 \
        --rules "$rules" >"$tmp/out" 2>&1
    out=$(cat "$tmp/out")
    expect_match "$rules: the status hides the deck's count" \
        "^Cards in hand \\(the others' are private: \\? = holds cards\\):  you [0-9]+  Sforza \\?   deck \\?$" "$out"
    expect_match "$rules: seen gives the unseen cards together" "^  all +1 +[0-9]+$" "$out"
    expect_eq "$rules: no deck count after the first shuffle" "" \
        "$(printf '%s\n' "$out" | grep -E 'deck [0-9]|\(deck')"
done
printf 'status\nquit\n' | "$C" --db "$tmp/deck.db" play --players 2 --seed 7 \
    --rules round-deal=ten-more >"$tmp/out" 2>&1
expect_match "public with ten-more: the deck's count" "  Sforza [0-9]+   deck 90$" "$(cat "$tmp/out")"

# A bot keeps cards at a round's end: the shuffle that follows would tell
# how many (110 less them), and says no number.
printf 'set hand-sizes private\nplayers 2\ntoken 1\nregion Siena\nline 0 5\nline 1 6\npassed 0\nhand 1 10 heroine 3\nturn 1\n' >"$tmp/keep.scenario"
printf 'quit\n' | "$C" --db "$tmp/keep.db" play --scenario "$tmp/keep.scenario" >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "private: another's keep" "^The round is over\. Sforza keeps up to 2 of his cards" "$out"
expect_match "private: the shuffle after it without its count" "^The deck is shuffled\.$" "$out"
printf 'quit\n' | "$C" --db "$tmp/keep.db" play --scenario "$tmp/keep.scenario" --events >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "private: --events, the keep" "^event=round-end round=1 seat=1 kept=hidden discarded=hidden$" "$out"
expect_match "private: --events, the shuffle after it" "^event=shuffle count=hidden$" "$out"

# A variant file and a scenario set it.
{ grep -v '^name' "${TESTS_SRCDIR:-$(dirname "$0")}/../variants/standard.variant"
  printf 'name secret\nset hand-sizes private\n'; } >"$tmp/secret.variant"
printf 'quit\n' | "$C" --db "$tmp/var.db" play --seed 3 --players 3 \
    --variant "$tmp/secret.variant" >"$tmp/out" 2>&1
expect_match "a variant file sets hand-sizes" "^New game \\(standard\\+hand-sizes=private, seed 3\\)" \
    "$(cat "$tmp/out")"
run "$C" --db "$tmp/scen.db" simulate --scenario "$S/reading-hand-sizes-private.scenario" \
    --games 10 --seed 1
expect_eq "a scenario sets hand-sizes: exit 0" 0 "$status"
expect_match "a scenario sets hand-sizes" "^Ruleset standard\\+hand-sizes=private: 10 games" "$out"
run "$C" play --rules hand-sizes=secret
expect_eq "a bad value: exit 2" 2 "$status"
expect_match "a bad value: message" "hand-sizes: 'secret' is not public or private" "$err"

# Bots play whole games under private: heuristic, search and random.
run "$C" --db "$tmp/sim.db" simulate --rules hand-sizes=private \
    --bots heuristic,search:500,random --players 3 --games 20 --seed 5
expect_eq "private: simulate exit 0" 0 "$status"
expect_match "private: 20 whole games" "^Ruleset standard\\+hand-sizes=private: 20 games" "$out"

finish
