#!/bin/sh
# build-locales.sh — build.sh makes the five languages' UTF-8 locales
# (it_IT, fr_FR, pl_PL, es_ES, pt_PT) when they are missing: on Debian by
# uncommenting them in /etc/locale.gen and running locale-gen, elsewhere
# with localedef; as root, or through sudo; without either it says how.
# Once made, a second run does nothing and says nothing. Run on stand-ins
# (locale, locale-gen, localedef, id, sudo: shell scripts that log their
# calls) and a copy of locale.gen, so nothing of the machine changes.
. "${TESTS_SRCDIR:-$(dirname "$0")}/lib.sh"
top=${TESTS_SRCDIR:-$(dirname "$0")}/..

bin="$tmp/bin" log="$tmp/calls" have="$tmp/have"
mkdir -p "$bin"
for tool in sh sed grep tr tee cat dirname nproc; do
    p=$(command -v $tool) && ln -s "$p" "$bin/$tool"
done
# locale -a lists $have; locale-gen and localedef log and add to it
cat >"$bin/locale" <<EOF
#!/bin/sh
[ "\$1" = -a ] && cat "$have"
EOF
cat >"$bin/locale-gen" <<EOF
#!/bin/sh
echo "locale-gen \$*" >>"$log"
sed -n 's/^\\([a-z][a-z]_[A-Z][A-Z]\\)\\.UTF-8 UTF-8\$/\\1.utf8/p' "\$LOCALE_GEN" >>"$have"
EOF
cat >"$bin/localedef" <<EOF
#!/bin/sh
echo "localedef \$*" >>"$log"
echo "\$5" | sed "s/UTF-8/utf8/" >>"$have"
EOF
cat >"$bin/id" <<EOF
#!/bin/sh
echo "\${FAKE_UID:-0}"
EOF
cat >"$bin/sudo" <<EOF
#!/bin/sh
echo "sudo \$1" >>"$log"
exec "\$@"
EOF
chmod +x "$bin"/locale "$bin"/locale-gen "$bin"/localedef "$bin"/id "$bin"/sudo

gen="$tmp/locale.gen"
fresh() { # a locale.gen as Debian ships it, no locale made, no call logged
    printf '%s\n' '# This file lists locales that you wish to have built.' '# en_US.UTF-8 UTF-8' \
        '# es_ES.UTF-8 UTF-8' '# fr_FR.UTF-8 UTF-8' '# it_IT.UTF-8 UTF-8' '# pl_PL.UTF-8 UTF-8' \
        '# pt_PT ISO-8859-1' '# pt_PT.UTF-8 UTF-8' >"$gen"
    printf 'C\nC.utf8\nPOSIX\n' >"$have"
    : >"$log"
}
build() { # build.sh locales with the stand-ins
    run env PATH="$bin" LOCALE_GEN="$1" sh "$top/build.sh" locales
}

# as root on Debian: locale.gen edited, locale-gen once
fresh
build "$gen"
expect_eq "root: exit 0" 0 "$status"
expect_eq "root: locale-gen run once" "locale-gen " "$(cat "$log")"
expect_eq "root: the five uncommented" \
    "es_ES.UTF-8 UTF-8 fr_FR.UTF-8 UTF-8 it_IT.UTF-8 UTF-8 pl_PL.UTF-8 UTF-8 pt_PT.UTF-8 UTF-8" \
    "$(grep -v '^#' "$gen" | tr '\n' ' ' | sed 's/ $//')"
expect_match "root: the others left as they were" "^# en_US\\.UTF-8 UTF-8$" "$(cat "$gen")"
expect_match "root: one line says what was made" "^build\\.sh: .*it_IT.* pt_PT" "$err"
expect_eq "root: one line only" 1 "$(printf '%s\n' "$err" | grep -c .)"
# once made, nothing more
: >"$log"
build "$gen"
expect_eq "again: exit 0" 0 "$status"
expect_eq "again: nothing run" "" "$(cat "$log")"
expect_eq "again: nothing said" "" "$err$out"

# some already there, some listed without their comment
fresh
printf 'it_IT.utf8\nfr_FR.UTF-8\n' >>"$have"
sed -i 's/^# pl_PL.UTF-8/pl_PL.UTF-8/' "$gen"
build "$gen"
expect_match "partly made: the missing ones said" "pl_PL es_ES pt_PT|pl_PL.*es_ES.*pt_PT" "$err"
expect_eq "partly made: it_IT and fr_FR not said" "" "$(printf '%s\n' "$err" | grep -e it_IT -e fr_FR)"
expect_eq "partly made: a line listed once" 1 "$(grep -c '^pl_PL.UTF-8 UTF-8$' "$gen")"

# a locale.gen without the line: added
fresh
grep -v pt_PT "$gen" >"$gen.new" && mv "$gen.new" "$gen"
build "$gen"
expect_match "not listed: the line added" "^pt_PT\\.UTF-8 UTF-8$" "$(cat "$gen")"

# no locale.gen: localedef, one locale at a time
fresh
build "$tmp/no-such-file"
expect_eq "no locale.gen: localedef for each" \
    "localedef -i it_IT -f UTF-8 it_IT.UTF-8 localedef -i fr_FR -f UTF-8 fr_FR.UTF-8 localedef -i pl_PL -f UTF-8 pl_PL.UTF-8 localedef -i es_ES -f UTF-8 es_ES.UTF-8 localedef -i pt_PT -f UTF-8 pt_PT.UTF-8" \
    "$(tr '\n' ' ' <"$log" | sed 's/ $//')"

# not root, with sudo: through sudo
fresh
FAKE_UID=1000; export FAKE_UID
build "$gen"
expect_match "sudo: locale-gen through sudo" "^sudo locale-gen$" "$(cat "$log")"
expect_eq "sudo: the five made" 8 "$(grep -c . "$have")"

# not root, no sudo: nothing changed, said how, and the build goes on
fresh
rm "$bin/sudo"
build "$gen"
expect_eq "no root: exit 0 (the build goes on)" 0 "$status"
expect_eq "no root: nothing run" "" "$(cat "$log")"
expect_match "no root: says how" "^build\\.sh: .*not installed.*as root" "$(echo $err)"
expect_match "no root: the command" "locale-gen" "$(echo $err)"
expect_eq "no root: locale.gen unchanged" "" "$(grep -v '^#' "$gen")"
unset FAKE_UID
finish
