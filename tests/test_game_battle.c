/* test_game_battle.c — setup and deal (R-SETUP), battles (R-BATTLE),
 * concluding a battle (R-CONCLUDE) and rounds (R-ROUND), through the
 * engine, mostly from tests/scenarios/. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

#define BIT(r) ((region_set)1u << (r))

static void standard(struct game *g, int n, const char *first_token)
{
    struct ruleset r;
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    if (first_token)
        assert_int_equal(ruleset_set(&r, "first-token", first_token, &err), 0);
    if (game_init(g, &r, n, &err) < 0)
        fail_msg("%s", msg_s(&err));
}

/* R-SETUP: the deck laid out kind by kind and shuffled by the seed
 * (doc/rng.md), the first token holder drawn next, then 10 cards to each
 * seat one at a time, starting left of the token holder. */
static void r_setup_deals_ten_each_from_the_seed(void **state)
{
    (void)state;
    for (int n = 2; n <= 6; n++)
        for (uint64_t seed = 1; seed < 40; seed++) {
            struct game g;
            struct state s;
            standard(&g, n, NULL);
            state_init(&g, &s, seed, NULL);
            tg_check_census(&g, &s);

            struct rng r;
            uint8_t deck[110];
            int len = 0;
            rng_seed(&r, seed);
            for (int k = 0; k < CARD_KINDS; k++)
                for (int i = 0; i < g.rules.deck[k]; i++)
                    deck[len++] = (uint8_t)k;
            assert_int_equal(len, 110);
            rng_shuffle(&r, deck, 110);
            int token = (int)rng_below(&r, (uint32_t)n);
            uint8_t hands[GAME_MAX_SEATS][CARD_KINDS];
            memset(hands, 0, sizeof hands);
            for (int i = 0; i < 10 * n; i++)
                hands[(token + 1 + i) % n][deck[i]]++;

            assert_int_equal(s.token, token);
            for (int seat = 0; seat < n; seat++) {
                assert_int_equal(s.hand_count[seat], 10);
                assert_memory_equal(s.hand[seat], hands[seat], CARD_KINDS);
            }
            assert_int_equal(s.deck_size - s.deck_top, 110 - 10 * n);
            assert_memory_equal(s.deck + s.deck_top, deck + 10 * n, (size_t)(110 - 10 * n));
            assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
            assert_int_equal(state_current_seat(&s), token);
            assert_int_equal(state_choosable_regions(&g, &s), REGION_ALL);
            assert_int_equal(s.pope, SEAT_NONE);
            assert_int_equal(s.round, 1);
        }
}

/* R-SETUP with doc/rng.md's pinned deck: seed 2026 begins 3, 1, 5, 5, 5,
 * 4, 10, 2, Bishop, Scarecrow; with seat 0 holding the token in a
 * 2-player game, seat 1 gets the 1st, 3rd, ... card. */
static void r_setup_seed_2026_deal(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    char line[512];
    standard(&g, 2, "0");
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    state_init(&g, &s, 2026, &log);
    assert_int_equal(s.token, 0);
    assert_int_equal(s.hand[1][CARD_M3] >= 1 && s.hand[1][CARD_M5] >= 2, 1);
    assert_int_equal(s.hand[1][CARD_BISHOP] >= 1 && s.hand[1][CARD_M10] >= 1, 1);
    assert_int_equal(s.hand[0][CARD_M1] >= 1 && s.hand[0][CARD_SCARECROW] >= 1, 1);
    /* Events: the shuffle, the first token holder, the deals (seat 1 first). */
    assert_int_equal(log.count, 4);
    event_format(&items[0], EVENT_VIEW_ALL, line, sizeof line);
    assert_string_equal(line, "event=shuffle count=110");
    event_format(&items[1], EVENT_VIEW_ALL, line, sizeof line);
    assert_string_equal(line, "event=token seat=0 from=none reason=first");
    event_format(&items[2], 0, line, sizeof line);
    assert_string_equal(line, "event=deal seat=1 count=10 hand=10");
    event_format(&items[3], 0, line, sizeof line);
    assert_true(!strncmp(line, "event=deal seat=0 count=10 hand=10 cards=1,", 43));
}

