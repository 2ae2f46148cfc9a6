/* test_bots_runaway.c — the race to victory between equal bots: seeded
 * 4-player games of four heuristic bots, standard game and 1st edition,
 * measured and printed. For the battle that decides a game won by
 * conquering a region (adjacency or total, R-WIN): the share in which no
 * other seat played a card (the winner went unopposed), and the share whose
 * region was chosen by a seat that could not win with it (the game handed
 * over); and, over every battle for a region that would win the game for
 * a seat in it, the share that seat took. Asserted: in the 1st edition,
 * where the token holder may decline to designate (decline-designation),
 * a game is seldom handed over (the bar below; about 10% of the games
 * before the bot knew the rule, 0 since). CONDOTTIERE_BOT_GAMES scales the
 * number of games (default 2000). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/map.h"
#include "rules/rules.h"
#include "test_bots_util.h"

/* Whether `seat` would meet a victory target of `g` by taking `region`. */
static bool wins_with(const struct game *g, const struct state *s, int seat, int region)
{
    region_set owned = s->owned[seat] | (region_set)1u << region;
    if (region_count(owned) >= g->win_total)
        return true;
    region_set part = (region_set)1u << region, frontier = part;
    while (frontier) {
        int r = __builtin_ctz(frontier);
        frontier &= frontier - 1;
        region_set add = region_neighbours(r) & owned & ~part;
        part |= add;
        frontier |= add;
    }
    return region_count(part) >= g->win_adjacent;
}

struct race {
    int games;
    int decided;    /* games won by conquering a region */
    int unopposed;  /* ...whose deciding battle no other seat played a card in */
    int handed;     /* ...whose region was chosen by a seat that could not win with it */
    int battles;    /* battles for a region that would win the game for a seat in it */
    int taken;      /* ...that such a seat took */
};

static void play_game(const struct game *g, uint64_t seed, struct race *r)
{
    struct state s;
    struct bot bots[GAME_MAX_SEATS];
    struct msg err;
    for (int seat = 0; seat < g->nseats; seat++)
        bot_init(&bots[seat], BOT_HEURISTIC, bot_seed(seed, seat));
    state_init(g, &s, seed, NULL);
    int region = -1, chooser = -1;
    unsigned leaders = 0, played = 0;
    while (!state_is_terminal(&s)) {
        if (s.phase == PHASE_BATTLE && !s.final_battle && s.contested != region) {
            region = s.contested;
            chooser = s.token;
            leaders = played = 0;
            for (int seat = 0; seat < g->nseats; seat++)
                if ((s.participants >> seat & 1u) && s.owner[region] != seat &&
                    wins_with(g, &s, seat, region))
                    leaders |= 1u << seat;
        }
        int seat = state_current_seat(&s);
        uint16_t battles = s.battles;
        action a = bot_act(&bots[seat], g, &s);
        if (s.phase == PHASE_BATTLE && action_type(a) == ACTION_PLAY)
            played |= 1u << seat;
        assert_int_equal(state_apply(g, &s, a, NULL, &err), STATE_OK);
        if (s.battles == battles || region < 0)
            continue;
        if (leaders) {
            r->battles++;
            r->taken += s.owner[region] < GAME_MAX_SEATS && (leaders >> s.owner[region] & 1u);
        }
        if (state_is_terminal(&s) && (s.reason == RESULT_TOTAL || s.reason == RESULT_ADJACENT)) {
            int w = __builtin_ctz(s.winners);
            r->decided++;
            r->unopposed += !(played & ~(1u << w));
            r->handed += chooser != w && !(leaders >> chooser & 1u);
        }
        region = -1;
    }
    r->games++;
}

static struct race measure(const char *ruleset, int games)
{
    struct ruleset rules;
    struct game g;
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_from_string(&rules, ruleset, warn, sizeof warn, &err), 0);
    assert_int_equal(game_init(&g, &rules, 4, &err), 0);
    struct race r = {0};
    for (int i = 0; i < games; i++)
        play_game(&g, 5000 + (uint64_t)i, &r);
    assert_true(r.decided > 0 && r.battles > 0);
    printf("%s, 4 heuristic bots, %d games: %d won by conquering a region, the deciding "
           "battle unopposed %.1f%%, its region handed over %.1f%%; a seat took %.1f%% of "
           "the %d battles for a region that would win it the game\n",
           ruleset, r.games, r.decided, 100.0 * r.unopposed / r.decided,
           100.0 * r.handed / r.decided, 100.0 * r.taken / r.battles, r.battles);
    return r;
}

/* Measured: doc/bots.md ("The race to victory"). */
#define HANDED_BAR 0.03

static void race_to_victory_between_equals(void **state)
{
    (void)state;
    int games = tb_games(2000, 10000, 200);
    measure("standard", games);
    struct race first = measure("first-edition", games);
    assert_true((double)first.handed / first.decided < HANDED_BAR);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(race_to_victory_between_equals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
