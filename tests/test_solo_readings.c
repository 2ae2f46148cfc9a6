/* test_solo_readings.c — the solitaire's disputed readings as options
 * (doc/rules-solitaire.md, "Disputed readings"): a named test per value of
 * concede-when, deck-end-win and surrender-card, each from a position
 * whose result is worked out by hand; and the stored meaning of a ruleset
 * string written before concede-when existed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/solo_bot.h"
#include "test_solo_util.h"

/* The enemy opens battle 1 with a 10; the player answers 1, 1 (a pause
 * before each enemy card: he holds a special), then the enemy turns up a
 * Scarecrow: the duel is forced. */
static const char *const conceding =
    "hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 10 10 scarecrow 10 10 3 3; "
    "reserve: heroine; specials: winter winter; coins: B A";

/* concede-when=any (default): after 2 cards he may concede at the pause
 * before an enemy card and in reply to the Scarecrow, not only on his turn. */
static void solo_reading_concede_when_any(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, conceding, 1);
    play(&g, "play 1");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    assert_false(legal_has(&g.s, "concede")); /* 1 card: not yet */
    play(&g, "next");
    play(&g, "play 1");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    assert_true(legal_has(&g.s, "concede"));
    play(&g, "next");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_SCARECROW);
    assert_true(legal_has(&g.s, "concede"));
    play(&g, "concede");
    assert_string_equal(event_line(&g, SOLO_EV_CONCEDE), "event=concede battle=1 army=B played=2");
    assert_true(events_contain(&g, "winner=B how=concede"));
    assert_int_equal(g.s.reserve[CARD_HEROINE], 1); /* his special kept */
}

/* concede-when=own-turn: only on his turn, instead of a card. */
static void solo_reading_concede_when_own_turn(void **state)
{
    (void)state;
    struct game g;
    char err[256];
    game_scenario(&g, "concede-when=own-turn", conceding, 1);
    play(&g, "play 1");
    play(&g, "next");
    play(&g, "play 1");
    assert_int_equal(solo_decision(&g.s), SOLO_DECIDE_RESPOND);
    assert_false(legal_has(&g.s, "concede"));
    assert_int_equal(try_play(&g, "concede", err, sizeof err), SOLO_ERR_ILLEGAL);
    assert_non_null(strstr(err, "only on your turn"));
    /* the Scarecrow: his only special answers it at once, nothing asked */
    play(&g, "next");
    assert_true(events_contain(&g, "how=duel"));
    assert_int_equal(g.s.reserve[CARD_HEROINE], 0);
}

/* The player wins the last battle: 3 victories against A 1 and B 2. */
static void deck_end(struct game *g, const char *options)
{
    game_scenario(g, options,
                  "score: 2 1 2; hand: 10 10 10 10 10; deck: ; enemy: 1 1 1 1 1 1; reserve: ; "
                  "coins: A",
                  1);
    while (!solo_is_terminal(&g->s))
        play(g, "play 10");
    assert_true(events_contain(g, "winner=player how=strength"));
}

/* deck-end-win=each (default): 3 is more than A's 1 and than B's 2: a win. */
static void solo_reading_deck_end_win_each(void **state)
{
    (void)state;
    struct game g;
    deck_end(&g, NULL);
    assert_int_equal(g.s.outcome, SOLO_WIN);
    assert_true(events_contain(&g, "outcome=win end=deck"));
}

/* deck-end-win=combined: 3 is not more than 1 + 2: a loss. */
static void solo_reading_deck_end_win_combined(void **state)
{
    (void)state;
    struct game g;
    deck_end(&g, "deck-end-win=combined");
    assert_int_equal(g.s.outcome, SOLO_LOSS);
    assert_true(events_contain(&g, "outcome=loss end=deck"));
}

/* The player opens battle 2 holding the Surrender in his reserve. */
static const char *const surrendering =
    "battle: 2; hand: 10 6 5 4 3 2 1 1 1 1; deck: 2 2 2; enemy: 1 1 1 1 1 3 3; "
    "reserve: surrender heroine; specials: winter; coins: A";

/* surrender-card=any (default): like every special, after the first card. */
static void solo_reading_surrender_card_any(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, NULL, surrendering, 1);
    play(&g, "play 1");
    assert_int_equal(g.s.player_played, 1);
    assert_true(legal_has(&g.s, "special surrender"));
    play(&g, "special surrender");
    assert_true(events_contain(&g, "winner=player how=surrender"));
}

/* surrender-card=after-two-cards: only once he has played 2 cards (the
 * Heroine may go at once). */
