/* test_solo_battle.c — the course of a solitaire battle: 5 cards a side,
 * ties to the enemy, the pauses for the special, conceding, blind battles
 * and the new hand, the enemy's reshuffle and the enemy Scarecrow (its
 * redraw as a first card, the duel it forces otherwise). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

/* [R-SOLO-BATTLE] up to 5 cards a side, then the higher total wins. */
static void r_solo_battle_five_cards_a_side(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 10 10 6 6 5 1 2 1 2 1; deck: 2 2 2; enemy: 4 4 4 4 4 3 3; reserve: ; "
                  "coins: A B",
                  1);
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_CARD),
                        "event=enemy-card battle=1 army=A card=4 player=0 enemy=4");
    const char *cards[] = { "play 10", "play 10", "play 6", "play 6", "play 5" };
    for (int i = 0; i < 5; i++) {
        assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
        assert_int_equal(g.s.player_played, i);
        assert_int_equal(g.s.enemy_played, i + 1);
        play(&g, cards[i]);
    }
    /* no special left: the comparison needs no question */
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=strength player=37 "
                        "enemy=20 victories=1 streak=0");
    assert_int_equal(g.s.victories[SOLO_MARK_PLAYER], 1);
    assert_int_equal(g.s.player_discard[CARD_M10], 2);
    assert_int_equal(g.s.enemy_discard[CARD_M4], 5);
    assert_int_equal(g.s.enemy_deck.n, 2); /* the enemy stopped at 5 cards */
    assert_int_equal(g.s.battle, 2);
}

/* [R-SOLO-TIE] equal strength: the enemy wins. */
static void r_solo_tie_goes_to_enemy(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 6 6 6 3 3 1 2 1 2 1; deck: 2 2 2; enemy: 6 6 4 4 4 3 3; reserve: ; "
                  "coins: B A",
                  1);
    const char *cards[] = { "play 6", "play 6", "play 6", "play 3", "play 3" };
    for (int i = 0; i < 5; i++)
        play(&g, cards[i]);
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=B winner=B how=strength player=24 enemy=24 "
                        "victories=1 streak=1");
    assert_int_equal(g.s.victories[2], 1);
}

/* [R-SOLO-DUEL] with special-timing=any the player is asked before each
 * enemy card and before the comparison; with =turn only on his turns and
 * before the comparison. */
static void r_solo_duel_timing_pauses(void **state)
{
    (void)state;
    const char *scenario = "hand: 10 6 5 4 2 1 1 1 1 1; deck: 2 2 2; enemy: 1 1 1 1 1 3 3; "
                           "reserve: heroine drummer; specials: winter; coins: A";
    struct game g;
    game_scenario(&g, NULL, scenario, 1);
    play(&g, "play 1");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    assert_true(legal_has(&g.s, "next"));
    assert_true(legal_has(&g.s, "special heroine"));
    assert_false(legal_has(&g.s, "concede"));
    play(&g, "next");
    assert_int_equal(count_events(&g, SOLO_EV_ENEMY_CARD), 1);
    for (int i = 0; i < 4; i++) {
        assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
        play(&g, "play 1");
        if (i < 3)
            play(&g, "next");
    }
    /* the enemy's 5th card came before the player's 5th: now the end */
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CONCLUDE);
    assert_true(legal_has(&g.s, "fight"));
    assert_true(legal_has(&g.s, "special drummer"));
    /* concede-when=any (the default): conceding is offered here too */
    assert_true(legal_has(&g.s, "concede"));
    play(&g, "fight");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=A how=strength player=5 enemy=5 "
                        "victories=1 streak=1");
    /* special-timing=turn: no pause before the enemy's cards */
    game_scenario(&g, "special-timing=turn", scenario, 1);
    play(&g, "play 1");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
    assert_int_equal(count_events(&g, SOLO_EV_ENEMY_CARD), 1);
    assert_true(legal_has(&g.s, "special heroine"));
}

/* [R-SOLO-DUEL] the special needs a mercenary of this battle on the table:
 * when the player opens, after his first card (or, with
 * special-before-enemy=no, after the enemy's). */
