/* test_sim_driver.c — the simulation driver: game seeds are splitmix64's
 * outputs, shards split the games exactly, the aggregates do not depend on
 * the number of threads nor on sharding, every arm plays the same seeds, a
 * game of the driver is the game bot_act plays, each seated bot knows the
 * seats shown as the heuristic bot, the counters survive their
 * storage form, the figures add up, and bad --bots / --shard are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "sim/sim.h"
#include "test_msg.h"

/* Fewer games under the sanitizers (CONDOTTIERE_SIM_GAMES). */
static uint64_t games(uint64_t n)
{
    const char *env = getenv("CONDOTTIERE_SIM_GAMES");
    uint64_t cap = env ? strtoull(env, NULL, 10) : 0;
    return cap && cap < n ? cap : n;
}

static void standard_config(struct sim_config *c, int players, const char *bots, uint64_t n)
{
    struct msg m = { 0 };
    struct msg err;
    sim_config_init(c);
    c->players = players;
    assert_int_equal(sim_parse_bots(bots, players, c->bots, &m), 0);
    assert_int_equal(variant_load_embedded("standard", &c->variant, &err), 0);
    c->narms = 1;
    assert_int_equal(ruleset_standard(&c->arms[0].rules, &err), 0);
    snprintf(c->arms[0].label, sizeof c->arms[0].label, "standard");
    c->games = games(n);
    c->seed = 20240601;
}

static void solo_config(struct sim_config *c, uint64_t n)
{
    struct msg err;
    sim_config_init(c);
    c->kind = SIM_SOLITAIRE;
    c->players = 1;
    assert_int_equal(variant_load_embedded("solitaire", &c->variant, &err), 0);
    c->narms = 2;
    for (int a = 0; a < 2; a++) {
        solo_options_default(&c->arms[a].solo);
        snprintf(c->arms[a].label, sizeof c->arms[a].label, "solitaire");
    }
    c->arms[0].policy = SOLO_POLICY_BOT;
    c->arms[1].policy = SOLO_POLICY_RANDOM;
    c->games = games(n);
    c->seed = 77;
}

static void run(const struct sim_config *c, int jobs, struct sim_agg *out)
{
    char err[512] = "";
    if (sim_run(c, jobs, NULL, NULL, out, err, sizeof err))
        fail_msg("sim_run: %s", err);
}

static void assert_same_aggs(const struct sim_agg *a, const struct sim_agg *b, int n)
{
    for (int i = 0; i < n; i++)
        assert_memory_equal(&a[i], &b[i], sizeof a[i]);
}

/* ---- seeds and shards ---- */

static void seeds_are_splitmix64_outputs(void **state)
{
    (void)state;
    /* the published first outputs of splitmix64 seeded with 0 */
    assert_true(sim_game_seed(0, 0) == 0xe220a8397b1dcdafull);
    assert_true(sim_game_seed(0, 1) == 0x6e789e6aa1b965f4ull);
    assert_true(sim_game_seed(0, 2) == 0x06c45d188009454full);
    /* another run seed gives other games */
    assert_true(sim_game_seed(1, 0) != sim_game_seed(0, 0));
    assert_true(sim_game_seed(42, 5) != sim_game_seed(42, 6));
}

static void shards_split_the_games_exactly(void **state)
{
    (void)state;
    const uint64_t totals[] = { 1, 2, 7, 100, 101 };
    const int counts[] = { 1, 2, 3, 8, 150 };
    for (size_t t = 0; t < sizeof totals / sizeof *totals; t++)
        for (size_t k = 0; k < sizeof counts / sizeof *counts; k++) {
            uint64_t total = totals[t];
            int n = counts[k];
            unsigned char *seen = calloc(total, 1);
            uint64_t sum = 0;
            for (int shard = 1; shard <= n; shard++) {
                uint64_t g = sim_shard_games(total, shard, n);
                sum += g;
                for (uint64_t j = 0; j < g; j++) {
                    uint64_t i = sim_shard_game_index(j, shard, n);
                    assert_true(i < total);
                    assert_int_equal(i % (uint64_t)n, (uint64_t)(shard - 1));
                    seen[i]++;
                }
            }
            assert_int_equal(sum, total);
            for (uint64_t i = 0; i < total; i++)
                assert_int_equal(seen[i], 1);
            free(seen);
        }
}

static void shard_text_is_checked(void **state)
{
    struct msg m = { 0 };
    (void)state;
    int k = 0, n = 0;
    assert_int_equal(sim_parse_shard("2/8", &k, &n, &m), 0);
    assert_int_equal(k, 2);
    assert_int_equal(n, 8);
    const char *bad[] = { "0/3", "4/3", "3", "2/", "/2", "a/b", "1/0", "-1/2", "1/2x", "" };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        assert_int_equal(sim_parse_shard(bad[i], &k, &n, &m), -1);
        assert_non_null(strstr(TXT(m), "--shard"));
    }
}

