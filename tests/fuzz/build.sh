#!/bin/sh
# build.sh — builds the libFuzzer harnesses of tests/fuzz/ with clang
# (-fsanitize=fuzzer,address,undefined) in build-fuzz/ (FUZZ_BUILD_DIR to
# change): the program's libraries and its command-line objects are built by
# the usual configure and make, with clang and the sanitizers, then each
# fuzz_*.c is linked against them.
#   tests/fuzz/build.sh            build every harness
#   tests/fuzz/run.sh [SECONDS]    replay the corpus and regress/ (0) or fuzz
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_BUILD_DIR:-$here/build-fuzz}
jobs=${FUZZ_JOBS:-2}
cc=${CC_FUZZ:-clang}
san="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
flags="-g -O1 -fno-omit-frame-pointer $san"

command -v "$cc" >/dev/null || { echo "fuzz/build.sh: $cc not found (apt-get install clang)" >&2; exit 1; }
[ -x "$here/configure" ] || (cd "$here" && autoreconf -fi)
mkdir -p "$out"
if [ ! -f "$out/Makefile" ]; then
    (cd "$out" && "$here/configure" --quiet CC="$cc" CFLAGS="$flags -fsanitize=fuzzer-no-link")
fi
make -s -C "$out" -j"$jobs" condottiere

# the command line's objects without its main()
cli=$(find "$out/src/cli" -name 'condottiere-*.o' ! -name 'condottiere-main.o' | sort)
libs=$(ls "$out"/libcondottiere*.a)
syslibs="$(sed -n 's/^READLINE_LIBS = //p; s/^SQLITE3_LIBS = //p; s/^LIBINTL = //p; s/^LIBS = //p' "$out/Makefile" | tr '\n' ' ') -lpthread"
mkdir -p "$out/fuzz"
for src in "$here"/tests/fuzz/fuzz_*.c; do
    name=$(basename "$src" .c)
    # shellcheck disable=SC2086
    "$cc" $flags -fsanitize=fuzzer -I"$here/src" -I"$here/tests/fuzz" -I"$out" \
        -D_POSIX_C_SOURCE=200809L -o "$out/fuzz/$name" "$src" $cli -Wl,--start-group $libs -Wl,--end-group $syslibs
done
echo "fuzz/build.sh: harnesses in $out/fuzz/"
