/* test_game_scenario.c — the scenario file format (doc/scenario.md): every
 * key, where unlisted cards go, and errors that name the line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

#define BIT(r) ((region_set)1u << (r))

static void scenario_full_position(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("# a study position\n"
             "players 4          # four seats\n"
             "seed 99\n"
             "set battle-cap 50\n"
             "battles 7\n"
             "round 3\n"
             "token 2\n"
             "pope Roma\n"
             "owner 1 Milano Venezia\n"
             "owner 3 Napoli\n"
             "region Firenze\n"
             "hand 0 10 10 dr\n"
             "hand 2 heroine 1\n"
             "line 0 5 drummer\n"
             "line 3 courtesan\n"
             "passed 3\n"
             "turn 0\n"
             "deck 3 1 spring\n"
             "discard winter winter\n",
             &g, &s);
    assert_int_equal(g.nseats, 4);
    assert_int_equal(g.rules.battle_cap, 50);
    assert_int_equal(s.battles, 7);
    assert_int_equal(s.round, 3);
    assert_int_equal(s.token, 2);
    assert_int_equal(s.pope, REGION_ROMA);
    assert_int_equal(s.owned[1], BIT(REGION_MILANO) | BIT(REGION_VENEZIA));
    assert_int_equal(s.owner[REGION_NAPOLI], 3);
    assert_int_equal(s.contested, REGION_FIRENZE);
    assert_int_equal(s.hand[0][CARD_M10], 2);
    assert_int_equal(s.hand[0][CARD_DRUMMER], 1);
    assert_int_equal(s.hand_count[0], 3);
    assert_int_equal(s.hand_count[1], 0);
    assert_int_equal(s.line_len[0], 2);
    assert_int_equal(s.line[0][1], CARD_DRUMMER);
    assert_int_equal(s.lines[3].up[CARD_COURTESAN], 1);
    assert_int_equal(s.passed, 1u << 3);
    assert_int_equal(s.phase, PHASE_BATTLE);
    assert_int_equal(state_current_seat(&s), 0);
    assert_int_equal(s.deck[0], CARD_M3);
    assert_int_equal(s.deck[1], CARD_M1);
    assert_int_equal(s.deck[2], CARD_SPRING);
    assert_int_equal(s.discard[CARD_WINTER], 2);
    /* Everything else is in the deck, under the listed cards. */
    assert_int_equal(s.deck_size, 110 - 5 - 3 - 2); /* hands, lines, discards */
    assert_int_equal(tg_strength(&s, 0), 10);
}

static void scenario_defaults_choose_region_and_rest(void **state)
{
    (void)state;
    struct game g;
    struct state s, t;
    tg_parse("players 2\n", &g, &s);
    assert_int_equal(s.phase, PHASE_CHOOSE_REGION);
    assert_int_equal(state_current_seat(&s), 0);
    assert_int_equal(s.pope, SEAT_NONE);
    assert_int_equal(s.deck_size, 110);
    assert_int_equal(s.round, 1);
    /* The unlisted cards are shuffled with the seed: another seed, another order. */
    tg_parse("players 2\nseed 1\n", &g, &t);
    assert_memory_not_equal(s.deck, t.deck, 110);
    tg_parse("players 2\nrest discard\nhand 0 10\n", &g, &s);
    assert_int_equal(s.deck_size, 0);
    assert_int_equal(s.discard[CARD_M10], 7);
    assert_int_equal(s.discard[CARD_COURTESAN], 12);
}

static void scenario_final_battle(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_parse("players 5\ntoken 4\nfinal 1 3\nhand 1 1\nhand 3 1\n", &g, &s);
    assert_int_equal(s.final_battle, 1);
    assert_int_equal(s.participants, (1u << 1) | (1u << 3));
    assert_int_equal(state_current_seat(&s), 1); /* nearest the token holder's left */
}

