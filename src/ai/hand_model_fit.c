/* hand_model_fit.c — the hand model's training counts and its calibration
 * score (hand_model.h), both read from true positions: for measurement
 * and training only, never a bot's input. */
#include <math.h>

#include "ai/hand_model.h"
#include "engine/determinize.h"

/* The unseen cards of obs's seat less the others' face-down ones (their
 * count), per kind as a uniform deal sees them; returns their number. */
static int dealt_pool(const struct game *g, const struct observation *obs, double pool[CARD_KINDS])
{
    uint8_t unseen[CARD_KINDS];
    int n = observation_unseen(g, obs, unseen), down = 0;
    for (int i = 0; i < obs->nseats; i++)
        if (i != obs->seat)
            down += obs->face_down[i];
    for (int k = 0; k < CARD_KINDS; k++)
        pool[k] = n > 0 ? unseen[k] * (double)(n - down) / n : 0;
    return n - down;
}

/* The seat to act's observation of s and its pool; the pool's size, or 0
 * when there is nothing to place (or the hand sizes are private). */
static int view(const struct game *g, const struct state *s, struct observation *obs,
                double pool[CARD_KINDS])
{
    state_observe(g, s, state_current_seat(s), obs);
    int n = dealt_pool(g, obs, pool);
    return n > 0 && !obs->sizes_private ? n : 0;
}

void hand_model_count(const struct game *g, const struct state *s, struct hand_model_counts *c)
{
    struct observation obs;
    double pool[CARD_KINDS];
    int n = view(g, s, &obs, pool);
    if (!n)
        return;
    int family = hand_model_family(g);
    for (int i = 0; i < obs.nseats; i++) {
        if (i == obs.seat)
            continue;
        int b = hand_model_bucket(&obs, i);
        for (int k = 0; k < CARD_KINDS; k++) {
            c->found[family][b][k] += s->hand[i][k];
            c->expected[family][b][k] += pool[k] * obs.hand_count[i] / n;
        }
    }
}

void hand_model_fit(const struct hand_model_counts *c, hand_model_tables *t)
{
    for (int f = 0; f < HAND_MODEL_FAMILIES; f++)
        for (int b = 0; b < HAND_MODEL_BUCKETS; b++)
            for (int k = 0; k < CARD_KINDS; k++) {
                double e = c->expected[f][b][k];
                long v = e < 20 ? 0 : lround((c->found[f][b][k] + 8) / (e + 8) * HAND_MODEL_ONE);
                (*t)[f][b][k] = (uint8_t)(e < 20 ? 0 : v < 1 ? 1 : v > 255 ? 255 : v);
            }
}

void hand_model_score(const hand_model_tables *t, const struct game *g, const struct state *s,
                      struct hand_model_score *out)
{
    struct observation obs;
    double pool[CARD_KINDS];
    int n = view(g, s, &obs, pool);
    if (!n)
        return;
    float w[GAME_MAX_SEATS][CARD_KINDS];
    hand_model_weights_from(t, g, &obs, w);
    for (int k = 0; k < CARD_KINDS; k++) {
        if (pool[k] <= 0)
            continue;
        /* where a card of kind k is: seat i's hand with weight
         * hand_count * w, the rest (deck, face-down) with its count */
        double in_hands = 0, wsum = 0;
        for (int i = 0; i < obs.nseats; i++)
            if (i != obs.seat) {
                in_hands += obs.hand_count[i];
                wsum += obs.hand_count[i] * (double)w[i][k];
            }
        double rest = n - in_hands;
        wsum += rest;
        double elsewhere = pool[k];
        for (int i = 0; i < obs.nseats; i++) {
            if (i == obs.seat || !s->hand[i][k])
                continue;
            out->uniform += s->hand[i][k] * log(obs.hand_count[i] / (double)n);
            out->model += s->hand[i][k] * log(obs.hand_count[i] * (double)w[i][k] / wsum);
            out->cards += s->hand[i][k];
            elsewhere -= s->hand[i][k];
        }
        if (elsewhere > 0.5 && rest > 0) {
            out->uniform += elsewhere * log(rest / n);
            out->model += elsewhere * log(rest / wsum);
            out->cards += elsewhere;
        }
    }
}
