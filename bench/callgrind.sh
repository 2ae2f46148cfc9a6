#!/bin/sh
# callgrind.sh — instruction count of the benchmark's fixed workload
# (bench/bench --workload: 2000 random and 300 heuristic 4-player games, 300
# solitaire games) under valgrind's callgrind, to compare changes on a noisy
# machine. Run from the build folder after `make bench`:
#   sh SRCDIR/bench/callgrind.sh [BENCH]      (default: bench/bench)
# Prints the workload's checksum and the total instruction count (Ir); the
# profile stays in bench/callgrind.out for callgrind_annotate.
set -e
BENCH=${1:-bench/bench}
if ! command -v valgrind >/dev/null 2>&1; then
    echo "callgrind.sh: valgrind is not installed (apt-get install valgrind)" >&2
    exit 1
fi
if [ ! -x "$BENCH" ]; then
    echo "callgrind.sh: $BENCH not found: run 'make bench' in the build folder first" >&2
    exit 1
fi
out=$(dirname "$BENCH")/callgrind.out
valgrind --tool=callgrind --callgrind-out-file="$out" "$BENCH" --workload 2>"$out.log"
total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
printf 'instructions (Ir) of bench --workload: %s\n' "$total"
