/* test_review.c — `review`'s analysis (ai/review.h) of seeded games played
 * to their end: at every decision of the player with a choice, the figures
 * of the best move and of the move played are those `hint` gives at the
 * same position, budget and threads (advisor_search.h: the same call the
 * prompt makes); the hands revealed at the first battle are the deal
 * recomputed from the seed, every face-down card revealed was in its
 * seat's hand at the battle's start; in the solitaire the enemy deck of
 * the first battle is the one dealt from the seed; the marks follow their
 * rule (the three largest drops and every drop of 10 points or more); and
 * the JSON reads back to the same review. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor_search.h"
#include "ai/review.h"
#include "rules/rules.h"

#define BUDGET 200
#define MAX_ACTIONS 2048

struct journal {
    int n;
    char text[MAX_ACTIONS][ACTION_TEXT_MAX];
    const char *texts[MAX_ACTIONS];
    int seats[MAX_ACTIONS];
};

/* A game of random moves from `seed` to its end, into j. */
static void play_standard(const struct game *g, struct state *start, uint64_t seed,
                          struct journal *j)
{
    struct state s;
    struct rng r;
    rng_seed(&r, seed ^ 0x5eedu);
    state_init(g, start, seed, NULL);
    s = *start;
    j->n = 0;
    while (!state_is_terminal(&s) && j->n < MAX_ACTIONS) {
        action a = state_random_action(g, &s, &r);
        j->seats[j->n] = state_current_seat(&s);
        action_to_text(a, j->text[j->n], sizeof j->text[j->n]);
        j->texts[j->n] = j->text[j->n];
        j->n++;
        state_apply_legal(g, &s, a, NULL);
    }
    assert_true(state_is_terminal(&s));
}

static void check_marks(const struct review *rv)
{
    int marked = 0, points = 0;
    for (int i = 0; i < rv->ndecisions; i++) {
        const struct review_decision *d = &rv->decisions[i];
        int larger = 0; /* larger drops, and equal ones earlier */
        for (int k = 0; k < rv->ndecisions; k++)
            larger += rv->decisions[k].loss > d->loss || (rv->decisions[k].loss == d->loss && k < i);
        if (d->loss >= REVIEW_MARK_POINTS || (d->loss > 0 && larger < REVIEW_MARK_TOP))
            assert_true(d->marked);
        if (d->marked) {
            assert_true(d->loss > 0);
            marked++;
            points += d->loss;
        }
    }
    assert_true(marked == rv->nmarked && points == rv->points_lost);
}

/* The JSON read back gives the same JSON. */
static void check_json(const struct review *rv)
{
    char *json = review_to_json(rv, 7, "test");
    assert_non_null(json);
    struct review back;
    assert_int_equal(review_from_json(json, &back), 0);
    char *again = review_to_json(&back, 7, "test");
    assert_non_null(again);
    assert_string_equal(json, again);
    review_free(&back);
    free(json);
    free(again);
}

/* Decision d's figures against hint's at its position. */
static void check_standard_decision(const struct review_setup *in, const struct review *rv,
                                    const struct review_decision *d, int threads)
{
    struct state s = *in->start;
    struct msg err;
    for (int i = 0; i + 1 < d->seq; i++)
        assert_int_equal(state_apply_text(in->game, &s, in->actions[i], NULL, &err), STATE_OK);
    struct observation o;
    action legal[STATE_MAX_ACTIONS];
    int n = state_legal_actions(in->game, &s, legal, STATE_MAX_ACTIONS);
    state_observe(in->game, &s, in->seat, &o);
    struct advisor_advice adv;
    assert_int_equal(advisor_search_hint(in->game, &o, legal, n, NULL, rv->budget, threads,
                                         in->heuristic_seats, &adv),
                     0);
    assert_int_equal(adv.moves[0].act, d->best.act);
    assert_int_equal(adv.moves[0].percent, d->best.percent);
    assert_int_equal(adv.moves[0].margin, d->best.margin);
    assert_string_equal(adv.moves[0].command, d->best.command);
    for (int i = 0; i < adv.nmoves; i++)
        if (adv.moves[i].act == d->played.act)
            assert_int_equal(adv.moves[i].percent, d->played.percent);
}

