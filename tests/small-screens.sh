#!/bin/sh
# small-screens.sh — small things a player meets in the first hour, each
# checked where it shows: the solitaire names what drew the army (a coin
# for 2 armies, a die for more, nothing for one) and says a conceded
# battle in a sentence; the standard game's status names the bots' levels
# and, at the round's discard question, the next battle instead of a line
# of "(passed)" seats, and `discard no` is answered; `rules` fits 80
# columns into a pipe; `hint` names the cards as the screens of the
# player's language do, and the prompt takes those words back; on a
# terminal, `replay --step` shows what is typed once.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
S=${TESTS_SRCDIR:-$(dirname "$0")}/scenarios
PTY=${PTY_RUN:-./tests/pty_run}
private_home
unset COLUMNS NO_COLOR

# ---- the solitaire: coin, die, the only army; the conceded battle ----
for armies in 1 2 3 6; do
    rm -f "$tmp/s.db"
    printf 'quit\n' | "$C" --db "$tmp/s.db" solo --seed 3 --rules armies=$armies >"$tmp/out" 2>&1
    eval "out_$armies=\$(cat \"\$tmp/out\")"
done
expect_match "armies=2: a coin" "^--- Battle 1: the coin says army [AB]\\. The enemy has the initiative\\.$" "$out_2"
expect_match "armies=3: a die" "^--- Battle 1: the die says army [ABC]\\. The enemy has the initiative\\.$" "$out_3"
expect_match "armies=6: a die" "^--- Battle 1: the die says army [A-F]\\. The enemy has the initiative\\.$" "$out_6"
expect_eq "armies=3: no coin" "" "$(printf '%s\n' "$out_3" | grep -i coin)"
expect_match "armies=1: nothing drawn" \
    "^--- Battle 1 against army A, the only enemy army\\. The enemy has the initiative\\.$" "$out_1"

rm -f "$tmp/s.db"
printf '6\nnext\n5\nconcede\nquit\n' | "$C" --db "$tmp/s.db" solo --seed 3 --rules armies=3 >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
expect_match "a conceded battle in one sentence" \
    "^=> Army B wins battle 1: you conceded with 11 against its 4\\. \\(1 victory, 1 in a row\\)$" "$out"
expect_eq "no pile of brackets" "" "$(printf '%s\n' "$out" | grep -F '(you conceded) (')"

# ---- the standard game: the bots' levels, the discard question ----
printf 'status\nquit\n' | "$C" --db "$tmp/b.db" play --players 3 --seed 5 \
    --bots easy,search:40 >"$tmp/out" 2>&1
expect_match "status names each bot's level" "^Bots:  Sforza easy  Colleoni search:40$" "$(cat "$tmp/out")"
printf 'status\nquit\n' | "$C" --db "$tmp/b2.db" play --players 2 --seed 5 >"$tmp/out" 2>&1
expect_match "the default level" "^Bots:  Sforza heuristic$" "$(cat "$tmp/out")"

# hand-discard.scenario: after the battle, Colleoni and the player hold no
# mercenary; the player is asked, then keeps cards at the round's end.
printf 'pass\nstatus\nlines\ndiscard no\nstatus\nquit\n' |
    "$C" --db "$tmp/d.db" play --scenario "$S/hand-discard.scenario" --seed 1 >"$tmp/out" 2>&1
out=$(cat "$tmp/out")
asked=$(sed -n '/^table> pass$/,/^table> discard no$/p' "$tmp/out")
expect_match "at the discard question: the next battle, waiting" \
    "^Next battle: [A-Z][a-z]+, once the hands without mercenaries are settled\\.$" "$asked"
expect_eq "at the discard question: no line of seats that passed" "" \
    "$(printf '%s\n' "$asked" | sed -n '/^table> status$/,$p' | grep -F '(passed)')"
expect_match "discard no is answered" "^You keep your hand without mercenaries\\.$" "$out"
expect_match "at the round's end: the next battle after the deal" \
    "^Next battle: [A-Z][a-z]+, after the round's new deal\\.$" "$out"

# ---- rules: a help text, 80 columns into a pipe (COLUMNS when set) ----
widest() { LC_ALL=C.UTF-8 awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }'; }
for name in "" solitaire standard cards winter hidden-cards round-deal; do
    w=$("$C" rules $name | widest)
    expect_eq "rules $name: at most 80 columns into a pipe" 1 "$([ "$w" -le 80 ] && [ "$w" -gt 60 ] && echo 1)"
done
w=$(COLUMNS=40 "$C" rules | widest)
expect_eq "rules: COLUMNS=40 holds" 1 "$([ "$w" -le 40 ] && echo 1)"
w=$("$C" variants | widest)
expect_eq "variants: at most 80 columns into a pipe" 1 "$([ "$w" -le 80 ] && echo 1)"
printf 'abandon\nrules\nquit\n' | "$C" --db "$tmp/r.db" >"$tmp/out" 2>&1
w=$(sed -n '/^condottiere> rules$/,/^condottiere> quit$/p' "$tmp/out" | widest)
expect_eq "rules at the prompt: at most 80 columns into a pipe" 1 "$([ "$w" -le 80 ] && [ "$w" -gt 60 ] && echo 1)"

