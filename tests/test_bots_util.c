/* test_bots_util.c — helpers shared by the bots' tests. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/scenario.h"
#include "test_bots_util.h"

void tb_game(struct game *g, int nseats)
{
    struct msg err;
    struct ruleset r;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(game_init(g, &r, nseats, &err), 0);
}

void tb_ruleset_game(struct game *g, const char *rules, int nseats)
{
    struct ruleset r;
    char warn[256];
    struct msg err;
    if (ruleset_from_string(&r, rules, warn, sizeof warn, &err) < 0)
        fail_msg("ruleset %s: %s", rules, msg_s(&err));
    if (game_init(g, &r, nseats, &err) < 0)
        fail_msg("game %s: %s", rules, msg_s(&err));
}

int tb_games(int fallback, int base, int minimum)
{
    const char *env = getenv("CONDOTTIERE_BOT_GAMES");
    long n = fallback;
    if (env && *env) {
        long want = strtol(env, NULL, 10);
        if (want > 0)
            n = base > 0 ? want * fallback / base : want;
    }
    return n < minimum ? minimum : (int)n;
}

void tb_play(const struct game *g, uint64_t seed, const enum bot_kind *kinds,
             struct game_result *res, int *nactions, uint64_t *digest)
{
    struct state s;
    struct bot bots[GAME_MAX_SEATS];
    struct msg err;
    uint64_t hash = 1469598103934665603ull;
    int count = 0;
    for (int seat = 0; seat < g->nseats; seat++)
        bot_init(&bots[seat], kinds[seat], bot_seed(seed, seat));
    state_init(g, &s, seed, NULL);
    while (!state_is_terminal(&s)) {
        int seat = state_current_seat(&s);
        assert_true(seat >= 0 && seat < g->nseats);
        struct observation obs;
        action legal[STATE_MAX_ACTIONS];
        state_observe(g, &s, seat, &obs);
        int n = state_legal_actions(g, &s, legal, STATE_MAX_ACTIONS);
        assert_true(n > 0);
        action a = bot_choose(&bots[seat], g, &obs, legal, n);
        int found = 0;
        for (int i = 0; i < n; i++)
            found |= legal[i] == a;
        if (!found) {
            char text[ACTION_TEXT_MAX];
            action_to_text(a, text, sizeof text);
            fail_msg("seed %llu: the %s bot in seat %d chose '%s', which is not legal",
                     (unsigned long long)seed, bot_kind_name(kinds[seat]), seat, text);
        }
        assert_int_equal(state_apply(g, &s, a, NULL, &err), STATE_OK);
        hash = (hash ^ a) * 1099511628211ull;
        count++;
    }
    state_result(&s, res);
    if (nactions)
        *nactions = count;
    if (digest)
        *digest = hash;
}

void tb_walk(const struct game *g, uint64_t seed, tb_visit *visit, void *ctx)
{
    struct state s;
    struct bot bots[GAME_MAX_SEATS];
    for (int i = 0; i < g->nseats; i++)
        bot_init(&bots[i], i % 2 ? BOT_RANDOM : BOT_HEURISTIC, bot_seed(seed, i));
    state_init(g, &s, seed, NULL);
    struct msg err;
    while (!state_is_terminal(&s)) {
        visit(g, &s, ctx);
        action a = bot_act(&bots[state_current_seat(&s)], g, &s);
        assert_int_equal(state_apply(g, &s, a, NULL, &err), STATE_OK);
    }
}

void tb_scenario(const char *text, struct game *g, struct state *s)
{
    struct msg err;
    if (scenario_parse(text, g, s, &err) != 0)
        fail_msg("scenario: %s", msg_s(&err));
}

int tb_view(const struct game *g, const struct state *s, struct observation *obs, action *legal)
{
    int seat = state_current_seat(s);
    assert_true(seat >= 0);
    state_observe(g, s, seat, obs);
    return state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
}
