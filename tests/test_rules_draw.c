/* test_rules_draw.c — the draw-after-battle module (optional rule A,
 * R-OPT-DRAW): 7 cards to start, up to 3 drawn after each battle within
 * the hand limit, 10 each when nobody holds a card, no hand discards and
 * no rounds, an exhausted deck rebuilt from the discards; and the
 * bigger-kingdoms module (optional rule C, R-OPT-BIGGER). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "test_game_util.h"

static void ruleset_with(struct ruleset *r, const char *spec)
{
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_standard(r, &err), 0);
    if (ruleset_apply_spec(r, spec, warn, sizeof warn, &err) < 0)
        fail_msg("%s: %s", spec, msg_s(&err));
}

/* R-OPT-DRAW: each player starts with 7 cards, not 10. */
static void r_opt_draw_starts_with_seven(void **state)
{
    (void)state;
    struct ruleset r;
    struct game g;
    struct state s;
    struct msg err;
    ruleset_with(&r, "draw-after-battle");
    for (int n = 2; n <= 6; n++) {
        assert_int_equal(game_init(&g, &r, n, &err), 0);
        state_init(&g, &s, 7u * (uint64_t)n, NULL);
        for (int seat = 0; seat < n; seat++)
            assert_int_equal(s.hand_count[seat], 7);
        assert_int_equal(s.deck_size - s.deck_top, 110 - 7 * n);
    }
    ruleset_with(&r, "draw-after-battle,draw-after-battle.start=5");
    assert_int_equal(game_init(&g, &r, 3, &err), 0);
    state_init(&g, &s, 1, NULL);
    assert_int_equal(s.hand_count[0], 5);
}

/* R-OPT-DRAW: after "compare strength" (before the region is chosen) each
 * player draws up to 3 cards, one at a time from the token holder's left,
 * never beyond 10 + 1 per region (the winner's new region counts); then
 * no hand-discard question, no round: the next battle starts as soon as
 * its region is chosen. */
static void r_opt_draw_up_to_three_within_the_limit(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-draw-after-battle.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=0"));
    assert_true(tg_has(ev, "event=deal seat=1 count=1 hand=10 cards=6"));
    assert_true(tg_has(ev, "event=deal seat=2 count=3 hand=4 cards=winter,spring,bishop"));
    assert_true(tg_has(ev, "event=deal seat=0 count=3 hand=12 cards=1,3,5"));
    assert_true(strstr(ev, "event=token") < strstr(ev, "event=deal"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(s.current, 0);
    /* Seat 2 holds no mercenary now, but is not asked to discard. */
    assert_int_equal(s.hand[2][CARD_HEROINE], 1);
    ev = tg_do(&g, &s, "region Roma");
    assert_true(tg_has(ev, "event=lines-discarded count=3"));
    assert_false(tg_has(ev, "event=hand-discard"));
    assert_false(tg_has(ev, "event=round-end"));
    assert_true(tg_has(ev, "event=battle-start region=Roma seat=0 battle=2"));
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(s.round, 1);
}

/* R-OPT-DRAW: when nobody holds a card after a battle, everyone draws 10. */
static void r_opt_draw_ten_each_when_nobody_has_cards(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nmodule draw-after-battle\nregion Lucca\nline 0 10\nline 1 5\n"
             "passed 1\nhand 0 surrender\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play surrender");
    assert_true(tg_has(ev, "event=battle-end region=Lucca reason=surrender winner=0"));
    assert_true(tg_has(ev, "event=deal seat=1 count=10 hand=10"));
    assert_true(tg_has(ev, "event=deal seat=0 count=10 hand=10"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
}

/* R-OPT-DRAW with an exhausted deck (RULING): the discard pile is shuffled
 * into a new deck and the draw goes on; the lines still on the table stay
 * out of it. */
static void r_opt_draw_exhausted_deck_reshuffles_discards(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("opt-draw-exhausted.scenario", &g, &s);
    assert_int_equal(s.deck_size - s.deck_top, 2);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=shuffle count=103"));
    assert_true(tg_has(ev, "event=deal seat=1 count=3 hand=4"));
    assert_true(tg_has(ev, "event=deal seat=0 count=3 hand=4"));
    assert_int_equal(s.deck_size - s.deck_top, 99);
    assert_int_equal(s.lines[0].up[CARD_M10] + s.lines[0].up[CARD_HEROINE] +
                         s.lines[1].up[CARD_M6],
                     3);
    for (int k = 0; k < CARD_KINDS; k++)
        assert_int_equal(s.discard[k], 0);
    ev = tg_do(&g, &s, "region Napoli");
    assert_true(tg_has(ev, "event=lines-discarded count=3"));
    assert_int_equal(s.discard[CARD_HEROINE], 1);
}

/* R-OPT-DRAW cannot be combined with a round deal (first-edition-deal). */
static void r_opt_draw_refuses_a_round_deal(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_apply_spec(&r, "draw-after-battle,first-edition-deal", warn,
                                        sizeof warn, &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "no rounds"));
    assert_false(ruleset_has_module(&r, RULE_DRAW_AFTER_BATTLE)); /* unchanged */
}

/* R-OPT-BIGGER, 4 to 6 players: 3 connected regions no longer win, 4 do;
 * 5 in total still win. */
static void r_opt_bigger_four_connected_with_four_players(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 4\nmodule bigger-kingdoms\nowner 0 Torino Genova\nregion Milano\n"
             "line 0 10\npassed 1 2 3\nhand 0 1\n",
             &g, &s);
    assert_int_equal(g.win_adjacent, 4);
    assert_int_equal(g.win_total, 5);
    const char *ev = tg_do(&g, &s, "pass");
    assert_false(tg_has(ev, "event=game-end"));
    assert_int_equal(region_largest_connected(s.owned[0]), 3);

    tg_parse("players 4\nmodule bigger-kingdoms\nowner 0 Torino Genova Parma\nregion Milano\n"
             "line 0 10\npassed 1 2 3\nhand 0 1\n",
             &g, &s);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=adjacency"));

    tg_parse("players 5\nmodule bigger-kingdoms\nowner 0 Torino Napoli Venezia Lucca\n"
             "region Urbino\nline 0 10\npassed 1 2 3 4\nhand 0 1\n",
             &g, &s);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=total"));
}

/* R-OPT-BIGGER, 2 or 3 players: 5 connected regions (or 6 in total). */
static void r_opt_bigger_five_connected_with_two_players(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nmodule bigger-kingdoms\nowner 0 Torino Genova Milano\nregion Parma\n"
             "line 0 10\npassed 1\nhand 0 1\n",
             &g, &s);
    assert_int_equal(g.win_adjacent, 5);
    assert_int_equal(g.win_total, 6);
    const char *ev = tg_do(&g, &s, "pass");
    assert_false(tg_has(ev, "event=game-end"));
    tg_parse("players 2\nmodule bigger-kingdoms\nowner 0 Torino Genova Milano Parma\n"
             "region Modena\nline 0 10\npassed 1\nhand 0 1\n",
             &g, &s);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=adjacency"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_opt_draw_starts_with_seven),
        cmocka_unit_test(r_opt_draw_up_to_three_within_the_limit),
        cmocka_unit_test(r_opt_draw_ten_each_when_nobody_has_cards),
        cmocka_unit_test(r_opt_draw_exhausted_deck_reshuffles_discards),
        cmocka_unit_test(r_opt_draw_refuses_a_round_deal),
        cmocka_unit_test(r_opt_bigger_four_connected_with_four_players),
        cmocka_unit_test(r_opt_bigger_five_connected_with_two_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