static void r_setup_first_token_holder_random_or_fixed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    int seen[GAME_MAX_SEATS] = {0};
    standard(&g, 4, NULL);
    for (uint64_t seed = 0; seed < 200; seed++) {
        state_init(&g, &s, seed, NULL);
        seen[s.token]++;
    }
    for (int seat = 0; seat < 4; seat++)
        assert_true(seen[seat] > 20);
    standard(&g, 4, "2");
    for (uint64_t seed = 0; seed < 20; seed++) {
        state_init(&g, &s, seed, NULL);
        assert_int_equal(s.token, 2);
        assert_int_equal(state_current_seat(&s), 2);
    }
    struct ruleset r;
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(ruleset_set(&r, "first-token", "5", &err), 0);
    assert_int_equal(game_init(&g, &r, 4, &err), -1);
    assert_int_equal(game_init(&g, &r, 1, &err), -1);
    assert_int_equal(game_init(&g, &r, 7, &err), -1);
}

static void r_battle_token_holder_first_then_clockwise(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 4\ntoken 2\nregion Roma\nhand 0 1 1\nhand 1 1 1\nhand 2 1 1\n"
             "hand 3 1 1\n",
             &g, &s);
    int order[] = {2, 3, 0, 1, 2};
    for (int i = 0; i < 5; i++) {
        assert_int_equal(state_current_seat(&s), order[i]);
        tg_do(&g, &s, i == 4 ? "pass" : "play 1");
    }
}

static void r_battle_passed_player_skipped_lone_player_plays_on(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\ntoken 0\nregion Roma\nhand 0 1 1\nhand 1 2 2\nhand 2 3 3 3\n", &g,
             &s);
    tg_do(&g, &s, "pass; play 2");
    assert_int_equal(state_current_seat(&s), 2);
    tg_do(&g, &s, "play 3");
    assert_int_equal(state_current_seat(&s), 1); /* seat 0 is skipped */
    tg_do(&g, &s, "pass");
    assert_int_equal(state_current_seat(&s), 2); /* alone: plays on */
    tg_do(&g, &s, "play 3");
    assert_int_equal(state_current_seat(&s), 2);
    const char *ev = tg_do(&g, &s, "play 3");
    /* His hand is empty: he passes by force and the battle ends. */
    assert_true(tg_has(ev, "event=pass seat=2 forced=1"));
    assert_true(tg_has(ev, "event=battle-end region=Roma reason=passes winner=2 "
                           "strengths=0,2,9"));
}

static void r_battle_any_card_any_time_or_pass(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\ntoken 1\nregion Milano\nhand 0 1\n"
             "hand 1 1 10 10 winter spring bishop courtesan drummer heroine scarecrow "
             "surrender\n",
             &g, &s);
    assert_string_equal(tg_legal(&g, &s),
                        "play 1, play 10, play winter, play spring, play bishop, "
                        "play courtesan, play drummer, play heroine, play scarecrow, "
                        "play surrender, pass");
    tg_do(&g, &s, "play 10; play 1; play 10");
    assert_int_equal(s.lines[1].up[CARD_M10], 2);
    assert_int_equal(s.line_len[1], 2);
}

static void r_battle_token_never_on_pope_or_controlled_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\ntoken 1\npope Roma\nowner 0 Milano Siena\nowner 2 Napoli\n", &g, &s);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    region_set free = state_choosable_regions(&g, &s);
    assert_int_equal(free, REGION_ALL & ~(BIT(REGION_ROMA) | BIT(REGION_MILANO) |
                                          BIT(REGION_SIENA) | BIT(REGION_NAPOLI)));
    action buf[STATE_MAX_ACTIONS];
    assert_int_equal(state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS), 13);
    assert_int_equal(tg_try(&g, &s, "region Roma"), STATE_ILLEGAL);
    assert_int_equal(tg_try(&g, &s, "region Milano"), STATE_ILLEGAL);
    assert_int_equal(tg_try(&g, &s, "region Napoli"), STATE_ILLEGAL);
    assert_int_equal(tg_try(&g, &s, "play 10"), STATE_ILLEGAL);
    const char *ev = tg_do(&g, &s, "region Lucca");
    assert_true(tg_has(ev, "event=region seat=1 region=Lucca"));
    assert_true(tg_has(ev, "event=battle-start region=Lucca seat=1 battle=1 final=0"));
}

static void r_conclude_tie_token_left_and_same_region_allowed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("tie.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; pass");
    assert_true(tg_has(ev, "event=battle-end region=Firenze reason=passes winner=none "
                           "strengths=10,10,3"));
    assert_true(tg_has(ev, "event=token seat=2 from=1 reason=tie"));
    assert_int_equal(s.owner[REGION_FIRENZE], SEAT_NONE);
    assert_int_equal(s.owned[0] | s.owned[1] | s.owned[2], 0);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 2);
    assert_true(state_is_legal(&g, &s, action_region(REGION_FIRENZE)));
    tg_do(&g, &s, "region Firenze");
    assert_int_equal(s.contested, REGION_FIRENZE);
    assert_int_equal(s.battles, 1);
}

