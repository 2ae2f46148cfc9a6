/* test_store_trends.c — the pure computing behind `stats --by` and the
 * rating: dates and periods (weeks from Monday, months, leap years), the
 * games per period and per mode, Glicko-2 on Glickman's worked example
 * (a player at 1500, RD 200 against 1400/30 won, 1550/100 lost, 1700/300
 * lost: 1464.05, RD 151.52, volatility 0.05999), the ratings of the bot
 * levels and of the solitaire's rules from their measures, and the rating
 * run over games. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "solo/solo_levels.h"

#include "store/store_levels.h"
#include "store/store_rating.h"
#include "store/store_trends.h"

static void test_glicko_paper_example(void **state)
{
    (void)state;
    struct store_glicko p = {1500, 200, 0.06};
    const struct store_glicko_game games[] = {
        {1400, 30, 1},
        {1550, 100, 0},
        {1700, 300, 0},
    };
    store_glicko_update(&p, games, 3, 0.5);
    /* by hand (the paper's steps): mu = 0, phi = 1.1513; g = 0.9955, 0.9531,
     * 0.7242; E = 0.639, 0.432, 0.303; v = 1.7785; Delta = -0.4834;
     * sigma' = 0.059996; phi* = 1.1527; phi' = 0.8722; mu' = -0.2069:
     * 1464.05 and RD 151.52 without rounding the steps (the paper, rounding
     * each step to four places, prints 1464.06) */
    assert_true(fabs(p.rating - 1464.05) < 0.005);
    assert_true(fabs(p.deviation - 151.52) < 0.005);
    assert_true(fabs(p.volatility - 0.05999) < 0.00001);
}

static void test_glicko_no_game(void **state)
{
    (void)state;
    struct store_glicko p = {1500, 200, 0.06};
    store_glicko_update(&p, NULL, 0, 0.5);
    /* phi* = sqrt(phi^2 + sigma^2) = sqrt(1.1513^2 + 0.06^2) */
    assert_true(fabs(p.deviation - 200.27) < 0.01);
    assert_true(p.rating == 1500);
}

static void test_field(void **state)
{
    (void)state;
    const double three[] = {1500, 1500, 1500};
    /* three equal opponents: 1500 + 400 log10 3 */
    assert_true(fabs(store_rating_field(three, 3) - 1690.85) < 0.01);
    assert_true(fabs(store_rating_field(three, 1) - 1500) < 1e-9);
}

