/* test_bots_winrate.c — how well the heuristic bot plays, measured over
 * seeded games against random bots and printed to stdout:
 *   4 players, 1 heuristic against 3 random: asserted clearly above the
 *     fair share of 25% (the bar below, set from measurements with a
 *     wide margin);
 *   2 players, 1 heuristic against 1 random, and 4 players, 2 heuristic
 *     against 2 random: measured and printed only;
 *   whole points-game campaigns (engine/campaign.h), 4 players, 1
 *     heuristic against 3 random: printed, asserted above 75%.
 * The heuristic bots' seats rotate from game to game so that no seat's
 * advantage counts. A shared victory counts 1/k to each of its k winners.
 * CONDOTTIERE_BOT_GAMES sets the number of 4-player games (default 10000;
 * the sanitizer build uses fewer). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/campaign.h"
#include "rules/rules.h"
#include "test_bots_util.h"

/* Measured: about 90% (doc/bots.md). Asserted well below it, and far
 * above the 25% a bot no better than random would get. */
#define FOUR_PLAYER_BAR 0.75

struct tally {
    int games;
    double wins;   /* the heuristic seats' share of the victories */
    int shared;    /* games ended in a shared victory */
};

/* Plays `games` games of `nseats` players; heuristic bots sit in the
 * seats of `pattern` (bit mask), rotated by one seat each game. */
static struct tally measure(int nseats, unsigned pattern, int games, uint64_t first_seed)
{
    struct game g;
    struct tally t = {0};
    tb_game(&g, nseats);
    for (int i = 0; i < games; i++) {
        int shift = i % nseats;
        unsigned mask = ((pattern << shift) | (pattern >> (nseats - shift))) &
                        ((1u << nseats) - 1);
        enum bot_kind kinds[GAME_MAX_SEATS];
        for (int seat = 0; seat < nseats; seat++)
            kinds[seat] = (mask >> seat) & 1 ? BOT_HEURISTIC : BOT_RANDOM;
        struct game_result res;
        tb_play(&g, first_seed + (uint64_t)i, kinds, &res, NULL, NULL);
        assert_true(res.over && res.nwinners >= 1);
        t.wins += (double)__builtin_popcount(res.winners & mask) / res.nwinners;
        t.shared += res.nwinners > 1;
        t.games++;
    }
    return t;
}

static void report(const char *what, struct tally t, double fair)
{
    printf("%s: %d games, heuristic share of victories %.1f%% (fair share %.0f%%), "
           "%d shared victories counted 1/k each\n",
           what, t.games, 100.0 * t.wins / t.games, 100.0 * fair, t.shared);
    fflush(stdout);
}

static void heuristic_beats_three_random_bots(void **state)
{
    (void)state;
    int games = tb_games(10000, 10000, 200);
    struct tally t = measure(4, 0x1u, games, 20260000);
    report("4 players, 1 heuristic vs 3 random, heuristic seat = game number mod 4", t, 0.25);
    assert_true(t.wins / t.games > FOUR_PLAYER_BAR);
}

static void heuristic_against_one_random_bot(void **state)
{
    (void)state;
    struct tally t = measure(2, 0x1u, tb_games(4000, 10000, 100), 20270000);
    report("2 players, 1 heuristic vs 1 random, heuristic seat = game number mod 2", t, 0.5);
    assert_true(t.games > 0);
}

static void two_heuristic_against_two_random_bots(void **state)
{
    (void)state;
    int games = tb_games(4000, 10000, 100);
    /* Half the games with the heuristic bots side by side, half facing. */
    struct tally side = measure(4, 0x3u, games / 2, 20280000);
    struct tally facing = measure(4, 0x5u, games - games / 2, 20290000);
    struct tally t = {side.games + facing.games, side.wins + facing.wins,
                      side.shared + facing.shared};
    report("4 players, 2 heuristic vs 2 random, heuristic seats rotated (side by side "
           "and facing)",
           t, 0.5);
    assert_true(t.games > 0);
}

/* Plays game after game of a points-game campaign (and its final battle
 * on a tie at the top) with the heuristic bot in `seat`, the others
 * random; returns its share of the campaign's victory. */
static double play_campaign(const struct game *table, uint64_t seed, int seat)
{
    struct game table_now = *table, *g = &table_now; /* the campaign's totals: */
    struct campaign c;
    struct state s, fb;
    struct msg err;
    assert_int_equal(campaign_init(&c, g, &err), 0);
    enum bot_kind kinds[GAME_MAX_SEATS];
    for (int i = 0; i < g->nseats; i++)
        kinds[i] = i == seat ? BOT_HEURISTIC : BOT_RANDOM;
    for (int k = 0; c.next == CAMPAIGN_NEXT_GAME; k++) {
        uint64_t game_seed = seed * 1000 + (uint64_t)k;
        campaign_standing(&c, g); /* ...every player sees them */
        struct bot bots[GAME_MAX_SEATS];
        for (int i = 0; i < g->nseats; i++)
            bot_init(&bots[i], kinds[i], bot_seed(game_seed, i));
        state_init(g, &s, game_seed, NULL);
        while (!state_is_terminal(&s))
            assert_int_equal(state_apply(g, &s, bot_act(&bots[state_current_seat(&s)], g, &s),
                                         NULL, &err),
                             STATE_OK);
        assert_int_equal(campaign_record_game(&c, g, &s, &err), 0);
    }
    if (c.next == CAMPAIGN_FINAL_BATTLE) {
        struct bot bots[GAME_MAX_SEATS];
        for (int i = 0; i < g->nseats; i++)
            bot_init(&bots[i], kinds[i], bot_seed(seed * 1000 + 999, i));
        state_init_final_battle(g, &fb, &s, c.tied, seed * 1000 + 999, NULL);
        while (!state_is_terminal(&fb))
            assert_int_equal(state_apply(g, &fb, bot_act(&bots[state_current_seat(&fb)], g, &fb),
                                         NULL, &err),
                             STATE_OK);
        assert_int_equal(campaign_record_final_battle(&c, &fb, &err), 0);
    }
    assert_int_equal(c.next, CAMPAIGN_OVER);
    return c.winners >> seat & 1u ? 1.0 / __builtin_popcount(c.winners) : 0.0;
}

static void heuristic_wins_points_campaigns(void **state)
{
    (void)state;
    struct ruleset r;
    struct game g;
    char warn[256];
    struct msg err;
    assert_int_equal(
        ruleset_from_string(&r, "standard+points-game", warn, sizeof warn, &err), 0);
    assert_int_equal(game_init(&g, &r, 4, &err), 0);
    struct tally t = {0};
    int campaigns = tb_games(1000, 10000, 50);
    for (int i = 0; i < campaigns; i++) {
        t.wins += play_campaign(&g, 20300000 + (uint64_t)i, i % 4);
        t.games++;
    }
    printf("points-game campaigns, 4 players, 1 heuristic vs 3 random, heuristic seat = "
           "campaign number mod 4: %d campaigns, heuristic share of victories %.1f%% "
           "(fair share 25%%)\n",
           t.games, 100.0 * t.wins / t.games);
    assert_true(t.wins / t.games > FOUR_PLAYER_BAR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(heuristic_beats_three_random_bots),
        cmocka_unit_test(heuristic_against_one_random_bot),
        cmocka_unit_test(two_heuristic_against_two_random_bots),
        cmocka_unit_test(heuristic_wins_points_campaigns),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
