#!/bin/sh
# ratings.sh — the levels' ratings on one scale from a round-robin study
# whose every table seats every bot (a study file with "measure every-bot",
# tools/study.sh): the Luce (Bradley-Terry) model of who wins a table gives
# bot i a strength g_i and the chance g_i / (g_1 + ... + g_n) of winning;
# with every bot at every table its maximum-likelihood estimate is g_i
# proportional to bot i's wins. Ratings are on the Elo scale anchored at
# the reference bot: R_i = 1500 + 400 log10(W_i / W_ref); 95% interval
# R_i -+ 1.96 * (400 / ln 10) * sqrt(1/W_i + 1/W_ref) (the delta method
# for multinomial counts). Also each pair: the chance that one beats the
# other heads-up by the same model, 1 / (1 + 10^((R_j - R_i) / 400)).
#
#   tools/ratings.sh FILE [REF]      REF: the reference bot's number in
#                                    --bots (default 2)
set -eu
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: ratings.sh FILE [REF]" >&2; exit 2; }
file=$1
ref=${2:-2}
[ -f "$file" ] || { echo "ratings.sh: no study file '$file'" >&2; exit 2; }
grep -q '^measure every-bot$' "$file" ||
    { echo "ratings.sh: $file does not count every bot (measure every-bot)" >&2; exit 2; }
bots=$(sed -n 's/^command .*--bots \([^ ]*\).*/\1/p' "$file" | head -n 1)
awk -F'\t' -v ref="$ref" -v bots="$bots" '
/^shard / {
    for (i = 5; i <= NF; i++) {
        split($i, kv, "="); split(kv[2], gw, "/")
        k = substr(kv[1], 4) + 0
        G[k] += gw[1]; W[k] += gw[2]; if (k > n) n = k
    }
    shards++
}
END {
    split(bots, name, ",")
    if (!(ref in W) || W[ref] == 0) { print "ratings.sh: the reference bot has no wins" > "/dev/stderr"; exit 1 }
    printf "%d shards, %d games at each table; ratings (reference %s = 1500):\n", shards, G[ref], name[ref]
    c = 400 / log(10)
    for (i = 1; i <= n; i++) {
        if (W[i] == 0) { printf "  %-14s %5d wins   no rating (no win)\n", name[i], 0; continue }
        R[i] = 1500 + c * log(W[i] / W[ref])
        h = i == ref ? 0 : 1.959963984540054 * c * sqrt(1 / W[i] + 1 / W[ref])
        printf "  %-14s %5d wins   %6.0f  (%.0f - %.0f)\n", name[i], W[i], R[i], R[i] - h, R[i] + h
    }
    printf "heads-up, by the same model (row beats column):\n"
    for (i = 1; i <= n; i++) {
        if (!(i in R)) continue
        printf "  %-14s", name[i]
        for (j = 1; j <= n; j++)
            if (j != i && (j in R)) printf "  %s %.0f%%", name[j], 100 / (1 + 10 ^ ((R[j] - R[i]) / 400))
        printf "\n"
    }
}' "$file"