static void test_levels(void **state)
{
    (void)state;
    double r;
    assert_int_equal(store_bot_rating("normal", &r), 0);
    assert_true(r == 1500);
    assert_int_equal(store_bot_rating("heuristic", &r), 0);
    assert_true(r == 1500);
    /* the hard of before, in its round robin (levels-4p): normal 308
     * wins, hard 940: 1500 + 400 log10(940 / 308) = 1693.83 */
    assert_int_equal(store_bot_rating("search:20000", &r), 0);
    assert_true(fabs(r - 1693.83) < 0.01);
    /* the level hard, search-v6, in its round robin (levels-4p-v6):
     * normal 263 wins, hard 1,012: 1500 + 400 log10(1012 / 263) =
     * 1734.09; a game stored as "hard" is rated so too */
    assert_int_equal(store_bot_rating("hard", &r), 0);
    assert_true(fabs(r - 1734.09) < 0.01);
    assert_int_equal(store_bot_rating("search-v6:2s", &r), 0);
    assert_true(fabs(r - 1734.09) < 0.01);
    /* search-v1 was hard */
    assert_int_equal(store_bot_rating("search-v1", &r), 0);
    assert_true(fabs(r - 1693.83) < 0.01);
    /* the level hard is search-v2 since it fights heads-up: search-v1 at
     * the round robin's 4 seats */
    assert_int_equal(store_bot_rating("search-v2", &r), 0);
    assert_true(fabs(r - 1693.83) < 0.01);
    /* and search-v3, hard since it chooses its play-outs' regions under
     * capture-regions: search-v2 in the standard game */
    assert_int_equal(store_bot_rating("search-v3", &r), 0);
    assert_true(fabs(r - 1693.83) < 0.01);
    /* and search-v4, hard since its tree keeps to what it sees under
     * hidden-cards: search-v3 in the standard game */
    assert_int_equal(store_bot_rating("search-v4", &r), 0);
    assert_true(fabs(r - 1693.83) < 0.01);
    /* search-value 659 wins in levels-4p-v6: 1500 + 400 log10(659 / 263)
     * = 1659.57 */
    assert_int_equal(store_bot_rating("search-value:20000", &r), 0);
    assert_true(fabs(r - 1659.57) < 0.01);
    /* easy 66 wins there: 1500 + 400 log10(66 / 263) = 1259.84 */
    assert_int_equal(store_bot_rating("easy", &r), 0);
    assert_true(fabs(r - 1259.84) < 0.01);
    /* search-v5, never a level, has no rating */
    assert_int_equal(store_bot_rating("search-v5", &r), -1);
    /* the heuristic bot wins 89.8% against three random bots: 931.28 */
    assert_int_equal(store_bot_rating("random", &r), 0);
    assert_true(fabs(r - 931.28) < 0.01);
    assert_int_equal(store_bot_rating("human", &r), -1);
    assert_int_equal(store_bot_rating("search-infer", &r), -1);
    /* the levels behind the kinds, weakest first, the same table for the
     * modes of the games and their ratings */
    int easy, normal, hard, hard4, hard6;
    assert_string_equal(store_level_of("easy", &easy), "easy");
    assert_string_equal(store_level_of("heuristic", &normal), "normal");
    assert_string_equal(store_level_of("search:500", &hard), "hard");
    assert_string_equal(store_level_of("search-v4:2s", &hard4), "hard");
    assert_string_equal(store_level_of("search-v6", &hard6), "hard");
    assert_true(easy < normal && normal < hard && normal < hard4 && normal < hard6);
    assert_null(store_level_of("search-value", &hard));
    assert_null(store_level_of("search-v", &hard));
    assert_null(store_level_of("human", &hard));
    /* the search bot (rated as search-v1, the hard of before) wins 97.45%
     * of the default solitaire: 1693.83 - 400 log10(0.9745 / 0.0255) =
     * 1060.93 */
    assert_int_equal(store_solitaire_rating("solitaire", &r), 0);
    assert_true(fabs(r - 1060.93) < 0.01);
    assert_int_equal(store_solitaire_rating("solitaire armies=3", &r), 0);
    assert_int_equal(store_solitaire_rating("solitaire armies=2,streak-length=4", &r), -1);
    /* a game at a level, its options as stored today: the level's study;
     * level 7 (desperate), 521 of 2,000: 1693.83 - 400 log10(521 / 1479)
     * = 1875.08 */
    struct solo_options o;
    char opts[160], ruleset[200];
    solo_level_options(6, &o);
    solo_options_format(&o, opts, sizeof opts);
    snprintf(ruleset, sizeof ruleset, "solitaire %s", opts);
    assert_int_equal(store_solitaire_rating(ruleset, &r), 0);
    assert_true(fabs(r - 1875.08) < 0.01);
    solo_level_options(solo_level_default(), &o);
    solo_options_format(&o, opts, sizeof opts);
    snprintf(ruleset, sizeof ruleset, "solitaire %s", opts);
    assert_int_equal(store_solitaire_rating(ruleset, &r), 0);
    assert_true(fabs(r - 1060.93) < 0.01);
}

static void test_dates(void **state)
{
    (void)state;
    int32_t d;
    char text[STORE_DATE_MAX + 1];
    assert_int_equal(store_date_parse("1970-01-01", &d), 0);
    assert_int_equal(d, 0);
    assert_int_equal(store_date_parse("2024-02-29", &d), 0);
    store_date_text(d, text);
    assert_string_equal(text, "2024-02-29");
    assert_int_equal(store_date_parse("2025-02-29", &d), -1);
    assert_int_equal(store_date_parse("2025-13-01", &d), -1);
    assert_int_equal(store_date_parse("2025-3-01", &d), -1);
    assert_int_equal(store_date_parse("2025-03-0x", &d), -1);
    /* 2025-03-05 is a Wednesday: its week starts on Monday 2025-03-03 */
    assert_int_equal(store_date_parse("2025-03-05", &d), 0);
    store_period_label(store_period_start(d, STORE_BY_WEEK), STORE_BY_WEEK, text);
    assert_string_equal(text, "2025-03-03");
    store_period_label(store_period_start(d, STORE_BY_MONTH), STORE_BY_MONTH, text);
    assert_string_equal(text, "2025-03");
    /* a Monday is its own week's start; Sunday belongs to the week before */
    assert_int_equal(store_date_parse("2025-03-09", &d), 0);
    store_period_label(store_period_start(d, STORE_BY_WEEK), STORE_BY_WEEK, text);
    assert_string_equal(text, "2025-03-03");
    assert_int_equal(store_date_parse("2024-12-15", &d), 0);
    int32_t next = store_period_next(store_period_start(d, STORE_BY_MONTH), STORE_BY_MONTH);
    store_period_label(next, STORE_BY_MONTH, text);
    assert_string_equal(text, "2025-01");
}

