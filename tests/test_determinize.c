/* test_determinize.c — positions sampled from a seat's observation
 * (engine/determinize.h; the solitaire's, solo/solo.h): along seeded
 * games of every ruleset (2 to 6 players, each optional rule, the 1st
 * edition), the sample shows the seat exactly its observation, holds
 * every card of the deck once, never puts a card the seat has seen into a
 * hidden place, and plays on legally; over many samples of one position,
 * the kinds in another seat's hand follow the unseen counts (a chi-square
 * test); under hand-sizes=private the other hands' sizes are drawn (their
 * total and who holds cards kept). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/standard_bot.h"
#include "engine/determinize.h"
#include "solo/solo.h"
#include "rules/rules.h"
#include "test_bots_util.h"

static const char *const rulesets[] = {
    "standard",
    "standard+hidden-cards",
    "standard+capture-regions",
    "standard+draw-after-battle",
    "standard+bigger-kingdoms",
    "standard+bishop-truce",
    "standard+decline-designation",
    "standard+hand-sizes=private",
    "standard+hidden-cards,capture-regions,draw-after-battle",
    "first-edition",
    "first-edition+hidden-cards",
};
#define NRULESETS ((int)(sizeof rulesets / sizeof rulesets[0]))

/* Every check on one sample of `s` seen by `seat`. */
static void check_sample(const struct game *g, const struct state *s, int seat, struct rng *r)
{
    struct observation obs, back;
    struct state d;
    state_observe(g, s, seat, &obs);
    assert_int_equal(state_determinize(g, &obs, r, &d), 0);
    state_observe(g, &d, seat, &back);
    assert_memory_equal(&obs, &back, sizeof obs);
    /* Every card of the deck exactly once. */
    uint8_t census[CARD_KINDS];
    state_card_census(&d, census);
    assert_memory_equal(census, g->rules.deck, sizeof census);
    /* Hidden places hold only unseen cards. */
    uint8_t unseen[CARD_KINDS], hidden[CARD_KINDS] = {0};
    observation_unseen(g, &obs, unseen);
    for (int i = 0; i < s->nseats; i++) {
        if (i == seat)
            continue;
        for (int k = 0; k < CARD_KINDS; k++)
            hidden[k] = (uint8_t)(hidden[k] + d.hand[i][k] + d.lines[i].down[k]);
    }
    for (int j = d.deck_top; j < d.deck_size; j++)
        hidden[d.deck[j]]++;
    for (int k = 0; k < CARD_KINDS; k++)
        assert_int_equal(hidden[k], unseen[k]);
    /* The sample is a position the engine plays on: the same legal actions
     * for the seat to act (they depend only on what it sees) when it is
     * the seat, and a few moves apply. */
    if (state_current_seat(s) == seat) {
        action l1[STATE_MAX_ACTIONS], l2[STATE_MAX_ACTIONS];
        int n1 = state_legal_actions(g, s, l1, STATE_MAX_ACTIONS);
        int n2 = state_legal_actions(g, &d, l2, STATE_MAX_ACTIONS);
        assert_int_equal(n1, n2);
        assert_memory_equal(l1, l2, sizeof(action) * (size_t)n1);
    }
    struct bot b;
    bot_init(&b, BOT_RANDOM, 7);
    struct msg err;
    for (int i = 0; i < 12 && !state_is_terminal(&d); i++)
        assert_int_equal(state_apply(g, &d, bot_act(&b, g, &d), NULL, &err), STATE_OK);
}

struct sample_walk {
    struct rng r;
    int checked;
};

/* The seat to act's view and a random seat's, sampled. */
static void visit_position(const struct game *g, const struct state *s, void *ctx)
{
    struct sample_walk *w = ctx;
    check_sample(g, s, state_current_seat(s), &w->r);
    check_sample(g, s, (int)rng_below(&w->r, (uint32_t)g->nseats), &w->r);
    w->checked++;
}

static void samples_match_the_observation(void **unused)
{
    (void)unused;
    struct sample_walk w = {.checked = 0};
    rng_seed(&w.r, 4242);
    for (int rs = 0; rs < NRULESETS; rs++)
        for (int nseats = 2; nseats <= GAME_MAX_SEATS; nseats++) {
            struct game g;
            tb_ruleset_game(&g, rulesets[rs], nseats);
            for (int game = 0; game < 2; game++)
                tb_walk(&g, 1000u * (uint64_t)rs + 10u * (uint64_t)nseats + (uint64_t)game,
                        visit_position, &w);
        }
    assert_true(w.checked > 1000);
}