static void solo_reading_surrender_card_after_two_cards(void **state)
{
    (void)state;
    struct game g;
    game_scenario(&g, "surrender-card=after-two-cards", surrendering, 1);
    play(&g, "play 1");
    assert_false(legal_has(&g.s, "special surrender"));
    assert_true(legal_has(&g.s, "special heroine"));
    while (g.s.player_played < 2)
        play(&g, solo_decision(&g.s) == SOLO_DECIDE_CARD ? "play 1" : "next");
    assert_true(legal_has(&g.s, "special surrender"));
}

/* A blind battle (4 cards in hand, fewer than 5): the enemy turns up 10,
 * 10, 5, 2, 2 (29), the player answers with his four 5s (20). His fifth
 * card comes from his deck: a 10 (30: he wins) or a 1 (21: he loses), the
 * same cards in his deck in another order. No special in reserve. */
static void blind_position(struct game *g, const char *options, const char *deck)
{
    char text[256];
    snprintf(text, sizeof text,
             "hand: 5 5 5 5; deck: %s; enemy: 10 10 5 2 2; reserve: ; coins: A", deck);
    game_scenario(g, options, text, 1);
    while (g->s.player_played < 4)
        play(g, "play 5");
    assert_int_equal(solo_decision(&g->s), SOLO_DECIDE_CARD);
    assert_true(legal_has(&g->s, "blind"));
    assert_true(legal_has(&g->s, "concede"));
}

/* The bot's choice in the position. */
static solo_action bot_choice(const struct game *g)
{
    solo_action legal[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(&g->s, legal, SOLO_MAX_ACTIONS);
    struct solo_view v;
    solo_view(&g->s, &v);
    return solo_bot_choose(&v, legal, n);
}

/* blind-view=unseen (default): the top card is not in the view; the two
 * positions look the same to him (and to the bot, which chooses alike). */
static void solo_reading_blind_view_unseen(void **state)
{
    (void)state;
    struct game g10, g1;
    blind_position(&g10, NULL, "10 1 1");
    blind_position(&g1, NULL, "1 10 1");
    struct solo_view v10, v1;
    solo_view(&g10.s, &v10);
    solo_view(&g1.s, &v1);
    assert_int_equal(v10.deck_top, CARD_NONE);
    assert_memory_equal(&v10, &v1, sizeof v10);
    assert_int_equal(bot_choice(&g10), bot_choice(&g1));
    play(&g10, "blind");
    assert_string_equal(event_line(&g10, SOLO_EV_BLIND_CARD), "event=blind-card battle=1 army=A card=10 player=30 enemy=29");
}

/* blind-view=seen: he sees the 10 (the bot plays it blind, and wins) or
 * the 1 (the bot concedes rather than lose with a card spent). */
static void solo_reading_blind_view_seen(void **state)
{
    (void)state;
    struct game g10, g1;
    blind_position(&g10, "blind-view=seen", "10 1 1");
    blind_position(&g1, "blind-view=seen", "1 10 1");
    struct solo_view v10, v1;
    solo_view(&g10.s, &v10);
    solo_view(&g1.s, &v1);
    assert_int_equal(v10.deck_top, CARD_M10);
    assert_int_equal(v1.deck_top, CARD_M1);
    char text[64];
    solo_action_format(bot_choice(&g10), text, sizeof text);
    assert_string_equal(text, "blind");
    solo_action_format(bot_choice(&g1), text, sizeof text);
    assert_string_equal(text, "concede");
    play(&g10, "blind");
    assert_true(events_contain(&g10, "winner=player how=strength"));
}

/* A solitaire string stored before concede-when existed means own-turn;
 * a game started now stores concede-when=any. */
static void solo_reading_stored_strings_keep_own_turn(void **state)
{
    (void)state;
    struct solo_options o;
    char text[256];
    struct msg err;
    solo_options_stored(&o);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_OWN_TURN);
    assert_int_equal(solo_options_parse(&o, "armies=3", &err), SOLO_OK);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_OWN_TURN);
    solo_options_format(&o, text, sizeof text);
    assert_string_equal(text, "armies=3");
    solo_options_default(&o);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_ANY);
    solo_options_format(&o, text, sizeof text);
    assert_string_equal(text, "concede-when=any");
    struct solo_options back;
    solo_options_stored(&back);
    assert_int_equal(solo_options_parse(&back, text, &err), SOLO_OK);
    assert_memory_equal(&back, &o, sizeof o);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(solo_reading_concede_when_any),
        cmocka_unit_test(solo_reading_concede_when_own_turn),
        cmocka_unit_test(solo_reading_deck_end_win_each),
        cmocka_unit_test(solo_reading_deck_end_win_combined),
        cmocka_unit_test(solo_reading_surrender_card_any),
        cmocka_unit_test(solo_reading_surrender_card_after_two_cards),
        cmocka_unit_test(solo_reading_blind_view_unseen),
        cmocka_unit_test(solo_reading_blind_view_seen),
        cmocka_unit_test(solo_reading_stored_strings_keep_own_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