static struct store_played game(int64_t id, const char *date, int solitaire, const char *rules,
                                const char *others, enum store_result r)
{
    struct store_played g;
    memset(&g, 0, sizeof g);
    g.game = id;
    snprintf(g.date, sizeof g.date, "%s", date);
    g.solitaire = solitaire;
    snprintf(g.ruleset, sizeof g.ruleset, "%s", rules);
    snprintf(g.opponents, sizeof g.opponents, "%s", others);
    g.result = r;
    return g;
}

static void test_trends(void **state)
{
    (void)state;
    const struct store_played g[] = {
        game(1, "2025-01-10", 1, "solitaire", "", STORE_RESULT_WIN),
        game(2, "2025-01-20", 0, "standard", "heuristic,random,heuristic", STORE_RESULT_LOSS),
        game(3, "2025-03-02", 1, "solitaire", "", STORE_RESULT_LOSS),
        game(4, "2025-03-31", 0, "standard", "random,heuristic,heuristic", STORE_RESULT_WIN),
    };
    struct store_trends t;
    assert_int_equal(store_trends_build(g, 4, STORE_BY_MONTH, STORE_DAY_NONE, STORE_DAY_NONE, &t), 0);
    assert_int_equal(t.nperiods, 3); /* January, February (empty), March */
    assert_int_equal(t.all.cells[0].games, 2);
    assert_int_equal(t.all.cells[1].games, 0);
    assert_int_equal(t.all.cells[2].wins, 1);
    assert_int_equal(t.nmodes, 2);
    assert_string_equal(t.modes[0].mode, "random,normal,normal");
    assert_int_equal(t.modes[0].games, 2);
    assert_string_equal(t.modes[1].mode, "solitaire");
    store_trends_free(&t);

    int32_t since;
    assert_int_equal(store_date_parse("2025-03-01", &since), 0);
    assert_int_equal(store_trends_build(g, 4, STORE_BY_WEEK, since, STORE_DAY_NONE, &t), 0);
    assert_int_equal(t.nperiods, 6); /* the weeks of 2025-02-24, 03-03 ... 03-31 */
    assert_int_equal(t.all.games, 2);
    store_trends_free(&t);

    /* the search bots as the level hard: search (search-v1, games stored
     * before search-v2 was hard), search:N, search-v2 */
    char mode[STORE_MODE_MAX + 1];
    const struct store_played h =
        game(5, "2025-04-01", 0, "standard", "search-v2,easy,search:20000,search", STORE_RESULT_WIN);
    store_played_mode(&h, mode);
    assert_string_equal(mode, "easy,hard,hard,hard");
}

static void test_rating_run(void **state)
{
    (void)state;
    const struct store_played g[] = {
        game(1, "2025-01-10", 1, "solitaire", "", STORE_RESULT_WIN),
        game(2, "2025-01-20", 0, "standard", "heuristic,human", STORE_RESULT_LOSS),
        game(3, "2025-03-02", 1, "solitaire armies=2,streak-length=4", "", STORE_RESULT_LOSS),
        game(4, "2025-03-31", 0, "standard", "heuristic", STORE_RESULT_WIN),
    };
    struct store_rating r;
    assert_int_equal(store_rating_run(g, 4, &r), 0);
    assert_int_equal(r.rated, 2);
    assert_int_equal(r.unrated_people, 1);
    assert_int_equal(r.unrated_rules, 1);
    assert_int_equal(r.nhistory, 2);
    assert_true(r.history[0].rating > 1500 && r.history[1].rating > r.history[0].rating);
    assert_true(r.history[1].deviation < r.history[0].deviation);
    /* the same games, the same rating */
    struct store_rating again;
    assert_int_equal(store_rating_run(g, 4, &again), 0);
    assert_true(again.now.rating == r.now.rating);
    store_rating_free(&again);
    store_rating_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_glicko_paper_example),
        cmocka_unit_test(test_glicko_no_game),
        cmocka_unit_test(test_field),
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_dates),
        cmocka_unit_test(test_trends),
        cmocka_unit_test(test_rating_run),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
