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

/* A solitaire string stored before concede-when existed means own-turn;
 * a game started now stores concede-when=any. */
static void solo_reading_stored_strings_keep_own_turn(void **state)
{
    (void)state;
    struct solo_options o;
    char err[256], text[256];
    solo_options_stored(&o);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_OWN_TURN);
    assert_int_equal(solo_options_parse(&o, "armies=3", err, sizeof err), SOLO_OK);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_OWN_TURN);
    solo_options_format(&o, text, sizeof text);
    assert_string_equal(text, "armies=3");
    solo_options_default(&o);
    assert_int_equal(o.concede_when, SOLO_CONCEDE_ANY);
    solo_options_format(&o, text, sizeof text);
    assert_string_equal(text, "concede-when=any");
    struct solo_options back;
    solo_options_stored(&back);
    assert_int_equal(solo_options_parse(&back, text, err, sizeof err), SOLO_OK);
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
        cmocka_unit_test(solo_reading_stored_strings_keep_own_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
