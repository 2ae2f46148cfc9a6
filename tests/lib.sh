# lib.sh — helpers for the shell tests: run a command, capture its output,
# compare. Sourced by tests/*.sh; counts checks and fails at the end.
fails=0
checks=0
tmp=$(mktemp -d) || exit 99
trap 'rm -rf "$tmp"' EXIT

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
