/* test_hand_model.c — the search bot's hand inference (ai/hand_model.h):
 * the tables built in predict where the unseen cards are better than a
 * uniform deal on self-play games none of them was trained on (each
 * family: log-likelihood per card, printed); the fit's formula on planted
 * counts; the weights read only the observation (a seat's own row and the
 * unknown kinds are 1); a deal by weight keeps the observation, and in
 * fixed positions follows the weights (a kind weighted 8 lands in that
 * hand more often than uniformly). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/hand_model.h"
#include "ai/standard_bot.h"
#include "engine/determinize.h"
#include "rules/rules.h"
#include "test_bots_util.h"

/* Scores the built-in tables over `count` heuristic self-play games. */
static void score_games(const char *rules, int nseats_from, int count, uint64_t seed,
                        struct hand_model_score *sc)
{
    for (int i = 0; i < count; i++) {
        int nseats = nseats_from == 2 ? 2 : 3 + i % 4;
        struct game g;
        tb_ruleset_game(&g, rules, nseats);
        struct state s;
        struct bot b[GAME_MAX_SEATS];
        for (int j = 0; j < nseats; j++)
            bot_init(&b[j], BOT_HEURISTIC, bot_seed(seed + (uint64_t)i, j));
        state_init(&g, &s, seed + (uint64_t)i, NULL);
        while (!state_is_terminal(&s)) {
            hand_model_score(&hand_model_table, &g, &s, sc);
            struct msg e;
            assert_int_equal(state_apply(&g, &s, bot_act(&b[state_current_seat(&s)], &g, &s),
                                         NULL, &e),
                             STATE_OK);
        }
    }
}

static void built_in_tables_beat_a_uniform_deal(void **unused)
{
    (void)unused;
    static const struct {
        const char *rules;
        int seats;
    } families[] = {
        {"standard", 2}, {"standard", 3}, {"standard+hidden-cards", 2},
        {"standard+hidden-cards", 3},
    };
    for (size_t f = 0; f < sizeof families / sizeof families[0]; f++) {
        struct hand_model_score sc = {0, 0, 0};
        /* seeds far from the training's (tools/train_hand_model: 1 .. 4 * 10^7) */
        score_games(families[f].rules, families[f].seats, 300, 900000000u + f * 1000u, &sc);
        double gain = (sc.model - sc.uniform) / sc.cards;
        printf("%s, %s: log-likelihood per unseen card %.5f uniform, %.5f the model (%+.5f), "
               "%.0f cards\n",
               families[f].rules, families[f].seats == 2 ? "2 seats" : "3-6 seats",
               sc.uniform / sc.cards, sc.model / sc.cards, gain, sc.cards);
        assert_true(sc.cards > 10000);
        assert_true(gain > 0.002);
    }
}

static void fit_follows_its_formula(void **unused)
{
    (void)unused;
    static struct hand_model_counts c;
    static hand_model_tables t;
    memset(&c, 0, sizeof c);
    c.found[1][5][CARD_M10] = 40;
    c.expected[1][5][CARD_M10] = 20; /* (40 + 8) / (20 + 8) * 32 = 54.86 */
    c.found[1][5][CARD_M1] = 19;
    c.expected[1][5][CARD_M1] = 19.9; /* too few expected: unknown */
    c.found[0][0][CARD_HEROINE] = 0;
    c.expected[0][0][CARD_HEROINE] = 5000; /* 8 / 5008 * 32 = 0.05: at least 1 */
    hand_model_fit(&c, &t);
    assert_int_equal(t[1][5][CARD_M10], 55);
    assert_int_equal(t[1][5][CARD_M1], 0);
    assert_int_equal(t[0][0][CARD_HEROINE], 1);
    assert_int_equal(t[2][7][CARD_M5], 0);
}

static void weights_read_the_observation_only(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 4);
    struct state s;
    state_init(&g, &s, 12, NULL);
    struct bot b;
    bot_init(&b, BOT_HEURISTIC, 5);
    int checked = 0;
    struct rng r;
    rng_seed(&r, 9);
    while (!state_is_terminal(&s) && checked < 60) {
        int seat = state_current_seat(&s);
        struct observation obs;
        state_observe(&g, &s, seat, &obs);
        float w[GAME_MAX_SEATS][CARD_KINDS], w2[GAME_MAX_SEATS][CARD_KINDS];
        hand_model_weights(&g, &obs, w);
        for (int k = 0; k < CARD_KINDS; k++)
            assert_true(w[seat][k] == 1.0f);
        for (int i = 0; i < obs.nseats; i++) {
            assert_true(hand_model_bucket(&obs, i) >= 0 &&
                        hand_model_bucket(&obs, i) < HAND_MODEL_BUCKETS);
            for (int k = 0; k < CARD_KINDS; k++)
                assert_true(w[i][k] > 0 && w[i][k] < 8.1f);
        }
        /* another position behind the same observation: the same weights */
        struct state other;
        assert_int_equal(state_determinize(&g, &obs, &r, &other), 0);
        struct observation obs2;
        state_observe(&g, &other, seat, &obs2);
        hand_model_weights(&g, &obs2, w2);
        assert_memory_equal(w, w2, sizeof w);
        checked++;
        struct msg e;
        assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &e), STATE_OK);
    }
    assert_int_equal(checked, 60);
}

static void a_deal_by_weight_follows_the_weights(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 3);
    struct state s;
    state_init(&g, &s, 4, NULL);
    struct observation obs;
    state_observe(&g, &s, state_current_seat(&s), &obs);
    int me = obs.seat, other = (me + 1) % 3;
    float w[GAME_MAX_SEATS][CARD_KINDS];
    for (int i = 0; i < GAME_MAX_SEATS; i++)
        for (int k = 0; k < CARD_KINDS; k++)
            w[i][k] = 1.0f;
    w[other][CARD_M10] = 8.0f;
    struct rng r;
    rng_seed(&r, 2);
    long weighted = 0, uniform = 0;
    for (int n = 0; n < 2000; n++) {
        struct state d;
        struct observation back;
        assert_int_equal(state_determinize_weighted(&g, &obs, w, &r, &d), 0);
        state_observe(&g, &d, me, &back);
        assert_memory_equal(&obs, &back, sizeof obs);
        weighted += d.hand[other][CARD_M10];
        assert_int_equal(state_determinize(&g, &obs, &r, &d), 0);
        uniform += d.hand[other][CARD_M10];
    }
    printf("10s in the weighted hand: %ld by weight, %ld uniformly (2000 deals each)\n",
           weighted, uniform);
    assert_true(weighted > 2 * uniform);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fit_follows_its_formula),
        cmocka_unit_test(weights_read_the_observation_only),
        cmocka_unit_test(a_deal_by_weight_follows_the_weights),
        cmocka_unit_test(built_in_tables_beat_a_uniform_deal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
