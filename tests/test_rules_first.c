/* test_rules_first.c — the 1st edition (R-FIRST, the French text) as the
 * first-edition variant and its modules: the 96-card deck, bishop-truce,
 * first-edition-deal, decline-designation, adjacency-only,
 * first-edition-final and designate-after-deal; and each module mixed
 * into the standard game on its own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "test_game_util.h"

static void first_edition(struct game *g, int n)
{
    struct variant v;
    struct ruleset r;
    struct msg err;
    assert_int_equal(variant_load_embedded("first-edition", &v, &err), 0);
    if (ruleset_from_variant(&r, &v, &err) < 0)
        fail_msg("%s", msg_s(&err));
    assert_int_equal(game_init(g, &r, n, &err), 0);
}

/* R-FIRST: the variant is the 96-card deck with every 1st-edition module;
 * 10 cards each to start; 3 connected to win with 4-6 players, 4 with
 * 2-3, and no total condition. */
static void r_first_variant_deck_and_numbers(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    first_edition(&g, 4);
    assert_int_equal(g.rules.ncards, 96);
    assert_int_equal(g.rules.deck[CARD_SPRING] + g.rules.deck[CARD_COURTESAN], 0);
    const int modules[] = {RULE_BISHOP_TRUCE, RULE_FIRST_EDITION_DEAL, RULE_DECLINE_DESIGNATION,
                           RULE_ADJACENCY_ONLY, RULE_FIRST_EDITION_FINAL,
                           RULE_DESIGNATE_AFTER_DEAL};
    for (size_t i = 0; i < sizeof modules / sizeof modules[0]; i++)
        assert_true(ruleset_has_module(&g.rules, modules[i]));
    assert_int_equal(g.rules.modules & RULES_OPTIONAL_MASK, 0);
    assert_int_equal(g.win_adjacent, 3);
    assert_int_equal(g.win_total, GAME_WIN_NEVER);
    assert_int_equal(g.extra_per_region, 2);
    assert_int_equal(g.keep_at_round_end, 0);
    state_init(&g, &s, 1995, NULL);
    tg_check_census(&g, &s);
    for (int seat = 0; seat < 4; seat++)
        assert_int_equal(s.hand_count[seat], 10);
    first_edition(&g, 3);
    assert_int_equal(g.win_adjacent, 4);
}

/* R-FIRST: any card may be played first ("même une carte Hiver, Tambour
 * ou Épouvantail"), one card per turn. */
static void r_first_any_card_first_one_per_turn(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\nvariant first-edition\nregion Roma\nhand 0 winter drummer scarecrow\n"
             "hand 1 1\n",
             &g, &s);
    assert_string_equal(tg_legal(&g, &s), "play winter, play drummer, play scarecrow, pass");
    tg_do(&g, &s, "play drummer");
    assert_int_equal(s.current, 1);
}

/* R-FIRST bishop-truce: the battle ends at once, no winner, no count of
 * strength; nothing discarded by the Bishop, no Pope; the token passes
 * left of its holder. With designate-after-deal the lines are discarded
 * and hands may be discarded before the next designation. */
static void r_first_bishop_ends_the_battle_without_winner(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("first-bishop-truce.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=play seat=2 card=bishop"));
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=bishop winner=none"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=truce"));
    assert_false(tg_has(ev, "event=bishop-discard"));
    assert_false(tg_has(ev, "event=pope"));
    assert_true(tg_has(ev, "event=lines-discarded count=3"));
    assert_int_equal(s.owner[REGION_FIRENZE], SEAT_NONE);
    assert_int_equal(s.pope, SEAT_NONE);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(s.current, 1);
    assert_int_equal(s.after_battle, 0);
    assert_int_equal(s.contested, SEAT_NONE);
    assert_int_equal(s.discard[CARD_BISHOP], 1);
}

/* R-FIRST bishop-truce mixed into the standard game: a unique Courtesan
 * majority does not take the token (nothing is compared). */
static void r_first_bishop_truce_in_the_standard_game(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\nmodule bishop-truce\nregion Firenze\nline 0 10\nline 2 courtesan\n"
             "hand 0 1\nhand 1 1\nhand 2 bishop 1\nturn 2\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play bishop");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=bishop winner=none"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=truce"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION); /* standard order: at once */
    assert_int_equal(s.after_battle, 1);
}