static void r_solo_duel_needs_a_mercenary_on_the_table(void **state)
{
    (void)state;
    const char *scenario = "battle: 2; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; "
                           "enemy: 1 1 1 1 1 3 3; reserve: heroine; specials: winter; coins: A";
    struct game g;
    game_scenario(&g, NULL, scenario, 1);
    assert_int_equal(g.s.battle, 2);
    assert_int_equal(g.s.initiative, SOLO_SIDE_PLAYER);
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
    assert_false(legal_has(&g.s, "special heroine"));
    play(&g, "play 10");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    assert_true(legal_has(&g.s, "special heroine"));

    game_scenario(&g, "special-before-enemy=no", scenario, 1);
    play(&g, "play 10");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);
    assert_int_equal(g.s.enemy_played, 1);
    assert_true(legal_has(&g.s, "special heroine"));
}

/* [R-SOLO-CONCEDE] only after 2 cards of this battle; a loss that keeps
 * the rest of the hand. */
static void r_solo_concede_only_after_two_cards(void **state)
{
    (void)state;
    struct game g;
    char err[256];
    game_scenario(&g, NULL,
                  "hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 10 10 10 10 10 3 3; "
                  "reserve: ; coins: B A",
                  1);
    assert_false(legal_has(&g.s, "concede"));
    assert_int_equal(try_play(&g, "concede", err, sizeof err), SOLO_ERR_ILLEGAL);
    play(&g, "play 1");
    assert_false(legal_has(&g.s, "concede"));
    play(&g, "play 1");
    assert_true(legal_has(&g.s, "concede"));
    play(&g, "concede");
    assert_string_equal(event_line(&g, SOLO_EV_CONCEDE), "event=concede battle=1 army=B played=2");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=B winner=B how=concede player=2 enemy=30 "
                        "victories=1 streak=1");
    int c[SOLO_PLACES][CARD_KINDS];
    solo_count_places(&g.s, c);
    assert_int_equal(c[SOLO_AT_PLAYER_DISCARD][CARD_M1], 2);
    assert_int_equal(c[SOLO_AT_ENEMY_DISCARD][CARD_M10], 3);
    /* battle 2 starts with the 8 cards kept: not blind */
    const struct solo_event *b = find_event(&g, SOLO_EV_BATTLE, 0);
    assert_non_null(b);
    assert_int_equal(b->battle, 2);
    assert_int_equal(b->blind, 0);
    assert_int_equal(g.s.hand[CARD_M10] + g.s.hand[CARD_M6] + g.s.hand[CARD_M1], 4);

    /* concede-after=0: at once */
    game_scenario(&g, "concede-after=0",
                  "hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 10 10 10 10 10 3 3; reserve: ",
                  1);
    assert_true(legal_has(&g.s, "concede"));
}

/* [R-SOLO-BLIND] fewer than 5 cards at the start of a battle: the hand
 * first, then the top card of the deck each turn, unseen; then 10 new cards. */
static void r_solo_blind_battle_then_new_hand(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 6 5; deck: 1 2 3 4 10 2 2 2 2 2 3 3 3 3 3; enemy: 1 1 1 1 1 1 1; "
                  "reserve: ; coins: A",
                  1);
    assert_string_equal(event_line(&g, SOLO_EV_BATTLE),
                        "event=battle battle=1 army=A initiative=enemy blind=yes");
    assert_true(legal_has(&g.s, "play 6"));
    assert_false(legal_has(&g.s, "blind"));
    play(&g, "play 6");
    /* the 5 is the only answer left (no concession before 2 cards, no
     * special): it is played by itself */
    assert_int_equal(count_events(&g, SOLO_EV_PLAYER_CARD), 2);
    assert_true(events_contain(&g, "event=player-card battle=1 army=A card=5 player=11 enemy=2"));
    /* the hand is empty: the deck's top card, unseen */
    assert_true(legal_has(&g.s, "blind"));
    assert_false(legal_has(&g.s, "play 1"));
    play(&g, "blind");
    assert_string_equal(event_line(&g, SOLO_EV_BLIND_CARD),
                        "event=blind-card battle=1 army=A card=1 player=12 enemy=3");
    play(&g, "blind");
    assert_string_equal(event_line(&g, SOLO_EV_BLIND_CARD),
                        "event=blind-card battle=1 army=A card=2 player=14 enemy=4");
    play(&g, "blind");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=strength player=17 "
                        "enemy=5 victories=1 streak=0");
    assert_string_equal(event_line(&g, SOLO_EV_NEW_HAND),
                        "event=new-hand battle=1 army=A cards=10 hand=10 deck=2");
    uint8_t want[CARD_KINDS] = { 0 };
    want[CARD_M4] = 1;
    want[CARD_M10] = 1;
    want[CARD_M2] = 5;
    want[CARD_M3] = 3;
    assert_memory_equal(g.s.hand, want, CARD_KINDS);
    const struct solo_event *b = find_event(&g, SOLO_EV_BATTLE, 0);
    assert_non_null(b);
    assert_int_equal(b->blind, 0);
}

