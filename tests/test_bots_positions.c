/* test_bots_positions.c — the heuristic bot and the advisor in positions
 * where the right move is clear (scenario files, doc/scenario.md, given as
 * text): pass a lost battle, keep cards instead of paying everything for
 * one region, play the last cards when the others are out, Surrender
 * while leading, Winter against big mercenaries, Bishop against the
 * leader's 10s, the Scarecrow to save a mercenary, the winning region,
 * the Pope on the region an opponent needs, the best two cards kept at a
 * round's end, and a hand without strength discarded. Each hint is
 * printed. The numbers a hint's reason gives agree with the screen: the
 * line to beat is one the screen shows, and what the others may still add
 * is said to be an estimate; no "later battle" in the battle that ends
 * the game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor.h"
#include "ai/heuristic_bot.h"
#include "rules/rules.h"
#include "test_bots_util.h"

/* The heuristic bot's action for the seat to act; its hint is printed and
 * returned in `hint`. */
static action decide(const struct game *g, const struct state *s, char *hint, size_t cap)
{
    struct observation obs;
    action legal[STATE_MAX_ACTIONS], a, hinted;
    int n = tb_view(g, s, &obs, legal);
    a = heuristic_choose(g, &obs, legal, n, NULL);
    assert_int_equal(advisor_hint(g, &obs, legal, n, &hinted, hint, cap), 0);
    assert_int_equal(a, hinted); /* the advisor recommends the bot's move */
    printf("  seat %d: %s\n", obs.seat, hint);
    return a;
}

static void expect(const struct game *g, const struct state *s, const char *want,
                   const char *words)
{
    char hint[256], text[ACTION_TEXT_MAX];
    action a = decide(g, s, hint, sizeof hint);
    action_to_text(a, text, sizeof text);
    assert_string_equal(text, want);
    /* the hint starts with the action and gives the reason in words */
    assert_memory_equal(hint, want, strlen(want));
    assert_true(strlen(hint) > strlen(want) + 10);
    if (words && !strstr(hint, words))
        fail_msg("hint '%s' does not say '%s'", hint, words);
}

static void apply(const struct game *g, struct state *s, const char *text)
{
    struct msg err;
    assert_int_equal(state_apply_text(g, s, text, NULL, &err), STATE_OK);
}

/* Lets the heuristic bot play every seat until `phase` comes for `seat`. */
static void play_until(const struct game *g, struct state *s, int phase, int seat)
{
    struct msg err;
    for (int i = 0; i < 200 && !(s->phase == phase && state_current_seat(s) == seat); i++) {
        assert_false(state_is_terminal(s));
        struct observation obs;
        action legal[STATE_MAX_ACTIONS];
        int n = tb_view(g, s, &obs, legal);
        action a = heuristic_choose(g, &obs, legal, n, NULL);
        assert_int_equal(state_apply(g, s, a, NULL, &err), STATE_OK);
    }
    assert_int_equal(s->phase, phase);
    assert_int_equal(state_current_seat(s), seat);
}

static void r_battle_pass_when_whole_hand_cannot_win(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 1\n"
                "region Firenze\n"
                "line 1 10 10 10 heroine\n"
                "passed 1\n"
                "line 2 2\n"
                "hand 0 1 2 3 4\n"
                "hand 1 5 5\n"
                "hand 2 3 3 3\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "pass", "cannot beat 40");
}

