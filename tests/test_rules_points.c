/* test_rules_points.c — the points-game module (optional rule B,
 * R-OPT-POINTS) and its campaign driver (engine/campaign.h): 1 point per
 * region, the adjacency bonus (wins-by, or controls: the Italian
 * reading), the target, the most points, and the final battle on a tie
 * for the most points. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/campaign.h"
#include "rules/rules.h"
#include "test_game_util.h"

/* Plays a scenario to its end with `actions`. */
static void finished(const char *name, const char *actions, struct game *g, struct state *s)
{
    tg_load(name, g, s);
    tg_do(g, s, actions);
    assert_true(state_is_terminal(s));
}

/* R-OPT-POINTS: 1 point per region, +5 to the player who won the game by
 * the adjacency condition. */
static void r_opt_points_regions_and_adjacency_bonus(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int points[GAME_MAX_SEATS];
    finished("opt-points-adjacency.scenario", "pass", &g, &s);
    assert_int_equal(s.reason, RESULT_ADJACENT);
    campaign_game_points(&g, &s, points);
    assert_int_equal(points[0], 3 + 5);
    assert_int_equal(points[1], 1);
    assert_int_equal(points[2], 2);
    assert_int_equal(points[3], 0);
}

/* R-OPT-POINTS: a game won by the total condition earns no bonus. */
static void r_opt_points_no_bonus_for_a_total_win(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int points[GAME_MAX_SEATS];
    tg_parse("players 4\nmodule points-game\nowner 0 Torino Napoli Venezia Lucca\n"
             "owner 1 Roma\nregion Urbino\nline 0 10\npassed 1 2 3\nhand 0 1\n",
             &g, &s);
    tg_do(&g, &s, "pass");
    assert_int_equal(s.reason, RESULT_TOTAL);
    campaign_game_points(&g, &s, points);
    assert_int_equal(points[0], 5);
    assert_int_equal(points[1], 1);
}

/* R-OPT-POINTS, RULING: "wins by" by default; bonus-to=controls (the
 * Italian "controls") gives the bonus to every player who controls the
 * connected regions, winner or not. The position is made by hand: seat 1
 * holds 3 connected regions at the end of a game seat 0 won by total. */
static void r_opt_points_bonus_to_controls(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct ruleset r;
    struct msg err;
    int points[GAME_MAX_SEATS];
    tg_parse("players 4\nmodule points-game\nowner 0 Torino Napoli Venezia Lucca\n"
             "region Urbino\nline 0 10\npassed 1 2 3\nhand 0 1\n",
             &g, &s);
    tg_do(&g, &s, "pass");
    const int regions[3] = {REGION_SIENA, REGION_FIRENZE, REGION_BOLOGNA};
    for (int i = 0; i < 3; i++) {
        s.owner[regions[i]] = 1;
        s.owned[1] |= (region_set)1u << regions[i];
    }
    campaign_game_points(&g, &s, points);
    assert_int_equal(points[0], 5);
    assert_int_equal(points[1], 3); /* wins-by: he did not win */
    r = g.rules;
    assert_int_equal(ruleset_set(&r, "points-game.bonus-to", "controls", &err), 0);
    assert_int_equal(game_init(&g, &r, 4, &err), 0);
    campaign_game_points(&g, &s, points);
    assert_int_equal(points[0], 5);
    assert_int_equal(points[1], 3 + 5);
    assert_int_equal(ruleset_set(&r, "points-game.bonus", "7", &err), 0);
    assert_int_equal(game_init(&g, &r, 4, &err), 0);
    campaign_game_points(&g, &s, points);
    assert_int_equal(points[1], 3 + 7);
}

/* R-OPT-POINTS: games go on until someone reaches the target; the unique
 * most points wins the campaign. */
static void r_opt_points_campaign_reaches_the_target(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct campaign c;
    struct msg err;
    finished("opt-points-adjacency.scenario", "pass", &g, &s);
    assert_int_equal(campaign_init(&c, &g, &err), 0);
    assert_int_equal(c.target, 9);
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), 0);
    assert_int_equal(c.next, CAMPAIGN_NEXT_GAME);
    assert_int_equal(c.points[0], 8);
    assert_int_equal(c.games, 1);
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), 0);
    assert_int_equal(c.next, CAMPAIGN_OVER);
    assert_int_equal(c.winners, 1u);
    assert_int_equal(c.points[0], 16);
    assert_int_equal(c.points[2], 4);
    assert_int_equal(c.by_final_battle, 0);
    /* No more games once it is over. */
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), -1);
    assert_non_null(strstr(msg_s(&err), "no more games"));
}