static void r_conclude_last_card_winner_takes_token_and_chooses(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("last-card.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass; pass; play 10");
    assert_true(tg_has(ev, "event=pass seat=0 forced=1"));
    assert_true(tg_has(ev, "event=battle-end region=Siena reason=passes winner=0"));
    assert_true(tg_has(ev, "event=token seat=0 from=1 reason=won"));
    assert_int_equal(s.hand_count[0], 0);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
    /* He chooses, then cannot take part: a forced pass opens the battle. */
    ev = tg_do(&g, &s, "region Roma");
    assert_true(tg_has(ev, "event=battle-start region=Roma seat=0 battle=2"));
    assert_true(tg_has(ev, "event=pass seat=0 forced=1"));
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 1);
}

static void r_conclude_region_chosen_then_lines_discarded(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("spring-example.scenario", &g, &s);
    tg_do(&g, &s, "pass");
    /* Step 2 comes before step 3: the lines are still there. */
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(s.line_len[0], 3);
    assert_int_equal(s.line_len[1], 4);
    const char *ev = tg_do(&g, &s, "region Roma");
    assert_true(tg_has(ev, "event=lines-discarded count=7"));
    for (int seat = 0; seat < 2; seat++) {
        assert_int_equal(s.line_len[seat], 0);
        for (int k = 0; k < CARD_KINDS; k++)
            assert_int_equal(s.lines[seat].up[k], 0);
    }
    assert_int_equal(s.discard[CARD_M5], 2);
    assert_int_equal(s.discard[CARD_SPRING], 1);
    assert_int_equal(state_current_seat(&s), 0); /* the winner plays first */
}

static void r_conclude_hand_discard_only_without_mercenaries(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("hand-discard.scenario", &g, &s);
    tg_do(&g, &s, "pass; pass; pass");
    assert_int_equal(state_current_seat(&s), 1); /* tie: the token went left */
    tg_do(&g, &s, "region Urbino");
    assert_int_equal(s.phase, PHASE_DISCARD_HAND);
    assert_int_equal(state_current_seat(&s), 2);
    assert_string_equal(tg_legal(&g, &s), "discard-hand no, discard-hand yes");
    /* Shown to the others: seat 0's view has the cards. */
    const char *ev = tg_do_view(&g, &s, "discard-hand yes", 0);
    assert_true(tg_has(ev, "event=hand-discard seat=2 discard=yes count=1 cards=courtesan"));
    assert_int_equal(s.hand_count[2], 0);
    assert_int_equal(s.discard[CARD_COURTESAN], 1);
    assert_int_equal(s.phase, PHASE_DISCARD_HAND);
    assert_int_equal(state_current_seat(&s), 0);
    ev = tg_do(&g, &s, "discard-hand no");
    assert_true(tg_has(ev, "event=hand-discard seat=0 discard=no count=0"));
    assert_int_equal(s.hand_count[0], 2);
    /* Seats 0 and 1 still hold cards: no round end, the battle begins. */
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 1);
    assert_true(tg_has(ev, "event=pass seat=2 forced=1") == 0); /* not his turn yet */
}