static void r_battle_pass_rather_than_pay_a_whole_hand_for_one_region(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* 31 would take three 10s and more, in the first battle, while the
     * others still hold ten cards each. */
    tb_scenario("players 3\n"
                "token 1\n"
                "region Siena\n"
                "line 1 10 10 6 4\n"
                "passed 1 2\n"
                "hand 0 10 10 10 2 3 4\n"
                "hand 1 1 2 3 4 5 6 10 heroine courtesan courtesan\n"
                "hand 2 1 2 3 4 5 6 10 drummer courtesan courtesan\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "pass", "cost more");
}

static void r_round_play_last_cards_when_others_are_out(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* Nobody else holds a card: the round ends after this battle and
     * cards kept are worth little. 10 + 6 beats 15. */
    tb_scenario("players 3\n"
                "token 1\n"
                "region Ancona\n"
                "line 1 10 5\n"
                "line 2 1\n"
                "passed 1 2\n"
                "hand 0 10 6 1\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "play 10", "others are nearly out");
    apply(&g, &s, "play 10");
    expect(&g, &s, "play 6", NULL);
    apply(&g, &s, "play 6");
    expect(&g, &s, "pass", "nobody can answer");
    apply(&g, &s, "pass");
    assert_int_equal(s.owner[REGION_ANCONA], 0);
}

static void r_surrender_when_leading_against_active_players(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 0\n"
                "region Roma\n"
                "line 0 10 6\n"
                "line 1 10 4\n"
                "line 2 5 3\n"
                "hand 0 surrender 2 3\n"
                "hand 1 10 10 6 5 4 3 2\n"
                "hand 2 10 6 6 5 5\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "play surrender", "lead 16 to 14");
    apply(&g, &s, "play surrender");
    assert_int_equal(s.owner[REGION_ROMA], 0);
}

static void r_surrender_not_wasted_when_everyone_else_passed(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 0\n"
                "region Roma\n"
                "line 0 10 6\n"
                "line 1 10 4\n"
                "line 2 5 3\n"
                "passed 1 2\n"
                "hand 0 surrender 2 3\n"
                "hand 1 10 10 6 5 4 3 2\n"
                "hand 2 10 6 6 5 5\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "pass", "nobody can answer");
}

static void r_winter_against_big_mercenaries(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* 1 1 2 2 heroine = 16 against 10 10 6 = 26; under Winter 14 against 3. */
    tb_scenario("players 2\n"
                "token 1\n"
                "region Napoli\n"
                "line 0 1 1 2 2 heroine\n"
                "line 1 10 10 6\n"
                "hand 0 winter 10 1\n"
                "hand 1 3 4 5 courtesan bishop\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "play winter", "small mercenaries or heroines against three big");
}

static void r_bishop_when_the_leader_holds_the_highest_mercenaries(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* The 10s are all the others'; after the Bishop 16 beats 2 and 3. */
    tb_scenario("players 3\n"
                "token 0\n"
                "region Siena\n"
                "line 0 6 5 5\n"
                "line 1 10 10 2\n"
                "line 2 10 3\n"
                "passed 1 2\n"
                "hand 0 bishop 1 1\n"
                "hand 1 4 4\n"
                "hand 2 4 4\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "play bishop", "highest mercenaries");
}

static void r_scarecrow_saves_a_mercenary_from_a_lost_battle(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 2\n"
                "token 0\n"
                "region Lucca\n"
                "line 0 10 1\n"
                "line 1 10 10 10 heroine\n"
                "passed 1\n"
                "hand 0 scarecrow 2 3\n"
                "hand 1 4\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "play scarecrow", "take your 10 back for a later battle");
    apply(&g, &s, "play scarecrow");
    expect(&g, &s, "scarecrow 10", NULL);
    apply(&g, &s, "scarecrow 10");
    expect(&g, &s, "pass", NULL);
    assert_int_equal(s.hand[0][CARD_M10], 1);
}

static void r_win_choose_the_region_that_wins(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* 4 players: three connected regions win; Milano and Torino held. */
    tb_scenario("players 4\n"
                "token 0\n"
                "owner 0 Milano Torino\n"
                "owner 1 Napoli\n"
                "owner 2 Lucca\n"
                "hand 0 10 6 5 4 3 2 1 heroine courtesan drummer\n"
                "hand 1 10 6 5 4 3 2 1 heroine courtesan drummer\n"
                "hand 2 10 6 5 4 3 2 1 heroine courtesan drummer\n"
                "hand 3 10 6 5 4 3 2 1 spring courtesan drummer\n",
                &g, &s);
    char hint[256];
    action a = decide(&g, &s, hint, sizeof hint);
    assert_int_equal(action_type(a), ACTION_REGION);
    region_set held = s.owned[0] | (region_set)1u << action_arg(a);
    assert_true(region_largest_connected(held) >= g.win_adjacent);
    assert_non_null(strstr(hint, "wins you the game"));
}

static void r_bishop_pope_on_the_region_an_opponent_needs(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* Seat 1 holds Roma and Napoli: Siena, Firenze, Spoleto or Ancona
     * would give it three connected regions and the game. */
    tb_scenario("players 4\n"
                "token 0\n"
                "region Torino\n"
                "owner 1 Roma Napoli\n"
                "owner 2 Venezia\n"
                "line 1 10\n"
                "hand 0 bishop 5 5\n"
                "hand 1 4 4\n"
                "hand 2 4 4\n"
                "hand 3 4 4\n"
                "turn 0\n",
                &g, &s);
    apply(&g, &s, "play bishop");
    assert_int_equal(s.phase, PHASE_POPE);
    char hint[256];
    action a = decide(&g, &s, hint, sizeof hint);
    assert_int_equal(action_type(a), ACTION_POPE);
    int r = action_arg(a);
    assert_true(r < REGION_COUNT);
    region_set held = s.owned[1] | (region_set)1u << r;
    assert_true(region_largest_connected(held) >= g.win_adjacent);
    assert_non_null(strstr(hint, "seat 1 needs"));
    /* the same hint naming the seats as a front end does */
    static const char *const names[] = {"Colleoni", "Sforza", "Malatesta", "Gonzaga"};
    struct observation obs;
    action legal[STATE_MAX_ACTIONS], named;
    int n = tb_view(&g, &s, &obs, legal);
    assert_int_equal(advisor_hint_named(&g, &obs, legal, n, names, &named, hint, sizeof hint), 0);
    assert_int_equal(named, a);
    assert_non_null(strstr(hint, ": Sforza needs"));
}

static void r_round_keep_the_two_strongest_cards(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    /* Seat 1 has no card left: when this battle ends, seat 0 is the last
     * with cards and keeps two of them. */
    tb_scenario("players 2\n"
                "token 0\n"
                "region Lucca\n"
                "line 0 6\n"
                "line 1 5\n"
                "passed 1\n"
                "hand 0 1 2 10 heroine 3 scarecrow\n"
                "turn 0\n",
                &g, &s);
    play_until(&g, &s, PHASE_KEEP, 0);
    expect(&g, &s, "keep 10 heroine", "strongest");
}

static void r_conclude_discard_a_hand_without_strength(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 1\n"
                "region Parma\n"
                "line 1 10\n"
                "line 2 5\n"
                "passed 1 2\n"
                "hand 0 winter scarecrow\n"
                "hand 1 10 10\n"
                "hand 2 5 5\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "pass", "cannot beat 10");
    apply(&g, &s, "pass");
    play_until(&g, &s, PHASE_DISCARD_HAND, 0);
    expect(&g, &s, "discard-hand yes", "fresh deal");
}

/* The example: the best line shows 10 and two players may still
 * play. The reason names the 10 on the screen and says that what the
 * others may add is an estimate (it said "beating 18"). */
static void r_hint_costly_pass_names_the_line_on_the_screen(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 2\n"
                "region Modena\n"
                "line 2 heroine\n"
                "hand 0 scarecrow courtesan 6 6 6 6 4 3 2 1\n"
                "hand 1 1 2 3 4 5 6 10 10 5 5\n"
                "hand 2 1 2 3 4 5 6 10 10 5\n"
                "turn 0\n",
                &g, &s);
    expect(&g, &s, "pass", "beating 10 and what the others may still add (about ");
}

/* The same salvage in the battle that ends the game (the leader's region
 * completes four connected): no later battle to keep the 10 for, and the
 * reason says so instead. */
static void r_hint_no_later_battle_when_this_one_ends_the_game(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    tb_scenario("players 3\n"
                "token 1\n"
                "owner 1 Siena Roma Napoli\n"
                "region Firenze\n"
                "line 0 10\n"
                "line 1 10 10 10 heroine\n"
                "passed 2\n"
                "hand 0 scarecrow 1 2 3\n"
                "hand 1 5 5 3\n"
                "hand 2 3 3 3\n"
                "turn 0\n",
                &g, &s);
    char hint[256];
    decide(&g, &s, hint, sizeof hint);
    if (strstr(hint, "later battle") || !strstr(hint, "this battle ends the game"))
        fail_msg("hint '%s' speaks of a later battle", hint);
}

/* The number after "beat", "beats" or "beating" in a reason, or -1. */
static int beaten(const char *hint, const char **after)
{
    const char *p = strstr(hint, " beat");
    if (!p)
        return -1;
    p += strlen(" beat");
    while (*p >= 'a' && *p <= 'z')
        p++;
    if (*p != ' ' || p[1] < '0' || p[1] > '9')
        return -1;
    char *end;
    long n = strtol(p + 1, &end, 10);
    *after = end;
    return (int)n;
}

/* Whether a hint speaks of one thing in the plural ("one courtesans"). */
static bool one_in_plural(const char *hint)
{
    for (const char *p = strstr(hint, "one "); p; p = strstr(p + 1, "one ")) {
        const char *w = p + 4, *e = w;
        while (*e >= 'a' && *e <= 'z')
            e++;
        if (e - w > 2 && e[-1] == 's')
            return true;
    }
    return false;
}

/* The standard game for `players`, with hidden-cards when `hidden`. */
static void hint_game(struct game *g, int players, bool hidden)
{
    struct msg err;
    struct ruleset r;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    if (hidden)
        assert_int_equal(ruleset_enable_module(&r, "hidden-cards", true, &err), 0);
    assert_int_equal(game_init(g, &r, players, &err), 0);
}

/* In seeded games between heuristic bots, every battle hint that speaks
 * of a line to beat: after a pass or a mercenary or Heroine played (no
 * Spring on the table, which a new highest mercenary would change), that
 * line is the strongest other line on the screen; a card's line after it
 * beats it; an estimate of what the others may add ("about N in all") is
 * more than it. Under hidden-cards, while another line holds a face-down
 * card, the reason says that it guesses them (the screen shows only the
 * face-up cards). And no hint of these games speaks of one thing in the
 * plural ("one courtesans take the token"). */
static void r_hint_numbers_agree_with_the_screen(void **state)
{
    (void)state;
    int passes = 0, plays = 0, estimates = 0, guesses = 0, singular = 0;
    for (int hidden = 0; hidden <= 1; hidden++) {
        for (int players = 3; players <= 5; players++) {
            struct game g;
            hint_game(&g, players, hidden);
            for (uint64_t seed = 1; seed <= 12; seed++) {
                struct state s;
                struct msg err;
                state_init(&g, &s, seed, NULL);
                while (!state_is_terminal(&s)) {
                    struct observation obs;
                    action legal[STATE_MAX_ACTIONS], a;
                    char hint[320];
                    int n = tb_view(&g, &s, &obs, legal);
                    assert_int_equal(advisor_hint(&g, &obs, legal, n, &a, hint, sizeof hint), 0);
                    if (one_in_plural(hint))
                        fail_msg("'%s': one thing in the plural", hint);
                    singular += strstr(hint, "one card is") || strstr(hint, "one courtesan takes");
                    const char *rest = NULL;
                    int line = obs.phase == PHASE_BATTLE ? beaten(hint, &rest) : -1;
                    if (line >= 0) {
                        int shown = 0;
                        bool spring = false, down = false;
                        for (int seat = 0; seat < g.nseats; seat++) {
                            spring |= obs.lines[seat].up[CARD_SPRING] > 0;
                            if (seat == obs.seat)
                                continue;
                            down |= obs.face_down[seat] > 0;
                            if (obs.strength[seat] > shown)
                                shown = obs.strength[seat];
                        }
                        int kind = action_type(a) == ACTION_PLAY ? action_arg(a) : -1;
                        bool plain = action_type(a) == ACTION_PASS ||
                                     (!spring && (card_is_mercenary(kind) || kind == CARD_HEROINE));
                        bool guessing = strstr(hint, ": guessing the face-down cards: ") != NULL;
                        if (down != guessing)
                            fail_msg("'%s': face-down cards in the others' lines: %d", hint, down);
                        guesses += guessing;
                        if (plain && !down && !obs.face_down[obs.seat] && line != shown)
                            fail_msg("'%s': the best line on the screen is %d", hint, shown);
                        passes += action_type(a) == ACTION_PASS;
                        plays += action_type(a) == ACTION_PLAY;
                        int about = 0, mine;
                        const char *est = strstr(rest, "(about ");
                        if (est) {
                            assert_int_equal(sscanf(est, "(about %d", &about), 1);
                            if (about <= line)
                                fail_msg("'%s': the estimate is not above the line", hint);
                            estimates++;
                        }
                        const char *yours = strstr(rest, "your line ");
                        if (yours && action_type(a) == ACTION_PLAY) {
                            assert_int_equal(sscanf(yours, "your line %d", &mine), 1);
                            if (mine <= line || (est && strstr(hint, "cheapest") && mine <= about))
                                fail_msg("'%s': the line after it does not beat it", hint);
                        }
                    }
                    assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
                }
            }
        }
    }
    printf("  checked: %d passes, %d cards, %d estimates, %d with face-down cards guessed, "
           "%d counts of one\n", passes, plays, estimates, guesses, singular);
    assert_true(passes >= 20 && plays >= 20 && estimates >= 20 && guesses >= 20 && singular >= 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_battle_pass_when_whole_hand_cannot_win),
        cmocka_unit_test(r_battle_pass_rather_than_pay_a_whole_hand_for_one_region),
        cmocka_unit_test(r_round_play_last_cards_when_others_are_out),
        cmocka_unit_test(r_surrender_when_leading_against_active_players),
        cmocka_unit_test(r_surrender_not_wasted_when_everyone_else_passed),
        cmocka_unit_test(r_winter_against_big_mercenaries),
        cmocka_unit_test(r_bishop_when_the_leader_holds_the_highest_mercenaries),
        cmocka_unit_test(r_scarecrow_saves_a_mercenary_from_a_lost_battle),
        cmocka_unit_test(r_win_choose_the_region_that_wins),
        cmocka_unit_test(r_bishop_pope_on_the_region_an_opponent_needs),
        cmocka_unit_test(r_round_keep_the_two_strongest_cards),
        cmocka_unit_test(r_conclude_discard_a_hand_without_strength),
        cmocka_unit_test(r_hint_costly_pass_names_the_line_on_the_screen),
        cmocka_unit_test(r_hint_numbers_agree_with_the_screen),
        cmocka_unit_test(r_hint_no_later_battle_when_this_one_ends_the_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
