#!/bin/sh
# solo-levels.sh — the solitaire's levels as a player meets them, through
# the prompt: the start of a game names its level and figure, the end of a
# won game offers the next level and a bare `solo` starts it, the end of a
# lost one offers the same level again; `rules solitaire` opens with how
# the game goes, then the levels, then the options; `help` points to it;
# history and stats show the levels; all of it under French too.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
TZ=UTC0; LC_ALL=C; LANGUAGE=; export TZ LC_ALL LANGUAGE
unset NO_COLOR COLUMNS

# a naive player: every card, every special, in a fixed order
moves() {
    i=0
    while [ "$i" -lt 80 ]; do
        printf '10\n6\n5\n4\n3\n2\n1\nblind\nfight\nnext\nsurrender\nheroine\ndrummer\nspring\nwinter\nbishop\n'
        i=$((i + 1))
    done
}
moves | head -n 184 > "$tmp/win"    # seed 2 at level 1: won at the 184th line
{ cat "$tmp/win"; printf 'solo --seed 9\nquit\n'; } > "$tmp/in"
run "$C" --db "$tmp/a.db" solo --seed 2 --level gentle < "$tmp/in"
expect_eq "exit 0" 0 "$status"
expect_match "the start names the level and its figure" \
    "^Level 1 of [0-9]+, gentle \(six enemy armies, one drawn by a die for each battle\): a strong player wins 99%\. solo --level 2 for a harder game\.$" "$out"
expect_match "the game is won" "YOU WIN" "$out"
expect_match "the ladder offers the next level" \
    "^You have beaten level 1, gentle\. Next: level 2, classic \(the Spanish text's rules; a strong player wins 97%\)\. Type solo to play it, solo --level 1 to play this level again\.$" "$out"
expect_match "a bare solo starts it" "^Level 2 of [0-9]+, classic \(the Spanish text's rules\)" \
    "$(printf '%s\n' "$out" | sed -n '/^condottiere> solo --seed 9/,$p')"

moves | head -n 47 > "$tmp/lose"    # seed 5 at level 2: lost at the 47th line
{ cat "$tmp/lose"; printf 'solo\nquit\n'; } > "$tmp/in"
run "$C" --db "$tmp/a.db" solo --seed 5 --level 2 < "$tmp/in"
expect_match "the game is lost" "YOU LOSE" "$out"
expect_match "the ladder offers the same level again" \
    "^Type solo to play level 2, classic, again \(solo --level 1 for an easier game\)\.$" "$out"
expect_match "a bare solo starts it again" "^Level 2 of [0-9]+, classic " \
    "$(printf '%s\n' "$out" | sed -n '/^condottiere> solo$/,$p')"

# a custom game: no offer, the usual end
run "$C" --db "$tmp/a.db" solo --seed 5 --rules armies=3,reserve=5 < "$tmp/lose"
expect_match "custom: said at the start" "^A custom game \(options of your own\)" "$out"
run "$C" --db "$tmp/a.db" solo --seed 5 --level classic --rules armies=6 < /dev/null
expect_match "a level plus rules that make another level's options: that level" "^Level 1 of [0-9]+, gentle " "$out"
run "$C" --db "$tmp/a.db" solo --seed 5 --level fierce --rules streak-length=2 < /dev/null
expect_match "a level plus rules that change nothing: still the level" "^Level 3 of [0-9]+, fierce " "$out"

# rules solitaire: the summary, the levels, the options
run "$C" rules solitaire
expect_match "rules solitaire opens with the summary" "^The solitaire \(the Spanish text" "$(printf '%s\n' "$out" | head -n 1)"
expect_match "the summary: the hand is not refilled" "your hand is not refilled" "$out"
expect_match "the summary: ties" "a tie goes to the enemy" "$out"
expect_match "then the levels" "^  2 classic +97\.5% \(96\.7-98\.1\) +92\.7% \(91\.5-93\.8\)$" "$out"
expect_match "then the options" "^  armies = 2 " "$out"
expect_eq "rules solitaire: no line over 80 columns" "" "$(printf '%s\n' "$out" | awk 'length > 80')"
run env COLUMNS=40 "$C" rules solitaire
expect_eq "rules solitaire at 40 columns: no line over 40" "" "$(printf '%s\n' "$out" | awk 'length > 40')"
printf 'help\nquit\n' > "$tmp/in"
run "$C" --db "$tmp/b.db" solo --seed 1 < "$tmp/in"
expect_match "help in a solitaire game points to rules solitaire" "rules solitaire\.$" "$out"

# history and stats
run "$C" --db "$tmp/a.db" history --limit 3
expect_match "history: the level column" "^game +date +variant +level +rules" "$out"
run "$C" --db "$tmp/a.db" history --json --limit 0
expect_match "history --json: the level" '"level": "gentle"' "$out"
expect_match "history --json: a custom game" '"level": "custom"' "$out"
run "$C" --db "$tmp/a.db" stats
expect_match "stats: by level" "^  1 gentle +1 played, +1 won " "$out"
expect_match "stats: the highest level beaten" "^Highest level beaten: 1, gentle \(solo --level 2 for the next\)\.$" "$out"
run "$C" --db "$tmp/a.db" stats --json
expect_match "stats --json: the record at a level" \
    '"solitaire_levels": \[ *\{"level": "gentle", "number": 1, "games": 1, "wins": 1, ' "$(printf '%s' "$out" | tr -d '\n')"
expect_match "stats --json: the highest level beaten" \
    '"solitaire_ladder": \{"highest_beaten": 1, "levels": 7\}' "$out"
run "$C" --db "$tmp/a.db" stats --csv
expect_match "stats --csv: the record at a level" "^solitaire_levels,gentle,wins,1$" "$out"
expect_match "stats --csv: the highest level beaten" "^solitaire_ladder,,highest_beaten,1$" "$out"

# French
if LANGUAGE=fr LC_ALL=fr_FR.UTF-8 "$C" --version >/dev/null 2>&1 &&
    locale -a 2>/dev/null | grep -qi '^fr_FR\.utf-\{0,1\}8$'; then
    run env LANGUAGE=fr LC_ALL=fr_FR.UTF-8 "$C" --db "$tmp/c.db" solo --seed 2 --level 1 < "$tmp/win"
    expect_match "French: the level line" "^Niveau 1 sur [0-9]+, gentle " "$out"
    expect_match "French: the ladder" "^Vous avez battu le niveau 1, gentle\." "$out"
else
    echo "(no French locale: skipped)"
fi
finish
