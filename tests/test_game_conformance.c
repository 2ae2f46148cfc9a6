/* test_game_conformance.c — seeded random games of the standard game over
 * 2 to 6 players (CONDOTTIERE_CONFORMANCE_GAMES, default 10000), checking
 * after every action: every card in exactly one place; legal actions until
 * the end and none after; the legality check agrees with the list; the
 * text form of the action round-trips and replaying it gives a state equal
 * byte for byte (incrementally, and from the seed at the end of the game);
 * a clone equals its original; an illegal action changes nothing; a
 * seat's observation does not change when another hand or the deck order
 * does; events fit their bound and private cards stay private. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_conformance_checks.h"
#include "test_game_util.h"

#define MAX_GAME_ACTIONS 40000

static char (*history)[ACTION_TEXT_MAX];

static void play_one_game(int index, int check_views)
{
    struct game g;
    struct state s, replay, clone;
    struct ruleset r;
    struct rng pick;
    struct msg err;
    struct msg err_m;
    int n = 2 + index % 5;
    uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(index + 1);
    assert_int_equal(ruleset_standard(&r, &err_m), 0);
    assert_int_equal(game_init(&g, &r, n, &err_m), 0);
    rng_seed(&pick, seed ^ 0x5bd1e995u);
    state_init(&g, &s, seed, NULL);
    state_init(&g, &replay, seed, NULL);
    int count = 0;
    for (;;) {
        tg_check_census(&g, &s);
        conformance_check_layout(&g, &s);
        conformance_check_legality(&g, &s, &pick);
        state_clone(&clone, &s);
        assert_memory_equal(&clone, &s, sizeof s);
        if (check_views)
            conformance_check_observation(&g, &s, count % n);
        if (state_is_terminal(&s))
            break;

        action a = conformance_random_legal(&g, &s, &pick);
        char *text = history[count];
        assert_true(action_to_text(a, text, ACTION_TEXT_MAX) < ACTION_TEXT_MAX);
        action back;
        assert_int_equal(action_from_text(text, &back, &err), 0);
        assert_int_equal(back, a);

        if (count % 7 == 0) { /* an illegal action changes nothing */
            action bad = (action)(ACTION_REGION << 8 | REGION_COUNT);
            if (s.phase == PHASE_BATTLE)
                for (int k = 0; k < CARD_KINDS; k++)
                    if (!s.hand[s.current][k])
                        bad = action_play(k);
            assert_int_equal(state_apply(&g, &s, bad, NULL, &err), STATE_ILLEGAL);
            assert_memory_equal(&clone, &s, sizeof s);
        }

        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply(&g, &s, a, check_views ? &log : NULL, &err) != STATE_OK)
            fail_msg("game %d action %d '%s': %s", index, count, text, msg_s(&err));
        if (check_views)
            conformance_check_events(&log, items, n, NULL);
        assert_int_equal(state_apply_text(&g, &replay, text, NULL, &err), STATE_OK);
        assert_memory_equal(&replay, &s, sizeof s);
        count++;
        assert_true(count < MAX_GAME_ACTIONS);
    }

    struct game_result res;
    state_result(&s, &res);
    assert_true(res.over);
    assert_true(res.nwinners >= 1);
    assert_true(res.reason >= RESULT_TOTAL && res.reason <= RESULT_BATTLE_CAP);
    assert_int_equal(res.winners & ~((1u << n) - 1), 0);

    /* The whole game again, from the seed and the texts alone. */
    state_init(&g, &replay, seed, NULL);
    for (int i = 0; i < count; i++)
        assert_int_equal(state_apply_text(&g, &replay, history[i], NULL, &err),
                         STATE_OK);
    assert_memory_equal(&replay, &s, sizeof s);
}

static void conformance_random_games(void **state)
{
    (void)state;
    const char *env = getenv("CONDOTTIERE_CONFORMANCE_GAMES");
    int games = env && *env ? atoi(env) : 10000;
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    for (int i = 0; i < games; i++)
        play_one_game(i, i % 4 == 0);
    free(history);
}

/* Every way a game can end shows up among random games. */
static void conformance_every_ending_is_reached(void **state)
{
    (void)state;
    int reasons[8] = {0};
    struct game g;
    struct state s;
    struct ruleset r;
    struct msg err;
    struct msg err_m;
    assert_int_equal(ruleset_standard(&r, &err_m), 0);
    for (int i = 0; i < 3000; i++) {
        int n = 2 + i % 5;
        struct rng pick;
        struct ruleset rr = r;
        if (i % 10 == 0)
            rr.battle_cap = 3; /* reach the cap too */
        assert_int_equal(game_init(&g, &rr, n, &err_m), 0);
        rng_seed(&pick, (uint64_t)i * 31 + 7);
        state_init(&g, &s, (uint64_t)i, NULL);
        while (!state_is_terminal(&s))
            assert_int_equal(state_apply(&g, &s, conformance_random_legal(&g, &s, &pick), NULL, &err),
                             STATE_OK);
        reasons[s.reason]++;
    }
    for (int reason = RESULT_TOTAL; reason <= RESULT_BATTLE_CAP; reason++)
        if (!reasons[reason])
            fail_msg("no game ended by %s", result_reason_name(reason));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(conformance_random_games),
        cmocka_unit_test(conformance_every_ending_is_reached),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
