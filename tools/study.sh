#!/bin/sh
# study.sh — the search bot's strength studies, played in shards and summed.
#
#   tools/study.sh run [--jobs J] FILE [K...]
#                                    play shards K of the study (default: the
#                                    first shard not yet in FILE) and append
#                                    each shard's counts to FILE; each shard
#                                    on J threads (simulate --jobs; default:
#                                    the machine's cores, nproc)
#   tools/study.sh sum FILE          sum the shards of FILE: games, wins and
#                                    the 95% Wilson interval of each measured
#                                    bot, and whether the study is complete
#
# A study file (doc/studies/*.study) holds the study's command, with K/N
# for the shard (`simulate --shard K/N`: shard K plays the games i with
# i mod N = K-1, so the union of the shards is exactly the whole study
# and a game's seed and seats do not depend on the sharding; nor on the
# threads: the study's own --jobs, if any, is replaced by J), then one
# line per shard played:
#   shard K <TAB> commit <TAB> date <TAB> CPU seconds <TAB> LABEL=GAMES/WINS ...
# (CPU seconds: the user time GNU time measured, "-" without it).
# LABEL is "bot1" in the standard game (the first bot of --bots, wherever
# --rotate seated it; with a line "measure every-bot" in FILE, bot1 to
# botN, each bot of --bots) or the player's policy in the solitaire (one per
# arm). With `simulate --campaigns` a study counts campaigns: GAMES is
# the campaigns played and WINS the campaigns bot1 won (a campaign shared
# after a tied final battle counts for each winner), and `games` in the
# file is the number of campaigns. The program is ./condottiere ($CONDOTTIERE to change); commit is
# the source tree's, with "+" when it has changes ($STUDY_COMMIT to name
# the commit a program elsewhere was built from).
set -eu