/* R-FIRST: if nobody takes part in a battle (all pass, nothing played),
 * there is no winner and the token passes left. */
static void r_first_nobody_takes_part_no_winner(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\nvariant first-edition\ntoken 1\nregion Lucca\nhand 0 1\nhand 1 2\n"
             "hand 2 3\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Lucca reason=passes winner=none "
                           "strengths=0,0,0"));
    assert_true(tg_has(ev, "event=token seat=2 from=1 reason=tie"));
    assert_int_equal(s.played, 0);
}

/* R-FIRST first-edition-deal: at the round end the last player with cards
 * keeps none (no question), all cards are shuffled and every player gets
 * 10 + 2 per city (Parma, Venezia, Siena: 16); designate-after-deal: the
 * next battle is designated after that deal. */
static void r_first_round_deal_ten_plus_two_per_city(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("first-round-deal.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "play surrender");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=surrender winner=0"));
    assert_true(tg_has(ev, "event=round-end round=1 seat=2 kept=0 discarded=2"));
    assert_true(tg_has(ev, "event=shuffle count=96"));
    assert_true(tg_has(ev, "event=deal seat=1 count=16 hand=16"));
    assert_true(tg_has(ev, "event=deal seat=2 count=10 hand=10"));
    assert_true(tg_has(ev, "event=deal seat=0 count=12 hand=12"));
    assert_false(tg_has(ev, "event=region"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(s.current, 0);
    assert_int_equal(s.round, 2);
    ev = tg_do(&g, &s, "region Roma");
    assert_true(tg_has(ev, "event=battle-start region=Roma seat=0 battle=2"));
    assert_false(tg_has(ev, "event=lines-discarded"));
}

/* R-FIRST decline-designation: the holder may decline; the token passes
 * left; the first battle of the game must be designated (RULING). */
static void r_first_decline_passes_the_token_left(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("first-decline.scenario", &g, &s);
    assert_true(state_is_legal(&g, &s, action_decline()));
    const char *ev = tg_do(&g, &s, "decline");
    assert_true(tg_has(ev, "event=decline seat=0 count=1"));
    assert_true(tg_has(ev, "event=token seat=1 from=0 reason=declined"));
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(s.current, 1);
    /* a designation resets the count */
    tg_do(&g, &s, "region Napoli");
    assert_int_equal(s.declines, 0);

    tg_parse("players 3\nvariant first-edition\nhand 0 1\n", &g, &s);
    assert_false(state_is_legal(&g, &s, action_decline()));
    assert_int_equal(tg_try(&g, &s, "decline"), STATE_ILLEGAL);
    tg_parse("players 3\nvariant first-edition\nset decline-designation.at-start may-decline\n"
             "hand 0 1\n",
             &g, &s);
    assert_true(state_is_legal(&g, &s, action_decline()));
    /* the standard game has no decline */
    tg_parse("players 3\nbattles 1\nhand 0 1\n", &g, &s);
    assert_false(state_is_legal(&g, &s, action_decline()));
}

/* R-FIRST decline-designation: a full turn of the table without a
 * designation ends the game: the most cities wins. */
static void r_first_full_turn_of_declines_ends_the_game(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("first-decline.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "decline; decline; decline");
    assert_true(tg_has(ev, "event=decline seat=2 count=3"));
    assert_true(tg_has(ev, "event=game-end winners=2 reason=declined battle-cap=0"));
    struct game_result res;
    state_result(&s, &res);
    assert_int_equal(res.winner, 2);
    assert_int_equal(res.reason, RESULT_DECLINED);
    assert_string_equal(result_reason_name(res.reason), "declined");
}

/* R-FIRST first-edition-final: on a tie for the most cities the tied
 * players keep their hands and get 10 cards more; the token holder, not
 * tied, passes the token left to a tied player, who plays first; no
 * Surrender or Bishop may be played. */
static void r_first_final_battle_adds_ten_cards(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("first-final-battle.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "decline");
    assert_true(tg_has(ev, "event=final-battle seats=0,1"));
    assert_true(tg_has(ev, "event=token seat=0 from=2 reason=final"));
    assert_true(tg_has(ev, "event=battle-start region=none seat=0 battle=5 final=1"));
    assert_int_equal(s.hand_count[0], 2 + 10);
    assert_int_equal(s.hand_count[1], 1 + 10);
    assert_int_equal(s.hand_count[2], 2);
    assert_true(s.hand[0][CARD_SURRENDER] >= 1);
    assert_int_equal(s.token, 0);
    assert_int_equal(s.current, 0);
    assert_int_equal(tg_try(&g, &s, "play surrender"), STATE_ILLEGAL);
    assert_null(strstr(tg_legal(&g, &s), "surrender"));
    assert_null(strstr(tg_legal(&g, &s), "bishop"));
}

/* R-FIRST first-edition-final: a player holding only a Surrender and a
 * Bishop cannot play: he passes by force. */
static void r_first_final_battle_forbidden_cards_force_a_pass(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\nvariant first-edition\nfinal 0 1\nowner 0 Roma\nowner 1 Milano\n"
             "hand 0 10 2\nhand 1 bishop surrender\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "play 10");
    assert_true(tg_has(ev, "event=pass seat=1 forced=1"));
    assert_int_equal(s.current, 0);
    ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=final-battle"));
}

/* R-FIRST adjacency-only: 5 cities in total do not win; 3 connected do. */
static void r_first_adjacency_only(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 4\nvariant first-edition\nowner 0 Torino Napoli Venezia Lucca\n"
             "region Urbino\nline 0 10\npassed 1 2 3\nhand 0 1\nhand 1 1\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_false(tg_has(ev, "event=game-end"));
    assert_int_equal(region_count(s.owned[0]), 5);
    tg_parse("players 4\nvariant first-edition\nowner 0 Genova Lucca Bologna\n"
             "region Firenze\nline 0 10\npassed 1 2 3\nhand 0 1\n",
             &g, &s);
    ev = tg_do(&g, &s, "pass");
    /* The French example: Genova, Lucca, Bologna and Firenze. */
    assert_true(tg_has(ev, "event=game-end winners=0 reason=adjacency"));
}

/* R-FIRST: the game ends when a player takes the last neutral city: the
 * most cities wins. */
static void r_first_last_neutral_city_ends_the_game(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 6\nvariant first-edition\nregion Siena\n"
             "owner 0 Genova Firenze Torino\nowner 1 Roma Modena Parma\n"
             "owner 2 Venezia Lucca Ferrara\nowner 3 Urbino Napoli Milano\n"
             "owner 4 Spoleto Ancona\nowner 5 Bologna Mantova\nline 0 10\nhand 0 1\n"
             "hand 1 1\n",
             &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass");
    assert_true(tg_has(ev, "event=game-end winners=0 reason=most-regions battle-cap=0"));
}

/* R-FIRST: the modules refuse what cannot work together. */
static void r_first_refused_combinations(void **state)
{
    (void)state;
    struct ruleset r;
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_from_string(&r, "first-edition+draw-after-battle", warn, sizeof warn,
                                         &err),
                     -1);
    assert_non_null(strstr(msg_s(&err), "cannot be combined"));
    assert_int_equal(ruleset_from_string(&r, "first-edition+draw-after-battle,"
                                             "-first-edition-deal,-designate-after-deal",
                                         warn, sizeof warn, &err),
                     0);
    assert_int_equal(ruleset_from_string(&r, "first-edition+hidden-cards,capture-regions", warn,
                                         sizeof warn, &err),
                     0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_first_variant_deck_and_numbers),
        cmocka_unit_test(r_first_any_card_first_one_per_turn),
        cmocka_unit_test(r_first_bishop_ends_the_battle_without_winner),
        cmocka_unit_test(r_first_bishop_truce_in_the_standard_game),
        cmocka_unit_test(r_first_nobody_takes_part_no_winner),
        cmocka_unit_test(r_first_round_deal_ten_plus_two_per_city),
        cmocka_unit_test(r_first_decline_passes_the_token_left),
        cmocka_unit_test(r_first_full_turn_of_declines_ends_the_game),
        cmocka_unit_test(r_first_final_battle_adds_ten_cards),
        cmocka_unit_test(r_first_final_battle_forbidden_cards_force_a_pass),
        cmocka_unit_test(r_first_adjacency_only),
        cmocka_unit_test(r_first_last_neutral_city_ends_the_game),
        cmocka_unit_test(r_first_refused_combinations),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
