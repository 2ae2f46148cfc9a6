#!/bin/sh
# build.sh — set-up, build and run in one command, on a fresh Debian machine.
#   ./build.sh play [ARGS]   install what is missing, build, start the game
#   ./build.sh test          install what is missing, build, run every test
#   ./build.sh build         install what is missing and build
#   ./build.sh install       build, then `make install` (as root, or with sudo
#                            where the prefix is not writable): the program,
#                            its manual and the bash completion under
#                            /usr/local (CONFIGURE_FLAGS=--prefix=DIR)
#   ./build.sh locales       only make the five languages' locales
# Idempotent: a second run installs nothing and rebuilds only what changed.
# Every command but locales also makes the UTF-8 locales of the five
# languages of the screens when they are missing (it_IT, fr_FR, pl_PL,
# es_ES, pt_PT), as root or with sudo; without either it says how.
# The build lives in build/ (BUILD_DIR to change); CONFIGURE_FLAGS and
# CFLAGS are passed to configure on the first configuration.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
build=${BUILD_DIR:-$here/build}
jobs=$(nproc 2>/dev/null || echo 2)

# Debian packages the build and the tests need, with a file that proves each.
need_packages() {
    missing=""
    for pair in \
        autoconf:/usr/bin/autoreconf \
        automake:/usr/bin/automake \
        pkg-config:/usr/bin/pkg-config \
        make:/usr/bin/make \
        gcc:/usr/bin/gcc \
        libreadline-dev:/usr/include/readline/readline.h \
        libsqlite3-dev:/usr/include/sqlite3.h \
        libcmocka-dev:/usr/include/cmocka.h \
        sqlite3:/usr/bin/sqlite3 \
        gettext:/usr/bin/msgfmt \
        autopoint:/usr/bin/autopoint \
        locales:/usr/share/i18n/locales/pl_PL
    do
        [ -e "${pair#*:}" ] || missing="$missing ${pair%%:*}"
    done
    echo "$missing"
}

install_missing() {
    missing=$(need_packages)
    [ -z "$missing" ] && return 0
    echo "build.sh: installing:$missing" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null; then sudo=sudo; else
        echo "build.sh: please install as root:$missing" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update -qq >/dev/null
    # shellcheck disable=SC2086
    $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null
}

# How to run a command as root: "root" (we are), "sudo", or "" (no way).
as_root() {
    if [ "$(id -u)" -eq 0 ]; then echo root; elif command -v sudo >/dev/null; then echo sudo; fi
}

# The screens' languages whose UTF-8 locale `locale -a` does not list.
missing_locales() {
    have=$(locale -a 2>/dev/null | tr 'A-Z' 'a-z' | sed 's/utf-8$/utf8/')
    for l in it_IT fr_FR pl_PL es_ES pt_PT; do
        want=$(echo "$l.utf8" | tr 'A-Z' 'a-z')
        echo "$have" | grep -qx "$want" || printf ' %s' "$l"
    done
}

# Makes the missing ones: on Debian uncommented (or added) in locale.gen
# and made by locale-gen, so that they stay; elsewhere with localedef.
make_locales() {
    missing=$(missing_locales)
    [ -z "$missing" ] && return 0
    gen=${LOCALE_GEN:-/etc/locale.gen}
    how=$(as_root)
    if [ -z "$how" ]; then
        echo "build.sh: the locales$missing (UTF-8) are not installed; to install" \
             "them, as root:" >&2
        if [ -f "$gen" ]; then
            for l in $missing; do
                echo "  sed -i 's/^# *\($l\.UTF-8 UTF-8\)/\1/' $gen" >&2
            done
            echo "  locale-gen" >&2
        else
            for l in $missing; do echo "  localedef -i $l -f UTF-8 $l.UTF-8" >&2; done
        fi
        return 0
    fi
    sudo=""
    [ "$how" = sudo ] && sudo=sudo
    echo "build.sh: making the locales:$missing (UTF-8)" >&2
    if [ -f "$gen" ] && command -v locale-gen >/dev/null; then
        for l in $missing; do
            if grep -q "^# *$l\.UTF-8 UTF-8" "$gen"; then
                $sudo sed -i "s/^# *\($l\.UTF-8 UTF-8\)/\1/" "$gen"
            elif ! grep -q "^$l\.UTF-8 UTF-8" "$gen"; then
                echo "$l.UTF-8 UTF-8" | $sudo tee -a "$gen" >/dev/null
            fi
        done
        $sudo locale-gen >/dev/null
    else
        for l in $missing; do
            $sudo localedef -i "$l" -f UTF-8 "$l.UTF-8" >/dev/null 2>&1 ||
                echo "build.sh: localedef could not make $l.UTF-8" >&2
        done
    fi
}

configure_and_build() {
    if [ ! -x "$here/configure" ]; then
        (cd "$here" && autoreconf -fi >/dev/null 2>&1) || (cd "$here" && autoreconf -fi)
    fi
    mkdir -p "$build"
    if [ ! -f "$build/Makefile" ]; then
        # shellcheck disable=SC2086
        (cd "$build" && "$here/configure" --quiet ${CONFIGURE_FLAGS:-})
    fi
    make -s -C "$build" -j"$jobs"
}

cmd=${1:-play}
[ $# -gt 0 ] && shift
case "$cmd" in
play)
    install_missing
    make_locales
    configure_and_build
    exec "$build/condottiere" "$@"
    ;;
test)
    install_missing
    make_locales
    configure_and_build
    if ! make -s -C "$build" -j"$jobs" check; then
        for log in "$build"/tests/*.log; do
            grep -q '^FAIL\|^ERROR\|\[  FAILED  \]\|^not ok' "$log" 2>/dev/null && cat "$log"
        done
        exit 1
    fi
    ;;
build)
    install_missing
    make_locales
    configure_and_build
    ;;
install)
    install_missing
    make_locales
    configure_and_build
    prefix=$(sed -n 's/^prefix = //p' "$build/Makefile")
    # the prefix, or its first folder that exists, writable: no root needed
    there=${DESTDIR:-}$prefix
    while [ ! -e "$there" ]; do there=$(dirname "$there"); done
    how=$(as_root)
    sudo=""
    if [ -w "$there" ] || [ "$how" = root ]; then
        : # make install itself
    elif [ "$how" = sudo ]; then
        sudo=sudo
    else
        echo "build.sh: installing under $prefix needs root: run ./build.sh install as root" >&2
        exit 1
    fi
    $sudo make -s -C "$build" install >/dev/null
    echo "build.sh: installed under ${DESTDIR:-}$prefix: $prefix/bin/condottiere, man 6 condottiere"
    ;;
locales)
    make_locales
    ;;
*)
    echo "usage: ./build.sh play [ARGS] | test | build | install | locales" >&2
    exit 2
    ;;
esac
