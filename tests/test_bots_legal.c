/* test_bots_legal.c — the bots' interface: kinds by name, every action a
 * bot returns is legal (seeded games of 2 to 6 players, random and
 * heuristic bots mixed, CONDOTTIERE_BOT_GAMES to change the count), games
 * are reproducible from their seeds, and the random bot is uniform. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/random_bot.h"
#include "test_bots_util.h"

static void bot_kinds_parse_by_name(void **state)
{
    (void)state;
    assert_int_equal(bot_kind_parse("random"), BOT_RANDOM);
    assert_int_equal(bot_kind_parse("heuristic"), BOT_HEURISTIC);
    assert_int_equal(bot_kind_parse("Heuristic"), BOT_HEURISTIC);
    assert_int_equal(bot_kind_parse("easy"), BOT_EASY);
    assert_int_equal(bot_kind_parse("Normal"), BOT_HEURISTIC);
    assert_int_equal(bot_kind_parse("greedy"), -1);
    assert_int_equal(bot_kind_parse(""), -1);
    assert_int_equal(bot_kind_parse(NULL), -1);
    assert_string_equal(bot_kind_name(BOT_RANDOM), "random");
    assert_string_equal(bot_kind_name(BOT_HEURISTIC), "heuristic");
    assert_string_equal(bot_kind_name(BOT_EASY), "easy");
    assert_string_equal(bot_kind_name(99), "?");
    /* stronger heads-up, under capture-regions, under hidden-cards and
     * at a table of heuristic bots in the standard game */
    assert_int_equal(bot_kind_parse("hard"), BOT_SEARCH_V6);
    assert_string_equal(bot_kind_name(BOT_SEARCH), "search");
    assert_int_equal(bot_kind_parse("search-v1"), BOT_SEARCH);
    assert_int_equal(bot_kind_parse("search-infer"), BOT_SEARCH_INFER);
    assert_string_equal(bot_kind_name(BOT_SEARCH_INFER), "search-infer");
    int budget;
    assert_int_equal(bot_spec_parse("search-infer:500", &budget), BOT_SEARCH_INFER);
    assert_int_equal(budget, 500);
    assert_int_equal(bot_spec_parse("search-v1:2s", &budget), BOT_SEARCH);
    assert_int_equal(budget, -2000);
    assert_int_equal(bot_spec_parse("normal:500", &budget), -1);
    assert_int_equal(bot_spec_parse("search-infer:0", &budget), -1);
    char spec[32];
    bot_spec_text(BOT_SEARCH_INFER, 500, spec, sizeof spec);
    assert_string_equal(spec, "search-infer:500");
    assert_int_equal(bot_kind_parse("search-value"), BOT_SEARCH_VALUE);
    assert_int_equal(bot_spec_parse("search-value:300", &budget), BOT_SEARCH_VALUE);
    assert_int_equal(budget, 300);
    assert_int_equal(bot_kind_parse("search-v2"), BOT_SEARCH_V2);
    assert_int_equal(bot_spec_parse("search-v2:700", &budget), BOT_SEARCH_V2);
    assert_int_equal(budget, 700);
    bot_spec_text(BOT_SEARCH_V2, 0, spec, sizeof spec);
    assert_string_equal(spec, "search-v2");
    assert_int_equal(bot_kind_parse("search-v3"), BOT_SEARCH_V3);
    assert_int_equal(bot_spec_parse("search-v3:900", &budget), BOT_SEARCH_V3);
    assert_int_equal(budget, 900);
    bot_spec_text(BOT_SEARCH_V3, 0, spec, sizeof spec);
    assert_string_equal(spec, "search-v3");
    assert_int_equal(bot_kind_parse("search-v4"), BOT_SEARCH_V4);
    assert_int_equal(bot_spec_parse("search-v4:800", &budget), BOT_SEARCH_V4);
    assert_int_equal(budget, 800);
    bot_spec_text(BOT_SEARCH_V4, 0, spec, sizeof spec);
    assert_string_equal(spec, "search-v4");
    assert_int_equal(bot_kind_parse("search-v5"), BOT_SEARCH_V5);
    assert_int_equal(bot_spec_parse("search-v5:600", &budget), BOT_SEARCH_V5);
    assert_int_equal(budget, 600);
    bot_spec_text(BOT_SEARCH_V5, 0, spec, sizeof spec);
    assert_string_equal(spec, "search-v5");
    assert_int_equal(bot_kind_parse("search-v6"), BOT_SEARCH_V6);
    assert_int_equal(bot_spec_parse("search-v6:500", &budget), BOT_SEARCH_V6);
    assert_int_equal(budget, 500);
    bot_spec_text(BOT_SEARCH_V6, 0, spec, sizeof spec);
    assert_string_equal(spec, "search-v6");
    /* the versions of search-vN, each the one before with a change */
    assert_int_equal(bot_search_version(BOT_SEARCH), 1);
    assert_int_equal(bot_search_version(BOT_SEARCH_V2), 2);
    assert_int_equal(bot_search_version(BOT_SEARCH_V5), 5);
    assert_int_equal(bot_search_version(BOT_SEARCH_INFER), 0);
    assert_int_equal(bot_search_version(BOT_HEURISTIC), 0);
    assert_true(bot_kind_searches(BOT_SEARCH_V5) && bot_kind_searches(BOT_SEARCH_VALUE));
    assert_false(bot_kind_searches(BOT_EASY));
    /* the callers' buffers hold it, and ", search:N" after it */
    assert_true(bot_kind_list(NULL, 0) + strlen(", search:N") < BOT_KIND_LIST_MAX);
    char list[BOT_KIND_LIST_MAX];
    assert_int_equal(bot_kind_list(list, sizeof list),
                     strlen("random, heuristic, easy, search, search-infer, search-value, "
                            "search-v2, search-v3, search-v4, search-v5, search-v6, normal, hard, search-v1"));
    assert_string_equal(list, "random, heuristic, easy, search, search-infer, search-value, "
                              "search-v2, search-v3, search-v4, search-v5, search-v6, normal, hard, search-v1");
    char tiny[8];
    bot_kind_list(tiny, sizeof tiny);
    assert_string_equal(tiny, "random,");
}