/* ---- --bots ---- */

static void bots_one_kind_or_one_per_seat(void **state)
{
    struct msg m = { 0 };
    (void)state;
    enum bot_kind b[GAME_MAX_SEATS];
    assert_int_equal(sim_parse_bots("random", 4, b, &m), 0);
    for (int i = 0; i < 4; i++)
        assert_int_equal(b[i], BOT_RANDOM);
    assert_int_equal(sim_parse_bots("heuristic,random,Random,random", 4, b, &m), 0);
    assert_int_equal(b[0], BOT_HEURISTIC);
    assert_int_equal(b[1], BOT_RANDOM);
    assert_int_equal(b[3], BOT_RANDOM);

    assert_int_equal(sim_parse_bots("heuristic,robot,random,random", 4, b, &m), -1);
    assert_non_null(strstr(TXT(m), "'robot'"));
    assert_int_equal(sim_parse_bots("random,random", 4, b, &m), -1);
    assert_non_null(strstr(TXT(m), "2 bots for 4 players"));
    assert_int_equal(sim_parse_bots("random,", 2, b, &m), -1);
    assert_int_equal(sim_parse_bots("", 2, b, &m), -1);
    assert_int_equal(sim_parse_bots("random,random,random,random,random,random,random", 6, b,
                                    &m), -1);

    enum solo_policy p[SIM_MAX_ARMS];
    assert_int_equal(sim_parse_policies("bot,random", p, SIM_MAX_ARMS, &m), 2);
    assert_int_equal(p[0], SOLO_POLICY_BOT);
    assert_int_equal(p[1], SOLO_POLICY_RANDOM);
    assert_int_equal(sim_parse_policies("heuristic", p, SIM_MAX_ARMS, &m), 1);
    assert_int_equal(p[0], SOLO_POLICY_BOT);
    assert_int_equal(sim_parse_policies("bot,bot", p, SIM_MAX_ARMS, &m), -1);
    assert_int_equal(sim_parse_policies("genius", p, SIM_MAX_ARMS, &m), -1);
    assert_non_null(strstr(TXT(m), "'genius'"));
}

static void config_checks_games_players_and_shard(void **state)
{
    struct msg m = { 0 };
    (void)state;
    struct sim_config c;
    char err[256];
    standard_config(&c, 4, "random", 10);
    assert_int_equal(sim_config_check(&c, &m), 0);
    c.games = 0;
    assert_int_equal(sim_config_check(&c, &m), -1);
    c.games = 10;
    c.players = 7;
    assert_int_equal(sim_config_check(&c, &m), -1);
    c.players = 4;
    c.shard = 3;
    c.shards = 2;
    assert_int_equal(sim_config_check(&c, &m), -1);
    c.shard = 1;
    c.narms = 0;
    assert_int_equal(sim_config_check(&c, &m), -1);
    struct sim_agg out[1];
    c.narms = 1;
    assert_int_equal(sim_run(&c, 0, NULL, NULL, out, err, sizeof err), -1);
}

/* ---- the same results however the games are spread ---- */

static void jobs_do_not_change_the_aggregates(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 4, "heuristic,random,random,random", 400);
    struct sim_agg one[1], two[1], three[1];
    run(&c, 1, one);
    run(&c, 2, two);
    run(&c, 3, three);
    assert_int_equal(one[0].games, (int64_t)c.games);
    assert_same_aggs(one, two, 1);
    assert_same_aggs(one, three, 1);
}

static void merged_shards_equal_the_whole_run(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 3, "random", 500);
    struct sim_agg whole[1], sum[1];
    run(&c, 1, whole);
    sim_agg_init(&sum[0]);
    c.shards = 3;
    for (c.shard = 1; c.shard <= 3; c.shard++) {
        struct sim_agg part[1];
        run(&c, c.shard, part); /* 1, 2, 3 threads */
        assert_int_equal(part[0].games, (int64_t)sim_shard_games(c.games, c.shard, 3));
        sim_agg_merge(&sum[0], &part[0]);
    }
    assert_same_aggs(whole, sum, 1);
}

static void solitaire_jobs_and_shards_agree(void **state)
{
    (void)state;
    struct sim_config c;
    solo_config(&c, 200);
    struct sim_agg one[2], two[2], sum[2];
    run(&c, 1, one);
    run(&c, 2, two);
    assert_same_aggs(one, two, 2);
    sim_agg_init(&sum[0]);
    sim_agg_init(&sum[1]);
    c.shards = 2;
    for (c.shard = 1; c.shard <= 2; c.shard++) {
        struct sim_agg part[2];
        run(&c, 2, part);
        sim_agg_merge(&sum[0], &part[0]);
        sim_agg_merge(&sum[1], &part[1]);
    }
    assert_same_aggs(one, sum, 2);
}

