/* test_sim_store.c — the simulation tables of the store (db/003): a run
 * saved and loaded back field by field, the list, refusals that store
 * nothing, read-only databases, the upgrade from version 2, and that
 * simulations never reach a profile's history or statistics. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "test_store_fixture.h"

struct fixture {
    struct tmpdir dir;
    char path[512];
};

static int setup(void **state)
{
    struct fixture *f = calloc(1, sizeof *f);
    tmpdir_make(&f->dir);
    tmpdir_file(&f->dir, "sim.db", f->path, sizeof f->path);
    *state = f;
    return 0;
}

static int teardown(void **state)
{
    struct fixture *f = *state;
    tmpdir_remove(&f->dir);
    free(f);
    return 0;
}

/* A run of 2 arms, shards 1 and 3 of 4, three counters per shard and arm. */
static void fill_run(struct store_sim *run, struct store_sim_shard shards[2],
                     struct store_sim_count counts[12])
{
    memset(run, 0, sizeof *run);
    struct store_sim_header *h = &run->header;
    snprintf(h->kind, sizeof h->kind, "standard");
    snprintf(h->variant, sizeof h->variant, "standard");
    h->players = 4;
    snprintf(h->bots, sizeof h->bots, "heuristic,random,random,random");
    h->seed = 0xfedcba9876543210ull; /* above 2^63 */
    h->games = 1000;
    h->shard_count = 4;
    snprintf(h->program, sizeof h->program, "0.1.0");
    h->narms = 2;
    snprintf(h->arms[0].ruleset, sizeof h->arms[0].ruleset, "standard");
    snprintf(h->arms[1].ruleset, sizeof h->arms[1].ruleset, "standard+hidden-cards");
    memset(shards, 0, 2 * sizeof *shards);
    shards[0].shard = 1;
    shards[0].games = 250;
    shards[0].jobs = 2;
    shards[0].seconds = 1.5;
    shards[1].shard = 3;
    shards[1].games = 250;
    shards[1].seconds = -1;
    snprintf(shards[1].source, sizeof shards[1].source, "part3.db");
    snprintf(shards[1].created_at, sizeof shards[1].created_at, "2025-01-02 03:04:05");
    const char *names[3] = { "games", "wins", "battles_min" };
    int n = 0;
    for (int s = 0; s < 2; s++)
        for (int a = 0; a < 2; a++)
            for (int k = 0; k < 3; k++) {
                struct store_sim_count *c = &counts[n++];
                memset(c, 0, sizeof *c);
                c->shard = shards[s].shard;
                c->arm = a;
                snprintf(c->name, sizeof c->name, "%s", names[k]);
                c->index = k == 1 ? 2 : 0;
                c->value = 1000 * s + 100 * a + k + (k == 2 ? -5000000000ll : 0);
            }
    run->nshards = 2;
    run->shards = shards;
    run->ncounts = 12;
    run->counts = counts;
}

