/* test_game_win.c — winning (R-WIN) and the map through the engine (R-MAP):
 * the total and adjacency targets for 4-6 and 2-3 players, the most
 * regions when no region is left, the final battle among the tied players,
 * a shared victory, and the battle cap (RULING). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

static void assert_result(const struct state *s, unsigned winners, int reason)
{
    struct game_result res;
    state_result(s, &res);
    assert_true(res.over);
    assert_true(state_is_terminal(s));
    assert_int_equal(state_current_seat(s), -1);
    assert_int_equal(res.winners, winners);
    assert_int_equal(res.reason, reason);
    assert_int_equal(res.nwinners, __builtin_popcount(winners));
    assert_int_equal(res.winner, res.nwinners == 1 ? __builtin_ctz(winners) : -1);
}

static void assert_over_and_frozen(const struct game *g, struct state *s)
{
    action buf[STATE_MAX_ACTIONS];
    struct msg err;
    assert_int_equal(state_legal_actions(g, s, buf, STATE_MAX_ACTIONS), 0);
    assert_int_equal(state_apply(g, s, action_pass(), NULL, &err), STATE_GAME_OVER);
}

static void r_win_five_in_total_with_four_players(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("win-total.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass; pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=total battle-cap=0"));
    assert_result(&s, 1u << 0, RESULT_TOTAL);
    assert_over_and_frozen(&g, &s);
}

static void r_win_r_map_french_example_three_adjacent(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("win-adjacent.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass; pass; pass");
    assert_result(&s, 1u << 0, RESULT_ADJACENT);
}

static void r_win_three_players_need_four_adjacent(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("small-table-three-adjacent.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass; pass");
    assert_false(state_is_terminal(&s));
    assert_int_equal(region_largest_connected(s.owned[0]), 3);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    tg_load("small-table-four-adjacent.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass; pass");
    assert_result(&s, 1u << 0, RESULT_ADJACENT);
}

static void r_win_two_players_six_in_total(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("two-players-total.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass");
    assert_result(&s, 1u << 0, RESULT_TOTAL);
}

static void r_win_most_regions_when_no_region_left(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("most-regions.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Siena reason=passes winner=0"));
    assert_true(tg_has(ev, "event=game-end winners=0 reason=most-regions battle-cap=0"));
    assert_result(&s, 1u << 0, RESULT_MOST_REGIONS);
    assert_false(s.capped);
}

static void r_win_most_regions_when_only_the_pope_region_is_left(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("most-regions-pope.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass");
    assert_int_equal(s.owner[REGION_ROMA], SEAT_NONE);
    assert_result(&s, 1u << 0, RESULT_MOST_REGIONS);
}

static void r_win_tie_for_most_regions_final_battle_among_tied(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("final-battle-tie.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=token seat=3 from=5 reason=courtesan"));
    assert_true(tg_has(ev, "event=final-battle seats=0,1"));
    assert_true(tg_has(ev, "event=shuffle count=110"));
    assert_true(tg_has(ev, "event=battle-start region=none seat=0 battle=2 final=1"));
    assert_false(state_is_terminal(&s));
    assert_int_equal(s.final_battle, 1);
    assert_int_equal(s.participants, 0x3);
    assert_int_equal(s.contested, SEAT_NONE);
    /* Each tied player: 10 + 1 per region (4): 14. The others: none. */
    assert_int_equal(s.hand_count[0], 14);
    assert_int_equal(s.hand_count[1], 14);
    for (int seat = 2; seat < 6; seat++)
        assert_int_equal(s.hand_count[seat], 0);
    assert_int_equal(s.deck_size - s.deck_top, 110 - 28);
    /* The token holder (seat 3) is not tied: seat 0, nearest his left,
     * plays first; then seat 1; seats 2-5 never play. */
    assert_int_equal(state_current_seat(&s), 0);
    tg_do(&g, &s, "pass");
    assert_int_equal(state_current_seat(&s), 1);
    /* Both pass with empty lines: a tie, a shared victory. */
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=game-end winners=0,1 reason=shared battle-cap=0"));
    assert_result(&s, 0x3, RESULT_SHARED);
}

