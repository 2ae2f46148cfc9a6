/* test_rules_hidden.c — the hidden-cards module (optional rule E,
 * R-OPT-HIDDEN) from scenario files: face-down plays, turning a card up at
 * the next play, announced strength, hidden passes, everything turned up
 * before strength (with Winter, Spring, Drummer), the Bishop and the
 * Scarecrow ignoring face-down cards, and what other seats see. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

static int face_down_count(const struct state *s, int seat)
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += s->lines[seat].down[k];
    return n;
}

/* R-OPT-HIDDEN: a Mercenary goes face down; the others see only that a
 * card is there, in the event and in their observation; the announced
 * strength counts face-up cards only. */
static void r_opt_hidden_mercenary_played_face_down(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-play.scenario", &g, &s);
    const char *ev = tg_do_view(&g, &s, "play 10", 0);
    assert_true(tg_has(ev, "event=play seat=0 card=10 strength=0 down=1"));
    assert_int_equal(s.lines[0].down[CARD_M10], 1);
    assert_int_equal(s.lines[0].up[CARD_M10], 0);
    assert_int_equal(s.line[0][0], CARD_M10 | LINE_FACE_DOWN);
    assert_int_equal(tg_strength(&s, 0), 0);

    struct state copy = s;
    ev = tg_do_view(&g, &copy, "play 6", 1);
    (void)ev;
    /* Seat 1's view of seat 0's line: a hidden card, never its kind. */
    struct observation o;
    state_observe(&g, &s, 1, &o);
    assert_int_equal(o.line_len[0], 1);
    assert_int_equal(o.line[0][0], LINE_HIDDEN);
    assert_int_equal(o.face_down[0], 1);
    assert_int_equal(o.lines[0].down[CARD_M10], 0);
    assert_int_equal(o.strength[0], 0);
    /* Seat 0's own view shows it, marked face down. */
    state_observe(&g, &s, 0, &o);
    assert_int_equal(o.line[0][0], CARD_M10 | LINE_FACE_DOWN);
    assert_int_equal(o.lines[0].down[CARD_M10], 1);
}

/* R-OPT-HIDDEN: the event of a face-down play names the card only for its
 * own seat (and the full log); event_view clears it for the others. */
static void r_opt_hidden_events_keep_the_card_private(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-play.scenario", &g, &s);
    struct state s1 = s, s2 = s;
    assert_true(tg_has(tg_do_view(&g, &s1, "play 10", 1),
                       "event=play seat=0 card=hidden strength=0 down=1"));
    assert_true(tg_has(tg_do_view(&g, &s2, "play 10", EVENT_VIEW_ALL),
                       "event=play seat=0 card=10 strength=0 down=1"));
    struct event items[EVENT_MAX_PER_APPLY], seen;
    struct event_log log;
    struct msg err;
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    assert_int_equal(state_apply(&g, &s, action_play(CARD_M10), &log, &err),
                     STATE_OK);
    assert_int_equal(items[0].type, EVENT_PLAY);
    event_view(&items[0], 2, &seen);
    assert_int_equal(seen.card, EVENT_NONE);
    event_view(&items[0], 0, &seen);
    assert_int_equal(seen.card, CARD_M10);
}

/* R-OPT-HIDDEN: at his next play a player first turns his face-down card
 * up (a `reveal` event), so at most one of his cards is ever face down;
 * Winter is played face up. */
