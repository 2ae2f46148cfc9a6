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

#include "test_game_util.h"

#define MAX_GAME_ACTIONS 40000

static char (*history)[ACTION_TEXT_MAX];

/* The helper bot of these tests: a uniformly random legal action. */
static action random_legal(const struct game *g, const struct state *s, struct rng *pick)
{
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    assert_true(n > 0 && n <= STATE_MAX_ACTIONS);
    return buf[rng_below(pick, (uint32_t)n)];
}

static void check_layout(const struct state *s)
{
    /* Bytes outside what is in use stay zero, so equal positions are
     * equal byte for byte. */
    for (int i = 0; i < s->deck_top; i++)
        assert_int_equal(s->deck[i], 0);
    for (int i = s->deck_size; i < STATE_DECK_MAX; i++)
        assert_int_equal(s->deck[i], 0);
    for (int seat = 0; seat < GAME_MAX_SEATS; seat++) {
        uint8_t counts[CARD_KINDS] = {0};
        for (int i = 0; i < s->line_len[seat]; i++)
            counts[s->line[seat][i]]++;
        for (int i = s->line_len[seat]; i < STATE_LINE_MAX; i++)
            assert_int_equal(s->line[seat][i], 0);
        assert_memory_equal(counts, s->lines[seat].up, CARD_KINDS);
        if (seat >= s->nseats)
            assert_int_equal(s->hand_count[seat], 0);
        /* Bishops and Scarecrows never stay in a line. */
        assert_int_equal(s->lines[seat].up[CARD_BISHOP], 0);
        assert_int_equal(s->lines[seat].up[CARD_SCARECROW], 0);
        assert_false(s->lines[seat].up[CARD_WINTER] && s->lines[seat].up[CARD_SPRING]);
    }
    for (size_t i = 0; i < sizeof s->pad; i++)
        assert_int_equal(s->pad[i], 0);
}

static void check_legality(const struct game *g, const struct state *s, struct rng *pick)
{
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    assert_int_equal(n == 0, state_is_terminal(s));
    for (int i = 0; i < n; i++) {
        assert_true(state_is_legal(g, s, buf[i]));
        if (i)
            assert_true(buf[i] > buf[i - 1]);
    }
    /* Random codes: legal exactly when listed. */
    for (int t = 0; t < 6; t++) {
        action a = (action)((1 + rng_below(pick, ACTION_TYPE_MAX)) << 8 |
                            (t & 1 ? 0 : rng_below(pick, 256)));
        int listed = 0;
        for (int i = 0; i < n; i++)
            listed |= buf[i] == a;
        assert_int_equal(state_is_legal(g, s, a), listed);
    }
}

/* Another hand and the deck order change; seat v's view must not. */
static void check_observation(const struct game *g, const struct state *s, int v)
{
    struct observation o1, o2;
    struct state p;
    state_observe(g, s, v, &o1);
    assert_memory_equal(o1.hand, s->hand[v], CARD_KINDS);
    assert_int_equal(o1.deck_count, s->deck_size - s->deck_top);
    state_clone(&p, s);
    for (int i = p.deck_top, j = p.deck_size - 1; i < j; i++, j--) {
        uint8_t t = p.deck[i];
        p.deck[i] = p.deck[j];
        p.deck[j] = t;
    }
    for (int seat = 0; seat < p.nseats; seat++) {
        if (seat == v || !p.hand_count[seat] || p.deck_top == p.deck_size)
            continue;
        int a = 0;
        while (!p.hand[seat][a])
            a++;
        int b = p.deck[p.deck_top];
        p.hand[seat][a]--;
        p.hand[seat][b]++;
        p.deck[p.deck_top] = (uint8_t)a;
    }
    state_observe(g, &p, v, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
}

static void check_events(const struct event_log *log, const struct event *items, int nseats)
{
    char line[512];
    assert_true(log->count <= log->cap);
    for (int i = 0; i < log->count; i++) {
        const struct event *e = &items[i];
        assert_true(event_format(e, EVENT_VIEW_ALL, line, sizeof line) < sizeof line);
        if (e->type != EVENT_DEAL && e->type != EVENT_ROUND_END)
            continue;
        for (int v = 0; v < nseats; v++) {
            event_format(e, v, line, sizeof line);
            if (v != e->seat)
                assert_null(strstr(line, "cards="));
        }
    }
}

static void play_one_game(int index, int check_views)
{
    struct game g;
    struct state s, replay, clone;
    struct ruleset r;
    struct rng pick;
    char err[256];
    int n = 2 + index % 5;
    uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(index + 1);
    assert_int_equal(ruleset_standard(&r, err, sizeof err), 0);
    assert_int_equal(game_init(&g, &r, n, err, sizeof err), 0);
    rng_seed(&pick, seed ^ 0x5bd1e995u);
    state_init(&g, &s, seed, NULL);
    state_init(&g, &replay, seed, NULL);
    int count = 0;
    for (;;) {
        tg_check_census(&g, &s);
        check_layout(&s);
        check_legality(&g, &s, &pick);
        state_clone(&clone, &s);
        assert_memory_equal(&clone, &s, sizeof s);
        if (check_views)
            check_observation(&g, &s, count % n);
        if (state_is_terminal(&s))
            break;

        action a = random_legal(&g, &s, &pick);
        char *text = history[count];
        assert_true(action_to_text(a, text, ACTION_TEXT_MAX) < ACTION_TEXT_MAX);
        action back;
        assert_int_equal(action_from_text(text, &back, err, sizeof err), 0);
        assert_int_equal(back, a);

        if (count % 7 == 0) { /* an illegal action changes nothing */
            action bad = (action)(ACTION_REGION << 8 | REGION_COUNT);
            if (s.phase == PHASE_BATTLE)
                for (int k = 0; k < CARD_KINDS; k++)
                    if (!s.hand[s.current][k])
                        bad = action_play(k);
            assert_int_equal(state_apply(&g, &s, bad, NULL, err, sizeof err), STATE_ILLEGAL);
            assert_memory_equal(&clone, &s, sizeof s);
        }

        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply(&g, &s, a, check_views ? &log : NULL, err, sizeof err) != STATE_OK)
            fail_msg("game %d action %d '%s': %s", index, count, text, err);
        if (check_views)
            check_events(&log, items, n);
        assert_int_equal(state_apply_text(&g, &replay, text, NULL, err, sizeof err), STATE_OK);
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
        assert_int_equal(state_apply_text(&g, &replay, history[i], NULL, err, sizeof err),
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
    char err[256];
    assert_int_equal(ruleset_standard(&r, err, sizeof err), 0);
    for (int i = 0; i < 3000; i++) {
        int n = 2 + i % 5;
        struct rng pick;
        struct ruleset rr = r;
        if (i % 10 == 0)
            rr.battle_cap = 3; /* reach the cap too */
        assert_int_equal(game_init(&g, &rr, n, err, sizeof err), 0);
        rng_seed(&pick, (uint64_t)i * 31 + 7);
        state_init(&g, &s, (uint64_t)i, NULL);
        while (!state_is_terminal(&s))
            assert_int_equal(state_apply(&g, &s, random_legal(&g, &s, &pick), NULL, err,
                                         sizeof err),
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
