/* test_solo_refusal.c — every refused action leaves the state and the event
 * buffer exactly as they were (memcmp) and says why and what is allowed:
 * a card not held, a special not in the reserve or already used, a second
 * special in a battle, conceding before 2 cards, a special before the first
 * mercenary, an answer to another question, a bad code, a finished game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

static const char *const base = "hand: 10 6 5 4 3 1 1 1 1 1; deck: 2 2 2 2 2; "
                                "enemy: 6 6 6 6 6 6 6; reserve: heroine drummer; "
                                "specials: winter spring; coins: A B A";

/* Tries text (or a raw code when text is NULL); asserts the refusal with
 * rc, the state unchanged, no event written, and the message. */
static void refuse_code(struct game *g, const char *text, solo_action code, int rc,
                        const char *why)
{
    struct solo_state before = g->s;
    struct solo_event sentinel[4];
    memset(sentinel, 0x5a, sizeof sentinel);
    memcpy(g->evbuf, sentinel, sizeof sentinel);
    g->ev.n = g->ev.lost = 0;
    struct msg err;
    solo_action a = code;
    if (text)
        assert_int_equal(solo_action_parse(text, &a, &err), 0);
    assert_int_equal(solo_apply(&g->s, a, &g->ev, &err), rc);
    assert_memory_equal(&before, &g->s, sizeof before);
    assert_int_equal(g->ev.n, 0);
    assert_int_equal(g->ev.lost, 0);
    assert_memory_equal(g->evbuf, sentinel, sizeof sentinel);
    if (!strstr(msg_s(&err), why))
        fail_msg("'%s': message '%s' lacks '%s'", text ? text : "code", msg_s(&err), why);
    if (rc == SOLO_ERR_ILLEGAL && !strstr(msg_s(&err), "; allowed: "))
        fail_msg("'%s': message '%s' does not say what is allowed", text ? text : "code", msg_s(&err));
    assert_null(strchr(msg_s(&err), '\n'));
}

static void refuse(struct game *g, const char *text, const char *why)
{
    refuse_code(g, text, 0, SOLO_ERR_ILLEGAL, why);
}

static void r_solo_refuse_card_not_held(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, base, 1);
    refuse(&g, "play 2", "'play 2' is not allowed: you hold no 2 (your hand: 1 1 1 1 1 3 4 5 6 10)"
                         "; allowed: play 1|3|4|5|6|10, special drummer|heroine");
}

static void r_solo_refuse_special_not_in_reserve(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, base, 1);
    refuse(&g, "special winter", "no winter in your reserve (reserve: drummer heroine)");
    refuse(&g, "special surrender", "no surrender in your reserve");
}

/* RULING [R-SOLO-RESERVE]: a special once played is gone for the game. */
static void r_solo_refuse_special_already_used(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, base, 1);
    play(&g, "special heroine");
    assert_int_equal(g.s.battle, 2);
    play(&g, "play 1"); /* battle 2: the player opens */
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    refuse(&g, "special heroine", "no heroine in your reserve (reserve: drummer)");
}

/* [R-SOLO-DUEL] one special per battle: the duel ends the battle, so the
 * next special can only come in the next battle, after its first mercenary. */
static void r_solo_refuse_second_special_in_a_battle(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, base, 1);
    play(&g, "special heroine");
    assert_non_null(find_event(&g, SOLO_EV_RESULT, 0));
    assert_int_equal(g.s.battle, 2);
    assert_int_equal(g.s.player_line_n, 0);
    refuse(&g, "special drummer",
           "a special may be played only once a mercenary of this battle is on the table");
}

/* [R-SOLO-CONCEDE] */
static void r_solo_refuse_concede_before_two_cards(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, "concede-when=own-turn", base, 1);
    refuse(&g, "concede", "you may concede only after playing 2 cards in this battle (you have "
                          "played 0)");
    play(&g, "play 1");
    play(&g, "next");
    refuse(&g, "concede", "(you have played 1)");
    play(&g, "play 1");
    refuse(&g, "concede", "you may concede only on your turn (concede-when=own-turn)");
    play(&g, "next");
    play(&g, "concede");
}

/* [R-SOLO-DUEL] no special before a mercenary of the battle is on the table. */
static void r_solo_refuse_special_before_first_mercenary(void **state)
{
    (void)state;
    struct game g;
    char scenario[512];
    snprintf(scenario, sizeof scenario, "battle: 2; %s", base);
    game_scenario(&g, NULL, scenario, 1);
    assert_int_equal(g.s.player_played + g.s.enemy_played, 0);
    refuse(&g, "special heroine",
           "a special may be played only once a mercenary of this battle is on the table; "
           "allowed: play 1|3|4|5|6|10");
}

/* Answers to another question are refused with the question asked. */
static void r_solo_refuse_answer_to_another_question(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, base, 1);
    refuse(&g, "next", "'next' answers only the pause before an enemy card");
    refuse(&g, "fight", "'fight' answers only when every card is down");
    refuse(&g, "blind", "you still hold cards");
    refuse(&g, "special none", "'special none' only answers an enemy Scarecrow");
    play(&g, "play 10");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    refuse(&g, "play 6", "the enemy is about to turn up a card; allowed: special drummer|heroine, "
                         "next");
    refuse_code(&g, NULL, solo_action_make(SOLO_ACT_PLAY, CARD_WINTER), SOLO_ERR_ILLEGAL,
                "not an action");
    refuse_code(&g, NULL, 0x9999, SOLO_ERR_ILLEGAL, "not an action");
}

static void r_solo_refuse_after_game_over(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 4 0 0; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 6 6 6 6 6 6; "
                  "reserve: surrender heroine; coins: B",
                  1);
    play(&g, "special surrender");
    assert_true(solo_is_terminal(&g.s));
    refuse_code(&g, "play 10", 0, SOLO_ERR_OVER, "the game is over");
    refuse_code(&g, "special heroine", 0, SOLO_ERR_OVER, "the game is over");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_refuse_card_not_held),
        cmocka_unit_test(r_solo_refuse_special_not_in_reserve),
        cmocka_unit_test(r_solo_refuse_special_already_used),
        cmocka_unit_test(r_solo_refuse_second_special_in_a_battle),
        cmocka_unit_test(r_solo_refuse_concede_before_two_cards),
        cmocka_unit_test(r_solo_refuse_special_before_first_mercenary),
        cmocka_unit_test(r_solo_refuse_answer_to_another_question),
        cmocka_unit_test(r_solo_refuse_after_game_over),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