static void every_arm_plays_the_same_seeds(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 4, "random", 200);
    c.narms = 2;
    c.arms[1] = c.arms[0];
    snprintf(c.arms[1].label, sizeof c.arms[1].label, "standard again");
    struct sim_agg out[2];
    run(&c, 2, out);
    assert_same_aggs(&out[0], &out[1], 1);
}

/* The driver's game i is the game that bot_act plays from seed f(S, i). */
static void a_driver_game_is_the_bots_game(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 5, "random,heuristic,random,heuristic,random", 1);
    for (uint64_t index = 0; index < 20; index++) {
        c.seed = 1000 + index;
        struct sim_agg out[1];
        run(&c, 1, out);

        struct msg err;
        struct msg err_m;
        struct game g;
        assert_int_equal(game_init(&g, &c.arms[0].rules, 5, &err_m), 0);
        uint64_t seed = sim_game_seed(c.seed, 0);
        struct state s;
        struct bot bots[5];
        for (int i = 0; i < 5; i++)
            bot_init(&bots[i], c.bots[i], bot_seed(seed, i));
        state_init(&g, &s, seed, NULL);
        int first = s.token;
        while (!state_is_terminal(&s)) {
            action a = bot_act(&bots[state_current_seat(&s)], &g, &s);
            assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
        }
        struct game_result r;
        state_result(&s, &r);
        assert_int_equal(out[0].battles.sum, s.battles);
        assert_int_equal(out[0].rounds.sum, s.round);
        assert_int_equal(out[0].actions.sum, s.actions);
        assert_int_equal(out[0].endings[r.reason], 1);
        assert_int_equal(out[0].first_token[first], 1);
        for (int i = 0; i < 5; i++)
            assert_int_equal(out[0].wins[i], (r.winners >> i) & 1);
    }
}

/* The seated bots (sim_seat_bots), moved `shift` seats on as --rotate
 * moves them: each knows which other seats the table shows as the
 * heuristic bot (normal or easy), never its own. */
static void seated_bots_know_the_heuristic_seats(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 4, "search-v6,heuristic,easy,search-v1", 1);
    struct msg err;
    struct game g;
    assert_int_equal(game_init(&g, &c.arms[0].rules, 4, &err), 0);
    for (int shift = 0; shift < 4; shift++) {
        struct bot bots[GAME_MAX_SEATS];
        sim_seat_bots(&c, &g, 7, shift, bots);
        int v6 = shift, normal = (1 + shift) % 4, easy = (2 + shift) % 4;
        assert_int_equal(bots[v6].kind, BOT_SEARCH_V6);
        assert_int_equal(bots[v6].heuristic_seats, (1u << normal) | (1u << easy));
        assert_int_equal(bots[normal].heuristic_seats, 1u << easy);
        assert_int_equal(bots[easy].heuristic_seats, 1u << normal);
        assert_int_equal(bots[v6].budget, c.budgets[0]);
    }
}

/* ---- the figures add up ---- */

static void standard_figures_add_up(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 4, "heuristic,heuristic,random,random", 600);
    struct sim_agg a[1];
    run(&c, 2, a);
    int64_t n = a[0].games, wins = 0, order = 0, first = 0, shared = 0, endings = 0, never = 0;
    for (int i = 0; i < GAME_MAX_SEATS; i++) {
        wins += a[0].wins[i];
        order += a[0].order_wins[i];
        first += a[0].first_token[i];
        shared += a[0].shared_wins[i];
    }
    for (int e = 0; e < SIM_ENDINGS; e++)
        endings += a[0].endings[e];
    for (int r = 0; r < REGION_COUNT; r++)
        never += a[0].never_contested[r];
    assert_int_equal(first, n);
    assert_int_equal(endings, n);
    assert_int_equal(a[0].endings[RESULT_NONE], 0);
    assert_int_equal(order, wins);
    assert_int_equal(wins - shared, n - a[0].endings[RESULT_SHARED]);
    assert_int_equal(never, a[0].uncontested.sum);
    assert_true(a[0].battles.min >= 1 && a[0].battles.min <= a[0].battles.max);
    assert_true(a[0].rounds.min >= 1);
    assert_true(a[0].uncontested.max <= REGION_COUNT);
    assert_true(a[0].cards_played >= a[0].battles.sum);
    /* two heuristic bots beat two random ones by far */
    assert_true(a[0].wins[0] + a[0].wins[1] > 2 * (a[0].wins[2] + a[0].wins[3]));
}

