/* test_game_cards.c — the cards through the engine: strength examples
 * (R-STRENGTH, R-WINTER, R-DRUMMER, R-SPRING), Winter and Spring discarding
 * each other, Bishop (R-BISHOP), Scarecrow (R-SCARECROW), Surrender
 * (R-SURRENDER) and Courtesan (R-COURTESAN). Positions come from
 * tests/scenarios/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

#define BIT(r) ((region_set)1u << (r))

static void r_strength_spring_example_decides_the_battle(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("spring-example.scenario", &g, &s);
    assert_int_equal(tg_strength(&s, 0), 18);
    assert_int_equal(tg_strength(&s, 1), 15);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0 "
                           "strengths=18,15"));
    assert_int_equal(s.owner[REGION_FIRENZE], 0);
    assert_int_equal(s.owned[0], BIT(REGION_FIRENZE));
    assert_true(tg_has(ev, "event=token seat=0 from=0 reason=won"));
}

static void r_winter_and_drummer_examples_when_winter_is_played(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("winter-drummer-examples.scenario", &g, &s);
    assert_int_equal(tg_strength(&s, 0), 29);
    assert_int_equal(tg_strength(&s, 2), 42);
    const char *ev = tg_do(&g, &s, "play winter");
    assert_true(tg_has(ev, "event=play seat=1 card=winter strength=0"));
    assert_int_equal(tg_strength(&s, 0), 4);
    assert_int_equal(tg_strength(&s, 2), 6);
    /* A mercenary played under Winter counts 1 too. */
    ev = tg_do(&g, &s, "play 1; play 1");
    assert_true(tg_has(ev, "event=play seat=2 card=1 strength=8")); /* 4 mercenaries x 2 */
    assert_true(tg_has(ev, "event=play seat=0 card=1 strength=5"));
}

static void r_drummer_spring_example_when_spring_is_played(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("drummer-spring-example.scenario", &g, &s);
    assert_int_equal(tg_strength(&s, 0), 12);
    const char *ev = tg_do(&g, &s, "play spring");
    assert_true(tg_has(ev, "event=play seat=1 card=spring strength=3"));
    assert_int_equal(tg_strength(&s, 0), 15);
}

static void r_winter_discards_spring_and_spring_discards_winter(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("seasons.scenario", &g, &s);
    assert_int_equal(tg_strength(&s, 1), 13); /* Spring on the 10 */
    const char *ev = tg_do(&g, &s, "play winter");
    assert_true(tg_has(ev, "event=season-discard seat=0 card=spring count=1 by=2"));
    assert_int_equal(s.lines[0].up[CARD_SPRING], 0);
    assert_int_equal(s.line_len[0], 1);
    assert_int_equal(s.line[0][0], CARD_M5);
    assert_int_equal(s.lines[2].up[CARD_WINTER], 1);
    assert_int_equal(s.discard[CARD_SPRING], 1);
    assert_int_equal(tg_strength(&s, 1), 1);
    /* Seat 2 then plays the Spring: his own Winter goes. */
    ev = tg_do(&g, &s, "pass; pass; play spring");
    assert_true(tg_has(ev, "event=season-discard seat=2 card=winter count=1 by=2"));
    assert_int_equal(s.lines[2].up[CARD_WINTER], 0);
    assert_int_equal(s.lines[2].up[CARD_SPRING], 1);
    assert_int_equal(s.discard[CARD_WINTER], 1);
    assert_int_equal(tg_strength(&s, 1), 13);
}

static void r_bishop_discards_highest_in_all_lines(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("bishop.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=play seat=2 card=bishop strength=16"));
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=2"));
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=10 count=2 by=2"));
    assert_true(tg_has(ev, "event=bishop-discard seat=2 card=10 count=1 by=2"));
    for (int seat = 0; seat < 3; seat++)
        assert_int_equal(s.lines[seat].up[CARD_M10], 0);
    assert_int_equal(s.lines[1].up[CARD_M3], 1); /* only the highest goes */
    assert_int_equal(s.lines[2].up[CARD_M6], 1);
    assert_int_equal(s.lines[2].up[CARD_BISHOP], 0); /* the Bishop is discarded */
    assert_int_equal(s.discard[CARD_BISHOP], 1);
    assert_int_equal(s.discard[CARD_M10], 4);
    /* Then its player places the Pope: any region without a control marker
     * (the contested one and the Pope's own included), or off the board. */
    assert_int_equal(s.phase, PHASE_POPE);
    assert_int_equal(state_current_seat(&s), 2);
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS);
    assert_int_equal(n, 17);
    assert_false(state_is_legal(&g, &s, action_pope(REGION_MILANO)));
    assert_true(state_is_legal(&g, &s, action_pope(REGION_FIRENZE)));
    assert_true(state_is_legal(&g, &s, action_pope(REGION_ROMA)));
    assert_true(state_is_legal(&g, &s, action_pope(-1)));
    /* RULING: the Pope on the contested region; the battle goes on. */
    ev = tg_do(&g, &s, "pope Firenze");
    assert_true(tg_has(ev, "event=pope seat=2 region=Firenze"));
    assert_int_equal(s.pope, REGION_FIRENZE);
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 0);
    /* Seat 0 (5) and seat 2 (6 + Heroine = 16): seat 2 conquers Firenze;
     * Roma is free again, Firenze is not. */
    tg_do(&g, &s, "pass; pass");
    assert_int_equal(s.owner[REGION_FIRENZE], 2);
    region_set free = state_choosable_regions(&g, &s);
    assert_true(free & BIT(REGION_ROMA));
    assert_false(free & BIT(REGION_FIRENZE));
    assert_false(free & BIT(REGION_MILANO));
}

