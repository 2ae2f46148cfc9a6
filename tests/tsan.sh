#!/bin/sh
# tsan.sh — the threads under ThreadSanitizer (clang): the search bot on
# several threads (tests/test_search_threads: trees grown at once, the
# solitaire's samples, the stop check, budgets of time) and the simulate
# driver's threads (tests/test_sim_threads: games side by side, the
# progress report, search threads inside game threads). Builds only those
# two test programs, in their own folder, from an already bootstrapped
# tree (./configure present). Run by .ci/run:
#   sh SRCDIR/tests/tsan.sh [BUILD_DIR]
# Exit 0, 1 when a test or a data race fails, 77 without clang.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-build-tsan}
command -v clang >/dev/null 2>&1 || { echo "tsan.sh: no clang: skipped"; exit 77; }
mkdir -p "$build"
cd "$build"
if [ ! -f Makefile ]; then
    "$src/configure" --quiet CC=clang CFLAGS="-O1 -g -fsanitize=thread -fno-omit-frame-pointer" \
        LDFLAGS="-fsanitize=thread"
fi
make -s tests/test_search_threads tests/test_sim_threads
export TSAN_OPTIONS="halt_on_error=1 exitcode=66"
# clang 14's ThreadSanitizer cannot map its shadow memory under the wide
# address randomisation of newer kernels: without randomisation then
norandom=
if command -v setarch >/dev/null 2>&1 && setarch "$(uname -m)" -R true 2>/dev/null; then
    norandom="setarch $(uname -m) -R"
fi
failed=0
for t in tests/test_search_threads tests/test_sim_threads; do
    if $norandom "./$t" >"$t.tsan.log" 2>&1; then
        echo "ok   tsan: $t"
    else
        echo "FAIL tsan: $t (exit $?)"
        cat "$t.tsan.log"
        failed=1
    fi
done
exit $failed
