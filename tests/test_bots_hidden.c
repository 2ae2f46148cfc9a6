/* test_bots_hidden.c — a bot never reads hidden information. The bots'
 * functions take only a seat's observation and the legal actions; these
 * tests check it from the outside: along seeded games, each position is
 * changed in what the seat to act cannot see (the other hands are dealt
 * again from the other hands and the deck together, and the deck is
 * reordered), and every bot kind, driven through the state (bot_act),
 * must make the same decision with the same rng, and the advisor must
 * give the same hint. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor.h"
#include "test_bots_util.h"

/* A copy of `s` where every card the seat to act cannot see (the other
 * seats' hands and the deck) is shuffled among those places, each keeping
 * its number of cards. Returns 1 if anything changed. */
static int rehide(const struct state *s, struct state *out, struct rng *rng)
{
    int me = state_current_seat(s);
    uint8_t pool[STATE_DECK_MAX + GAME_MAX_SEATS * CARD_KINDS * 4];
    int n = 0;
    state_clone(out, s);
    for (int seat = 0; seat < s->nseats; seat++) {
        if (seat == me)
            continue;
        for (int k = 0; k < CARD_KINDS; k++)
            for (int c = 0; c < s->hand[seat][k]; c++)
                pool[n++] = (uint8_t)k;
    }
    for (int i = s->deck_top; i < s->deck_size; i++)
        pool[n++] = s->deck[i];
    rng_shuffle(rng, pool, (size_t)n);
    int next = 0;
    for (int seat = 0; seat < s->nseats; seat++) {
        if (seat == me)
            continue;
        memset(out->hand[seat], 0, sizeof out->hand[seat]);
        for (int c = 0; c < s->hand_count[seat]; c++)
            out->hand[seat][pool[next++]]++;
    }
    for (int i = s->deck_top; i < s->deck_size; i++)
        out->deck[i] = pool[next++];
    return memcmp(out, s, sizeof *s) != 0;
}

static void same_decisions_on_hidden_changes(int nseats, int games, uint64_t first_seed)
{
    struct game g;
    struct rng shuffler;
    struct msg err;
    int compared = 0, changed = 0;
    tb_game(&g, nseats);
    rng_seed(&shuffler, first_seed);
    for (int i = 0; i < games; i++) {
        uint64_t seed = first_seed + (uint64_t)i;
        struct state s, other;
        struct bot bots[GAME_MAX_SEATS];
        for (int seat = 0; seat < nseats; seat++)
            bot_init(&bots[seat], seat % 2 ? BOT_RANDOM : BOT_HEURISTIC, bot_seed(seed, seat));
        state_init(&g, &s, seed, NULL);
        while (!state_is_terminal(&s)) {
            int seat = state_current_seat(&s);
            changed += rehide(&s, &other, &shuffler);
            /* The seat's view is the same... */
            struct observation o1, o2;
            state_observe(&g, &s, seat, &o1);
            state_observe(&g, &other, seat, &o2);
            assert_memory_equal(&o1, &o2, sizeof o1);
            /* ...and so is every kind of bot's decision, with the same rng. */
            for (int kind = 0; kind < BOT_KIND_COUNT; kind++) {
                struct bot b1, b2;
                if (bot_kind_searches(kind))
                    continue; /* test_search.c: the same check, fewer positions */
                bot_init(&b1, (enum bot_kind)kind, seed * 31u + (uint64_t)seat);
                b2 = b1;
                assert_int_equal(bot_act(&b1, &g, &s), bot_act(&b2, &g, &other));
                assert_memory_equal(&b1, &b2, sizeof b1);
            }
            action legal[STATE_MAX_ACTIONS], a1, a2;
            char h1[256], h2[256];
            int n = tb_view(&g, &s, &o1, legal);
            assert_int_equal(advisor_hint(&g, &o1, legal, n, &a1, h1, sizeof h1), 0);
            n = tb_view(&g, &other, &o2, legal);
            assert_int_equal(advisor_hint(&g, &o2, legal, n, &a2, h2, sizeof h2), 0);
            assert_int_equal(a1, a2);
            assert_string_equal(h1, h2);
            compared++;
            action a = bot_act(&bots[seat], &g, &s);
            assert_int_equal(state_apply(&g, &s, a, NULL, &err), STATE_OK);
        }
    }
    /* The test means something only if hidden cards did change. */
    assert_true(compared > 0);
    assert_true(changed > compared / 2);
}

static void bots_ignore_other_hands_and_deck_order_two_players(void **state)
{
    (void)state;
    same_decisions_on_hidden_changes(2, tb_games(300, 1000, 3), 9100);
}

static void bots_ignore_other_hands_and_deck_order_four_players(void **state)
{
    (void)state;
    same_decisions_on_hidden_changes(4, tb_games(300, 1000, 3), 9200);
}

static void bots_ignore_other_hands_and_deck_order_six_players(void **state)
{
    (void)state;
    same_decisions_on_hidden_changes(6, tb_games(150, 1000, 3), 9300);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bots_ignore_other_hands_and_deck_order_two_players),
        cmocka_unit_test(bots_ignore_other_hands_and_deck_order_four_players),
        cmocka_unit_test(bots_ignore_other_hands_and_deck_order_six_players),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
