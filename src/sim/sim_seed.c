/* sim_seed.c — the seed of each game of a run, and which games a shard
 * plays (every N-th game, starting at game K-1). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "sim/sim.h"

#define SHARDS_MAX 1000000

uint64_t sim_game_seed(uint64_t run_seed, uint64_t index)
{
    /* splitmix64: the state advances by the golden gamma, the output is
     * the state mixed by its finaliser. */
    uint64_t z = run_seed + (index + 1) * 0x9e3779b97f4a7c15ull;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

uint64_t sim_shard_games(uint64_t games, int shard, int shards)
{
    uint64_t first = (uint64_t)(shard - 1);
    if (shards < 1 || shard < 1 || shard > shards || games <= first)
        return 0;
    return (games - first + (uint64_t)shards - 1) / (uint64_t)shards;
}

uint64_t sim_shard_game_index(uint64_t j, int shard, int shards)
{
    return j * (uint64_t)shards + (uint64_t)(shard - 1);
}

static int parse_part(const char *text, const char **end, long *out)
{
    char *e;
    if (*text < '0' || *text > '9')
        return -1;
    errno = 0;
    long v = strtol(text, &e, 10);
    if (errno || e == text)
        return -1;
    *end = e;
    *out = v;
    return 0;
}

int sim_parse_shard(const char *text, int *shard, int *shards, struct msg *err)
{
    const char *p;
    long k, n;
    if (parse_part(text, &p, &k) || *p != '/' || parse_part(p + 1, &p, &n) || *p)
        return msg_fail(err, SIM_E_ARGS,
                        "--shard must be K/N (shard K of N, e.g. 2/8), not '%s'", text);
    if (n < 1 || n > SHARDS_MAX || k < 1 || k > n)
        return msg_fail(err, SIM_E_ARGS,
                        "--shard %s: K must be 1 to N and N 1 to %d (shard K of N, e.g. 2/8)", text,
                        SHARDS_MAX);
    *shard = (int)k;
    *shards = (int)n;
    return 0;
}
