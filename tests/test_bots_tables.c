/* test_bots_tables.c — the heuristic bot's shortcuts read the same facts
 * as the engine: its table of card values equals the catalogue (card.c),
 * and a card's value read from it the engine's strength_card_value,
 * the board's connected parts give the map's largest connected set with a
 * region added (R-WIN), and the unseen cards, counted as vectors of the
 * kinds, and the hand's keep value, summed in halves of a point, equal a
 * count card kind by card kind along seeded games; and the board the bots
 * share between their decisions never changes them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/heuristic_internal.h"
#include "engine/rng.h"
#include "rules/rules.h"
#include "test_bots_util.h"

static void bot_card_table_equals_catalogue(void **state)
{
    (void)state;
    for (int k = 0; k < CARD_KINDS; k++) {
        const struct card_info *c = card_info((enum card_kind)k);
        int alone = c->mercenary ? c->printed : c->fixed_strength;
        int winter = c->mercenary ? 1 : c->fixed_strength;
        assert_int_equal(heuristic_cards[k].alone, alone);
        assert_int_equal(heuristic_cards[k].winter, winter);
        if (c->mercenary) /* a mercenary kept is worth its printed value */
            assert_int_equal(heuristic_cards[k].keep_halves, 2 * c->printed);
        /* the same columns as weight vectors (heuristic_kinds.h) */
        assert_int_equal(heuristic_alone.w[k], heuristic_cards[k].alone);
        assert_int_equal(heuristic_winter.w[k], heuristic_cards[k].winter);
        assert_int_equal(heuristic_keep.w[k],
                         k == CARD_DRUMMER ? 0 : heuristic_cards[k].keep_halves);
        assert_int_equal(heuristic_mercenary.w[k], c->mercenary ? c->printed : 0);
    }
    for (int k = CARD_KINDS; k < 16; k++) /* lanes past the kinds weigh nothing */
        assert_true(!heuristic_alone.w[k] && !heuristic_winter.w[k] && !heuristic_keep.w[k] &&
                    !heuristic_mercenary.w[k]);
}

/* The bot's card values (hv_card_value) equal the engine's
 * strength_card_value for every kind and line, in random battles under
 * both Spring readings, both views and both season rules. */
static void bot_card_value_equals_engine(void **state)
{
    (void)state;
    struct rng r;
    rng_seed(&r, 5);
    for (int t = 0; t < 20000; t++) {
        struct strength_line lines[GAME_MAX_SEATS];
        int n = 2 + (int)rng_below(&r, GAME_MAX_SEATS - 1);
        memset(lines, 0, sizeof lines);
        for (int s = 0; s < n; s++)
            for (int c = (int)rng_below(&r, 6); c > 0; c--) {
                int k = (int)rng_below(&r, CARD_KINDS);
                if (rng_below(&r, 4))
                    lines[s].up[k]++;
                else
                    lines[s].down[k]++;
            }
        struct strength_context ctx;
        strength_context_init_spring(&ctx, lines, n,
                                     rng_below(&r, 2) ? STRENGTH_FINAL : STRENGTH_ANNOUNCED,
                                     rng_below(&r, 2) ? SEASONS_CANCEL : SEASONS_EXCLUSIVE,
                                     rng_below(&r, 2) ? SPRING_TOP_EFFECTIVE : SPRING_TOP_PRINTED);
        for (int s = 0; s < n; s++)
            for (int k = -1; k <= CARD_KINDS; k++)
                assert_int_equal(hv_card_value(&ctx, s, k),
                                 k < 0 || k >= CARD_KINDS
                                     ? 0
                                     : strength_card_value(&ctx, s, k, false, NULL));
    }
}

/* An observation of a board where each region belongs to a seat drawn at
 * random (or to nobody), for `nseats` seats; seat 0 observes. */
static void random_board(struct rng *r, int nseats, struct observation *o)
{
    memset(o, 0, sizeof *o);
    o->nseats = (uint8_t)nseats;
    o->phase = PHASE_CHOOSE_REGION;
    o->pope = SEAT_NONE;
    o->contested = SEAT_NONE;
    for (int reg = 0; reg < REGION_COUNT; reg++) {
        int s = (int)rng_below(r, (uint32_t)nseats + 2);
        o->owner[reg] = s < nseats ? (uint8_t)s : SEAT_NONE;
    }
}

static void r_win_connected_parts_equal_largest_connected(void **state)
{
    (void)state;
    struct rng r;
    struct game g;
    rng_seed(&r, 77);
    tb_game(&g, 4);
    for (int t = 0; t < 2000; t++) {
        struct observation o;
        struct hview v;
        random_board(&r, 4, &o);
        hview_init(&v, &g, &o, &heuristic_default_params, NULL);
        for (int s = 0; s < 4; s++) {
            hview_read_seat(&v, s);
            assert_int_equal(v.b->connected[s], region_largest_connected(v.b->owned[s]));
            for (int reg = 0; reg < REGION_COUNT; reg++) {
                region_set with = v.b->owned[s] | (region_set)1u << reg;
                assert_int_equal(hview_connected_with(&v, s, reg),
                                 region_largest_connected(with));
            }
        }
    }
}

/* The unseen cards as the bot counted them before its shortcuts: kind by
 * kind, from the catalogue. */
