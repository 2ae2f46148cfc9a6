/* test_solo_end.c — the end of a solitaire game: 5 victories (the player's
 * or an army's), an enemy army's 3 wins in a row under each reading of "in a
 * row", and the exhausted deck (won, lost, a tie, each option). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

static void check_result(const struct game *g, enum solo_outcome outcome, enum solo_end end,
                         int mark)
{
    struct solo_result r;
    assert_true(solo_is_terminal(&g->s));
    assert_int_equal(solo_decision(&g->s), SOLO_DECIDE_NONE);
    solo_action buf[SOLO_MAX_ACTIONS];
    assert_int_equal(solo_legal_actions(&g->s, buf, SOLO_MAX_ACTIONS), 0);
    solo_result(&g->s, &r);
    assert_int_equal(r.outcome, outcome);
    assert_int_equal(r.end, end);
    assert_int_equal(r.mark, mark);
    assert_int_equal(r.battles, g->s.battle);
}

/* [R-SOLO-END-VICTORIES] the player's 5th victory wins at once. */
static void r_solo_end_player_five_victories(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 4 0 0; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 6 6 6 6 6 6; "
                  "reserve: surrender heroine; coins: B",
                  1);
    play(&g, "special surrender");
    assert_string_equal(event_line(&g, SOLO_EV_GAME_END),
                        "event=game-end battle=1 army=B outcome=win end=victories mark=player "
                        "victories=5");
    check_result(&g, SOLO_WIN, SOLO_END_VICTORIES, SOLO_MARK_PLAYER);
    char err[128];
    assert_int_equal(try_play(&g, "play 10", err, sizeof err), SOLO_ERR_OVER);
}

/* [R-SOLO-END-VICTORIES] an army's 5th victory: the player loses at once. */
static void r_solo_end_army_five_victories(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 1 4 0; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 6 6 6 6 6 6; "
                  "reserve: ; coins: A",
                  1);
    play(&g, "play 1");
    play(&g, "play 1");
    play(&g, "concede");
    assert_string_equal(event_line(&g, SOLO_EV_GAME_END),
                        "event=game-end battle=1 army=A outcome=loss end=victories mark=A "
                        "victories=1");
    check_result(&g, SOLO_LOSS, SOLO_END_VICTORIES, 1);
}

/* [R-SOLO-END-STREAK] the default reading: three consecutive battles of the
 * game won by the same army. */
static void r_solo_end_three_in_a_row(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 0 2 1; streak: 0 2; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; "
                  "enemy: 6 6 6 6 6 6; reserve: ; coins: B",
                  1);
    play(&g, "play 1");
    play(&g, "play 1");
    play(&g, "concede");
    assert_true(events_contain(&g, "winner=B how=concede player=2 enemy=18 victories=2 streak=3"));
    assert_string_equal(event_line(&g, SOLO_EV_GAME_END),
                        "event=game-end battle=1 army=B outcome=loss end=streak mark=B "
                        "victories=0");
    check_result(&g, SOLO_LOSS, SOLO_END_STREAK, 2);
}

/* Plays the current battle to a loss (2 lowest cards, then concede) or to
 * a win (a Surrender from the reserve, as soon as it is allowed). */
static int lowest_in_hand(const struct game *g)
{
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if (g->s.hand[k])
            return k;
    return -1;
}

static void finish_battle(struct game *g, bool win)
{
    int battle = g->s.battle;
    while (!solo_is_terminal(&g->s) && g->s.battle == battle) {
        char action[32];
        if (win && legal_has(&g->s, "special surrender"))
            snprintf(action, sizeof action, "special surrender");
        else if (solo_decision(&g->s) == SOLO_DECIDE_RESPOND)
            snprintf(action, sizeof action, "next");
        else if (!win && legal_has(&g->s, "concede"))
            snprintf(action, sizeof action, "concede");
        else if (lowest_in_hand(g) >= 0)
            snprintf(action, sizeof action, "play %s",
                     card_info((enum card_kind)lowest_in_hand(g))->name);
        else
            snprintf(action, sizeof action, "blind");
        play(g, action);
    }
}

/* Plays battles with the coins A B A A and the results given, under a
 * reading of "in a row"; returns how many battles were played. */
static int streak_run(const char *reading, const bool player_wins[4])
{
    struct game g;
    char opt[64];
    snprintf(opt, sizeof opt, "streak=%s", reading);
    game_scenario(&g, opt,
                  "hand: 10 10 10 6 6 6 5 5 5 4; deck: 3 3 3 3 3 3 3 3 2 2; "
                  "enemy: 1 1 1 1 1 1 1 1 1 1 2 2 2 2 2; "
                  "reserve: surrender surrender surrender; coins: A B A A",
                  5);
    int battles = 0;
    for (int b = 0; b < 4 && !solo_is_terminal(&g.s); b++) {
        finish_battle(&g, player_wins[b]);
        battles++;
    }
    if (solo_is_terminal(&g.s)) {
        check_result(&g, SOLO_LOSS, SOLO_END_STREAK, 1);
        return battles;
    }
    return 0;
}