# ---- simulate: a share rounded once, the same in every table ----
# seed 2: seat 1 wins 1007 of 2000 games under the standard rules, 50.35 %
"$C" --db "$tmp/sim.db" simulate --games 2000 --players 2 --bots random --seed 2 \
    --rules standard --rules +hidden-cards >"$tmp/sim.out" 2>&1
expect_match "simulate: seat 1 wins 1007 games (the case of a half)" "^ +1  random +1007 " "$(cat "$tmp/sim.out")"
# each seat's rate from its wins, rounded half up; the side-by-side table
# repeats seat 1's; the first token holder's rate is the first place's
bad=$(awk -v games=2000 '
    function shown(k,   t) { t = int((2000 * k + games) / (2 * games)); return sprintf("%d.%d%%", int(t / 10), t % 10) }
    /^ +[0-9]+  random +[0-9]+ +[0-9.]+%/ {
        if ($4 != shown($3)) print "seat " $1 ": " $3 " wins shown " $4 " not " shown($3)
        if ($1 == 1) seat1[++arms] = $4
    }
    /^  first token holder: wins / { first = $5 }
    /^  win rate by place after the first token holder:/ {
        if ($10 != first) print "first token holder " first " but first place " $10
    }
    /^Side by side/ { side = 1; next }
    side && /^  standard/ { if ($2 != seat1[++row]) print "side by side " $2 " not " seat1[row] }
    END { if (row != 2) print "side by side: " row " rows" }' "$tmp/sim.out")
expect_eq "simulate: every table shows the same rounded shares" "" "$bad"

# ---- hint in the player's language, typed back ----
make_locales
case " $LOCALES " in
*" it_IT.UTF-8 "*)
    unset LC_ALL LC_MESSAGES LANGUAGE # the screens in the language of LANG
    rm -f "$tmp/h.db"
    printf '6\nhint\nspecial primavera\nquit\n' |
        LANG=it_IT.UTF-8 "$C" --db "$tmp/h.db" solo --seed 3 >"$tmp/out" 2>&1
    out=$(cat "$tmp/out")
    hint=$(sed -n '/^solo> hint$/,/^solo> special/p' "$tmp/out")
    expect_match "Italian solitaire: the hint names Spring as the hand does" "^special primavera +questa battaglia" "$hint"
    expect_eq "Italian solitaire: no English card name in the hint" "" \
        "$(printf '%s\n' "$hint" | grep -iE '(special|play) (winter|spring|bishop|drummer|heroine|surrender)')"
    expect_match "Italian solitaire: the hinted words are taken" "^Giochi la tua carta Primavera\\.$" "$out"
    cat >"$tmp/w.scenario" <<'EOF'
players 2
token 1
region Firenze
line 1 10 10
hand 0 winter heroine 1
hand 1 2 3
turn 0
EOF
    rm -f "$tmp/h.db"
    printf 'hint\nplay inverno\nquit\n' |
        LANG=it_IT.UTF-8 "$C" --db "$tmp/h.db" play --scenario "$tmp/w.scenario" --seed 1 >"$tmp/out" 2>&1
    out=$(cat "$tmp/out")
    hint=$(sed -n '/^table> hint$/,/^table> play/p' "$tmp/out")
    expect_match "Italian table: the hint names Winter as the hand does" "^play inverno +questa battaglia [0-9]+%, la partita" "$hint"
    expect_match "Italian table: and the Heroine" "^play eroina +questa battaglia [0-9]+%, la partita" "$hint"
    expect_eq "Italian table: no English card name in the hint" "" \
        "$(printf '%s\n' "$hint" | grep -iE 'play (winter|heroine)')"
    expect_match "Italian table: the hinted words are taken" "^Giochi Inverno" "$out"
    ;;
*) echo "SKIP the Italian hint: no it_IT.UTF-8 locale here" ;;
esac

# ---- replay --step on a terminal: what is typed shows once ----
if [ -x "$PTY" ]; then
    printf '6\nnext\n5\nnext\nquit\n' | "$C" --db "$tmp/p.db" solo --seed 42 >/dev/null 2>&1
    TERM=dumb "$PTY" "$C" --db "$tmp/p.db" replay 1 --step >"$tmp/out" 2>&1 <<'EOF'
expect next move, back: the one before, q: stop) 
send back\r
expect This is your first move
expect q: stop) 
send q\r
eof
status 0
absent back\r\nback\r\n
absent q\r\nq\r\n
EOF
    expect_eq "replay --step on a terminal: each line typed shows once" 0 "$?"
    [ -s "$tmp/out" ] && cat "$tmp/out"
else
    echo "SKIP replay --step on a terminal: no pty_run"
fi

finish