static void r_opt_hidden_next_play_turns_the_card_up(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-play.scenario", &g, &s);
    tg_do(&g, &s, "play 10; play 6; play heroine");
    assert_int_equal(face_down_count(&s, 0), 1);
    assert_int_equal(face_down_count(&s, 1), 1);
    assert_int_equal(face_down_count(&s, 2), 1);
    const char *ev = tg_do(&g, &s, "play 5");
    assert_true(tg_has(ev, "event=reveal seat=0 card=10 strength=10"));
    assert_true(tg_has(ev, "event=play seat=0 card=5 strength=10 down=1"));
    assert_true(strstr(ev, "event=reveal") < strstr(ev, "event=play"));
    assert_int_equal(face_down_count(&s, 0), 1);
    assert_int_equal(s.lines[0].up[CARD_M10], 1);
    assert_int_equal(s.lines[0].down[CARD_M5], 1);
    /* seat 1 plays a Courtesan: his 6 comes up first */
    ev = tg_do(&g, &s, "play courtesan");
    assert_true(tg_has(ev, "event=reveal seat=1 card=6 strength=6"));
    assert_true(tg_has(ev, "event=play seat=1 card=courtesan strength=6 down=1"));
    /* seat 2 passes, keeping his Heroine hidden; seat 0 plays the Winter
     * face up, turning his 5 up first. */
    tg_do(&g, &s, "pass");
    assert_int_equal(s.lines[2].down[CARD_HEROINE], 1);
    ev = tg_do(&g, &s, "play winter");
    assert_true(tg_has(ev, "event=reveal seat=0 card=5 strength=15"));
    assert_true(tg_has(ev, "event=play seat=0 card=winter strength=2"));
    assert_false(tg_has(ev, "event=play seat=0 card=winter strength=2 down=1"));
    assert_int_equal(face_down_count(&s, 0), 0);
    assert_int_equal(s.lines[2].down[CARD_HEROINE], 1);
}

/* R-OPT-HIDDEN with R-SPRING: announced strength takes the highest printed
 * value among face-up mercenaries; at the end the face-down 10 is turned
 * up and Spring goes to it instead. */
static void r_opt_hidden_spring_applies_once_revealed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-spring.scenario", &g, &s);
    assert_int_equal(tg_strength(&s, 0), 5);
    assert_int_equal(tg_strength(&s, 1), 9);
    int final[GAME_MAX_SEATS];
    state_line_strengths(&s, STRENGTH_FINAL, final);
    assert_int_equal(final[0], 18);
    assert_int_equal(final[1], 6);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=reveal seat=0 card=10"));
    assert_true(tg_has(ev, "event=battle-end region=Siena reason=passes winner=0 "
                           "strengths=18,6"));
    assert_true(strstr(ev, "event=reveal") < strstr(ev, "event=battle-end"));
    assert_int_equal(s.owner[REGION_SIENA], 0);
}

/* R-OPT-HIDDEN with R-BISHOP: the Bishop looks at face-up mercenaries only
 * (the 6 is the highest), discards only face-up ones, and leaves the
 * Bishop player's own face-down 10 alone; it is turned up afterwards
 * (flip-timing=after: test_rules_readings.c has before). */
static void r_opt_hidden_bishop_ignores_face_down(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-bishop.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=1 card=6 count=1 by=2"));
    assert_false(tg_has(ev, "event=bishop-discard seat=0"));
    assert_false(tg_has(ev, "event=bishop-discard seat=2"));
    assert_true(tg_has(ev, "event=reveal seat=2 card=10 strength=13"));
    assert_true(strstr(ev, "event=bishop-discard") < strstr(ev, "event=reveal"));
    assert_int_equal(s.lines[0].down[CARD_M10], 1);
    assert_int_equal(s.lines[2].up[CARD_M10], 1);
    assert_int_equal(s.lines[1].up[CARD_M6], 0);
    assert_int_equal(s.phase, PHASE_POPE);
}

/* R-OPT-HIDDEN with R-SCARECROW: a face-down mercenary cannot be taken
 * back, not even the Scarecrow player's own; it is turned up after the
 * choice (flip-timing=after). */
static void r_opt_hidden_scarecrow_cannot_take_face_down(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-scarecrow.scenario", &g, &s);
    tg_do(&g, &s, "play scarecrow");
    assert_int_equal(s.phase, PHASE_SCARECROW);
    assert_string_equal(tg_legal(&g, &s), "scarecrow 3, scarecrow none");
    assert_int_equal(tg_try(&g, &s, "scarecrow 10"), STATE_ILLEGAL);
    const char *ev = tg_do(&g, &s, "scarecrow 3");
    assert_true(tg_has(ev, "event=scarecrow seat=0 card=3 strength=0"));
    assert_true(tg_has(ev, "event=reveal seat=0 card=10 strength=10"));
    assert_int_equal(s.hand[0][CARD_M3], 1);
    assert_int_equal(s.lines[0].up[CARD_M10], 1);
    assert_int_equal(face_down_count(&s, 0), 0);
}