/* Every seat kind mix: all random, all heuristic, and alternating. */
static void play_many(int nseats, int games, uint64_t first_seed)
{
    struct game g;
    tb_game(&g, nseats);
    for (int i = 0; i < games; i++) {
        enum bot_kind kinds[GAME_MAX_SEATS];
        for (int seat = 0; seat < nseats; seat++) {
            switch (i % 3) {
            case 0:
                kinds[seat] = BOT_HEURISTIC;
                break;
            case 1:
                kinds[seat] = (seat + i) % 2 ? BOT_HEURISTIC : BOT_RANDOM;
                break;
            default:
                kinds[seat] = BOT_RANDOM;
                break;
            }
        }
        struct game_result res;
        int n;
        tb_play(&g, first_seed + (uint64_t)i, kinds, &res, &n, NULL);
        assert_true(res.over);
        assert_true(res.nwinners >= 1);
        assert_true(n > 0);
    }
}

static void bots_choose_legal_actions_two_players(void **state)
{
    (void)state;
    play_many(2, tb_games(3000, 1000, 30), 100000);
}

static void bots_choose_legal_actions_three_players(void **state)
{
    (void)state;
    play_many(3, tb_games(2000, 1000, 30), 200000);
}

static void bots_choose_legal_actions_four_players(void **state)
{
    (void)state;
    play_many(4, tb_games(2000, 1000, 30), 300000);
}

static void bots_choose_legal_actions_five_players(void **state)
{
    (void)state;
    play_many(5, tb_games(1500, 1000, 30), 400000);
}

static void bots_choose_legal_actions_six_players(void **state)
{
    (void)state;
    play_many(6, tb_games(1500, 1000, 30), 500000);
}

static void bot_games_replay_from_their_seeds(void **state)
{
    (void)state;
    struct game g;
    tb_game(&g, 4);
    enum bot_kind kinds[4] = {BOT_HEURISTIC, BOT_RANDOM, BOT_HEURISTIC, BOT_RANDOM};
    uint64_t first, again, other;
    struct game_result r1, r2, r3;
    int n1, n2, n3;
    tb_play(&g, 77, kinds, &r1, &n1, &first);
    tb_play(&g, 77, kinds, &r2, &n2, &again);
    tb_play(&g, 78, kinds, &r3, &n3, &other);
    assert_int_equal(n1, n2);
    assert_true(first == again);
    assert_int_equal(r1.winners, r2.winners);
    assert_true(first != other); /* a different seed plays a different game */
}

