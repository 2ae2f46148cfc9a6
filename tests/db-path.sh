#!/bin/sh
# db-path.sh — a database path that is wrong, as a player mistypes it with
# --db or CONDOTTIERE_DB: a reading command (history, stats, check, replay,
# resume, simulate --list/--show) on a path where there is no database says
# so on stderr and exits 1, creating nothing; a folder, or a file that is
# not a database, is named as such; a game at a given path whose folder is
# missing says so and creates no folder. Only the default place (under
# XDG_DATA_HOME) is created silently, and reading it before the first game
# is "no games yet".
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
LC_ALL=C; export LC_ALL
unset LANGUAGE

exists() { if [ -e "$1" ]; then echo yes; else echo no; fi; }

# A database holding one game, to put wrong paths beside.
printf 'play 1\nquit\n' | "$C" --db "$tmp/g.db" solo --seed 3 >/dev/null 2>&1
expect_eq "a database to start from" yes "$(exists "$tmp/g.db")"

# ---- reading commands on a given path with no database there ---------------

reading="history|stats|check|check --repair|check --json|replay 1|resume 1|resume|simulate --list|simulate --show 1"
no_database() { # PATH WHAT: every reading command on PATH says there is none
    path=$1 what=$2
    old_ifs=$IFS IFS='|'
    for cmd in $reading; do
        IFS=$old_ifs
        # shellcheck disable=SC2086
        run "$C" --db "$path" $cmd </dev/null
        expect_eq "$what: $cmd: exit 1" 1 "$status"
        expect_eq "$what: $cmd: nothing on stdout" "" "$out"
        expect_match "$what: $cmd: says there is no database there" \
            "^condottiere: no database at $path" "$err"
        expect_match "$what: $cmd: says what to do" "--db or CONDOTTIERE_DB" "$err"
        IFS='|'
    done
    IFS=$old_ifs
}
no_database "$tmp/none.db" "a missing file"
expect_eq "a missing file: nothing created" no "$(exists "$tmp/none.db")"
no_database "$tmp/missing/dir/x.db" "a missing folder"
expect_eq "a missing folder: nothing created" no "$(exists "$tmp/missing")"
run "$C" --db "$tmp/missing/dir/x.db" history
expect_match "a missing folder is named" "the folder $tmp/missing does not exist" "$err"
no_database "$tmp/g.db/sub/y.db" "a file in the way"
run "$C" --db "$tmp/g.db/sub/y.db" stats
expect_match "a file in the way is named" "$tmp/g.db is not a folder" "$err"

# CONDOTTIERE_DB is a path the player gave too.
run env CONDOTTIERE_DB="$tmp/none.db" "$C" history
expect_eq "CONDOTTIERE_DB, missing file: exit 1" 1 "$status"
expect_match "CONDOTTIERE_DB, missing file: the message" "^condottiere: no database at $tmp/none.db" "$err"
expect_eq "CONDOTTIERE_DB, missing file: nothing on stdout" "" "$out"

# ---- a folder, a file that is not a database --------------------------------

for cmd in history stats check "replay 1" "resume 1" "simulate --list"; do
    # shellcheck disable=SC2086
    run "$C" --db "$tmp" $cmd </dev/null
    expect_eq "a folder: $cmd: exit 1" 1 "$status"
    expect_match "a folder: $cmd: named as a folder" "^condottiere: $tmp is a folder, not a database file" "$err"
    expect_eq "a folder: $cmd: nothing on stdout" "" "$out"
done
run sh -c 'printf "play 1\nquit\n" | "$1" --db "$2" solo --seed 3' sh "$C" "$tmp"
expect_match "a folder: solo says so" "^condottiere: $tmp is a folder, not a database file" "$err"