/* R-OPT-HIDDEN with R-SCARECROW: with only a face-down mercenary in the
 * line there is nothing to take back: no question (flip-timing=after;
 * with before the 5 comes up first and may be taken). */
static void r_opt_hidden_scarecrow_with_only_face_down(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nmodule hidden-cards\nset hidden-cards.flip-timing after\n"
             "region Roma\nline 0 heroine\ndown 0 5\n"
             "hand 0 scarecrow 1\nhand 1 2\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play scarecrow");
    assert_true(tg_has(ev, "event=scarecrow seat=0 card=none strength=10"));
    assert_true(tg_has(ev, "event=reveal seat=0 card=5 strength=15"));
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(s.current, 1);
}

/* R-OPT-HIDDEN with R-WINTER and R-DRUMMER: a passed player keeps his
 * face-down Drummer hidden; at the end it is turned up and doubles his
 * mercenaries, which Winter has made worth 1. */
static void r_opt_hidden_pass_keeps_hidden_until_the_end(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-hidden-winter-pass.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play winter");
    assert_true(tg_has(ev, "event=reveal seat=0 card=10"));
    assert_int_equal(s.lines[1].down[CARD_DRUMMER], 1);
    assert_int_equal(tg_strength(&s, 0), 2);
    assert_int_equal(tg_strength(&s, 1), 2);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=reveal seat=1 card=drummer strength=4"));
    assert_true(tg_has(ev, "event=battle-end region=Napoli reason=passes winner=1 "
                           "strengths=2,4"));
}

/* R-OPT-HIDDEN with R-SURRENDER: the Surrender ends the battle and every
 * card is turned up before strength is compared. */
static void r_opt_hidden_surrender_reveals_everything(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nmodule hidden-cards\nregion Lucca\nline 0 2\ndown 0 heroine\n"
             "line 1 6\ndown 1 3\nhand 0 surrender\nhand 1 1\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play surrender");
    assert_true(tg_has(ev, "event=reveal seat=0 card=heroine"));
    assert_true(tg_has(ev, "event=reveal seat=1 card=3"));
    assert_true(tg_has(ev, "event=battle-end region=Lucca reason=surrender winner=0 "
                           "strengths=12,9"));
}

/* R-OPT-HIDDEN: a scenario cannot place a face-down card without the
 * module, nor two for one seat, nor a card that is never hidden. */
static void r_opt_hidden_scenario_checks(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct msg err;
    assert_int_equal(scenario_parse("players 2\nregion Roma\ndown 0 10\nhand 0 1\n", &g, &s, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "line 3: face-down cards need the hidden-cards module"));
    assert_int_equal(scenario_parse("players 2\nmodule hidden-cards\nregion Roma\ndown 0 10\n"
                                    "down 0 5\nhand 0 1\n",
                                    &g, &s, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "line 5: seat 0 already has a face-down card"));
    assert_int_equal(scenario_parse("players 2\nmodule hidden-cards\nregion Roma\n"
                                    "down 0 winter\nhand 0 1\n",
                                    &g, &s, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "line 4: a winter is never played face down"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_opt_hidden_mercenary_played_face_down),
        cmocka_unit_test(r_opt_hidden_events_keep_the_card_private),
        cmocka_unit_test(r_opt_hidden_next_play_turns_the_card_up),
        cmocka_unit_test(r_opt_hidden_spring_applies_once_revealed),
        cmocka_unit_test(r_opt_hidden_bishop_ignores_face_down),
        cmocka_unit_test(r_opt_hidden_scarecrow_cannot_take_face_down),
        cmocka_unit_test(r_opt_hidden_scarecrow_with_only_face_down),
        cmocka_unit_test(r_opt_hidden_pass_keeps_hidden_until_the_end),
        cmocka_unit_test(r_opt_hidden_surrender_reveals_everything),
        cmocka_unit_test(r_opt_hidden_scenario_checks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
