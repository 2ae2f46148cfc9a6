#!/bin/sh
# rules-cli.sh — choosing rules from the command line: `rules`, `rules NAME`,
# `variants`, `play --rules` and `--variant` with modules; bad specs and bad
# variant files are refused with a message and exit status 2, nothing started.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}

# wide enough for each entry on its line (into a pipe the texts wrap at 80)
run env COLUMNS=200 "$C" rules
expect_eq "rules: exit 0" 0 "$status"
for m in draw-after-battle points-game bigger-kingdoms capture-regions hidden-cards bishop-truce; do
    expect_match "rules lists $m" "^  $m " "$out"
done
expect_match "rules lists a module's number option with its range and default" \
    "^      points-game.target: a number from 1 to 999 \\(default 20\\)$" "$out"
expect_match "rules lists a module's choice option with its values and default" \
    "^      capture-regions.tie-token: courtesans-first or defender \\(default courtesans-first\\)$" "$out"
expect_match "rules lists the disputed readings with values and default" \
    "^  pope-contested +allowed, forbidden or truce \\(default allowed\\)$" "$out"
for r in round-deal pope-contested bishop-highest bishop-winter spring-highest; do
    expect_match "rules lists the reading $r" "^  $r " "$out"
done
expect_match "rules lists spring-highest with its values" \
    "^  spring-highest +printed or effective \(default printed\)$" "$out"
run "$C" rules spring-highest
expect_match "rules spring-highest: the rulebooks" "^effective: the Polish 3rd-edition rulebook" "$out"
run "$C" rules round-deal
expect_eq "rules READING: exit 0" 0 "$status"
expect_match "rules READING: its values" "^Values: up-to-10 or ten-more \\(default up-to-10\\)" "$out"
expect_match "rules READING: the rulebooks" "^ten-more: the Portuguese 3rd-edition rulebook" "$out"
run "$C" rules capture-regions
expect_match "rules NAME: rule ID and summary" "^capture-regions \\[R-OPT-CAPTURE\\]" "$out"
expect_match "rules NAME: its source" "^Source: " "$out"
run "$C" rules solitaire
expect_match "rules solitaire: the options" "^  armies = 2" "$out"
run "$C" rules dragons
expect_eq "unknown module: exit 2" 2 "$status"
expect_match "unknown module: message" "no rule module 'dragons' \\(modules: draw-after-battle" "$err"
run "$C" variants
for v in standard first-edition solitaire hidden-capture; do
    expect_match "variants lists $v" "^  $v " "$out"
done

# A game with modules: the canonical ruleset is shown and recorded (a game
# is stored at the player's first move: he passes).
printf 'rules\npass\nquit\n' | "$C" --db "$tmp/a.db" play --seed 3 --rules +hidden-cards,capture-regions >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "play --rules: canonical ruleset" "^New game \\(standard\\+capture-regions,hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before, seed 3\\)" "$out"
expect_match "rules in a game lists its modules" "^  module hidden-cards: " "$out"
expect_eq "the ruleset is recorded" "standard+capture-regions,hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before" "$(sqlite3 "$tmp/a.db" 'SELECT ruleset FROM games;')"
printf 'rules\npass\nquit\n' | "$C" --db "$tmp/r.db" play --seed 3 --rules round-deal=ten-more,pope-contested=truce >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "rules in a game shows its readings" "^  pope-contested = truce$" "$out"
expect_match "rules in a game shows round-deal" "^  round-deal = ten-more$" "$out"
expect_eq "the readings are recorded" "standard+round-deal=ten-more,pope-contested=truce" "$(sqlite3 "$tmp/r.db" 'SELECT ruleset FROM games;')"
printf 'quit\n' | "$C" --db "$tmp/b.db" play --seed 3 --variant hidden-capture >"$tmp/out" 2>&1
expect_match "--variant with modules" "^New game \\(standard\\+capture-regions,hidden-cards,hidden-cards.pass-reveal=choice,hidden-cards.flip-timing=before, seed 3\\)" "$(cat "$tmp/out")"
printf 'quit\n' | "$C" --db "$tmp/c.db" play --seed 3 --variant first-edition >"$tmp/out" 2>&1
expect_match "the 1st edition" "^New game \\(first-edition, seed 3\\)" "$(cat "$tmp/out")"
run "$C" --db "$tmp/d.db" play --seed 3 --rules +points-game,+capture-regions </dev/null
expect_eq "advised against: allowed" 0 "$status"
expect_match "advised against: a warning" "warning: .*points-game with capture-regions" "$err"

# Bad specs and variant files: exit 2, a message, nothing started.
bad() {
    name=$1; pattern=$2; shift 2
    run "$C" --db "$tmp/x.db" "$@"
    expect_eq "$name: exit 2" 2 "$status"
    expect_eq "$name: nothing started" "" "$out"
    expect_match "$name: message" "$pattern" "$err"
}
bad "unknown module" "unknown rule module 'dragons'" play --rules +dragons
bad "unknown option" "no option 'speed'" play --rules hidden-cards.speed=3
bad "bad value" "points-game" play --rules +points-game,points-game.target=-5
bad "option of a disabled module" "capture-regions" play --rules capture-regions.tie-token=defender
printf 'name broken\ncard 10 8\ncolour red\n' > "$tmp/broken.variant"
bad "malformed variant file" "broken.variant: line 3: unknown key 'colour'" play --variant "$tmp/broken.variant"
bad "missing variant file" "cannot read variant file" play --variant "$tmp/none.variant"
bad "unknown variant" "no variant named 'chess'" play --variant chess
expect_eq "nothing was recorded" "" "$(ls "$tmp"/x.db 2>/dev/null)"

# draw-after-battle.draw-choice=optional: after the battle the player is
# asked how many cards he draws (seed 3: Sforza wins Modena, 3 for each).
printf 'pass\ndraw 5\ndraw 1\nquit\n' | "$C" --db "$tmp/d.db" play --seed 3 --players 2 \
    --rules +draw-after-battle,draw-after-battle.draw-choice=optional >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "draw-choice=optional: the question" \
    "^After the battle: how many cards do you draw\\? draw N, from 0 to 3\\.$" "$out"
expect_match "draw-choice=optional: more than the quota is refused" "^You may draw 3 cards at most now\\. After the battle" "$out"
expect_match "draw-choice=optional: draw 1 deals one card" "^You are dealt 1 card: " "$out"
expect_eq "draw-choice=optional: stored with the game and its draw" "1" \
    "$(sqlite3 "$tmp/d.db" "SELECT count(*) FROM games WHERE ruleset LIKE '%draw-choice=optional%';")"

finish