if [ -r /proc/version ] && [ ! -s /proc/version ] && [ -n "$(head -c 1 /proc/version)" ]; then
    # a file whose size reads 0 though it has text: not an empty database
    for cmd in history stats check "replay 1"; do
        # shellcheck disable=SC2086
        run "$C" --db /proc/version $cmd </dev/null
        expect_eq "/proc/version: $cmd: exit 1" 1 "$status"
        expect_match "/proc/version: $cmd: not a database" "^condottiere: /proc/version: .*not a database" "$err"
        expect_eq "/proc/version: $cmd: nothing on stdout" "" "$out"
    done
fi
printf 'some notes, not a database, long enough to fill a header\n' >"$tmp/notes.txt"
run "$C" --db "$tmp/notes.txt" check
expect_eq "a text file: check: exit 1" 1 "$status"
expect_match "a text file: check: not a database" "notes\\.txt: .*not a database" "$err"

# ---- a game at a given path whose folder is missing --------------------------

run sh -c 'printf "play 1\nquit\n" | "$1" --db "$2" solo --seed 3' sh "$C" "$tmp/nodir/sub/x.db"
expect_match "a missing folder: solo says which" \
    "^condottiere: cannot create the database $tmp/nodir/sub/x.db: the folder $tmp/nodir does not exist" "$err"
expect_match "a missing folder: and what to do" \
    "--db or CONDOTTIERE_DB, or make its folder first \\(mkdir -p $tmp/nodir/sub\\)" "$err"
expect_eq "a missing folder: no folder made" no "$(exists "$tmp/nodir")"
run sh -c 'printf "play 1\nquit\n" | CONDOTTIERE_DB="$2" "$1" solo --seed 3' sh "$C" "$tmp/nodir/x.db"
expect_match "CONDOTTIERE_DB in a missing folder: solo says so" "the folder $tmp/nodir does not exist" "$err"
expect_eq "CONDOTTIERE_DB in a missing folder: no folder made" no "$(exists "$tmp/nodir")"
run sh -c 'printf "quit\n" | "$1" --db "$2" simulate --games 2 --seed 1' sh "$C" "$tmp/nodir/x.db"
expect_eq "simulate into a missing folder: exit 1" 1 "$status"
expect_match "simulate into a missing folder: says so" "the folder $tmp/nodir does not exist" "$err"

# A given path whose folder exists: the first game creates the database.
run sh -c 'printf "play 1\nquit\n" | "$1" --db "$2" solo --seed 3' sh "$C" "$tmp/new.db"
expect_eq "a new file in a folder that exists: no message" "" "$err"
expect_eq "a new file in a folder that exists: created" yes "$(exists "$tmp/new.db")"
run "$C" --db "$tmp/new.db" history
expect_match "a new file: its game is listed" "^ +1 .*solitaire" "$out"

# ---- the default place --------------------------------------------------------

for cmd in history stats; do
    run "$C" $cmd
    expect_eq "default place, no file: $cmd: no games yet" "No games yet: type solo or play to start one." "$out"
    expect_eq "default place, no file: $cmd: exit 0" 0 "$status"
done
run "$C" check
expect_eq "default place, no file: check" "No database yet: nothing to check." "$out"
expect_eq "default place, no file: check: exit 0" 0 "$status"
run "$C" replay 1
expect_eq "default place, no file: replay 1: exit 1" 1 "$status"
expect_eq "default place, no file: replay 1: no games yet" \
    "condottiere: No games yet: type solo or play to start one." "$err"
expect_eq "default place, no file: replay 1: nothing on stdout" "" "$out"
run "$C" resume </dev/null
expect_eq "default place, no file: resume: exit 1" 1 "$status"
expect_match "default place, no file: resume: nothing to resume" "No game to resume" "$err"
expect_eq "default place, no file: resume: nothing on stdout" "" "$out"
expect_eq "default place: reading created nothing" no "$(exists "$XDG_DATA_HOME")"
run sh -c 'printf "play 1\nquit\n" | "$1" solo --seed 3' sh "$C"
expect_eq "default place: the first game creates its folders, silently" "" "$err"
expect_eq "default place: the file is there" yes "$(exists "$XDG_DATA_HOME/condottiere/condottiere.db")"

finish