static void r_win_final_battle_winner_wins(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("final-battle.scenario", &g, &s);
    assert_int_equal(state_current_seat(&s), 0);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=none reason=passes winner=0 "
                           "strengths=15,0,12,0"));
    assert_result(&s, 1u << 0, RESULT_FINAL_BATTLE);
}

/* RULING: a Bishop in the final battle discards as usual but places no
 * Pope (no region is fought for any more). */
static void r_win_final_battle_bishop_places_no_pope(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("final-battle.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=bishop-discard seat=0 card=10 count=1 by=0"));
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 0);
    ev = tg_do(&g, &s, "play surrender");
    assert_true(tg_has(ev, "event=battle-end region=none reason=surrender winner=2 "
                           "strengths=5,0,12,0"));
    assert_result(&s, 1u << 2, RESULT_FINAL_BATTLE);
}

static void r_win_final_battle_tie_is_shared_by_the_strongest(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 4\ntoken 0\nfinal 0 1 3\nowner 0 Roma\nowner 1 Siena\nowner 3 Torino\n"
             "line 0 10\nline 1 5 5\nline 3 6\nhand 0 1\nhand 1 1\nhand 3 1\n",
             &g, &s);
    tg_do(&g, &s, "pass; pass; pass");
    assert_result(&s, 0x3, RESULT_SHARED);
}

static void r_win_battle_cap_ends_as_if_no_region_left(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("battle-cap.scenario", &g, &s);
    assert_int_equal(g.rules.battle_cap, 3);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=none"));
    assert_true(tg_has(ev, "event=game-end winners=0 reason=battle-cap battle-cap=1"));
    assert_result(&s, 1u << 0, RESULT_BATTLE_CAP);
    struct game_result res;
    state_result(&s, &res);
    assert_true(res.battle_cap);
    assert_int_equal(s.battles, 3);
}

static void r_win_battle_cap_tie_goes_to_final_battle(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\nset battle-cap 1\ntoken 0\nregion Lucca\nowner 1 Roma\n"
             "line 0 3\nhand 0 1\nhand 1 1\nhand 2 1\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=final-battle seats=0,1"));
    assert_int_equal(s.hand_count[0], 11);
    assert_int_equal(s.hand_count[1], 11);
    assert_int_equal(s.hand_count[2], 0);
    assert_int_equal(state_current_seat(&s), 0);
    tg_do(&g, &s, "pass; pass");
    assert_result(&s, 0x3, RESULT_SHARED);
    assert_true(s.capped);
}

/* A victory is checked at "compare strength", before any region choice:
 * a 5th region ends the game even though regions remain. */
static void r_win_checked_at_compare_strength(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("win-total.scenario", &g, &s);
    assert_int_equal(region_count(state_choosable_regions(&g, &s)), 13);
    tg_do(&g, &s, "pass; pass; pass; pass");
    assert_int_equal(s.phase, PHASE_OVER);
    assert_int_equal(s.line_len[0], 1); /* the game stops at step 1 */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_win_five_in_total_with_four_players),
        cmocka_unit_test(r_win_r_map_french_example_three_adjacent),
        cmocka_unit_test(r_win_three_players_need_four_adjacent),
        cmocka_unit_test(r_win_two_players_six_in_total),
        cmocka_unit_test(r_win_most_regions_when_no_region_left),
        cmocka_unit_test(r_win_most_regions_when_only_the_pope_region_is_left),
        cmocka_unit_test(r_win_tie_for_most_regions_final_battle_among_tied),
        cmocka_unit_test(r_win_final_battle_winner_wins),
        cmocka_unit_test(r_win_final_battle_bishop_places_no_pope),
        cmocka_unit_test(r_win_final_battle_tie_is_shared_by_the_strongest),
        cmocka_unit_test(r_win_battle_cap_ends_as_if_no_region_left),
        cmocka_unit_test(r_win_battle_cap_tie_goes_to_final_battle),
        cmocka_unit_test(r_win_checked_at_compare_strength),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
