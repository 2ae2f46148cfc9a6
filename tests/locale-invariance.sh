#!/bin/sh
# locale-invariance.sh — what machines read never changes with the language:
# the same seeded standard game and solitaire, played with the same typed
# moves under LANG=C and each of the five languages, give byte-for-byte the
# same --events lines and the same database (journal, results; timestamps
# aside); stats, simulate and history give the same JSON and CSV, and check
# the same JSON (its problems named in English). Also checks that the
# text reports do change language (else the comparison would prove nothing).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/locales.sh"
C=${CONDOTTIERE:-./condottiere}
FIXTURE=${RECORD_FIXTURE:-$(dirname "$C")/tests/record_fixture}

make_locales
if [ -z "$LOCALES" ]; then
    echo "SKIP no UTF-8 locale can be made here (localedef or the locale sources missing)"
    exit 77
fi
echo "locales: C$LOCALES"

private_home
TZ=UTC0; export TZ
unset NO_COLOR LC_ALL LC_MESSAGES LANGUAGE

# the moves of a whole standard game (pass, choose, keep nothing) and of a
# solitaire (mercenaries then specials; refused moves change nothing)
i=0; play_moves=""; solo_moves=""
while [ $i -lt 150 ]; do
    play_moves="$play_moves pass region_Torino region_Milano keep_none discard_no"
    solo_moves="$solo_moves play_10 play_6 play_5 play_4 play_3 play_2 play_1 special_winter special_bishop"
    i=$((i + 1))
done
"$FIXTURE" "$tmp/fixture.db" >/dev/null 2>&1 || { echo "FAIL cannot write the fixture database"; exit 1; }
# a copy with the last battle of each game deleted, so that check has
# problems to name in its JSON
cp "$tmp/fixture.db" "$tmp/broken.db"
sqlite3 "$tmp/broken.db" "DELETE FROM battles WHERE id IN (SELECT MAX(id) FROM battles GROUP BY game_id);" ||
    { echo "FAIL cannot break the copy of the fixture"; exit 1; }

# the database without its clock (every 'YYYY-MM-DD HH:MM:SS' made equal)
dump() {
    sqlite3 "$1" .dump | sed "s/'[0-9]\{4\}-[0-9][0-9]-[0-9][0-9][ T][0-9:.]*Z\{0,1\}'/'T'/g"
}

run_all() { # run_all NAME: every output of the locale in $LANG into $tmp/NAME.*
    n=$1
    # shellcheck disable=SC2086
    printf '%s\n' $play_moves | tr _ ' ' |
        "$C" --db "$tmp/$n.play.db" play --players 4 --seed 5 --events >"$tmp/$n.play" 2>&1
    grep '^event=' "$tmp/$n.play" >"$tmp/$n.play.events"
    # shellcheck disable=SC2086
    printf '%s\n' $solo_moves | tr _ ' ' |
        "$C" --db "$tmp/$n.solo.db" solo --seed 42 --events >"$tmp/$n.solo" 2>&1
    grep '^event=' "$tmp/$n.solo" >"$tmp/$n.solo.events"
    dump "$tmp/$n.play.db" >"$tmp/$n.play.dump"
    dump "$tmp/$n.solo.db" >"$tmp/$n.solo.dump"
    "$C" --db "$tmp/fixture.db" --profile anna stats --json >"$tmp/$n.stats.json" 2>&1
    "$C" --db "$tmp/fixture.db" --profile anna stats --csv >"$tmp/$n.stats.csv" 2>&1
    "$C" --db "$tmp/fixture.db" --profile anna history --json >"$tmp/$n.history.json" 2>&1
    "$C" --db "$tmp/fixture.db" --profile anna history --csv >"$tmp/$n.history.csv" 2>&1
    "$C" --db "$tmp/broken.db" check --json >"$tmp/$n.check.json" 2>&1
    "$C" --db "$tmp/fixture.db" --profile anna history >"$tmp/$n.history.txt" 2>&1
    "$C" --db "$tmp/broken.db" check >"$tmp/$n.check.txt" 2>&1
    # the run's duration is the one figure that may differ
    "$C" --db "$tmp/$n.sim.db" simulate --games 30 --seed 3 --json 2>/dev/null |
        sed 's/"seconds": [0-9.e+-]*/"seconds": T/' >"$tmp/$n.sim.json"
    "$C" --db "$tmp/$n.sim.db" simulate --games 30 --seed 3 --csv >"$tmp/$n.sim.csv" 2>/dev/null
    "$C" --db "$tmp/fixture.db" --profile anna stats >"$tmp/$n.stats.txt" 2>&1
    "$C" --db "$tmp/C.sim.db" simulate --show 1 >"$tmp/$n.sim.txt" 2>&1
}

LANG=C; export LANG
run_all C
expect_match "the standard game reaches its end under C" "^event=game_end|^event=game-end|^event=end" \
    "$(cat "$tmp/C.play.events")"
expect_match "the solitaire has events under C" "^event=" "$(cat "$tmp/C.solo.events")"
expect_match "simulate JSON under C" "\"games\"" "$(cat "$tmp/C.sim.json")"
expect_match "history JSON under C" "\"opponents\": \"armies A, B\"" "$(cat "$tmp/C.history.json")"
expect_match "check JSON under C names problems" "\"problem\":\"battle [0-9]+ is stored, but its actions make no such battle\"" "$(cat "$tmp/C.check.json")"

for loc in $LOCALES; do
    LANG=$loc; export LANG
    n=${loc%%.*}
    run_all "$n"
    for what in play.events solo.events play.dump solo.dump stats.json stats.csv sim.json sim.csv \
        history.json history.csv check.json; do
        if cmp -s "$tmp/C.$what" "$tmp/$n.$what"; then
            expect_eq "$loc: $what the same as under C" same same
        else
            expect_eq "$loc: $what the same as under C" "$(head -c 2000 "$tmp/C.$what")" \
                "$(diff "$tmp/C.$what" "$tmp/$n.$what" | head -n 20)"
        fi
    done
    # the screens did speak the language: the text reports are translated
    for what in stats.txt sim.txt history.txt check.txt; do
        if cmp -s "$tmp/C.$what" "$tmp/$n.$what"; then
            expect_eq "$loc: $what is translated" "translated" "the same as under C"
        else
            expect_eq "$loc: $what is translated" x x
        fi
    done
done

# LANGUAGE chooses among catalogues too; a language with no catalogue falls
# back to English, silently
first=${LOCALES# }; first=${first%% *}
out=$(LANG=$first LANGUAGE=pl "$C" --db "$tmp/fixture.db" --profile anna stats 2>&1)
expect_match "LANGUAGE=pl picks Polish" "^Statystyki gracza anna" "$out"
out=$(LANG=$first LANGUAGE=xx "$C" --db "$tmp/fixture.db" --profile anna stats 2>"$tmp/err")
expect_match "LANGUAGE=xx (no catalogue) falls back to English" "^Statistics of anna" "$out"
expect_eq "no message about the missing catalogue" "" "$(cat "$tmp/err")"
out=$(LANG=xx_YY.UTF-8 "$C" --db "$tmp/fixture.db" --profile anna stats 2>"$tmp/err")
expect_match "a locale that does not exist: English" "^Statistics of anna" "$out"
expect_eq "a locale that does not exist: no message" "" "$(cat "$tmp/err")"
finish
