/* test_bots_odds.c — the heuristic bot under hidden-cards (R-OPT-HIDDEN),
 * in positions given as scenario files (doc/scenario.md, as text): its own
 * face-down card counted, another seat's read as what it may be, and the
 * decisions on those odds — the showdown's plans of several cards, a
 * Drummer, a Scarecrow that takes a card back, a Surrender only on good
 * odds, no small lead against a card it cannot see, a hand hopeless only
 * against the cards it sees. Each decision is printed with the advisor's
 * reason. */
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

/* My face-down 10 counts for me: 10 + 10 beats the 15 of the only other
 * line, and nobody can answer. Read as announced (10) the bot would spend
 * a card. */
static void hidden_my_face_down_card_counts(void **state)
{
    (void)state;
    expect_in("players 3\n"
              "module hidden-cards\n"
              "token 0\n"
              "region Firenze\n"
              "line 0 10\n"
              "down 0 10\n"
              "line 1 10 5\n"
              "passed 1 2\n"
              "hand 0 10 6 heroine\n"
              "hand 1 3 4\n"
              "hand 2 5\n"
              "turn 0\n",
              "pass");
}

/* Another seat's face-down card is not 0: its 3 and a card unseen
 * against my 5, nobody left to answer. The bot weighs its chances against
 * what that card may be and adds a card rather than pass on a lead it
 * cannot see. */
static void hidden_other_face_down_card_is_not_zero(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "module hidden-cards\n"
                "token 0\n"
                "region Firenze\n"
                "line 0 5\n"
                "line 1 3\n"
                "down 1 10\n"
                "passed 1 2\n"
                "hand 0 10 2 3\n"
                "hand 1 3 4\n"
                "hand 2 5\n"
                "turn 0\n",
                &g, &s);
    char text[ACTION_TEXT_MAX];
    action_to_text(decide(&g, &s), text, sizeof text);
    if (strncmp(text, "play ", 5) != 0)
        fail_msg("'%s': the bot passed on a lead it cannot see", text);
}

/* 25 against 3 and one face-down card: no card that may be face down
 * reaches 22, so the bot passes without spending anything. */
static void hidden_pass_when_no_face_down_card_can_win(void **state)
{
    (void)state;
    expect_in("players 3\n"
              "module hidden-cards\n"
              "token 0\n"
              "region Firenze\n"
              "line 0 10 10 5\n"
              "line 1 3\n"
              "down 1 10\n"
              "passed 1 2\n"
              "hand 0 10 2 3\n"
              "hand 1 3 4\n"
              "hand 2 5\n"
              "turn 0\n",
              "pass");
}

/* The heuristic bot's action for the position of `scenario`, and why. */
static void decide_why(const char *scenario, char *text, struct heuristic_why *why)
{
    struct game g;
    struct state s;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS];
    tb_scenario(scenario, &g, &s);
    int n = tb_view(&g, &s, &obs, legal);
    action_to_text(heuristic_choose(&g, &obs, legal, n, why), text, ACTION_TEXT_MAX);
    action_to_text(decide(&g, &s), text, ACTION_TEXT_MAX); /* the same, with its hint */
}

/* Nobody can answer (the others have no card left: mine are worth
 * nothing kept): 3 against 10 and a face-down card. No card of mine beats
 * even the 10 alone, but my two 6s together (15) win unless the face-down
 * card is a 5 or more: the bot plans both and plays the first (the odds
 * are those of the whole plan). */
static void hidden_showdown_plans_two_cards(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 3\n"
               "line 1 10\n"
               "down 1 1\n"
               "passed 1 2\n"
               "hand 0 6 6\n"
               "turn 0\n",
               text, &why);
    assert_string_equal(text, "play 6");
    assert_int_equal(why.reason, HR_PLAY_HIDDEN_ODDS);
    assert_int_equal(why.after, 15);
}

/* Nobody can answer (the others have no card left): my 5 5 5 against 10
 * and a face-down card. My Drummer makes 30, which no face-down card can
 * reach; the 1 would leave me at the card's mercy. */
static void hidden_showdown_drummer_by_the_odds(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 5 5 5\n"
               "line 1 10\n"
               "down 1 6\n"
               "passed 1 2\n"
               "hand 0 drummer 1\n"
               "turn 0\n",
               text, &why);
    assert_string_equal(text, "play drummer");
    assert_int_equal(why.count, 100);
}

/* Nobody can answer: my three 10s against 3 and a face-down card, which
 * cannot reach even 20. My Scarecrow takes a 10 back and I still win. */
