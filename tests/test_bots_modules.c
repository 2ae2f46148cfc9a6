/* test_bots_modules.c — the heuristic bot in positions where a rule
 * module (doc/rule-modules.md) or the race to victory decides the right
 * move (scenario files, doc/scenario.md, given as text): hidden cards
 * read as what they may be, stopping a seat one region from victory.
 * Each decision's action is checked (and printed with the bot's reason). */
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
#include "test_bots_util.h"

/* Asserts that the heuristic bot, for the seat to act in the position of
 * `scenario`, chooses the action whose text is `want` (and that the
 * advisor recommends the same). */
static void expect_in(const char *scenario, const char *want)
{
    struct game g;
    struct state s;
    struct observation obs;
    action legal[STATE_MAX_ACTIONS], hinted;
    char hint[256], text[ACTION_TEXT_MAX];
    tb_scenario(scenario, &g, &s);
    int n = tb_view(&g, &s, &obs, legal);
    action a = heuristic_choose(&g, &obs, legal, n, NULL);
    assert_int_equal(advisor_hint(&g, &obs, legal, n, &hinted, hint, sizeof hint), 0);
    assert_int_equal(a, hinted);
    printf("  seat %d: %s\n", obs.seat, hint);
    action_to_text(a, text, sizeof text);
    assert_string_equal(text, want);
}

/* ---- hidden-cards (R-OPT-HIDDEN) ---- */

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
 * against my 5. The bot answers rather than pass on a lead it cannot
 * see. */
static void hidden_other_face_down_card_is_not_zero(void **state)
{
    (void)state;
    expect_in("players 3\n"
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
              "play 10");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hidden_my_face_down_card_counts),
        cmocka_unit_test(hidden_other_face_down_card_is_not_zero),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