static void bot_with_no_legal_action_returns_zero(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct observation obs;
    struct bot b;
    tb_game(&g, 3);
    state_init(&g, &s, 5, NULL);
    state_observe(&g, &s, state_current_seat(&s), &obs);
    bot_init(&b, BOT_RANDOM, 1);
    assert_int_equal(bot_choose(&b, &g, &obs, NULL, 0), 0);
    bot_init(&b, BOT_HEURISTIC, 1);
    assert_int_equal(bot_choose(&b, &g, &obs, NULL, 0), 0);
}

/* Uniform: each of 5 actions drawn 20000 times in 100000 draws, within
 * 5 standard deviations (126); a bot that favoured one would fail. */
static void random_bot_is_uniform(void **state)
{
    (void)state;
    action legal[5] = {action_pass(), action_play(CARD_M1), action_play(CARD_M10),
                       action_play(CARD_WINTER), action_play(CARD_HEROINE)};
    int seen[5] = {0};
    struct rng rng;
    rng_seed(&rng, 2026);
    for (int i = 0; i < 100000; i++) {
        action a = random_bot_choose(&rng, legal, 5);
        int found = -1;
        for (int k = 0; k < 5; k++)
            if (legal[k] == a)
                found = k;
        assert_true(found >= 0);
        seen[found]++;
    }
    for (int k = 0; k < 5; k++)
        assert_in_range(seen[k], 20000 - 630, 20000 + 630);
}

/* The easy level: the heuristic's action except, one decision in
 * BOT_EASY_MISTAKES where there is a choice, another legal action; its
 * games are legal and replay from their seeds like the others. Over the
 * decisions of 40 four-player games the share that differs from the
 * heuristic's is within 4 points of 1/4. */
static void easy_bot_makes_mistakes_at_its_rate(void **state)
{
    (void)state;
    struct game g;
    tb_game(&g, 4);
    int choices = 0, mistakes = 0;
    struct msg err;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        struct state s;
        struct bot bots[4];
        for (int seat = 0; seat < 4; seat++)
            bot_init(&bots[seat], BOT_EASY, bot_seed(seed, seat));
        state_init(&g, &s, seed, NULL);
        while (!state_is_terminal(&s)) {
            struct observation obs;
            action legal[STATE_MAX_ACTIONS];
            int n = tb_view(&g, &s, &obs, legal);
            action best = heuristic_choose(&g, &obs, legal, n, NULL);
            action a = bot_choose(&bots[obs.seat], &g, &obs, legal, n);
            bool legal_one = false;
            for (int i = 0; i < n; i++)
                legal_one |= legal[i] == a;
            assert_true(legal_one);
            if (n > 1) {
                choices++;
                mistakes += a != best;
            }
            assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
        }
    }
    assert_true(choices > 1000);
    double rate = (double)mistakes / choices;
    assert_true(rate > 1.0 / BOT_EASY_MISTAKES - 0.04 && rate < 1.0 / BOT_EASY_MISTAKES + 0.04);
    enum bot_kind kinds[4] = {BOT_EASY, BOT_RANDOM, BOT_EASY, BOT_HEURISTIC};
    uint64_t first, again;
    struct game_result r1, r2;
    int n1, n2;
    tb_play(&g, 91, kinds, &r1, &n1, &first);
    tb_play(&g, 91, kinds, &r2, &n2, &again);
    assert_true(first == again && n1 == n2);
}

static void bot_seeds_differ_between_seats(void **state)
{
    (void)state;
    assert_true(bot_seed(1, 0) != bot_seed(1, 1));
    assert_true(bot_seed(1, 0) != bot_seed(2, 0));
    assert_true(bot_seed(1, 0) != 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bot_kinds_parse_by_name),
        cmocka_unit_test(bots_choose_legal_actions_two_players),
        cmocka_unit_test(bots_choose_legal_actions_three_players),
        cmocka_unit_test(bots_choose_legal_actions_four_players),
        cmocka_unit_test(bots_choose_legal_actions_five_players),
        cmocka_unit_test(bots_choose_legal_actions_six_players),
        cmocka_unit_test(bot_games_replay_from_their_seeds),
        cmocka_unit_test(bot_with_no_legal_action_returns_zero),
        cmocka_unit_test(random_bot_is_uniform),
        cmocka_unit_test(easy_bot_makes_mistakes_at_its_rate),
        cmocka_unit_test(bot_seeds_differ_between_seats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