/* [R-SOLO-BLIND] the refill option: draw 10 more, or up to 10. */
static void r_solo_blind_refill_draw_or_up_to(void **state)
{
    (void)state;
    const char *scenario = "hand: 6 5 4 3; deck: 1 2 3 4 10 2 2 2 2 2 3 3 3 3 3; "
                           "enemy: 10 10 10 10 10 1 1; reserve: ; coins: A";
    struct game g;
    game_scenario(&g, NULL, scenario, 1);
    play(&g, "play 3");
    play(&g, "play 4");
    play(&g, "concede");
    assert_string_equal(event_line(&g, SOLO_EV_NEW_HAND),
                        "event=new-hand battle=1 army=A cards=10 hand=12 deck=5");
    game_scenario(&g, "refill=up-to", scenario, 1);
    play(&g, "play 3");
    play(&g, "play 4");
    play(&g, "concede");
    assert_string_equal(event_line(&g, SOLO_EV_NEW_HAND),
                        "event=new-hand battle=1 army=A cards=8 hand=10 deck=7");
}

/* [R-SOLO-RESHUFFLE] the enemy's used cards (not the used specials) become
 * its new deck when it is empty. */
static void r_solo_enemy_deck_reshuffled_from_used_cards(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 10 10 6 6 5 1 2 1 2 1; deck: 2 2; enemy: 6 6; enemy-discard: 1 1 1 2; "
                  "used: winter; reserve: ; coins: A",
                  3);
    play(&g, "play 10");
    assert_int_equal(g.s.enemy_deck.n, 0);
    play(&g, "play 10");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_RESHUFFLE),
                        "event=enemy-reshuffle battle=1 army=A cards=4");
    assert_int_equal(g.s.enemy_deck.n, 3);
    assert_int_equal(g.s.enemy_line_n, 3);
    for (int k = 0; k < CARD_KINDS; k++)
        assert_int_equal(g.s.enemy_discard[k], 0);
    assert_int_equal(g.s.used_specials[CARD_WINTER], 1);
    /* the enemy plays on from the new deck: three of 1 1 1 2 */
    play(&g, "play 6");
    play(&g, "play 6");
    play(&g, "play 5");
    const struct solo_event *r = find_event(&g, SOLO_EV_RESULT, 0);
    assert_non_null(r);
    assert_int_equal(r->player_strength, 37);
    assert_int_equal(g.s.enemy_deck.n, 1);
    assert_int_equal(r->enemy_strength, 6 + 6 + 1 + 1 + 1 + 2 - card_info(g.s.enemy_deck.card[0])->printed);
    assert_int_equal(g.s.used_specials[CARD_WINTER], 1);
}

/* [R-SOLO-SCARECROW-REDRAW] a Scarecrow as the enemy's first card is
 * discarded and the enemy draws again. */
static void r_solo_scarecrow_first_card_redrawn(void **state)
{
    (void)state;
    struct game g;
    /* battle 1: the very first card */
    game_scenario(&g, NULL,
                  "hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2; enemy: scarecrow scarecrow 6 1 1 1 1; "
                  "reserve: heroine; coins: A",
                  1);
    assert_int_equal(count_events(&g, SOLO_EV_SCARECROW_REDRAW), 2);
    assert_int_equal(count_events(&g, SOLO_EV_SCARECROW), 0);
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_CARD),
                        "event=enemy-card battle=1 army=A card=6 player=0 enemy=6");
    assert_int_equal(g.s.enemy_discard[CARD_SCARECROW], 2);
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_CARD);

    /* battle 2, the player opens: the enemy's first card still (default) */
    const char *second = "battle: 2; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2; "
                         "enemy: scarecrow 6 1 1 1 1; reserve: ; specials: heroine; coins: A";
    game_scenario(&g, NULL, second, 1);
    play(&g, "play 10");
    assert_int_equal(count_events(&g, SOLO_EV_SCARECROW_REDRAW), 1);
    assert_int_equal(g.s.enemy_line[0], CARD_M6);
    /* scarecrow-redraw=battle-first: after the player's card it forces the duel */
    game_scenario(&g, "scarecrow-redraw=battle-first", second, 1);
    play(&g, "play 10");
    assert_int_equal(count_events(&g, SOLO_EV_SCARECROW_REDRAW), 0);
    assert_string_equal(event_line(&g, SOLO_EV_SCARECROW),
                        "event=scarecrow battle=2 army=A card=scarecrow");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=2 army=A winner=A how=duel player=10 enemy=10 "
                        "victories=1 streak=1");
}