static void unseen_card_by_card(const struct game *g, const struct observation *o, int *count,
                                double *avg, double *avg_winter)
{
    long sum = 0, sum_winter = 0;
    *count = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int seen = o->hand[k] + o->discard[k];
        for (int s = 0; s < o->nseats; s++)
            seen += o->lines[s].up[k];
        int n = g->rules.deck[k] - seen;
        if (n <= 0)
            continue;
        const struct card_info *c = card_info((enum card_kind)k);
        *count += n;
        sum += (long)n * (c->mercenary ? c->printed : c->fixed_strength);
        sum_winter += (long)n * (c->mercenary ? 1 : c->fixed_strength);
    }
    *avg = *count ? (double)sum / *count : 0.0;
    *avg_winter = *count ? (double)sum_winter / *count : 0.0;
}

/* A hand's keep value summed as doubles, kind after kind. */
static double hand_power_card_by_card(const struct hview *v, const struct observation *o)
{
    double power = 0.0;
    for (int k = 0; k < CARD_KINDS; k++)
        if (o->hand[k])
            power += o->hand[k] * card_keep_value(v, k);
    return power;
}

static void unseen_cards_equal_card_by_card(void **state)
{
    (void)state;
    int games = tb_games(20, 100, 3), decisions = 0;
    for (int nseats = 2; nseats <= 6; nseats += 2) {
        struct game g;
        tb_game(&g, nseats);
        for (int i = 0; i < games; i++) {
            struct state s;
            struct bot bots[GAME_MAX_SEATS];
            struct msg err;
            for (int seat = 0; seat < nseats; seat++)
                bot_init(&bots[seat], BOT_HEURISTIC, bot_seed((uint64_t)i + 500, seat));
            state_init(&g, &s, (uint64_t)i + 500, NULL);
            while (!state_is_terminal(&s)) {
                struct observation o;
                action legal[STATE_MAX_ACTIONS];
                int n = tb_view(&g, &s, &o, legal);
                struct hview v;
                hview_init(&v, &g, &o, &heuristic_default_params, NULL);
                v.active = 1; /* read the unseen cards in every phase */
                hview_read_cards(&v);
                int count;
                double avg, avg_winter;
                unseen_card_by_card(&g, &o, &count, &avg, &avg_winter);
                assert_int_equal(v.unseen_count, count);
                assert_true(v.unseen_avg == avg);
                assert_true(v.unseen_avg_winter == avg_winter);
                assert_true(v.hand_power == hand_power_card_by_card(&v, &o));
                decisions++;
                action a = bot_choose(&bots[state_current_seat(&s)], &g, &o, legal, n);
                assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
            }
        }
    }
    assert_true(decisions > 0);
}

/* The board the bots share between their decisions (bot_choose) never changes
 * them: along seeded games of several rulesets and table sizes (one board
 * kept for every seat, game after game, table after table), the
 * action and its reason equal those of heuristic_choose, which reads the
 * board afresh. */
static void kept_board_gives_the_same_decisions(void **state)
{
    (void)state;
    static const char *rulesets[] = {"standard", "standard+hidden-cards,capture-regions",
                                     "first-edition"};
    int games = tb_games(10, 100, 2), decisions = 0;
    static struct heuristic_memory shared; /* kept across games and tables */
    for (size_t r = 0; r < sizeof rulesets / sizeof rulesets[0]; r++) {
        struct ruleset rules;
        char warn[256];
        struct msg err;
        struct msg err_m;
        assert_int_equal(ruleset_from_string(&rules, rulesets[r], warn, sizeof warn, &err_m), 0);
        for (int nseats = 2; nseats <= 6; nseats++) {
            struct game g;
            assert_int_equal(game_init(&g, &rules, nseats, &err_m), 0);
            for (int i = 0; i < games; i++) {
                struct state s;
                struct bot bots[GAME_MAX_SEATS];
                uint64_t seed = (uint64_t)(900 + 10 * nseats + i);
                for (int seat = 0; seat < nseats; seat++)
                    bot_init(&bots[seat], BOT_HEURISTIC, bot_seed(seed, seat));
                state_init(&g, &s, seed, NULL);
                while (!state_is_terminal(&s)) {
                    struct observation o;
                    action legal[STATE_MAX_ACTIONS];
                    struct heuristic_why kept, fresh;
                    int n = tb_view(&g, &s, &o, legal);
                    struct bot *b = &bots[state_current_seat(&s)];
                    /* one board for every seat, as the bots of a thread share it */
                    action a = bot_choose(b, &g, &o, legal, n);
                    assert_int_equal(heuristic_choose_remembering(&g, &o, legal, n, &shared,
                                                                  &kept), a);
                    assert_int_equal(heuristic_choose(&g, &o, legal, n, &fresh), a);
                    assert_memory_equal(&kept, &fresh, sizeof kept);
                    decisions++;
                    assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
                }
            }
        }
    }
    assert_true(decisions > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bot_card_table_equals_catalogue),
        cmocka_unit_test(bot_card_value_equals_engine),
        cmocka_unit_test(r_win_connected_parts_equal_largest_connected),
        cmocka_unit_test(unseen_cards_equal_card_by_card),
        cmocka_unit_test(kept_board_gives_the_same_decisions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
