/* test_solo_duel.c — every outcome of the special-card duel [R-SOLO-DUEL]:
 * Surrender by the player (the enemy draws nothing) and by the enemy,
 * Winter against Spring, the Bishop without the Pope (and two Bishops),
 * Drummer, Heroine, and an empty special deck. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

/* Battle 1 (the enemy opens) with the given piles. */
static void duel_game(struct game *g, const char *options, const char *enemy, const char *hand,
                      const char *reserve, const char *specials)
{
    char scenario[512];
    snprintf(scenario, sizeof scenario, "enemy: %s; hand: %s; deck: 2 2 2; reserve: %s; "
             "specials: %s; coins: A B A B", enemy, hand, reserve, specials);
    game_scenario(g, options, scenario, 11);
}

/* [R-SOLO-SURRENDER] the player's Surrender wins; the enemy draws nothing. */
static void r_solo_duel_surrender_by_player_skips_enemy_draw(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 10 10 10 10 1 1", "1 2 3 4 5 6 10 1 1 1", "surrender heroine",
              "heroine winter");
    play(&g, "special surrender");
    assert_int_equal(count_events(&g, SOLO_EV_ENEMY_SPECIAL), 0);
    assert_true(events_contain(&g, "side=player card=surrender effect=surrender"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=surrender player=0 "
                        "enemy=10 victories=1 streak=0");
    assert_int_equal(g.s.special_deck.n, 2);
    assert_int_equal(g.s.used_specials[CARD_SURRENDER], 1);
    assert_int_equal(g.s.reserve[CARD_SURRENDER], 0);
    assert_int_equal(g.s.reserve[CARD_HEROINE], 1);
    assert_int_equal(g.s.battle, 2); /* the duel ended the battle */
}