static void save_and_load_give_back_every_field(void **state)
{
    struct fixture *f = *state;
    struct store *s = open_store(f->path);
    store_set_fixed_time(s, 1700000000);
    struct store_sim run;
    struct store_sim_shard shards[2];
    struct store_sim_count counts[12];
    fill_run(&run, shards, counts);
    struct msg err = { 0 };
    int64_t id = 0;
    assert_int_equal(store_sim_save(s, &run, &id, &err), STORE_OK);
    assert_true(id > 0);

    struct store_sim back;
    assert_int_equal(store_sim_load(s, id, &back, &err), STORE_OK);
    const struct store_sim_header *h = &back.header;
    assert_int_equal(h->id, id);
    assert_string_equal(h->kind, "standard");
    assert_string_equal(h->bots, "heuristic,random,random,random");
    assert_true(h->seed == 0xfedcba9876543210ull);
    assert_int_equal(h->games, 1000);
    assert_int_equal(h->shard_count, 4);
    assert_string_equal(h->program, "0.1.0");
    assert_string_equal(h->created_at, "2023-11-14 22:13:20");
    assert_int_equal(h->narms, 2);
    assert_string_equal(h->arms[1].ruleset, "standard+hidden-cards");
    assert_string_equal(h->arms[1].policy, "");
    assert_int_equal(h->nshards, 2);
    assert_int_equal(h->games_stored, 500);

    assert_int_equal(back.nshards, 2);
    assert_int_equal(back.shards[0].shard, 1);
    assert_int_equal(back.shards[0].jobs, 2);
    assert_true(back.shards[0].seconds == 1.5);
    assert_string_equal(back.shards[0].source, "");
    assert_string_equal(back.shards[0].created_at, "2023-11-14 22:13:20");
    assert_int_equal(back.shards[1].shard, 3);
    assert_int_equal(back.shards[1].jobs, 0);
    assert_true(back.shards[1].seconds < 0);
    assert_string_equal(back.shards[1].source, "part3.db");
    assert_string_equal(back.shards[1].created_at, "2025-01-02 03:04:05");

    assert_int_equal(back.ncounts, 12);
    int found = 0;
    for (size_t i = 0; i < back.ncounts; i++)
        for (size_t j = 0; j < 12; j++)
            if (back.counts[i].shard == counts[j].shard && back.counts[i].arm == counts[j].arm &&
                !strcmp(back.counts[i].name, counts[j].name)) {
                assert_int_equal(back.counts[i].index, counts[j].index);
                assert_true(back.counts[i].value == counts[j].value);
                found++;
            }
    assert_int_equal(found, 12);
    store_sim_free(&back);

    assert_int_equal(store_sim_load(s, id + 1, &back, &err), STORE_E_NOT_FOUND);
    store_close(s);
    assert_database_clean(f->path);
}

static void runs_are_listed_oldest_first(void **state)
{
    struct fixture *f = *state;
    struct store *s = open_store(f->path);
    struct msg err = { 0 };
    struct store_sim_list l;
    assert_int_equal(store_sim_list(s, &l, &err), STORE_OK);
    assert_int_equal(l.n, 0);
    store_sim_list_free(&l);

    struct store_sim run;
    struct store_sim_shard shards[2];
    struct store_sim_count counts[12];
    fill_run(&run, shards, counts);
    int64_t a = 0, b = 0;
    assert_int_equal(store_sim_save(s, &run, &a, &err), STORE_OK);
    snprintf(run.header.kind, sizeof run.header.kind, "solitaire");
    run.header.players = 1;
    run.header.narms = 1;
    snprintf(run.header.arms[0].policy, sizeof run.header.arms[0].policy, "random");
    run.nshards = 1;
    run.ncounts = 3; /* shard 1, arm 0 */
    assert_int_equal(store_sim_save(s, &run, &b, &err), STORE_OK);

    assert_int_equal(store_sim_list(s, &l, &err), STORE_OK);
    assert_int_equal(l.n, 2);
    assert_int_equal(l.runs[0].id, a);
    assert_int_equal(l.runs[1].id, b);
    assert_string_equal(l.runs[1].kind, "solitaire");
    assert_int_equal(l.runs[1].narms, 1);
    assert_string_equal(l.runs[1].arms[0].policy, "random");
    assert_int_equal(l.runs[0].nshards, 2);
    assert_int_equal(l.runs[1].nshards, 1);
    assert_int_equal(l.runs[1].games_stored, 250);
    store_sim_list_free(&l);
    store_close(s);
}

static void bad_runs_are_refused_and_store_nothing(void **state)
{
    struct fixture *f = *state;
    struct store *s = open_store(f->path);
    struct msg err = { 0 };
    struct store_sim run;
    struct store_sim_shard shards[2];
    struct store_sim_count counts[12];

    fill_run(&run, shards, counts);
    shards[1].shard = 5; /* of 4 */
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    shards[1].shard = 1; /* twice */
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    counts[11].arm = 2; /* no such arm */
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    counts[0].shard = 2; /* a shard not given */
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    snprintf(run.header.kind, sizeof run.header.kind, "chess");
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    run.header.games = 0;
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);
    fill_run(&run, shards, counts);
    counts[4].name[0] = '\0';
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_INVALID);

    struct store_sim_list l;
    assert_int_equal(store_sim_list(s, &l, &err), STORE_OK);
    assert_int_equal(l.n, 0);
    store_sim_list_free(&l);
    store_close(s);
    sqlite3 *db = raw_open(f->path);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM simulation_counts"), 0);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM simulation_shards"), 0);
    sqlite3_close(db);
}