static void solitaire_figures_add_up(void **state)
{
    (void)state;
    struct sim_config c;
    solo_config(&c, 300);
    struct sim_agg a[2];
    run(&c, 2, a);
    for (int k = 0; k < 2; k++) {
        int64_t ends = 0, won = 0;
        for (int e = 0; e < SIM_SOLO_ENDS; e++) {
            ends += a[k].solo_ends[e];
            won += a[k].solo_end_wins[e];
            assert_true(a[k].solo_end_wins[e] <= a[k].solo_ends[e]);
        }
        assert_int_equal(ends, a[k].games);
        assert_int_equal(a[k].solo_ends[SOLO_END_NONE], 0);
        assert_int_equal(won, a[k].wins[0]);
        assert_int_equal(a[k].solo_end_wins[SOLO_END_STREAK], 0); /* a streak is an army's */
        assert_true(a[k].solo_victories.max <= a[k].battles.max);
    }
    /* the solitaire bot wins far more often than random choices */
    assert_true(a[0].wins[0] > a[1].wins[0] + a[0].games / 10);
}

/* ---- the storage form ---- */

struct counters {
    int n;
    char name[256][32];
    int index[256];
    int64_t value[256];
};

static void collect(void *ctx, const char *name, int index, int64_t value)
{
    struct counters *k = ctx;
    assert_true(k->n < 256);
    snprintf(k->name[k->n], sizeof k->name[k->n], "%s", name);
    k->index[k->n] = index;
    k->value[k->n] = value;
    k->n++;
}

static void counters_survive_their_names(void **state)
{
    (void)state;
    struct sim_config c;
    standard_config(&c, 6, "random", 100);
    struct sim_agg a[1];
    run(&c, 1, a);
    struct counters *k = calloc(1, sizeof *k);
    sim_agg_foreach(&a[0], SIM_STANDARD, collect, k);
    struct sim_agg back;
    sim_agg_init(&back);
    for (int i = 0; i < k->n; i++)
        assert_int_equal(sim_agg_set(&back, k->name[i], k->index[i], k->value[i]), 0);
    assert_memory_equal(&back, &a[0], sizeof back);
    assert_int_equal(sim_agg_set(&back, "no-such-counter", 0, 1), -1);
    assert_int_equal(sim_agg_set(&back, "wins", GAME_MAX_SEATS, 1), -1);

    struct sim_config s;
    solo_config(&s, 50);
    struct sim_agg b[2];
    run(&s, 1, b);
    k->n = 0;
    sim_agg_foreach(&b[1], SIM_SOLITAIRE, collect, k);
    sim_agg_init(&back);
    for (int i = 0; i < k->n; i++)
        assert_int_equal(sim_agg_set(&back, k->name[i], k->index[i], k->value[i]), 0);
    assert_memory_equal(&back, &b[1], sizeof back);
    free(k);
}

static void merging_an_empty_aggregate_keeps_min_and_max(void **state)
{
    (void)state;
    struct sim_agg a, empty;
    sim_agg_init(&a);
    sim_agg_init(&empty);
    sim_sample_add(&a.battles, 0, 7);
    a.games = 1;
    sim_sample_add(&a.battles, 1, 3);
    a.games = 2;
    sim_agg_merge(&a, &empty);
    assert_int_equal(a.battles.min, 3);
    assert_int_equal(a.battles.max, 7);
    sim_agg_merge(&empty, &a);
    assert_memory_equal(&empty, &a, sizeof a);
    double mean, sd;
    sim_sample_stats(&a.battles, a.games, &mean, &sd);
    assert_true(mean > 4.999 && mean < 5.001);
    assert_true(sd > 1.999 && sd < 2.001);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seeds_are_splitmix64_outputs),
        cmocka_unit_test(shards_split_the_games_exactly),
        cmocka_unit_test(shard_text_is_checked),
        cmocka_unit_test(bots_one_kind_or_one_per_seat),
        cmocka_unit_test(config_checks_games_players_and_shard),
        cmocka_unit_test(jobs_do_not_change_the_aggregates),
        cmocka_unit_test(merged_shards_equal_the_whole_run),
        cmocka_unit_test(solitaire_jobs_and_shards_agree),
        cmocka_unit_test(every_arm_plays_the_same_seeds),
        cmocka_unit_test(a_driver_game_is_the_bots_game),
        cmocka_unit_test(seated_bots_know_the_heuristic_seats),
        cmocka_unit_test(standard_figures_add_up),
        cmocka_unit_test(solitaire_figures_add_up),
        cmocka_unit_test(counters_survive_their_names),
        cmocka_unit_test(merging_an_empty_aggregate_keeps_min_and_max),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
