/* test_sim_merge.c — the shards of one simulation read from several files
 * put together (sim/sim_merge.c): shards of the same run join one group
 * with their counters, a shard found twice is told and counted once, a
 * run with other parameters makes a group of its own; and the summed
 * report of the merged run (sim_report_build). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "sim/sim_report.h"

/* A stored run of 3 shards (seed `seed`) holding shard `shard` alone, its
 * counter "games" of arm 0 set to the shard's games. */
static void one_shard(struct store_sim *run, struct store_sim_shard *sh,
                      struct store_sim_count *c, uint64_t seed, int shard, int64_t games)
{
    memset(run, 0, sizeof *run);
    memset(sh, 0, sizeof *sh);
    memset(c, 0, sizeof *c);
    struct store_sim_header *h = &run->header;
    h->id = shard;
    snprintf(h->kind, sizeof h->kind, "standard");
    snprintf(h->variant, sizeof h->variant, "standard");
    h->players = 4;
    snprintf(h->bots, sizeof h->bots, "heuristic");
    h->seed = seed;
    h->games = 30;
    h->shard_count = 3;
    snprintf(h->program, sizeof h->program, "1.0");
    h->narms = 1;
    snprintf(h->arms[0].ruleset, sizeof h->arms[0].ruleset, "standard");
    sh->shard = shard;
    sh->games = games;
    c->shard = shard;
    snprintf(c->name, sizeof c->name, "games");
    c->value = games;
    run->nshards = 1;
    run->shards = sh;
    run->ncounts = 1;
    run->counts = c;
}

static int told;

static void twice(void *ctx, const char *file, const struct store_sim_header *h,
                  const struct store_sim_shard *sh, const struct store_sim_shard *had)
{
    (void)ctx;
    (void)h;
    assert_string_equal(file, "c.db");
    assert_int_equal(sh->shard, 2);
    assert_string_equal(had->source, "b.db");
    told++;
}

static void shards_join_once(void **state)
{
    (void)state;
    struct sim_merge m = { 0 };
    struct store_sim run;
    struct store_sim_shard sh;
    struct store_sim_count c;
    one_shard(&run, &sh, &c, 7, 1, 10);
    assert_int_equal(sim_merge_add(&m, &run, "a.db", twice, NULL), 0);
    one_shard(&run, &sh, &c, 7, 2, 10);
    assert_int_equal(sim_merge_add(&m, &run, "b.db", twice, NULL), 0);
    one_shard(&run, &sh, &c, 7, 2, 10); /* again, from another file */
    assert_int_equal(sim_merge_add(&m, &run, "c.db", twice, NULL), 0);
    one_shard(&run, &sh, &c, 8, 1, 10); /* another seed: another run */
    assert_int_equal(sim_merge_add(&m, &run, "d.db", twice, NULL), 0);
    assert_int_equal(told, 1);
    assert_int_equal(m.n, 2);
    const struct store_sim *g = &m.groups[0].run;
    assert_int_equal(g->header.id, 0);
    assert_int_equal(g->nshards, 2);
    assert_int_equal(g->header.nshards, 2);
    assert_int_equal(g->header.games_stored, 20);
    assert_int_equal(g->ncounts, 2);
    assert_string_equal(g->shards[0].source, "a.db");
    assert_int_equal(m.groups[1].run.nshards, 1);

    struct sim_report r;
    char err[256];
    assert_int_equal(sim_report_build(g, &r, err, sizeof err), 0);
    assert_int_equal(r.nshards, 2);
    assert_string_equal(r.shards, "1-2");
    assert_int_equal(r.games_played, 20);
    assert_int_equal(r.arms[0].agg.games, 20);
    sim_merge_free(&m);
    assert_int_equal(m.n, 0);
}

static void unknown_kind(void **state)
{
    (void)state;
    struct store_sim run;
    struct store_sim_shard sh;
    struct store_sim_count c;
    struct sim_report r;
    char err[256];
    one_shard(&run, &sh, &c, 7, 1, 10);
    snprintf(run.header.kind, sizeof run.header.kind, "chess");
    assert_int_equal(sim_report_build(&run, &r, err, sizeof err), -1);
    assert_string_equal(err, "simulation 1: unknown kind 'chess'");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(shards_join_once),
        cmocka_unit_test(unknown_kind),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