static void standard_review(const char *ruleset, int nseats, uint64_t seed, int threads)
{
    struct ruleset r;
    struct game g;
    char warn[256];
    struct msg err;
    assert_int_equal(ruleset_from_string(&r, ruleset, warn, sizeof warn, &err), 0);
    assert_int_equal(game_init(&g, &r, nseats, &err), 0);
    struct state start;
    struct journal *j = calloc(1, sizeof *j);
    assert_non_null(j);
    play_standard(&g, &start, seed, j);
    struct review_setup in = { .game = &g, .start = &start, .seat = 0, .nactions = j->n,
                               .actions = j->texts, .seats = j->seats, .budget = BUDGET,
                               .threads = threads };
    struct review rv;
    assert_int_equal(review_run(&in, &rv, &err), 0);
    int mine = 0, checked = 0;
    for (int i = 0; i < j->n; i++)
        mine += j->seats[i] == 0;
    assert_int_equal(rv.ndecisions, mine);
    for (int i = 0; i < rv.ndecisions; i++) {
        const struct review_decision *d = &rv.decisions[i];
        assert_int_equal(j->seats[d->seq - 1], 0);
        action a;
        char want[REVIEW_MOVE_MAX];
        assert_int_equal(action_from_text(j->text[d->seq - 1], &a, &err), 0);
        advisor_command_text(a, want, sizeof want);
        assert_string_equal(want, d->played.command);
        if (d->nlegal > 1 && (i % 3 == 0 || d->marked)) {
            check_standard_decision(&in, &rv, d, threads);
            checked++;
        }
        assert_true(d->loss >= 0 && d->loss <= 100);
    }
    assert_true(checked > 0);
    /* the first battle's hands: the deal from the seed */
    struct state dealt;
    state_init(&g, &dealt, seed, NULL);
    assert_true(rv.nbattles > 0);
    assert_int_equal(rv.battles[0].number, 1);
    for (int seat = 1; seat < nseats; seat++)
        assert_memory_equal(rv.battles[0].hand[seat], dealt.hand[seat], CARD_KINDS);
    for (int b = 0; b < rv.nbattles; b++)
        for (int seat = 0; seat < nseats; seat++)
            for (int k = 0; k < CARD_KINDS; k++) {
                assert_true(rv.battles[b].face_down[seat][k] <= rv.battles[b].hand[seat][k]);
                if (seat == 0)
                    assert_int_equal(rv.battles[b].hand[seat][k], 0);
            }
    check_marks(&rv);
    check_json(&rv);
    review_free(&rv);
    free(j);
}

static void standard_games(void **unused)
{
    (void)unused;
    standard_review("standard", 4, 11, 1);
    standard_review("standard+hidden-cards", 3, 12, 2);
    standard_review("first-edition", 2, 13, 1);
}

static void solitaire_game(void **unused)
{
    (void)unused;
    struct variant v;
    struct solo_options o;
    struct msg err;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err), 0);
    solo_options_default(&o);
    struct solo_events none = { NULL, 0, 0, 0 };
    struct solo_state start, s;
    assert_int_equal(solo_new(&start, &v, &o, 31, &none, &err), SOLO_OK);
    s = start;
    struct journal *j = calloc(1, sizeof *j);
    assert_non_null(j);
    struct rng r;
    rng_seed(&r, 99);
    while (!solo_is_terminal(&s) && j->n < MAX_ACTIONS) {
        solo_action legal[SOLO_MAX_ACTIONS];
        int n = solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS);
        solo_action a = legal[rng_below(&r, (uint32_t)n)];
        solo_action_format(a, j->text[j->n], sizeof j->text[j->n]);
        j->texts[j->n] = j->text[j->n];
        j->n++;
        assert_int_equal(solo_apply(&s, a, &none, &err), SOLO_OK);
    }
    struct review_setup in = { .solitaire = true, .solo_start = &start, .nactions = j->n,
                               .actions = j->texts, .seats = j->seats, .budget = BUDGET,
                               .threads = 2 };
    struct review rv;
    assert_int_equal(review_run(&in, &rv, &err), 0);
    assert_int_equal(rv.ndecisions, j->n);
    for (int i = 0; i < rv.ndecisions; i++) {
        const struct review_decision *d = &rv.decisions[i];
        if (d->nlegal < 2 || i % 2)
            continue;
        struct solo_state at = start;
        for (int k = 0; k + 1 < d->seq; k++) {
            solo_action a;
            assert_int_equal(solo_action_parse(j->text[k], &a, &err), SOLO_OK);
            assert_int_equal(solo_apply(&at, a, &none, &err), SOLO_OK);
        }
        struct advisor_advice adv;
        assert_int_equal(advisor_solo_hint(&at, BUDGET, 2, &adv), 0);
        assert_int_equal(adv.moves[0].act, d->best.act);
        assert_int_equal(adv.moves[0].percent, d->best.percent);
        for (int m = 0; m < adv.nmoves; m++)
            if (adv.moves[m].act == d->played.act)
                assert_int_equal(adv.moves[m].percent, d->played.percent);
    }
    /* the enemy deck of the first battle: as dealt from the seed */
    struct solo_state dealt;
    assert_int_equal(solo_new(&dealt, &v, &o, 31, &none, &err), SOLO_OK);
    assert_int_equal(rv.battles[0].enemy_n, dealt.enemy_deck.n);
    assert_memory_equal(rv.battles[0].enemy, dealt.enemy_deck.card, dealt.enemy_deck.n);
    check_marks(&rv);
    check_json(&rv);
    review_free(&rv);
    free(j);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(standard_games),
        cmocka_unit_test(solitaire_game),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