/* Hidden cards: a face-down card of another seat is sampled among the
 * kinds that may be played face down, and found in the sample. */
static void face_down_cards_are_sampled(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard+hidden-cards", 3);
    struct rng r;
    rng_seed(&r, 99);
    int seen_down = 0;
    for (uint64_t seed = 1; seed < 40 && seen_down < 50; seed++) {
        struct state s;
        struct bot b;
        bot_init(&b, BOT_HEURISTIC, seed);
        state_init(&g, &s, seed, NULL);
        struct msg err;
        while (!state_is_terminal(&s)) {
            for (int seat = 0; seat < 3; seat++) {
                struct observation obs;
                state_observe(&g, &s, seat, &obs);
                for (int i = 0; i < 3; i++)
                    if (i != seat && obs.face_down[i]) {
                        struct state d;
                        assert_int_equal(state_determinize(&g, &obs, &r, &d), 0);
                        int down = 0;
                        for (int k = 0; k < CARD_KINDS; k++) {
                            down += d.lines[i].down[k];
                            if (d.lines[i].down[k])
                                assert_true(card_info((enum card_kind)k)->hideable);
                        }
                        assert_int_equal(down, obs.face_down[i]);
                        seen_down++;
                    }
            }
            assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &err),
                             STATE_OK);
        }
    }
    assert_true(seen_down >= 50);
}

/* Chi-square: over many samples of one position, the number of each kind
 * in another seat's hand against hand size * unseen[k] / unseen cards. */
static void hand_frequencies_follow_unseen_counts(void **unused)
{
    (void)unused;
    struct game g;
    tb_ruleset_game(&g, "standard", 4);
    struct state s;
    state_init(&g, &s, 77, NULL);
    struct bot b;
    bot_init(&b, BOT_HEURISTIC, 1);
    struct msg err;
    for (int i = 0; i < 25; i++) /* into the first battle: lines and a discard */
        assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &err),
                         STATE_OK);
    struct observation obs;
    state_observe(&g, &s, 0, &obs);
    uint8_t unseen[CARD_KINDS];
    int total = observation_unseen(&g, &obs, unseen);
    int other = 2;
    assert_true(obs.hand_count[other] > 0);
    enum { SAMPLES = 20000 };
    double count[CARD_KINDS] = {0};
    struct rng r;
    rng_seed(&r, 5);
    for (int i = 0; i < SAMPLES; i++) {
        struct state d;
        assert_int_equal(state_determinize(&g, &obs, &r, &d), 0);
        for (int k = 0; k < CARD_KINDS; k++)
            count[k] += d.hand[other][k];
    }
    double chi = 0;
    int df = -1;
    for (int k = 0; k < CARD_KINDS; k++) {
        double expect = (double)SAMPLES * obs.hand_count[other] * unseen[k] / total;
        if (expect <= 0) {
            assert_true(count[k] == 0); /* never a card the seat has seen all of */
            continue;
        }
        chi += (count[k] - expect) * (count[k] - expect) / expect;
        df++;
    }
    /* 99.9 % quantiles of chi-square for 10..14 degrees of freedom. */
    static const double q999[] = {29.59, 31.26, 32.91, 34.53, 36.12};
    assert_true(df >= 10 && df <= 14);
    printf("chi-square %.2f with %d degrees of freedom (99.9%% quantile %.2f)\n", chi, df,
           q999[df - 10]);
    assert_true(chi < q999[df - 10]);
}

/* hand-sizes=private: along seeded games, the samples give the other
 * seats that hold cards at least one each and none to the others, their
 * cards together as many as the real hands hold, and the sizes vary from
 * sample to sample (they are drawn, not read). */
