/* test_bots_modules.c — the heuristic bot in positions where a rule
 * module (doc/rule-modules.md) or the race to victory decides the right
 * move (scenario files, doc/scenario.md, given as text): a seat one point
 * from the campaign's target under points-game; a hand at its limit spent
 * under draw-after-battle;
 * a defender's soft pass and kept tie, and the leader's region attacked,
 * under capture-regions; the 1st edition's truce Bishop and declined
 * designation; the victory targets of bigger-kingdoms and adjacency-only;
 * the leader one region from victory fought, not offered his winning
 * region, and blocked by the Pope. Each decision is printed with
 * the advisor's reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor.h"
#include "ai/heuristic_bot.h"
#include "ai/heuristic_internal.h"
#include "test_bots_util.h"

/* The heuristic bot's action for the seat to act in `s` (the advisor
 * recommends the same; its hint is printed). */
static action decide(const struct game *g, const struct state *s)
{
    struct observation obs;
    action legal[STATE_MAX_ACTIONS], hinted;
    char hint[256];
    int n = tb_view(g, s, &obs, legal);
    action a = heuristic_choose(g, &obs, legal, n, NULL);
    assert_int_equal(advisor_hint(g, &obs, legal, n, &hinted, hint, sizeof hint), 0);
    assert_int_equal(a, hinted);
    printf("  seat %d: %s\n", obs.seat, hint);
    return a;
}

/* Asserts that the heuristic bot, for the seat to act in the position of
 * `scenario`, chooses the action whose text is `want` (and that the
 * advisor recommends the same). */
static void expect_in(const char *scenario, const char *want)
{
    struct game g;
    struct state s;
    char text[ACTION_TEXT_MAX];
    tb_scenario(scenario, &g, &s);
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, want);
}

/* ---- points-game (R-OPT-POINTS) ---- */

/* The battle for Firenze: seat 1 leads with 16, the others have passed.
 * Seat 1 holds Torino and has 18 points from the campaign's earlier games:
 * Firenze, a point more at this game's end, brings it to the target (20).
 * The bot fights as it would against a region that wins the game — and
 * with no campaign behind (the totals 0) it keeps its cards. */
static void points_fight_the_seat_one_point_from_the_target(void **state)
{
    (void)state;
    const char *scenario = "players 4\n"
                           "module points-game\n"
                           "token 1\n"
                           "owner 1 Torino\n"
                           "owner 0 Napoli\n"
                           "region Firenze\n"
                           "line 1 10 6\n"
                           "passed 2 3\n"
                           "hand 0 10 5 4 3 2 1 courtesan scarecrow\n"
                           "hand 1 1 2 3 4 5 6 10\n"
                           "hand 2 1 2 3 4 5 6 10 drummer\n"
                           "hand 3 1 2 3 4 5 6 10 heroine\n"
                           "turn 0\n";
    struct game g;
    struct state s;
    char text[ACTION_TEXT_MAX];
    tb_scenario(scenario, &g, &s);
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, "pass");
    g.campaign_points[1] = 18;
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, "play 10");
}

/* I hold the token, Napoli and 18 points from the earlier games: any
 * region more brings me to the campaign's target (20) at this game's end,
 * and the bot chooses the next battle as one that wins (with no campaign
 * behind, it does not). */
static void points_the_last_point_wins(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    struct heuristic_why why;
    tb_scenario("players 4\n"
                "module points-game\n"
                "token 0\n"
                "owner 0 Napoli\n"
                "hand 0 10 5 4 3 2 1 courtesan scarecrow\n"
                "hand 1 1 2 3 4 5 6 10\n"
                "hand 2 1 2 3 4 5 6 10 drummer\n"
                "hand 3 1 2 3 4 5 6 10 heroine\n",
                &g, &s);
    int n = tb_view(&g, &s, &obs, legal);
    heuristic_choose(&g, &obs, legal, n, &why);
    assert_int_not_equal(why.reason, HR_REGION_WINS);
    g.campaign_points[0] = 18;
    heuristic_choose(&g, &obs, legal, n, &why);
    assert_int_equal(why.reason, HR_REGION_WINS);
    decide(&g, &s);
}

