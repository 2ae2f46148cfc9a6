#!/bin/sh
# callgrind.sh — instruction counts under valgrind's callgrind, stable on a
# loaded machine: per game of the toy anchor (bench/toy.c), of random and
# heuristic 4-player games and of solitaire games (its bot), each as
# (Ir of N games - Ir of 1 game) / (N - 1), so that start-up is left out;
# the random games also by the engine alone (bench --games engine: the
# same games without the simulation driver), the difference being the
# driver's own instructions per game (setup, bots, aggregation);
# then the total of the fixed workload (bench/bench --workload) and its
# checksum. Run from the build folder after `make bench`:
#   sh SRCDIR/bench/callgrind.sh [BENCH]      (default: bench/bench)
# The workload's profile stays in bench/callgrind.out for callgrind_annotate.
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
dir=$(dirname "$BENCH")
ir() { # ir ARGS...: the instructions of one run of the bench
    valgrind --tool=callgrind --callgrind-out-file="$dir/callgrind.one" "$BENCH" "$@" \
        >/dev/null 2>"$dir/callgrind.one.log"
    awk '/^(summary|totals):/ { print $2; exit }' "$dir/callgrind.one"
}
for spec in toy:20000 engine:2000 random:2000 heuristic:300 solitaire:300; do
    kind=${spec%%:*} n=${spec#*:}
    one=$(ir --games "$kind" 1)
    many=$(ir --games "$kind" "$n")
    per=$(( (many - one) / (n - 1) ))
    printf 'instructions per game, %-10s %10d  (%d games)\n' "$kind" "$per" "$n"
    case $kind in
    engine) engine=$per ;;
    random) printf 'instructions per game, the driver alone  %6d  (random - engine)\n' \
                $(( per - engine )) ;;
    esac
done
rm -f "$dir/callgrind.one" "$dir/callgrind.one.log"
out=$dir/callgrind.out
valgrind --tool=callgrind --callgrind-out-file="$out" "$BENCH" --workload >"$out.txt" 2>"$out.log"
cat "$out.txt"
total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
printf 'instructions (Ir) of bench --workload: %s\n' "$total"