/* [R-SOLO-SURRENDER] a Surrender the enemy draws wins for the enemy. */
static void r_solo_duel_surrender_drawn_by_enemy(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 10 10 10 10 1 1", "1 2 3 4 5 6 10 1 1 1", "heroine", "surrender");
    play(&g, "play 10");
    play(&g, "special heroine");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=A card=surrender");
    assert_true(events_contain(&g, "side=enemy card=surrender effect=surrender"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=A how=surrender player=20 enemy=10 "
                        "victories=1 streak=1");
    assert_int_equal(g.s.used_specials[CARD_SURRENDER], 1);
    assert_int_equal(g.s.used_specials[CARD_HEROINE], 1);
}

/* [R-SOLO-SEASONS] Winter against Spring cancel: neither applies. Lines
 * 6 6 against 10 1: Winter alone (2 against 2) or Spring alone (12 against
 * 14) would give the battle to the enemy; cancelled, 12 beats 11. */
static void r_solo_duel_winter_against_spring_cancel(void **state)
{
    (void)state;
    const char *mine[] = { "winter", "spring" };
    const char *theirs[] = { "spring", "winter" };
    for (int i = 0; i < 2; i++) {
        struct game g;
        char action[32];
        duel_game(&g, NULL, "10 1 3 3 3 3 3", "6 6 1 2 3 4 5 1 1 1", mine[i], theirs[i]);
        play(&g, "play 6");
        play(&g, "next");
        play(&g, "play 6");
        snprintf(action, sizeof action, "special %s", mine[i]);
        play(&g, action);
        assert_int_equal(count_events(&g, SOLO_EV_EFFECT), 2);
        char want[128];
        snprintf(want, sizeof want, "side=player card=%s effect=cancelled", mine[i]);
        assert_true(events_contain(&g, want));
        snprintf(want, sizeof want, "side=enemy card=%s effect=cancelled", theirs[i]);
        assert_true(events_contain(&g, want));
        assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                            "event=result battle=1 army=A winner=player how=duel player=12 "
                            "enemy=11 victories=1 streak=0");
    }
    /* Winter without Spring: every mercenary counts 1 */
    struct game g;
    duel_game(&g, NULL, "10 1 3 3 3 3 3", "6 6 1 2 3 4 5 1 1 1", "winter", "heroine");
    play(&g, "play 6");
    play(&g, "next");
    play(&g, "play 6");
    play(&g, "special winter");
    assert_true(events_contain(&g, "side=player card=winter effect=winter"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=A how=duel player=2 enemy=12 "
                        "victories=1 streak=1");
}

/* [R-SOLO-BISHOP] every mercenary of the highest printed value in both
 * lines is discarded; no Pope. */
static void r_solo_duel_bishop_discards_highest_in_both_lines(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 10 1 1 1 1 1", "10 5 1 2 3 4 6 1 1 1", "bishop", "drummer");
    play(&g, "play 10");
    play(&g, "next");
    play(&g, "play 5");
    play(&g, "special bishop");
    assert_true(events_contain(&g, "event=effect battle=1 army=A side=player card=bishop "
                                   "effect=discard value=10 count=3 player-lost=1 enemy-lost=2"));
    assert_true(events_contain(&g, "side=enemy card=drummer effect=double"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=5 enemy=0 "
                        "victories=1 streak=0");
    assert_int_equal(g.s.player_discard[CARD_M10], 1);
    assert_int_equal(g.s.enemy_discard[CARD_M10], 2);
    assert_int_equal(g.s.used_specials[CARD_BISHOP], 1);
}

/* RULING [R-SOLO-BISHOP]: two Bishops act one after the other, the
 * player's first. */
static void r_solo_duel_two_bishops_act_in_turn(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 6 1 1 1 1 1", "10 5 1 2 3 4 6 1 1 1", "bishop", "bishop");
    play(&g, "play 10");
    play(&g, "next");
    play(&g, "play 5");
    play(&g, "special bishop");
    assert_true(events_contain(&g, "side=player card=bishop effect=discard value=10 count=2 "
                                   "player-lost=1 enemy-lost=1"));
    assert_true(events_contain(&g, "side=enemy card=bishop effect=discard value=6 count=1 "
                                   "player-lost=0 enemy-lost=1"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=5 enemy=0 "
                        "victories=1 streak=0");
}

/* [R-DRUMMER] as usual: its own line's mercenaries double; with the
 * enemy's Spring (+3 on the highest printed value, the enemy's 10). */
static void r_solo_duel_drummer_doubles_its_line(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 3 1 1 1 1 1", "6 5 1 2 3 4 10 1 1 1", "drummer", "spring");
    play(&g, "play 6");
    play(&g, "next");
    play(&g, "play 5");
    play(&g, "special drummer");
    assert_true(events_contain(&g, "side=enemy card=spring effect=spring value=10"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=22 enemy=16 "
                        "victories=1 streak=0");
}

/* Heroine as usual: 10, untouched by the enemy's Winter. */
static void r_solo_duel_heroine_is_ten(void **state)
{
    (void)state;
    struct game g;
    duel_game(&g, NULL, "10 1 1 1 1 1 1", "3 5 1 2 6 4 10 1 1 1", "heroine", "winter");
    play(&g, "play 3");
    play(&g, "special heroine");
    assert_true(events_contain(&g, "side=player card=heroine effect=ten"));
    assert_true(events_contain(&g, "side=enemy card=winter effect=winter"));
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=11 enemy=1 "
                        "victories=1 streak=0");
}

/* RULING [R-SOLO-SPECIAL-DECK]: an empty special deck is rebuilt from the
 * used specials; with special-reshuffle=no the enemy plays none. */
static void r_solo_duel_empty_special_deck(void **state)
{
    (void)state;
    struct game g;
    char scenario[] = "enemy: 6 1 1 1 1 1 1; hand: 10 5 1 2 3 4 6 1 1 1; deck: 2; "
                      "reserve: heroine; specials: ; used: surrender; coins: A";
    game_scenario(&g, NULL, scenario, 3);
    play(&g, "special heroine");
    assert_string_equal(event_line(&g, SOLO_EV_SPECIAL_RESHUFFLE),
                        "event=special-reshuffle battle=1 army=A cards=1");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=A card=surrender");
    assert_int_equal(find_event(&g, SOLO_EV_RESULT, 0)->winner, 1);

    game_scenario(&g, "special-reshuffle=no", scenario, 3);
    play(&g, "special heroine");
    assert_int_equal(count_events(&g, SOLO_EV_SPECIAL_RESHUFFLE), 0);
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=A card=none");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=10 enemy=6 "
                        "victories=1 streak=0");
    assert_int_equal(g.s.used_specials[CARD_SURRENDER], 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_duel_surrender_by_player_skips_enemy_draw),
        cmocka_unit_test(r_solo_duel_surrender_drawn_by_enemy),
        cmocka_unit_test(r_solo_duel_winter_against_spring_cancel),
        cmocka_unit_test(r_solo_duel_bishop_discards_highest_in_both_lines),
        cmocka_unit_test(r_solo_duel_two_bishops_act_in_turn),
        cmocka_unit_test(r_solo_duel_drummer_doubles_its_line),
        cmocka_unit_test(r_solo_duel_heroine_is_ten),
        cmocka_unit_test(r_solo_duel_empty_special_deck),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
