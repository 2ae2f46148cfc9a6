# lib.sh — helpers for the shell tests: run a command, capture its output,
# compare. Sourced by tests/*.sh; counts checks and fails at the end.
fails=0
checks=0
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

# private_home: HOME, XDG_DATA_HOME and XDG_STATE_HOME in $tmp ($tmp/home,
# $tmp/home/data, $tmp/home/state), exported, and CONDOTTIERE_DB and
# CONDOTTIERE_PROFILE unset, so that a test never reads or writes the
# user's own games, history or profile. What else a test needs (TZ,
# LC_ALL, NO_COLOR, COLUMNS...) it sets or unsets itself.
private_home() {
    HOME="$tmp/home"; XDG_DATA_HOME="$tmp/home/data"; XDG_STATE_HOME="$tmp/home/state"
    export HOME XDG_DATA_HOME XDG_STATE_HOME
    unset CONDOTTIERE_DB CONDOTTIERE_PROFILE
}

# run CMD...: runs it, leaving $out, $err and $status.
run() {
    "$@" >"$tmp/out" 2>"$tmp/err"
    status=$?
    out=$(cat "$tmp/out")
    err=$(cat "$tmp/err")
}

# expect_eq NAME WANT GOT
expect_eq() {
    checks=$((checks + 1))
    if [ "$2" != "$3" ]; then
        fails=$((fails + 1))
        printf 'FAIL %s\n--- want\n%s\n--- got\n%s\n' "$1" "$2" "$3"
    else
        printf 'ok   %s\n' "$1"
    fi
}

# expect_match NAME PATTERN TEXT (grep -E)
expect_match() {
    checks=$((checks + 1))
    if printf '%s\n' "$3" | grep -Eq -- "$2"; then
        printf 'ok   %s\n' "$1"
    else
        fails=$((fails + 1))
        printf 'FAIL %s: /%s/ not in:\n%s\n' "$1" "$2" "$3"
    fi
}

finish() {
    printf '%d passed, %d failed\n' $((checks - fails)) "$fails"
    [ "$fails" -eq 0 ]
}