static void expect_error(const char *text, const char *message)
{
    struct game g;
    struct state s;
    struct msg err;
    if (scenario_parse(text, &g, &s, &err) == 0)
        fail_msg("accepted: %s", text);
    if (strcmp(msg_s(&err), message))
        fail_msg("'%s' != '%s'", msg_s(&err), message);
}

static void scenario_errors_name_the_line(void **state)
{
    (void)state;
    expect_error("", "the 'players' line is missing");
    expect_error("players 7\n", "line 1: players: a number from 2 to 6 is needed");
    /* a key with no value at the very end (found by the fuzzer: it read NULL) */
    expect_error("# x\nplayers", "line 2: players: a number from 2 to 6 is needed");
    expect_error("players 2\ntoken", "line 2: a seat number is missing");
    expect_error("# x\nhand 0 10\n", "line 2: 'hand' needs the 'players' line first");
    expect_error("players 2\nhand 2 10\n", "line 2: '2' is not a seat (0 to 1)");
    expect_error("players 2\n\nhand 0 dragon\n", "line 3: unknown card 'dragon'");
    expect_error("players 2\nhand 0 heroine heroine\nline 1 heroine heroine\n",
                 "line 3: too many 'heroine' cards: the deck holds 3");
    expect_error("players 2\nregion Atlantis\n", "line 2: unknown region 'Atlantis'");
    expect_error("players 2\nowner 0 Roma\nowner 1 Roma\n",
                 "line 3: Roma is already controlled by seat 0");
    expect_error("players 2\nowner 0 Roma\npope Roma\n",
                 "line 3: the Pope cannot be on Roma: it is controlled");
    expect_error("players 2\npope Roma\nregion Roma\nhand 0 1\n",
                 "line 3: Roma has the Pope: no battle there");
    expect_error("players 2\nline 0 10\n", "line 2: lines need a battle: add 'region NAME'");
    expect_error("players 2\nregion Siena\nline 0 bishop\n",
                 "line 3: a bishop never stays in a line (it is discarded when played)");
    expect_error("players 2\nregion Siena\nhand 0 1\nturn 1\n",
                 "line 4: seat 1 has no card: it cannot be his turn");
    expect_error("players 2\nregion Siena\nhand 0 1\npassed 0\n",
                 "seat 0 has passed: it cannot be his turn");
    expect_error("players 3\nfoo 1\n", "line 2: unknown key 'foo'");
    expect_error("players 2\nset hand-size x\n",
                 "line 2: hand-size: 'x' is not a number from 1 to 30");
    expect_error("players 2\nset nonsense 1\n",
                 "line 2: unknown option 'nonsense' (valid: hand-size, extra-per-region, "
                 "keep-at-round-end, win-total-small, win-adjacent-small, win-total-large, "
                 "win-adjacent-large, battle-cap, first-token; a reading (see rules); or "
                 "MODULE.OPTION)");
    expect_error("players 2\nregion Siena\nline 0 winter\nline 1 spring\nhand 0 1\n",
                 "Winter and Spring cannot be in play together");
    expect_error("players 4\nowner 0 Genova Parma Lucca\n",
                 "seat 0 already meets the victory condition");
    expect_error("players 2\nplayers 2\n", "line 2: 'players' is given twice");
    expect_error("players 2\nhand 0 1\nhand 0 2\n", "line 3: seat 0's hand is given twice (line 2)");
    expect_error("players 2\ntoken 1 2\n", "line 2: unexpected '2'");
    expect_error("players 3\nfinal 0\nhand 0 1\n", "line 2: a final battle needs at least 2 seats");
}

static void scenario_file_loads_and_plays(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tg_load("bishop.scenario", &g, &s);
    assert_int_equal(g.nseats, 3);
    assert_int_equal(state_current_seat(&s), 2);
    assert_string_equal(tg_legal(&g, &s), "play 1, play bishop, pass");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(scenario_full_position),
        cmocka_unit_test(scenario_defaults_choose_region_and_rest),
        cmocka_unit_test(scenario_final_battle),
        cmocka_unit_test(scenario_errors_name_the_line),
        cmocka_unit_test(scenario_file_loads_and_plays),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
