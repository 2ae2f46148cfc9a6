#!/bin/sh
# review.sh — `review` of games played through a pipe: a standard game and
# a solitaire game, as a subcommand and at the prompt; the summary first,
# every decision, the costliest marked with `try GAME:N`, the hidden
# cards; the end screens offer it; --json holds the shape doc/review.md
# gives; the analysis is stored in the table reviews (one row), a second
# review reads it (the same output) and the game's own rows are unchanged;
# an unfinished game and bad arguments are refused.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
unset COLUMNS
B="--budget 300 --threads 2"

# --- a standard game; its rows before any review
table_moves | "$C" --db "$tmp/t.db" play --players 4 --seed 5 >"$tmp/play" 2>&1
play=$(cat "$tmp/play")
expect_match "the end screen offers review" "^Type review to see where the game was won or lost\\.$" "$play"
rows() { sqlite3 "$1" 'SELECT * FROM games; SELECT * FROM actions; SELECT * FROM battles; SELECT * FROM seats'; }
command -v sqlite3 >/dev/null 2>&1 && before=$(rows "$tmp/t.db")

run "$C" --db "$tmp/t.db" review $B
expect_eq "review: exit 0" 0 "$status"
first=$(printf '%s\n' "$out" | sed -n 2p)
expect_match "the summary comes first" "^([0-9]+ decisions? cost you [0-9]+ points of winning chance; the costliest: battle [0-9]+ \\([A-Za-z]+\\), \`[a-z0-9 ]+\` at [0-9]+ % where \`[a-z0-9 ]+\` kept [0-9]+ %\\.|No decision cost you)" "$first"
expect_match "every decision, numbered" "^  1\\. battle 1 \\(Modena\\): pass [0-9]+ %" "$out"
expect_match "the costliest with the way to practice" "^  \`try 1:[0-9]+\` to practice from here$" "$out"
expect_match "a costly decision says why" "^Decision [0-9]+, battle [0-9]+ \\([A-Za-z]+\\): \`[a-z0-9 ]+\` kept [0-9]+ %, \`[a-z0-9 ]+\` [0-9]+ %: .+\\.$" "$out"
expect_match "the bots' hands are shown" "^  Sforza held " "$out"
expect_match "the first battle's hands: the deal" "^  Sforza held Courtesan Bishop 6 4 4 3 2 2 2 1$" "$out"
# the deal, as the game showed the player's own hand from the same seed
expect_match "the deal of the seed (the player's hand shown in the game)" "^You are dealt 10 cards: Scarecrow Scarecrow Scarecrow Heroine 6 6 6 5 1 1" "$play"

if command -v sqlite3 >/dev/null 2>&1; then
    expect_eq "one row in reviews" 1 "$(sqlite3 "$tmp/t.db" 'SELECT count(*) FROM reviews')"
    expect_eq "the game's own rows are unchanged by the review" "$before" "$(rows "$tmp/t.db")"
fi
second=$(printf '%s\n' "$out")
run "$C" --db "$tmp/t.db" review $B
expect_eq "a second review reads the stored one: the same" "$second" "$out"
if command -v sqlite3 >/dev/null 2>&1; then
    expect_eq "still one row" 1 "$(sqlite3 "$tmp/t.db" 'SELECT count(*) FROM reviews')"
    expect_eq "the game's own rows are unchanged by a second review" "$before" "$(rows "$tmp/t.db")"
    # the stored row is what is shown: a row changed by hand shows
    sqlite3 "$tmp/t.db" "UPDATE reviews SET analysis = replace(analysis, '\"name\":\"Sforza\"', '\"name\":\"Stored\"')"
    run "$C" --db "$tmp/t.db" review $B
    expect_match "the stored row is read, not computed again" "^  Stored held " "$out"
    sqlite3 "$tmp/t.db" "DELETE FROM reviews"
    run "$C" --db "$tmp/t.db" review $B
    expect_eq "deleted, it is computed again: the same" "$second" "$out"
fi

# --- at the prompt, right after the game's end: the same review
{ table_moves | head -n 400; echo "review $B"; echo quit; } |
    "$C" --db "$tmp/p1.db" play --players 4 --seed 5 >"$tmp/prompt" 2>&1
expect_match "review at the prompt: its first line" "^Review of game 1: [0-9]+ decisions of yours" "$(cat "$tmp/prompt")"
expect_eq "review at the prompt: the same as the subcommand's" "$second" \
    "$(sed -n '/^Review of game 1/,/^condottiere> quit/p' "$tmp/prompt" | sed '$d')"