usage() {
    echo "usage: study.sh run [--jobs J] FILE [K...] | study.sh sum FILE" >&2
    exit 2
}
[ $# -ge 2 ] || usage
mode=$1
shift
jobs=
case $1 in
--jobs) [ "$mode" = run ] && [ $# -ge 3 ] || usage; jobs=$2; shift 2 ;;
--jobs=*) [ "$mode" = run ] && [ $# -ge 2 ] || usage; jobs=${1#--jobs=}; shift ;;
esac
case $jobs in
'') jobs=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1) ;;
*[!0-9]*|0*) echo "study.sh: --jobs must be a number of threads, not '$jobs'" >&2; exit 2 ;;
esac
file=$1
shift
[ -f "$file" ] || { echo "study.sh: no study file '$file'" >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
C=${CONDOTTIERE:-./condottiere}

field() { sed -n "s/^$1 //p" "$file" | head -n 1; }
command=$(field command)
shards=$(field shards)
games=$(field games)
# "measure every-bot": every bot's wins, bot1 to botN (a tournament:
# bots of every level at one table); else bot1's only
every=1
if [ "$(field measure)" = every-bot ]; then
    every=$(printf '%s' "$command" | sed -n 's/.*--bots \([^ ]*\).*/\1/p' | awk -F, '{ print NF }')
fi
[ -n "$command" ] && [ -n "$shards" ] && [ -n "$games" ] ||
    { echo "study.sh: $file needs 'command', 'shards' and 'games' lines" >&2; exit 2; }

have_shard() { grep -q "^shard $1	" "$file"; }

run_shard() {
    k=$1
    if have_shard "$k"; then
        echo "study.sh: shard $k is already in $file" >&2
        return 0
    fi
    # the shard, and the threads asked (the study's own --jobs dropped)
    args="$(printf '%s' "$command" | sed -e "s|K/N|$k/$shards|" \
        -e 's/ --jobs[ =][0-9]*//g') --jobs $jobs"
    commit=${STUDY_COMMIT:-}
    if [ -z "$commit" ]; then
        commit=$(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo unknown)
        if [ -n "$(git -C "$here" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
            commit="$commit+"
        fi
    fi
    start=$(date +%s)
    out=$(mktemp)
    # shellcheck disable=SC2086
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f %U -o "$out.cpu" $C $args --no-store --csv > "$out"
    else # CPU seconds unknown: "-"
        echo - > "$out.cpu"
        $C $args --no-store --csv > "$out"
    fi
    # a quoted field (a ruleset's name with its options) may hold commas:
    # emptied first, so that awk's fields stay in place
    counts=$(sed 's/"[^"]*"/""/g' "$out" | awk -F, -v every="$every" '
        BEGIN { games = "games"; wins = "wins" }
        $4 == "run" && $5 == "kind" && $7 == "campaign" { games = "campaigns"; wins = "campaign_wins" }
        $4 == "counter" && $5 == games && $6 == 0 { key = $3 == "" ? "bot1" : $3; g[key] = $7; order[n++] = key }
        $4 == "counter" && $5 == wins && $6 == 0 { key = $3 == "" ? "bot1" : $3; w[key] = $7 }
        $4 == "counter" && $5 == wins && $6 > 0 && $6 < every { b[$6] = $7 }
        END {
            for (i = 0; i < n; i++) printf "%s%s=%d/%d", i ? "\t" : "", order[i], g[order[i]], w[order[i]]
            for (i = 1; i < every; i++) printf "\tbot%d=%d/%d", i + 1, g["bot1"], b[i]
        }
    ')
    cpu=$(cat "$out.cpu")
    rm -f "$out" "$out.cpu"
    [ -n "$counts" ] || { echo "study.sh: shard $k gave no counts" >&2; exit 1; }
    printf 'shard %s\t%s\t%s\t%s\t%s\n' "$k" "$commit" "$(date -u +%Y-%m-%dT%H:%MZ)" "$cpu" \
        "$counts" >> "$file"
    echo "shard $k of $shards: $counts ($cpu CPU s, $(( $(date +%s) - start )) s, --jobs $jobs)"
}

case $mode in
run)
    if [ $# -eq 0 ]; then
        k=1
        while [ "$k" -le "$shards" ] && have_shard "$k"; do k=$((k + 1)); done
        [ "$k" -le "$shards" ] || { echo "study.sh: every shard is in $file"; exit 0; }
        set -- "$k"
    fi
    for k in "$@"; do
        case $k in ''|*[!0-9]*) usage ;; esac
        [ "$k" -ge 1 ] && [ "$k" -le "$shards" ] || { echo "study.sh: no shard $k of $shards" >&2; exit 2; }
        run_shard "$k"
    done
    ;;
sum)
    awk -F'\t' -v shards="$shards" -v games="$games" '
    function wilson(w, n, z,   p, d, c, m) {
        z = 1.959963984540054
        if (n == 0) return "no games"
        p = w / n; d = 1 + z * z / n; c = p + z * z / (2 * n)
        m = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        return sprintf("%.1f%% - %.1f%%", 100 * (c - m) / d, 100 * (c + m) / d)
    }
    /^shard / {
        split($1, a, " "); k = a[2]
        if (k in seen) { printf "study.sh: shard %s appears twice\n", k > "/dev/stderr"; bad = 1; next }
        seen[k] = 1; nshards++; cpu += $4
        if (!($2 in commits)) { commits[$2] = 1; clist = clist (clist ? ", " : "") $2 }
        for (i = 5; i <= NF; i++) {
            split($i, kv, "="); split(kv[2], gw, "/")
            if (!(kv[1] in G)) labels[nl++] = kv[1]
            G[kv[1]] += gw[1]; W[kv[1]] += gw[2]
        }
    }
    END {
        if (bad) exit 1
        state = nshards == shards ? "complete" : "partial"
        printf "shards: %d of %d (%s), CPU %.0f s, commits: %s\n", nshards, shards, state, cpu, clist ? clist : "none"
        for (i = 0; i < nl; i++) {
            l = labels[i]
            printf "%s: %d of %d games, %d wins (%.1f%%), 95%% Wilson interval %s\n", l, G[l], games, W[l], G[l] ? 100 * W[l] / G[l] : 0, wilson(W[l], G[l])
        }
    }' "$file"
    ;;
*) usage ;;
esac
