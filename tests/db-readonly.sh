#!/bin/sh
# db-readonly.sh — a database is read wherever its file can be read: in a
# read-only folder (a backup on a read-only mount, a shared folder), the
# file writable or not, history, stats, check and replay show it and leave
# nothing behind (no -shm, no -wal, the file unchanged), while a game or
# resume says that nothing can be recorded there. Root writes anything
# whatever the permission bits say, so as root the commands run as the
# user nobody (setpriv, from util-linux); the test is skipped (77) when
# the folder cannot be made read-only for the one who reads it.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
. "${TESTS_SRCDIR:-$(dirname "$0")}/moves.sh"
C=${CONDOTTIERE:-./condottiere}
private_home
LC_ALL=C; TZ=UTC0; export LC_ALL TZ
unset LANGUAGE
CONDOTTIERE_PROFILE=tester; export CONDOTTIERE_PROFILE # the same player as whoever reads

# The reader: ourselves, or nobody when we are root.
as_reader() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
    uid=$(id -u nobody 2>/dev/null) gid=$(id -g nobody 2>/dev/null)
    if [ -z "$uid" ] || ! command -v setpriv >/dev/null 2>&1 ||
        ! setpriv --reuid="$uid" --regid="$gid" --clear-groups true 2>/dev/null; then
        echo "root, and no way to run as nobody (setpriv): skipped"
        exit 77
    fi
    as_reader() { setpriv --reuid="$uid" --regid="$gid" --clear-groups "$@"; }
fi

# Everything the reader touches is where it may go: the program copied
# beside the database, the folders open to it.
chmod 755 "$tmp"
cp "$C" "$tmp/condottiere"
R="$tmp/condottiere"
dir="$tmp/shared"
mkdir "$dir"
db="$dir/g.db"
solo_moves | "$C" --db "$db" solo --seed 42 >/dev/null 2>&1
{ table_moves | head -n 8; echo quit; } | "$C" --db "$db" play --players 3 --seed 5 >/dev/null 2>&1
[ "$(id -u)" -eq 0 ] && chown -R "$uid:$gid" "$dir"
sum() { cksum <"$db"; }
before=$(sum)

if ! as_reader "$R" --version >/dev/null 2>&1 || ! as_reader test -r "$db"; then
    echo "the reader cannot reach $tmp (a private TMPDIR?): skipped"
    exit 77
fi
chmod 555 "$dir"
if as_reader sh -c ': >"$1/probe"' sh "$dir" 2>/dev/null; then
    rm -f "$dir/probe"
    chmod 755 "$dir"
    echo "the reader can write in a read-only folder (permissions not enforced here): skipped"
    exit 77
fi

reads() { # WHAT [any]: the reading commands, as the reader; with "any", the
    # folder is writable and SQLite may leave its -shm and -wal files there
    what=$1
    run as_reader "$R" --db "$db" history
    expect_eq "$what: history: exit 0" 0 "$status"
    expect_eq "$what: history: nothing on stderr" "" "$err"
    expect_match "$what: history: the solitaire game" "^ +1 .* solitaire " "$out"
    expect_match "$what: history: the game in progress" "^ +2 .* standard .* in progress " "$out"
    run as_reader "$R" --db "$db" stats --csv
    expect_eq "$what: stats: exit 0" 0 "$status"
    expect_eq "$what: stats: nothing on stderr" "" "$err"
    expect_match "$what: stats: the games" '^games,,recorded,2$' "$out"
    run as_reader "$R" --db "$db" check
    expect_eq "$what: check: exit 0" 0 "$status"
    expect_eq "$what: check: no problems" "2 games checked: no problems." "$out"
    expect_eq "$what: check: nothing on stderr" "" "$err"
    run as_reader "$R" --db "$db" replay 2
    expect_eq "$what: replay: exit 0" 0 "$status"
    expect_match "$what: replay: the game" "^Replay of game 2 \\(standard" "$out"
    expect_eq "$what: replay: nothing on stderr" "" "$err"
    run as_reader "$R" --db "$db" simulate --list
    expect_eq "$what: simulate --list: exit 0" 0 "$status"
    expect_eq "$what: simulate --list: none" "No simulations stored." "$out"
    expect_eq "$what: simulate --list: nothing on stderr" "" "$err"
    [ "${2:-}" = any ] || expect_eq "$what: nothing left in the folder" "g.db" "$(ls "$dir")"
    expect_eq "$what: the file unchanged" "$before" "$(sum)"
}

chmod 666 "$db"
reads "a writable file in a read-only folder"

# A game there cannot be recorded, and says so; resume cannot go on.
run as_reader sh -c 'printf "play 1\nquit\n" | "$1" --db "$2" solo --seed 3' sh "$R" "$db"
expect_match "read-only folder: solo says games are not recorded" \
    "its folder is read-only, games cannot be recorded" "$err"
run as_reader "$R" --db "$db" resume 2 </dev/null
expect_eq "read-only folder: resume: exit 1" 1 "$status"
expect_match "read-only folder: resume: read-only" "its folder is read-only" "$err"
expect_eq "read-only folder: resume: nothing on stdout" "" "$out"

# replay typed at the prompt reads the file all the same.
run as_reader sh -c 'printf "abandon\nreplay 2\nquit\n" | "$1" --db "$2"' sh "$R" "$db"
expect_match "read-only folder: replay at the prompt: the game" "Replay of game 2 \\(standard" "$out"
expect_eq "read-only folder: replay at the prompt: the file unchanged" "$before" "$(sum)"

chmod 444 "$db"
reads "a read-only file in a read-only folder"

chmod 755 "$dir"
reads "a read-only file in a writable folder" any

chmod 644 "$db"
finish
