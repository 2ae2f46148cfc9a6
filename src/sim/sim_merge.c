/* sim_merge.c — the shards of one simulation found in several database
 * files put together (the same parameters, seed and program version), a
 * shard found twice kept once: what `simulate --merge` sums and stores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim_report.h"

static int grow(void **arr, size_t *cap, size_t size, size_t need)
{
    if (need <= *cap)
        return 0;
    size_t ncap = *cap ? *cap : 8;
    while (ncap < need)
        ncap *= 2;
    void *p = realloc(*arr, ncap * size);
    if (!p)
        return -1;
    *arr = p;
    *cap = ncap;
    return 0;
}

static struct sim_merge_group *find_group(struct sim_merge *m, const struct store_sim_header *h)
{
    for (size_t i = 0; i < m->n; i++)
        if (sim_record_same_run(&m->groups[i].run.header, h))
            return &m->groups[i];
    if (grow((void **)&m->groups, &m->cap, sizeof *m->groups, m->n + 1))
        return NULL;
    struct sim_merge_group *g = &m->groups[m->n++];
    memset(g, 0, sizeof *g);
    g->run.header = *h;
    g->run.header.id = 0;
    g->run.header.nshards = 0;
    g->run.header.games_stored = 0;
    return g;
}

static const struct store_sim_shard *find_shard(const struct sim_merge_group *g, int shard)
{
    for (size_t i = 0; i < g->run.nshards; i++)
        if (g->run.shards[i].shard == shard)
            return &g->run.shards[i];
    return NULL;
}

/* The file's name as a shard's source: the whole path when it fits. */
static void source_name(const char *file, char *out, size_t cap)
{
    size_t len = strlen(file);
    snprintf(out, cap, "%s", len < cap ? file : file + len - (cap - 1));
}

int sim_merge_add(struct sim_merge *m, const struct store_sim *rec, const char *file,
                  sim_merge_twice_fn *twice, void *ctx)
{
    struct sim_merge_group *g = find_group(m, &rec->header);
    if (!g)
        return -1;
    for (size_t i = 0; i < rec->nshards; i++) {
        const struct store_sim_shard *sh = &rec->shards[i];
        const struct store_sim_shard *had = find_shard(g, sh->shard);
        if (had) {
            if (twice)
                twice(ctx, file, &rec->header, sh, had);
            continue;
        }
        if (grow((void **)&g->run.shards, &g->shard_cap, sizeof *g->run.shards,
                 g->run.nshards + 1))
            return -1;
        struct store_sim_shard *copy = &g->run.shards[g->run.nshards++];
        *copy = *sh;
        source_name(file, copy->source, sizeof copy->source);
        g->run.header.nshards++;
        g->run.header.games_stored += sh->games;
        for (size_t k = 0; k < rec->ncounts; k++) {
            if (rec->counts[k].shard != sh->shard)
                continue;
            if (grow((void **)&g->run.counts, &g->count_cap, sizeof *g->run.counts,
                     g->run.ncounts + 1))
                return -1;
            g->run.counts[g->run.ncounts++] = rec->counts[k];
        }
    }
    return 0;
}

void sim_merge_free(struct sim_merge *m)
{
    for (size_t i = 0; i < m->n; i++)
        store_sim_free(&m->groups[i].run);
    free(m->groups);
    m->groups = NULL;
    m->n = m->cap = 0;
}