/* ---- draw-after-battle (R-OPT-DRAW) ---- */

/* The first battle, 30 against me: in the standard game the bot keeps its
 * hand for the rest of the round (test_bots_positions). Here its hand is
 * at the limit (10, no region): a card kept only takes the place of one
 * the next draw would bring, so it pays for the region. */
static void draw_spend_a_hand_at_its_limit(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "module draw-after-battle\n"
                "token 1\n"
                "region Siena\n"
                "line 1 10 10 6 4\n"
                "passed 1 2\n"
                "hand 0 10 10 10 2 3 4 1 1 5 6\n"
                "hand 1 1 2 3 4 5 6 10 heroine courtesan courtesan\n"
                "hand 2 1 2 3 4 5 6 10 drummer courtesan courtesan\n"
                "turn 0\n",
                &g, &s);
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    struct heuristic_why why;
    int n = tb_view(&g, &s, &obs, legal);
    char text[ACTION_TEXT_MAX];
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_true(strncmp(text, "play ", 5) == 0);
    heuristic_choose(&g, &obs, legal, n, &why);
    assert_int_equal(why.reason, HR_PLAY_HAND_FULL);
}

/* What a strength point kept is worth to the seat to act (kappa). */
static double kappa_in(const char *scenario)
{
    struct game g;
    struct state s;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    struct hview v;
    tb_scenario(scenario, &g, &s);
    tb_view(&g, &s, &obs, legal);
    hview_init(&v, &g, &obs, &heuristic_default_params, NULL);
    hview_read_cards(&v);
    return v.kappa;
}

/* The bot reads the number of cards drawn after a battle from the
 * ruleset (draw-after-battle.draw): with 8 cards under a limit of 10, a
 * draw of 3 would overflow by 1, a draw of 9 by 7, so a card kept is
 * worth less with the larger draw; at the limit it is worth nothing. */
static void draw_reads_the_draw_option(void **state)
{
    (void)state;
    /* the position, with a ruleset line and the seat's last cards */
    static const char head[] = "players 3\n"
                               "module draw-after-battle\n";
    static const char body[] = "token 1\n"
                               "region Siena\n"
                               "line 1 10 10 6 4\n"
                               "passed 1 2\n"
                               "hand 1 1 2 3 4 5 6 10 heroine courtesan courtesan\n"
                               "hand 2 1 2 3 4 5 6 10 drummer courtesan courtesan\n"
                               "turn 0\n"
                               "hand 0 10 10 10 2 3 4 1 ";
    char text[1024];
    snprintf(text, sizeof text, "%s%s%s\n", head, body, "5");
    double three = kappa_in(text);
    snprintf(text, sizeof text, "%s%s%s%s\n", head, "set draw-after-battle.draw 9\n", body, "5");
    double nine = kappa_in(text);
    snprintf(text, sizeof text, "%s%s%s\n", head, body, "5 6 courtesan");
    double full = kappa_in(text);
    printf("  kappa: draw 3 %.3f, draw 9 %.3f, hand at its limit %.3f\n", three, nine, full);
    assert_true(nine > 0.0 && three > 2.0 * nine);
    assert_true(full == 0.0);
}

/* ---- capture-regions (R-OPT-CAPTURE) ---- */

/* I defend Milano and have not played: my pass keeps me in the battle
 * while seat 2 may still play, so I wait. */
static void capture_defender_passes_softly(void **state)
{
    (void)state;
    expect_in("players 3\n"
              "module capture-regions\n"
              "token 0\n"
              "owner 1 Milano\n"
              "region Milano\n"
              "line 0 5\n"
              "hand 0 10 3\n"
              "hand 1 10 6 4\n"
              "hand 2 5 2 courtesan\n"
              "turn 1\n",
              "pass");
}

/* The attackers have passed and my 10 ties seat 0's 10: a tie keeps the
 * region for its defender, so I need no more card. */
static void capture_defender_keeps_a_tie(void **state)
{
    (void)state;
    expect_in("players 3\n"
              "module capture-regions\n"
              "token 0\n"
              "owner 1 Milano\n"
              "region Milano\n"
              "line 0 10\n"
              "line 1 10\n"
              "passed 0 2\n"
              "hand 0 10 3\n"
              "hand 1 10 6 4\n"
              "hand 2 5 2 courtesan\n"
              "turn 1\n",
              "pass");
}