/* [R-SOLO-STREAK] the three readings of "3 victories in a row". */
static void r_solo_end_streak_readings(void **state)
{
    (void)state;
    /* A, B, A, A all won by the enemy: B's win breaks A's run only when
     * every battle of the game counts */
    const bool enemy_all[4] = { false, false, false, false };
    assert_int_equal(streak_run("game", enemy_all), 0);
    assert_int_equal(streak_run("own", enemy_all), 4);
    assert_int_equal(streak_run("player-breaks", enemy_all), 4);
    /* A wins, the player beats B, then A, A: the player's win breaks A's
     * run unless only A's own battles count */
    const bool player_second[4] = { false, true, false, false };
    assert_int_equal(streak_run("game", player_second), 0);
    assert_int_equal(streak_run("own", player_second), 4);
    assert_int_equal(streak_run("player-breaks", player_second), 0);
    /* streak-length=0: never */
    struct game g;
    game_scenario(&g, "streak-length=0",
                  "streak: 9 9; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 6 6 6 6 6 6; "
                  "reserve: ; coins: A",
                  1);
    finish_battle(&g, false);
    assert_false(solo_is_terminal(&g.s));
}

/* [R-SOLO-END-DECK] default (played-out): after the battle in which the
 * player used his last mercenary, he wins with more victories than every
 * army. (His first two 10s are his only answers: they play themselves.) */
static void r_solo_end_deck_exhausted_win(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 2 1 1; hand: 10 10 10 10 10; deck: ; enemy: 1 1 1 1 1 1; reserve: ; "
                  "coins: A",
                  1);
    assert_int_equal(g.s.player_played, 2);
    while (!solo_is_terminal(&g.s))
        play(&g, "play 10");
    assert_true(events_contain(&g, "winner=player how=strength player=50 enemy=5"));
    assert_string_equal(event_line(&g, SOLO_EV_GAME_END),
                        "event=game-end battle=1 army=A outcome=win end=deck mark=none "
                        "victories=3");
    check_result(&g, SOLO_WIN, SOLO_END_DECK, -1);
}

/* [R-SOLO-END-DECK] ... and loses otherwise, a tie with an army included. */
static void r_solo_end_deck_exhausted_loss(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 3 2 1; hand: 1 1 1 1 1; deck: ; enemy: 10 10 10 10 10 10; reserve: ; "
                  "coins: A",
                  1);
    while (!solo_is_terminal(&g.s))
        play(&g, "play 1");
    assert_true(events_contain(&g, "winner=A how=strength player=5 enemy=50 victories=3"));
    assert_string_equal(event_line(&g, SOLO_EV_GAME_END),
                        "event=game-end battle=1 army=A outcome=loss end=deck mark=none "
                        "victories=3");
    check_result(&g, SOLO_LOSS, SOLO_END_DECK, -1);
}

/* [R-SOLO-END-DECK] a player with no card left plays no more in the battle;
 * the enemy plays on; then the game ends. */
static void r_solo_end_player_runs_out_mid_battle(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "score: 1 0 0; hand: 10 6; deck: ; enemy: 1 1 1 1 1 1; reserve: ; coins: B",
                  1);
    play(&g, "play 6");
    assert_string_equal(event_line(&g, SOLO_EV_PLAYER_OUT), "event=player-out battle=1 army=B");
    assert_int_equal(count_events(&g, SOLO_EV_ENEMY_CARD), 4);
    assert_true(events_contain(&g, "winner=player how=strength player=16 enemy=5"));
    check_result(&g, SOLO_WIN, SOLO_END_DECK, -1);
}

/* deck-end=empty: the game ends after the battle that leaves the deck
 * empty, whatever the hand holds; played-out goes on. */
static void r_solo_end_deck_empty_option(void **state)
{
    (void)state;
    const char *scenario = "score: 1 0 0; hand: 10 6 5 4 3 2 1 1 1 1; deck: ; "
                           "enemy: 1 1 1 1 1 1; reserve: surrender heroine; coins: A";
    struct game g;
    game_scenario(&g, "deck-end=empty", scenario, 1);
    play(&g, "special surrender");
    check_result(&g, SOLO_WIN, SOLO_END_DECK, -1);
    game_scenario(&g, NULL, scenario, 1);
    play(&g, "special surrender");
    assert_false(solo_is_terminal(&g.s));
    assert_int_equal(g.s.battle, 2);
}

/* victories=3: the option moves the target. */
static void r_solo_end_victories_option(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, "victories=3",
                  "score: 2 0 0; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 6 6 6 6 6 6; "
                  "reserve: surrender; coins: A",
                  1);
    play(&g, "special surrender");
    check_result(&g, SOLO_WIN, SOLO_END_VICTORIES, SOLO_MARK_PLAYER);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_end_player_five_victories),
        cmocka_unit_test(r_solo_end_army_five_victories),
        cmocka_unit_test(r_solo_end_three_in_a_row),
        cmocka_unit_test(r_solo_end_streak_readings),
        cmocka_unit_test(r_solo_end_deck_exhausted_win),
        cmocka_unit_test(r_solo_end_deck_exhausted_loss),
        cmocka_unit_test(r_solo_end_player_runs_out_mid_battle),
        cmocka_unit_test(r_solo_end_deck_empty_option),
        cmocka_unit_test(r_solo_end_victories_option),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