# --- JSON: the shape of doc/review.md
run "$C" --db "$tmp/t.db" review 1 --json $B
expect_eq "--json: exit 0" 0 "$status"
printf '%s\n' "$out" >"$tmp/t.json"
check_shape() { # FILE KIND: the shape of doc/review.md, checked by python3
    python3 - "$1" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
kind = sys.argv[2]
def need(o, key, types):
    assert key in o, key
    assert isinstance(o[key], types) and not (types is int and isinstance(o[key], bool)), key
opt_int = (int, type(None))
for k, t in (("game", int), ("kind", str), ("budget", int), ("threads", int), ("version", str),
             ("seat", int), ("seats", list), ("summary", dict), ("decisions", list), ("battles", list)):
    need(d, k, t)
assert d["kind"] == kind
for s in d["seats"]:
    need(s, "seat", int); need(s, "name", str)
for k, t in (("marked", int), ("points", int), ("costliest", opt_int)):
    need(d["summary"], k, t)
marked = points = 0
for n, x in enumerate(d["decisions"], 1):
    assert x["decision"] == n
    for k, t in (("seq", int), ("battle", int), ("legal", int), ("iterations", int), ("loss", int), ("marked", bool)):
        need(x, k, t)
    need(x, "army" if kind == "solitaire" else "region", (str, type(None)))
    for m in (x["played"], x["best"]):
        need(m, "move", str); need(m, "act", int); need(m, "visits", int)
        need(m, "percent", opt_int); need(m, "margin", opt_int)
    if x["marked"]:
        marked += 1; points += x["loss"]
assert marked == d["summary"]["marked"] and points == d["summary"]["points"]
for b in d["battles"]:
    need(b, "battle", int)
    if kind == "solitaire":
        need(b, "army", str); need(b, "enemy_deck", list); need(b, "deck", list)
    else:
        need(b, "region", str); need(b, "hands", list); need(b, "face_down", list)
        for h in b["hands"] + b["face_down"]:
            need(h, "seat", int); need(h, "cards", list)
            assert all(isinstance(c, str) for c in h["cards"])
print("ok")
PY
}
if command -v python3 >/dev/null 2>&1; then
    expect_eq "--json: the shape of doc/review.md (standard)" ok "$(check_shape "$tmp/t.json" standard 2>&1)"
else
    expect_match "--json: an object (no python3 to check its shape)" '^\{"game":1,' "$out"
fi

# --- a solitaire game
solo_moves | "$C" --db "$tmp/s.db" solo --seed 42 >"$tmp/solo" 2>&1
expect_match "the solitaire's end screen offers review" "^Type review to see where the game was won or lost\\.$" "$(cat "$tmp/solo")"
run "$C" --db "$tmp/s.db" review $B
expect_eq "solitaire review: exit 0" 0 "$status"
expect_match "solitaire: the decisions" "^  1\\. battle 1 \\(army [A-F]\\): play 10" "$out"
expect_match "solitaire: the enemy deck revealed" "^  the enemy deck: " "$out"
run "$C" --db "$tmp/s.db" review --json $B
printf '%s\n' "$out" >"$tmp/s.json"
if command -v python3 >/dev/null 2>&1; then
    expect_eq "--json: the shape of doc/review.md (solitaire)" ok "$(check_shape "$tmp/s.json" solitaire 2>&1)"
fi

# --- refused: a game in progress, no game, bad arguments
{ table_moves | head -n 3; echo quit; } | "$C" --db "$tmp/p.db" play --players 3 --seed 2 >/dev/null 2>&1
run "$C" --db "$tmp/p.db" review 1
expect_eq "a game in progress: exit 1" 1 "$status"
expect_match "a game in progress is not reviewed (its cards are hidden)" "^condottiere: Game 1 is not over" "$err"
run "$C" --db "$tmp/p.db" review
expect_match "no finished game" "^condottiere: No finished game to review yet" "$err"
run "$C" --db "$tmp/t.db" review --budget 0
expect_eq "--budget 0: exit 2" 2 "$status"
run "$C" --db "$tmp/t.db" review x
expect_eq "a game that is no number: exit 2" 2 "$status"
run "$C" --db "$tmp/t.db" review 99
expect_eq "no game 99: exit 1" 1 "$status"

finish