/* Seat 1 holds Torino and Genova, one region from victory: I attack one
 * of them rather than take a free region. */
static void capture_attack_the_leaders_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 4\n"
                "module capture-regions\n"
                "token 0\n"
                "owner 1 Torino Genova\n"
                "owner 0 Napoli\n"
                "hand 0 10 10 5 4 3 2 1 heroine\n"
                "hand 1 1 2 3 4 5 6 10\n"
                "hand 2 1 2 3 4 5 6 10 drummer\n"
                "hand 3 1 2 3 4 5 6 10 heroine\n",
                &g, &s);
    char text[ACTION_TEXT_MAX];
    action_to_text(decide(&g, &s), text, sizeof text);
    if (strcmp(text, "region Torino") && strcmp(text, "region Genova"))
        fail_msg("chose %s, not one of seat 1's regions", text);
}

/* ---- the 1st edition (R-FIRST) ---- */

/* bishop-truce: seat 1's 20 would take Milano and win the game (Torino,
 * Genova); my hand cannot beat it, my Bishop ends the battle with no
 * winner. */
static void first_truce_denies_the_winning_region(void **state)
{
    (void)state;
    expect_in("players 4\n"
              "variant first-edition\n"
              "token 1\n"
              "owner 1 Torino Genova\n"
              "region Milano\n"
              "line 1 10 10\n"
              "passed 2 3\n"
              "hand 0 bishop 3 2\n"
              "hand 1 1 2 3\n"
              "hand 2 1 2 3 4 5 6 10\n"
              "hand 3 1 2 3 4 5 6 10\n"
              "turn 0\n",
              "play bishop");
}

/* decline-designation: every free region would complete three connected
 * regions for another seat; I let the token pass on. */
static void first_decline_when_every_region_hands_over_the_game(void **state)
{
    (void)state;
    expect_in("players 4\n"
              "variant first-edition\n"
              "token 0\n"
              "battles 8\n"
              "owner 0 Urbino\n"
              "owner 1 Torino Genova\n"
              "owner 2 Siena Roma Ancona\n"
              "owner 3 Venezia Ferrara Lucca\n"
              "hand 0 10 5 4 3 2\n"
              "hand 1 1 2 3 4 5\n"
              "hand 2 1 2 3 4 5\n"
              "hand 3 1 2 3 4 5\n",
              "decline");
}

/* ---- bigger-kingdoms (R-OPT-BIGGER), adjacency-only (R-FIRST) ---- */

/* Why the bot chose the region for the token holder of `scenario`. */
static struct heuristic_why region_reason(const char *scenario, char *text, size_t cap)
{
    struct game g;
    struct state s;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    struct heuristic_why why;
    tb_scenario(scenario, &g, &s);
    int n = tb_view(&g, &s, &obs, legal);
    action_to_text(heuristic_choose(&g, &obs, legal, n, &why), text, cap);
    printf("  %s\n", text);
    return why;
}

/* I hold Torino and Genova: Milano makes three connected regions, the
 * 4-player game's target, and the bot goes for it; with bigger-kingdoms
 * the target is four and the bot reads it (Milano no longer wins). */
static void bigger_kingdoms_moves_the_target(void **state)
{
    (void)state;
    static const char body[] = "players 4\n"
                               "token 0\n"
                               "owner 0 Torino Genova\n"
                               "hand 0 10 5 4 3 2 1\n"
                               "hand 1 1 2 3 4 5 6 10\n"
                               "hand 2 1 2 3 4 5 6 10\n"
                               "hand 3 1 2 3 4 5 6 10\n";
    char text[ACTION_TEXT_MAX], scenario[512];
    struct heuristic_why why = region_reason(body, text, sizeof text);
    assert_int_equal(why.reason, HR_REGION_WINS);
    snprintf(scenario, sizeof scenario, "%s%s", body, "module bigger-kingdoms\n");
    why = region_reason(scenario, text, sizeof text);
    assert_int_not_equal(why.reason, HR_REGION_WINS);
}