/* [R-SOLO-SCARECROW] an enemy Scarecrow forces the duel: the player's
 * special first (he must play one if he has any), then the enemy's. */
static void r_solo_scarecrow_forces_duel(void **state)
{
    (void)state;
    const char *scenario = "hand: 5 1 2 3 4 6 10 1 1 1; deck: 2 2; enemy: 6 scarecrow 1 1 1 1; "
                           "reserve: heroine bishop; specials: winter; coins: A";
    struct game g;
    char err[256];
    game_scenario(&g, NULL, scenario, 1);
    play(&g, "play 5");
    play(&g, "next");
    assert_string_equal(event_line(&g, SOLO_EV_SCARECROW),
                        "event=scarecrow battle=1 army=A card=scarecrow");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_SCARECROW);
    solo_action buf[SOLO_MAX_ACTIONS];
    assert_int_equal(solo_legal_actions(&g.s, buf, SOLO_MAX_ACTIONS), 2);
    assert_true(legal_has(&g.s, "special heroine"));
    assert_true(legal_has(&g.s, "special bishop"));
    assert_int_equal(try_play(&g, "special none", err, sizeof err), SOLO_ERR_ILLEGAL);
    assert_non_null(strstr(err, "must answer the Scarecrow"));
    assert_int_equal(try_play(&g, "play 6", err, sizeof err), SOLO_ERR_ILLEGAL);
    play(&g, "special heroine");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=A card=winter");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=player how=duel player=11 enemy=1 "
                        "victories=1 streak=0");
    /* the Scarecrow goes back to the enemy's used cards */
    assert_int_equal(g.s.enemy_discard[CARD_SCARECROW], 1);

    /* scarecrow-special=may: "special none" is an answer */
    game_scenario(&g, "scarecrow-special=may", scenario, 1);
    play(&g, "play 5");
    play(&g, "next");
    assert_true(legal_has(&g.s, "special none"));
    play(&g, "special none");
    assert_string_equal(event_line(&g, SOLO_EV_PLAYER_SPECIAL),
                        "event=player-special battle=1 army=A card=none");
    assert_int_equal(g.s.reserve[CARD_HEROINE], 1);
}

/* RULING [R-SOLO-SCARECROW]: a player with no special left still faces the
 * enemy's special. */
static void r_solo_scarecrow_without_special_faces_enemy_special(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL,
                  "hand: 10 1 2 3 4 6 5 1 1 1; deck: 2 2; enemy: 6 scarecrow 1 1 1 1; "
                  "reserve: ; specials: heroine; coins: A",
                  1);
    play(&g, "play 10");
    assert_string_equal(event_line(&g, SOLO_EV_PLAYER_SPECIAL),
                        "event=player-special battle=1 army=A card=none");
    assert_string_equal(event_line(&g, SOLO_EV_ENEMY_SPECIAL),
                        "event=enemy-special battle=1 army=A card=heroine");
    assert_string_equal(event_line(&g, SOLO_EV_RESULT),
                        "event=result battle=1 army=A winner=A how=duel player=10 enemy=16 "
                        "victories=1 streak=1");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_battle_five_cards_a_side),
        cmocka_unit_test(r_solo_tie_goes_to_enemy),
        cmocka_unit_test(r_solo_duel_timing_pauses),
        cmocka_unit_test(r_solo_duel_needs_a_mercenary_on_the_table),
        cmocka_unit_test(r_solo_concede_only_after_two_cards),
        cmocka_unit_test(r_solo_blind_battle_then_new_hand),
        cmocka_unit_test(r_solo_blind_refill_draw_or_up_to),
        cmocka_unit_test(r_solo_enemy_deck_reshuffled_from_used_cards),
        cmocka_unit_test(r_solo_scarecrow_first_card_redrawn),
        cmocka_unit_test(r_solo_scarecrow_forces_duel),
        cmocka_unit_test(r_solo_scarecrow_without_special_faces_enemy_special),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
