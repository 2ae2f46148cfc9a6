/* test_solo_bot.c — the solitaire bots (src/ai/solo_bot.c): the win rate of
 * the heuristic bot and of the random policy over seeded games with the
 * default options (printed, and the bot must beat random play by a clear
 * margin), the bot sees nothing hidden, the random policy is uniform, and
 * the bot's memos change no decision of its own or of the search's.
 * SOLO_WINRATE_GAMES sets the games per policy (default 10000). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/solo_bot.h"
#include "test_solo_util.h"

static int games_from_env(const char *name, int fallback)
{
    const char *v = getenv(name);
    int n = v && *v ? atoi(v) : 0;
    return n > 0 ? n : fallback;
}

/* Plays seeds 1..games with a policy; returns the games won. */
static int wins_over(enum solo_policy policy, int games, int ends[4])
{
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    solo_options_default(&o);
    int wins = 0;
    for (int g = 1; g <= games; g++) {
        struct solo_state s;
        struct rng r;
        rng_seed(&r, (uint64_t)g * 7919);
        assert_int_equal(solo_new(&s, &v, &o, (uint64_t)g, NULL, &err), 0);
        while (!solo_is_terminal(&s)) {
            solo_action a = solo_policy_choose(policy, &s, &r);
            if (solo_apply(&s, a, NULL, &err))
                fail_msg("%s, seed %d: %s", solo_policy_name(policy), g, msg_s(&err));
        }
        struct solo_result res;
        solo_result(&s, &res);
        wins += res.outcome == SOLO_WIN;
        ends[res.end]++;
    }
    return wins;
}

static void r_solo_bot_beats_random_policy(void **state)
{
    (void)state;
    int games = games_from_env("SOLO_WINRATE_GAMES", 10000);
    int bot_ends[4] = { 0 }, random_ends[4] = { 0 };
    int bot = wins_over(SOLO_POLICY_BOT, games, bot_ends);
    int random = wins_over(SOLO_POLICY_RANDOM, games, random_ends);
    double b = 100.0 * bot / games, r = 100.0 * random / games;
    printf("solitaire win rate, default options, seeds 1..%d:\n", games);
    printf("  bot    %6.2f%% (%d won; ends: victories %d, streak %d, deck %d)\n", b, bot,
           bot_ends[SOLO_END_VICTORIES], bot_ends[SOLO_END_STREAK], bot_ends[SOLO_END_DECK]);
    printf("  random %6.2f%% (%d won; ends: victories %d, streak %d, deck %d)\n", r, random,
           random_ends[SOLO_END_VICTORIES], random_ends[SOLO_END_STREAK],
           random_ends[SOLO_END_DECK]);
    /* a clear margin: 25 points */
    assert_true(b - r >= 25.0);
}

/* The bot reads the view only: shuffling what the player cannot see (the
 * order of every deck, which unseen mercenary is in which deck) never
 * changes its choice. */
static void r_solo_bot_sees_only_the_view(void **state)
{
    (void)state;
    struct game g;
    struct rng r, hide;
    rng_seed(&hide, 99);
    int checked = 0;
    for (uint64_t seed = 1; seed <= 200; seed++) {
        game_new(&g, NULL, seed);
        rng_seed(&r, seed);
        while (!solo_is_terminal(&g.s)) {
            solo_action want = solo_policy_choose(SOLO_POLICY_BOT, &g.s, &r);
            struct solo_state other = g.s;
            /* swap mercenaries between the two decks, then shuffle each */
            for (int i = 0; i < other.player_deck.n && i < other.enemy_deck.n; i += 2)
                if (card_is_mercenary(other.enemy_deck.card[i])) {
                    uint8_t t = other.player_deck.card[i];
                    other.player_deck.card[i] = other.enemy_deck.card[i];
                    other.enemy_deck.card[i] = t;
                }
            rng_shuffle(&hide, other.player_deck.card, other.player_deck.n);
            rng_shuffle(&hide, other.enemy_deck.card, other.enemy_deck.n);
            rng_shuffle(&hide, other.special_deck.card, other.special_deck.n);
            other.rng.s[0] ^= 0x1234;
            assert_int_equal(solo_policy_choose(SOLO_POLICY_BOT, &other, &r), want);
            checked++;
            char text[32];
            solo_action_format(want, text, sizeof text);
            play(&g, text);
        }
    }
    assert_true(checked > 1000);
}

static void r_solo_random_policy_is_uniform(void **state)
{
    (void)state;
    solo_action legal[5] = { 1, 2, 3, 4, 5 };
    int seen[6] = { 0 };
    struct rng r;
    rng_seed(&r, 3);
    for (int i = 0; i < 50000; i++) {
        solo_action a = solo_random_choose(&r, legal, 5);
        assert_in_range(a, 1, 5);
        seen[a]++;
    }
    for (int k = 1; k <= 5; k++)
        assert_in_range(seen[k], 9500, 10500);
}

/* The bot keeps memos of what it works out (the sums' chances, the
 * outlooks, the duels), warm from every decision before: the same
 * decision as with every figure computed again, in seeded games under
 * five option sets (the search's decisions: test_search). */
static void r_solo_bot_memos_change_no_decision(void **state)
{
    (void)state;
    static const char *const options[] = {"", "armies=5", "special-timing=turn",
                                          "streak-length=2", "blind-view=seen"};
    int decisions = 0;
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) {
        for (uint64_t seed = 1; seed <= 60; seed++) {
            struct game g;
            struct rng r;
            game_new(&g, options[i], seed);
            rng_seed(&r, seed);
            while (!solo_is_terminal(&g.s)) {
                solo_action warm = solo_policy_choose(SOLO_POLICY_BOT, &g.s, &r);
                solo_bot_use_memos(false);
                solo_action cold = solo_policy_choose(SOLO_POLICY_BOT, &g.s, &r);
                solo_bot_use_memos(true);
                assert_int_equal(warm, cold);
                decisions++;
                char text[32];
                solo_action_format(warm, text, sizeof text);
                play(&g, text);
            }
        }
    }
    printf("  %d decisions the same with and without the memos\n", decisions);
    assert_true(decisions > 3000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_bot_beats_random_policy),
        cmocka_unit_test(r_solo_bot_sees_only_the_view),
        cmocka_unit_test(r_solo_bot_memos_change_no_decision),
        cmocka_unit_test(r_solo_random_policy_is_uniform),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