/* R-OPT-POINTS: a tie for the most points at the target is settled by a
 * final battle among the tied players (RULING: each gets cards as in the
 * game's own final battle, counting the regions of the last game; the
 * last game's token holder plays first). A tie there is shared. */
static void r_opt_points_tie_goes_to_a_final_battle(void **state)
{
    (void)state;
    struct game g;
    struct state s, fb;
    struct campaign c;
    struct msg err;
    finished("opt-points-adjacency.scenario", "pass", &g, &s);
    assert_int_equal(campaign_init(&c, &g, &err), 0);
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), 0);
    finished("opt-points-adjacency-seat1.scenario", "pass", &g, &s);
    assert_int_equal(s.winners, 2u);
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), 0);
    assert_int_equal(c.points[0], 9);
    assert_int_equal(c.points[1], 9);
    assert_int_equal(c.next, CAMPAIGN_FINAL_BATTLE);
    assert_int_equal(c.tied, 3u);

    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    state_init_final_battle(&g, &fb, &s, c.tied, 42, &log);
    tg_check_census(&g, &fb);
    assert_int_equal(fb.final_battle, 1);
    assert_int_equal(fb.participants, 3u);
    assert_int_equal(fb.hand_count[0], 10 + 1); /* Siena */
    assert_int_equal(fb.hand_count[1], 10 + 3); /* Torino, Genova, Milano */
    assert_int_equal(fb.hand_count[2], 0);
    assert_int_equal(fb.hand_count[3], 0);
    assert_int_equal(fb.current, 1); /* the last game's token holder */
    assert_int_equal(fb.owner[REGION_MILANO], 1);
    assert_int_equal(items[0].type, EVENT_LINES_DISCARDED);
    assert_int_equal(items[1].type, EVENT_FINAL_BATTLE);
    /* The same seed and seats give the same final battle. */
    struct state again;
    state_init_final_battle(&g, &again, &s, c.tied, 42, NULL);
    assert_memory_equal(&again, &fb, sizeof fb);

    /* Recording it before it ends is refused. */
    assert_int_equal(campaign_record_final_battle(&c, &fb, &err), -1);
    tg_do(&g, &fb, "pass; pass");
    assert_true(state_is_terminal(&fb));
    assert_int_equal(fb.reason, RESULT_SHARED);
    assert_int_equal(campaign_record_final_battle(&c, &fb, &err), 0);
    assert_int_equal(c.next, CAMPAIGN_OVER);
    assert_int_equal(c.winners, 3u);
    assert_int_equal(c.by_final_battle, 1);
}

/* R-OPT-POINTS: a campaign needs the module and finished games. */
static void r_opt_points_campaign_refusals(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct campaign c;
    struct msg err;
    tg_load("win-adjacent.scenario", &g, &s);
    assert_int_equal(campaign_init(&c, &g, &err), -1);
    assert_non_null(strstr(msg_s(&err), "points-game"));
    tg_load("opt-points-adjacency.scenario", &g, &s);
    assert_int_equal(campaign_init(&c, &g, &err), 0);
    assert_int_equal(campaign_record_game(&c, &g, &s, &err), -1);
    assert_non_null(strstr(msg_s(&err), "not over"));
    assert_int_equal(campaign_record_final_battle(&c, &s, &err), -1);
}

/* R-OPT-POINTS with capture-regions: allowed, with the sources' warning. */
static void r_opt_points_with_capture_warns(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[512];
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_apply_spec(&r, "points-game,capture-regions", warn, sizeof warn,
                                        &err),
                     0);
    assert_non_null(strstr(warn, "warning: points-game with capture-regions"));
    assert_true(ruleset_has_module(&r, RULE_POINTS_GAME));
    assert_true(ruleset_has_module(&r, RULE_CAPTURE_REGIONS));
    char again[512];
    assert_true(ruleset_warnings(&r, again, sizeof again) > 0);
    assert_string_equal(again, warn);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_opt_points_regions_and_adjacency_bonus),
        cmocka_unit_test(r_opt_points_no_bonus_for_a_total_win),
        cmocka_unit_test(r_opt_points_bonus_to_controls),
        cmocka_unit_test(r_opt_points_campaign_reaches_the_target),
        cmocka_unit_test(r_opt_points_tie_goes_to_a_final_battle),
        cmocka_unit_test(r_opt_points_campaign_refusals),
        cmocka_unit_test(r_opt_points_with_capture_warns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
