#!/bin/sh
# build.sh — set-up, build and run in one command, on a fresh Debian machine.
#   ./build.sh play [ARGS]   install what is missing, build, start the game
#   ./build.sh test          install what is missing, build, run every test
#   ./build.sh build         install what is missing and build
# Idempotent: a second run installs nothing and rebuilds only what changed.
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
    configure_and_build
    exec "$build/condottiere" "$@"
    ;;
test)
    install_missing
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
    configure_and_build
    ;;
*)
    echo "usage: ./build.sh play [ARGS] | test | build" >&2
    exit 2
    ;;
esac