static void private_hand_sizes_are_sampled(void **unused)
{
    (void)unused;
    struct rng r;
    rng_seed(&r, 123);
    int positions = 0, eligible = 0, varied = 0;
    for (int nseats = 3; nseats <= GAME_MAX_SEATS; nseats++) {
        struct game g;
        tb_ruleset_game(&g, "standard+hand-sizes=private", nseats);
        struct state s;
        struct bot b;
        bot_init(&b, BOT_HEURISTIC, 9);
        state_init(&g, &s, 300u + (uint64_t)nseats, NULL);
        struct msg err;
        while (!state_is_terminal(&s)) {
            int seat = state_current_seat(&s);
            struct observation obs;
            state_observe(&g, &s, seat, &obs);
            int real = 0, holders = 0;
            for (int i = 0; i < nseats; i++)
                if (i != seat) {
                    real += s.hand_count[i];
                    holders += s.hand_count[i] > 0;
                }
            assert_int_equal(observation_others_in_hand(&g, &obs), real);
            uint8_t first[GAME_MAX_SEATS];
            bool differs = false;
            for (int k = 0; k < 8; k++) {
                struct state d;
                assert_int_equal(state_determinize(&g, &obs, &r, &d), 0);
                int sum = 0;
                for (int i = 0; i < nseats; i++) {
                    if (i == seat)
                        continue;
                    assert_true((d.hand_count[i] > 0) == (s.hand_count[i] > 0));
                    sum += d.hand_count[i];
                }
                assert_int_equal(sum, real);
                if (!k)
                    memcpy(first, d.hand_count, sizeof first);
                else
                    differs |= memcmp(first, d.hand_count, sizeof first) != 0;
            }
            positions++;
            if (holders >= 2 && real > holders) { /* more than one split */
                eligible++;
                varied += differs;
            }
            assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &err),
                             STATE_OK);
        }
    }
    printf("%d positions, %d with more than one split of the sizes, varied in %d\n", positions,
           eligible, varied);
    assert_true(eligible > 200);
    assert_true(varied >= eligible * 9 / 10);
}

/* Solitaire: the player's view, the public piles and the legal actions
 * are those of the game; the decks keep their sizes and, together, their
 * cards; the player's deck holds only mercenaries. */
static void solo_samples_keep_the_view(void **unused)
{
    (void)unused;
    struct variant v;
    struct solo_options o;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    static const char *const options[] = {"", "armies=4", "special-timing=turn",
                                          "streak-length=2",
                                          /* the seen top card stays on top */
                                          "blind-view=seen hand-size=3"};
    struct rng r, pick;
    rng_seed(&r, 17);
    rng_seed(&pick, 18);
    int checked = 0;
    for (int oi = 0; oi < (int)(sizeof options / sizeof options[0]); oi++)
        for (uint64_t seed = 1; seed <= 15; seed++) {
            solo_options_default(&o);
            assert_int_equal(solo_options_parse(&o, options[oi], &err), SOLO_OK);
            struct solo_state s;
            struct solo_events none = {NULL, 0, 0, 0};
            assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
            while (!solo_is_terminal(&s)) {
                struct solo_state d;
                solo_determinize(&s, &r, &d);
                struct solo_view v1, v2;
                solo_view(&s, &v1);
                solo_view(&d, &v2);
                assert_memory_equal(&v1, &v2, sizeof v1);
                int c1[SOLO_PLACES][CARD_KINDS], c2[SOLO_PLACES][CARD_KINDS];
                solo_count_places(&s, c1);
                solo_count_places(&d, c2);
                for (int p = 0; p < SOLO_PLACES; p++) {
                    if (p == SOLO_AT_PLAYER_DECK || p == SOLO_AT_ENEMY_DECK)
                        continue;
                    assert_memory_equal(c1[p], c2[p], sizeof c1[p]);
                }
                for (int k = 0; k < CARD_KINDS; k++) {
                    assert_int_equal(c1[SOLO_AT_PLAYER_DECK][k] + c1[SOLO_AT_ENEMY_DECK][k],
                                     c2[SOLO_AT_PLAYER_DECK][k] + c2[SOLO_AT_ENEMY_DECK][k]);
                    if (!card_is_mercenary(k))
                        assert_int_equal(c2[SOLO_AT_PLAYER_DECK][k], 0);
                }
                solo_action l1[SOLO_MAX_ACTIONS], l2[SOLO_MAX_ACTIONS];
                int n1 = solo_legal_actions(&s, l1, SOLO_MAX_ACTIONS);
                int n2 = solo_legal_actions(&d, l2, SOLO_MAX_ACTIONS);
                assert_int_equal(n1, n2);
                assert_memory_equal(l1, l2, sizeof(solo_action) * (size_t)n1);
                solo_action a = l1[rng_below(&pick, (uint32_t)n1)];
                none.n = none.lost = 0;
                assert_int_equal(solo_apply(&d, a, &none, &err), SOLO_OK);
                none.n = none.lost = 0;
                assert_int_equal(solo_apply(&s, a, &none, &err), SOLO_OK);
                checked++;
            }
        }
    assert_true(checked > 200);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(samples_match_the_observation),
        cmocka_unit_test(face_down_cards_are_sampled),
        cmocka_unit_test(hand_frequencies_follow_unseen_counts),
        cmocka_unit_test(private_hand_sizes_are_sampled),
        cmocka_unit_test(solo_samples_keep_the_view),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