/* adjacency-only: five regions apart do not win. I hold four regions
 * apart from each other; a fifth apart wins the standard game (five in
 * all), not the 1st edition's. */
static void adjacency_only_no_total_victory(void **state)
{
    (void)state;
    static const char body[] = "token 0\n"
                               "owner 0 Torino Ferrara Siena Ancona\n"
                               "hand 0 10 5 4 3 2 1\n"
                               "hand 1 1 2 3 4 5 6 10\n"
                               "hand 2 1 2 3 4 5 6 10\n"
                               "hand 3 1 2 3 4 5 6 10\n";
    char text[ACTION_TEXT_MAX], scenario[512];
    snprintf(scenario, sizeof scenario, "players 4\n%s", body);
    struct heuristic_why why = region_reason(scenario, text, sizeof text);
    assert_int_equal(why.reason, HR_REGION_WINS);
    snprintf(scenario, sizeof scenario, "players 4\nvariant first-edition\n%s", body);
    why = region_reason(scenario, text, sizeof text);
    assert_int_not_equal(why.reason, HR_REGION_WINS);
}

/* ---- the disputed readings (doc/rules-standard.md) ---- */

/* My Drummer and 5 (10) against 6 and 4 (10), nobody left to answer, a
 * Spring in my hand. Read as printed (the default), Spring's +3 goes to
 * the 6: it only helps seat 1, and the bot keeps it. Read as effective
 * (spring-highest=effective), it goes to my 5, worth 10 behind the
 * Drummer: the bot plays it and wins. */
static void reading_spring_highest_is_the_games(void **state)
{
    (void)state;
    const char *position = "token 0\n"
                           "region Firenze\n"
                           "line 0 drummer 5\n"
                           "line 1 6 4\n"
                           "passed 1 2\n"
                           "hand 0 spring\n"
                           "hand 1 3\n"
                           "hand 2 5\n"
                           "turn 0\n";
    char scenario[512];
    snprintf(scenario, sizeof scenario, "players 3\n%s", position);
    expect_in(scenario, "pass");
    snprintf(scenario, sizeof scenario, "players 3\nset spring-highest effective\n%s", position);
    expect_in(scenario, "play spring");
}

/* My 10 against seat 1's Drummer and two 6s (24), nobody left to answer,
 * a Bishop in my hand. Read as printed (the default), the Bishop takes the
 * highest printed mercenary, my own 10: the bot keeps it. Read as
 * effective (bishop-highest=effective), the 6s behind the Drummer are
 * worth 12 and go instead: the bot plays it and wins. */
static void reading_bishop_highest_is_the_games(void **state)
{
    (void)state;
    const char *position = "token 0\n"
                           "region Firenze\n"
                           "line 0 10\n"
                           "line 1 drummer 6 6\n"
                           "passed 1 2\n"
                           "hand 0 bishop\n"
                           "hand 1 3\n"
                           "hand 2 5\n"
                           "turn 0\n";
    char scenario[512];
    snprintf(scenario, sizeof scenario, "players 3\n%s", position);
    expect_in(scenario, "pass");
    snprintf(scenario, sizeof scenario, "players 3\nset bishop-highest effective\n%s", position);
    expect_in(scenario, "play bishop");
}

/* Winter in play: my Heroine and three 1s (13) against seat 1's Heroine,
 * 10, 10 and 5 (13), nobody left to answer, a Bishop in my hand. Read as
 * printed (the default), it takes the two 10s and I win 13 to 11; read as
 * all (bishop-winter=all), every mercenary counts 1 under Winter and all
 * go, mine too: 10 to 10, and the bot keeps its Bishop. */
static void reading_bishop_winter_is_the_games(void **state)
{
    (void)state;
    const char *position = "token 0\n"
                           "region Firenze\n"
                           "line 0 heroine 1 1 1\n"
                           "line 1 winter heroine 10 10 5\n"
                           "passed 1 2\n"
                           "hand 0 bishop\n"
                           "hand 1 3\n"
                           "hand 2 5\n"
                           "turn 0\n";
    char scenario[512];
    snprintf(scenario, sizeof scenario, "players 3\n%s", position);
    expect_in(scenario, "play bishop");
    snprintf(scenario, sizeof scenario, "players 3\nset bishop-winter all\n%s", position);
    expect_in(scenario, "pass");
}