static void r_bishop_without_mercenaries_discards_nothing(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\ntoken 0\nregion Siena\npope Roma\nline 1 heroine\n"
             "hand 0 bishop 1\nhand 1 2\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_false(tg_has(ev, "event=bishop-discard"));
    assert_int_equal(s.lines[1].up[CARD_HEROINE], 1);
    assert_int_equal(s.phase, PHASE_POPE);
    tg_do(&g, &s, "pope off");
    assert_int_equal(s.pope, SEAT_NONE);
    assert_int_equal(state_choosable_regions(&g, &s), REGION_ALL);
}

static void r_scarecrow_takes_back_own_mercenary_or_none(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("scarecrow.scenario", &g, &s);
    tg_do(&g, &s, "play scarecrow");
    assert_int_equal(s.phase, PHASE_SCARECROW);
    assert_int_equal(state_current_seat(&s), 0);
    assert_string_equal(tg_legal(&g, &s), "scarecrow 1, scarecrow 5, scarecrow none");
    assert_int_equal(tg_try(&g, &s, "scarecrow 10"), STATE_ILLEGAL);
    const char *ev = tg_do(&g, &s, "scarecrow 5");
    assert_true(tg_has(ev, "event=scarecrow seat=0 card=5 strength=12"));
    assert_int_equal(s.hand[0][CARD_M5], 1);
    assert_int_equal(s.hand_count[0], 2);
    assert_int_equal(s.lines[0].up[CARD_M5], 0);
    assert_int_equal(s.line_len[0], 3);
    assert_int_equal(s.line[0][0], CARD_DRUMMER);
    assert_int_equal(s.discard[CARD_SCARECROW], 1);
    assert_int_equal(s.lines[0].up[CARD_SCARECROW], 0);
    assert_int_equal(state_current_seat(&s), 1);
}

static void r_scarecrow_without_mercenary_asks_nothing(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\ntoken 0\nregion Siena\nline 0 heroine\nline 1 10\n"
             "hand 0 scarecrow 3\nhand 1 2\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play scarecrow");
    assert_true(tg_has(ev, "event=scarecrow seat=0 card=none strength=10"));
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 1);
}

static void r_surrender_ends_the_battle_at_once(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("surrender.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play surrender");
    assert_true(tg_has(ev, "event=play seat=1 card=surrender strength=5"));
    assert_true(tg_has(ev, "event=battle-end region=Genova reason=surrender winner=0 "
                           "strengths=20,5,0"));
    assert_false(tg_has(ev, "event=pass"));
    assert_int_equal(s.owner[REGION_GENOVA], 0);
    assert_int_equal(s.hand_count[2], 3); /* seat 2 never played */
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
}

static void r_courtesan_unique_majority_takes_the_token(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("courtesan-majority.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Parma reason=passes winner=0 "
                           "strengths=20,3,3"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=courtesan"));
    assert_int_equal(s.owner[REGION_PARMA], 0);
    assert_int_equal(s.token, 1);
    assert_int_equal(state_current_seat(&s), 1);
}

static void r_courtesan_tied_majority_is_void(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("courtesan-tie.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=token seat=0 from=2 reason=won"));
    assert_int_equal(s.token, 0);
}

static void r_courtesan_takes_the_token_after_a_tie(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("courtesan-in-tie.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Ancona reason=passes winner=none "
                           "strengths=10,10,1"));
    assert_true(tg_has(ev, "event=token seat=2 from=0 reason=courtesan"));
    assert_int_equal(s.owner[REGION_ANCONA], SEAT_NONE);
}

/* The winner who also has the most Courtesans simply takes the token. */
static void r_courtesan_of_the_winner_is_a_plain_win(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\ntoken 1\nregion Roma\nline 0 10 courtesan\nline 1 5\n"
             "hand 0 1\nhand 1 1\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=token seat=0 from=1 reason=won"));
    assert_int_equal(s.token, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_strength_spring_example_decides_the_battle),
        cmocka_unit_test(r_winter_and_drummer_examples_when_winter_is_played),
        cmocka_unit_test(r_drummer_spring_example_when_spring_is_played),
        cmocka_unit_test(r_winter_discards_spring_and_spring_discards_winter),
        cmocka_unit_test(r_bishop_discards_highest_in_all_lines),
        cmocka_unit_test(r_bishop_without_mercenaries_discards_nothing),
        cmocka_unit_test(r_scarecrow_takes_back_own_mercenary_or_none),
        cmocka_unit_test(r_scarecrow_without_mercenary_asks_nothing),
        cmocka_unit_test(r_surrender_ends_the_battle_at_once),
        cmocka_unit_test(r_courtesan_unique_majority_takes_the_token),
        cmocka_unit_test(r_courtesan_tied_majority_is_void),
        cmocka_unit_test(r_courtesan_takes_the_token_after_a_tie),
        cmocka_unit_test(r_courtesan_of_the_winner_is_a_plain_win),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