static void a_read_only_store_lists_but_does_not_save(void **state)
{
    struct fixture *f = *state;
    struct store *s = open_store(f->path);
    struct store_sim run;
    struct store_sim_shard shards[2];
    struct store_sim_count counts[12];
    fill_run(&run, shards, counts);
    struct msg err = { 0 };
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_OK);
    store_close(s);

    assert_int_equal(open_store_with(f->path, STORE_MODE_READ, 0, 0, &s, &err),
                     STORE_OK);
    struct store_sim_list l;
    assert_int_equal(store_sim_list(s, &l, &err), STORE_OK);
    assert_int_equal(l.n, 1);
    store_sim_list_free(&l);
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_E_READONLY);
    store_close(s);
}

static void version_2_is_upgraded_with_its_games_kept(void **state)
{
    struct fixture *f = *state;
    struct store *s;
    struct msg err = { 0 };
    assert_int_equal(open_store_with(f->path, STORE_MODE_WRITE, 0, 2, &s, &err),
                     STORE_OK);
    assert_int_equal(store_schema_version(s), 2);
    int64_t profile = 0, game = 0;
    assert_int_equal(store_profile_ensure(s, "anna", &profile, &err), STORE_OK);
    struct store_new_game g;
    new_game_fill(&g, profile, "standard", "standard", "standard", 2);
    assert_int_equal(store_game_start(s, &g, &game, &err), STORE_OK);
    store_close(s);

    s = open_store(f->path);
    assert_true(store_schema_version(s) >= 3);
    struct store_sim_list l;
    assert_int_equal(store_sim_list(s, &l, &err), STORE_OK);
    assert_int_equal(l.n, 0);
    store_sim_list_free(&l);
    struct store_game_list games;
    assert_int_equal(store_history(s, NULL, &games, &err), STORE_OK);
    assert_int_equal(games.n, 1);
    store_game_list_free(&games);
    store_close(s);
    assert_database_clean(f->path);
}

static void simulations_stay_out_of_history_and_stats(void **state)
{
    struct fixture *f = *state;
    struct store *s = open_store(f->path);
    struct msg err = { 0 };
    int64_t profile = 0;
    assert_int_equal(store_profile_ensure(s, "anna", &profile, &err), STORE_OK);
    struct store_sim run;
    struct store_sim_shard shards[2];
    struct store_sim_count counts[12];
    fill_run(&run, shards, counts);
    assert_int_equal(store_sim_save(s, &run, NULL, &err), STORE_OK);

    struct store_stats st;
    assert_int_equal(store_stats(s, profile, NULL, &st, &err), STORE_OK);
    assert_int_equal(st.games_recorded, 0);
    assert_int_equal(st.overall.games, 0);
    assert_int_equal(st.battles, 0);
    store_stats_free(&st);
    struct store_game_list games;
    assert_int_equal(store_history(s, NULL, &games, &err), STORE_OK);
    assert_int_equal(games.n, 0);
    store_game_list_free(&games);
    store_close(s);

    sqlite3 *db = raw_open(f->path);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM games"), 0);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM game_summary"), 0);
    assert_int_equal(raw_int(db, "SELECT COALESCE(SUM(games), 0) FROM profile_totals"), 0);
    /* no view reads the simulation tables */
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM sqlite_master WHERE type = 'view' "
                                 "AND sql LIKE '%simulation%'"), 0);
    sqlite3_close(db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(save_and_load_give_back_every_field, setup, teardown),
        cmocka_unit_test_setup_teardown(runs_are_listed_oldest_first, setup, teardown),
        cmocka_unit_test_setup_teardown(bad_runs_are_refused_and_store_nothing, setup, teardown),
        cmocka_unit_test_setup_teardown(a_read_only_store_lists_but_does_not_save, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(version_2_is_upgraded_with_its_games_kept, setup,
                                        teardown),
        cmocka_unit_test_setup_teardown(simulations_stay_out_of_history_and_stats, setup,
                                        teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