static void hidden_showdown_scarecrow_takes_a_card_back(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    char text[ACTION_TEXT_MAX];
    struct msg err;
    tb_scenario("players 3\n"
                "module hidden-cards\n"
                "token 0\n"
                "region Firenze\n"
                "line 0 10 10 10\n"
                "line 1 3\n"
                "down 1 4\n"
                "passed 1 2\n"
                "hand 0 scarecrow 2\n"
                "hand 1 3 4\n"
                "hand 2 5\n"
                "turn 0\n",
                &g, &s);
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, "play scarecrow");
    assert_int_equal(state_apply_text(&g, &s, "play scarecrow", NULL, &err), STATE_OK);
    assert_int_equal(s.phase, PHASE_SCARECROW);
    action_to_text(decide(&g, &s), text, sizeof text);
    assert_string_equal(text, "scarecrow 10");
}

/* Seat 1 still plays: my 8 against 3 and a face-down card, counted on
 * average as about 5 more — a tie, no lead to surrender on. But the card
 * is below 5 (1 to 4, a Courtesan, a Drummer on the 3) about two times in
 * three: the bot surrenders on those odds. */
static void hidden_surrender_on_the_odds(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 6 2\n"
               "line 1 3\n"
               "down 1 2\n"
               "passed 2\n"
               "hand 0 surrender 1\n"
               "hand 1 3 4 5\n"
               "hand 2 5\n"
               "turn 0\n",
               text, &why);
    assert_string_equal(text, "play surrender");
    assert_true(why.count >= HIDDEN_SURRENDER_ODDS);
}

/* The same with my 6 alone: 3 and a face-down card beat or tie it about
 * two times in three, so the bot keeps its Surrender. */
static void hidden_no_surrender_against_the_odds(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 6\n"
               "line 1 3\n"
               "down 1 2\n"
               "passed 2\n"
               "hand 0 surrender 1\n"
               "hand 1 3 4 5\n"
               "hand 2 5\n"
               "turn 0\n",
               text, &why);
    assert_string_not_equal(text, "play surrender");
}

/* Seat 1 still plays: my 3 against its face-down card alone. Taking the
 * lead with my 4 counts on that card being 3 or less: against a card it
 * cannot see the bot takes the lead now only past a high guess (twice the
 * average card), so it keeps its 4. Against a face-up 3 it takes the
 * lead at once, with its 1. */
static void hidden_no_small_lead_against_a_face_down_card(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 3\n"
               "down 1 2\n"
               "passed 2\n"
               "hand 0 4 1 1 scarecrow scarecrow courtesan\n"
               "hand 1 3 4 5 6 10 10\n"
               "hand 2 5\n"
               "turn 0\n",
               text, &why);
    assert_string_not_equal(text, "play 4");
    decide_why("players 3\n"
               "module hidden-cards\n"
               "token 0\n"
               "region Firenze\n"
               "line 0 3\n"
               "line 1 3\n"
               "passed 2\n"
               "hand 0 4 1 1 scarecrow scarecrow courtesan\n"
               "hand 1 2 4 5 6 10 10\n"
               "hand 2 5\n"
               "turn 0\n",
               text, &why);
    assert_string_equal(text, "play 1");
}

/* Firenze wins me the game (Siena, Roma). Seat 1 still plays: 10 and a
 * face-down card against my empty line, my hand 10 and 1. Against the
 * average of that card (about 5) my whole hand is short, but the card may
 * be small: the bot judges its hand hopeless only against the cards it
 * can see, and fights. */
static void hidden_hopeless_only_against_the_cards_seen(void **state)
{
    (void)state;
    char text[ACTION_TEXT_MAX];
    struct heuristic_why why;
    decide_why("players 4\n"
               "module hidden-cards\n"
               "token 0\n"
               "owner 0 Siena Roma\n"
               "region Firenze\n"
               "line 1 10\n"
               "down 1 1\n"
               "passed 2 3\n"
               "hand 0 10 1\n"
               "hand 1 3\n"
               "turn 0\n",
               text, &why);
    assert_string_equal(text, "play 10");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hidden_my_face_down_card_counts),
        cmocka_unit_test(hidden_other_face_down_card_is_not_zero),
        cmocka_unit_test(hidden_pass_when_no_face_down_card_can_win),
        cmocka_unit_test(hidden_showdown_plans_two_cards),
        cmocka_unit_test(hidden_showdown_drummer_by_the_odds),
        cmocka_unit_test(hidden_showdown_scarecrow_takes_a_card_back),
        cmocka_unit_test(hidden_surrender_on_the_odds),
        cmocka_unit_test(hidden_no_surrender_against_the_odds),
        cmocka_unit_test(hidden_no_small_lead_against_a_face_down_card),
        cmocka_unit_test(hidden_hopeless_only_against_the_cards_seen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
