#!/bin/sh
# run.sh [SECONDS] — every harness of build-fuzz/fuzz/ (tests/fuzz/build.sh
# first): with no argument or 0, replays its seed corpus (corpus/NAME/) and
# every input that ever crashed (regress/NAME/) once and fails on any
# finding; with SECONDS, fuzzes each harness that long from its corpus (new
# inputs go to build-fuzz/corpus/, not into the tree) and prints the
# executions. A crash found is left in build-fuzz/ as crash-*: add it to
# regress/NAME/ with the fix.
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_BUILD_DIR:-$here/build-fuzz}
secs=${1:-0}
fail=0
for bin in "$out"/fuzz/fuzz_*; do
    name=$(basename "$bin")
    corpus="$here/tests/fuzz/corpus/$name"
    regress="$here/tests/fuzz/regress/$name"
    dirs=""
    [ -d "$corpus" ] && dirs="$corpus"
    [ -d "$regress" ] && dirs="$dirs $regress"
    if [ "$secs" -eq 0 ]; then
        files=$(find $dirs -type f 2>/dev/null | sort)
        [ -n "$files" ] || { echo "$name: no corpus"; continue; }
        # shellcheck disable=SC2086
        if "$bin" -close_fd_mask=3 -runs=0 $files >"$out/$name.log" 2>&1; then
            echo "$name: $(echo "$files" | wc -l) inputs replayed, no finding"
        else
            echo "$name: FINDING (see $out/$name.log)"; tail -n 30 "$out/$name.log"; fail=1
        fi
    else
        work="$out/corpus/$name"
        mkdir -p "$work"
        # shellcheck disable=SC2086
        if (cd "$out" && "$bin" -close_fd_mask=3 -max_total_time="$secs" -print_final_stats=1 "$work" $dirs >"$out/$name.log" 2>&1); then
            echo "$name: $(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$name.log") executions in ${secs}s, no finding"
        else
            echo "$name: FINDING (see $out/$name.log)"; tail -n 30 "$out/$name.log"; fail=1
        fi
    fi
done
exit $fail