static void r_round_end_keep_two_then_ten_plus_one_per_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("round-end.scenario", &g, &s);
    const char *ev = tg_do(&g, &s, "pass");
    assert_true(tg_has(ev, "event=battle-end region=Siena reason=passes winner=2 "
                           "strengths=5,0,6,0"));
    /* RULING: the token holder chooses before the redeal. */
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 2);
    assert_int_equal(s.hand_count[1], 3);
    tg_do(&g, &s, "region Firenze");
    assert_int_equal(s.phase, PHASE_KEEP);
    assert_int_equal(state_current_seat(&s), 1);
    assert_string_equal(tg_legal(&g, &s),
                        "keep 3 10, keep 3 heroine, keep 10 heroine, keep 3, keep 10, "
                        "keep heroine, keep none");
    assert_int_equal(tg_try(&g, &s, "keep 10 10"), STATE_ILLEGAL);
    ev = tg_do_view(&g, &s, "keep 10 heroine", 1);
    assert_true(tg_has(ev, "event=round-end round=1 seat=1 kept=2 discarded=1 "
                           "cards=10,heroine"));
    assert_true(tg_has(ev, "event=shuffle count=108"));
    /* Seat 0: no card, 3 regions: 13 cards. Seat 1 kept 2: up to 10.
     * Seat 2: 10 + Siena. Seat 3: 10. */
    assert_int_equal(s.hand_count[0], 13);
    assert_int_equal(s.hand_count[1], 10);
    assert_int_equal(s.hand_count[2], 11);
    assert_int_equal(s.hand_count[3], 10);
    assert_true(s.hand[1][CARD_M10] >= 1 && s.hand[1][CARD_HEROINE] >= 1);
    assert_true(tg_has(ev, "event=deal seat=0 count=13 hand=13"));
    assert_true(tg_has(ev, "event=deal seat=1 count=8 hand=10"));
    assert_int_equal(s.round, 2);
    /* Everything else was shuffled into the deck: the discard pile is empty. */
    for (int k = 0; k < CARD_KINDS; k++)
        assert_int_equal(s.discard[k], 0);
    assert_int_equal(s.deck_size - s.deck_top, 110 - 44);
    /* The battle for Firenze begins with the token holder. */
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(s.contested, REGION_FIRENZE);
    assert_int_equal(state_current_seat(&s), 2);
}

static void r_round_keep_fewer_or_none(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("round-end.scenario", &g, &s);
    tg_do(&g, &s, "pass; region Firenze");
    const char *ev = tg_do_view(&g, &s, "keep none", 0);
    /* Seat 0's view: not seat 1's kept cards. */
    assert_true(tg_has(ev, "event=round-end round=1 seat=1 kept=0 discarded=3\n"));
    assert_int_equal(s.hand_count[1], 10);
    tg_load("round-end.scenario", &g, &s);
    tg_do(&g, &s, "pass; region Firenze; keep 3");
    assert_true(s.hand[1][CARD_M3] >= 1);
    assert_int_equal(s.hand_count[1], 10);
}

static void r_round_ends_when_nobody_holds_cards(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 3\ntoken 0\nregion Siena\nhand 0 10\nowner 1 Roma\n", &g, &s);
    const char *ev = tg_do(&g, &s, "play 10");
    assert_true(tg_has(ev, "event=battle-end region=Siena reason=passes winner=0"));
    ev = tg_do(&g, &s, "region Napoli");
    assert_true(tg_has(ev, "event=round-end round=1 seat=none kept=0 discarded=0"));
    assert_int_equal(s.hand_count[0], 11);
    assert_int_equal(s.hand_count[1], 11);
    assert_int_equal(s.hand_count[2], 10);
    assert_int_equal(s.phase, PHASE_BATTLE);
}

/* Up to 10 in hand: a player who still holds more is dealt none (and a
 * player keeping cards is never dealt beyond 10 + regions). */
static void r_round_deal_is_up_to_ten(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 2\ntoken 0\nregion Siena\nhand 0 10\nhand 1 1 1\n", &g, &s);
    tg_do(&g, &s, "play 10; pass; region Roma");
    assert_int_equal(s.phase, PHASE_KEEP);
    tg_do(&g, &s, "keep 1 1");
    assert_int_equal(s.hand_count[0], 11);
    assert_int_equal(s.hand_count[1], 10);
    assert_true(s.hand[1][CARD_M1] >= 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_setup_deals_ten_each_from_the_seed),
        cmocka_unit_test(r_setup_seed_2026_deal),
        cmocka_unit_test(r_setup_first_token_holder_random_or_fixed),
        cmocka_unit_test(r_battle_token_holder_first_then_clockwise),
        cmocka_unit_test(r_battle_passed_player_skipped_lone_player_plays_on),
        cmocka_unit_test(r_battle_any_card_any_time_or_pass),
        cmocka_unit_test(r_battle_token_never_on_pope_or_controlled_region),
        cmocka_unit_test(r_conclude_tie_token_left_and_same_region_allowed),
        cmocka_unit_test(r_conclude_last_card_winner_takes_token_and_chooses),
        cmocka_unit_test(r_conclude_region_chosen_then_lines_discarded),
        cmocka_unit_test(r_conclude_hand_discard_only_without_mercenaries),
        cmocka_unit_test(r_round_end_keep_two_then_ten_plus_one_per_region),
        cmocka_unit_test(r_round_keep_fewer_or_none),
        cmocka_unit_test(r_round_ends_when_nobody_holds_cards),
        cmocka_unit_test(r_round_deal_is_up_to_ten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
