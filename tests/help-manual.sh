#!/bin/sh
# help-manual.sh — --help says where the manual is: run from its build tree
# (./build.sh play, before any install) the page of the build, named from
# the current folder when below it, in full else, a file that is there;
# installed (a copy elsewhere), `man 6 condottiere`; and how to install it.
# build.sh knows `install` (and `locales`).
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
C=${CONDOTTIERE:-./condottiere}
top=${TESTS_SRCDIR:-$(dirname "$0")}/..
private_home
LC_ALL=C; export LC_ALL
unset COLUMNS NO_COLOR

# from the build tree: its page there (which exists)
run "$C" --help
page=$(printf '%s\n' "$out" | tr '\n' ' ' | sed -n 's/.* man \([^ ]*condottiere\.6\) has it all.*/\1/p')
expect_match "--help from the build: the manual page of the build" "man/condottiere\\.6$" "$page"
expect_eq "--help from the build: the page is there" yes "$([ -r "$page" ] && echo yes || echo "no: $page")"
expect_match "--help from the build: how to install it" "\\./build\\.sh install" "$(echo $out)"
page=$(cd "$tmp" && "$C" --help | tr '\n' ' ' | sed -n 's/.* man \([^ ]*condottiere\.6\) has it all.*/\1/p')
expect_eq "--help elsewhere: the page's full path" yes "$(cd "$tmp" && [ -r "$page" ] && echo yes || echo "no: $page")"
mkdir -p "$tmp/bin"
cp "$C" "$tmp/bin/condottiere"
expect_match "--help installed: man 6 condottiere" "man 6 condottiere has it all\\.$" \
    "$("$tmp/bin/condottiere" --help | tr '\n' ' ' | sed 's/ *$//')"

# build.sh: install among its commands (a wrong one lists them)
run sh "$top/build.sh" no-such-command
expect_eq "build.sh: a wrong command: exit 2" 2 "$status"
expect_match "build.sh: install among the commands" "\\| install( |$)" "$err"
finish