/* ---- the race to victory (R-WIN) ---- */

/* Seat 1 holds Siena and Roma: Firenze joins them into the 3 connected
 * regions that win a 4-player game. Its 16 leads, the others have passed;
 * my hand can beat it and does, though it is the round's first battle
 * and the region itself is worth little to me. */
static void race_fight_the_leader_for_his_winning_region(void **state)
{
    (void)state;
    expect_in("players 4\n"
              "token 1\n"
              "owner 1 Siena Roma\n"
              "owner 0 Torino\n"
              "region Firenze\n"
              "line 1 10 6\n"
              "passed 2 3\n"
              "hand 0 10 5 4 3 2 1 courtesan scarecrow\n"
              "hand 1 1 2 3 4 5 6 10\n"
              "hand 2 1 2 3 4 5 6 10 drummer\n"
              "hand 3 1 2 3 4 5 6 10 heroine\n"
              "turn 0\n",
              "play 10");
}

/* I hold the token: Milano or Parma would win the game for seat 1
 * (Torino, Genova: 3 connected regions win a 4-player game). I offer
 * neither, though Milano would also join my Mantova. */
static void race_token_holder_does_not_offer_the_winning_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 4\n"
                "token 0\n"
                "owner 1 Torino Genova\n"
                "owner 0 Mantova\n"
                "hand 0 10 5 4 3 2 1 courtesan scarecrow\n"
                "hand 1 1 2 3 4 5 6 10\n"
                "hand 2 1 2 3 4 5 6 10 drummer\n"
                "hand 3 1 2 3 4 5 6 10 heroine\n",
                &g, &s);
    char text[ACTION_TEXT_MAX];
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_true(strncmp(text, "region ", 7) == 0);
    assert_string_not_equal(text, "region Milano");
    assert_string_not_equal(text, "region Parma");
}

/* After my Bishop in the battle for Milano, the Pope goes on Parma, the
 * other region that would win the game for seat 1 (Torino, Genova). */
static void race_pope_on_the_leaders_winning_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct msg err;
    tb_scenario("players 4\n"
                "token 0\n"
                "owner 1 Torino Genova\n"
                "owner 0 Mantova\n"
                "region Milano\n"
                "line 2 10\n"
                "hand 0 bishop 5 4\n"
                "hand 1 1 2 3 4 5 6 10\n"
                "hand 2 1 2 3 4 5 6 10 drummer\n"
                "hand 3 1 2 3 4 5 6 10 heroine\n"
                "turn 0\n",
                &g, &s);
    assert_int_equal(state_apply_text(&g, &s, "play bishop", NULL, &err), STATE_OK);
    assert_int_equal(s.phase, PHASE_POPE);
    char text[ACTION_TEXT_MAX];
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, "pope Parma");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(points_fight_the_seat_one_point_from_the_target),
        cmocka_unit_test(points_the_last_point_wins),
        cmocka_unit_test(draw_spend_a_hand_at_its_limit),
        cmocka_unit_test(draw_reads_the_draw_option),
        cmocka_unit_test(capture_defender_passes_softly),
        cmocka_unit_test(capture_defender_keeps_a_tie),
        cmocka_unit_test(capture_attack_the_leaders_region),
        cmocka_unit_test(first_truce_denies_the_winning_region),
        cmocka_unit_test(first_decline_when_every_region_hands_over_the_game),
        cmocka_unit_test(bigger_kingdoms_moves_the_target),
        cmocka_unit_test(adjacency_only_no_total_victory),
        cmocka_unit_test(reading_spring_highest_is_the_games),
        cmocka_unit_test(reading_bishop_highest_is_the_games),
        cmocka_unit_test(reading_bishop_winter_is_the_games),
        cmocka_unit_test(race_fight_the_leader_for_his_winning_region),
        cmocka_unit_test(race_token_holder_does_not_offer_the_winning_region),
        cmocka_unit_test(race_pope_on_the_leaders_winning_region),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
