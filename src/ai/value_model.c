/* value_model.c — a seat's features and the learned evaluation
 * (value_model.h); the weights are in value_model_data.c. */
#include "ai/value_model.h"

#include <math.h>
#include <string.h>

#include "engine/map.h"
#include "rules/rules.h"

const struct value_model *value_model_find(const struct game *g)
{
    char canonical[256];
    if (ruleset_canonical(&g->rules, canonical, sizeof canonical) >= sizeof canonical)
        return NULL;
    for (int i = 0; i < value_model_count; i++)
        if (value_models[i].nseats == g->nseats && strcmp(value_models[i].rules, canonical) == 0)
            return &value_models[i];
    return NULL;
}

static int at_most(int v, int cap)
{
    return v < cap ? v : cap;
}

void value_features(const struct game *g, const struct state *s, int seat,
                    int8_t f[VALUE_FEATURES])
{
    region_set held = s->owned[seat];
    int n = region_count(held), largest = region_largest_connected(held);
    int need_total = g->win_total - n, need_adjacent = g->win_adjacent - largest;
    int need = need_total < need_adjacent ? need_total : need_adjacent;
    int winning = 0, growing = 0;
    for (int r = 0; r < REGION_COUNT; r++) {
        if (s->owner[r] != SEAT_NONE || r == s->pope)
            continue;
        int grown = region_largest_connected(held | (region_set)1u << r);
        winning += n + 1 >= g->win_total || grown >= g->win_adjacent;
        growing += grown > largest;
    }
    int other = 0;
    for (int i = 0; i < g->nseats; i++)
        if (i != seat && s->hand_count[i] > other)
            other = s->hand_count[i];
    f[VALUE_REGIONS] = (int8_t)n;
    f[VALUE_CONNECTED] = (int8_t)largest;
    f[VALUE_NEED] = (int8_t)at_most(need > 0 ? need : 0, 6);
    f[VALUE_WINNING_FREE] = (int8_t)at_most(winning, 4);
    f[VALUE_GROWING_FREE] = (int8_t)at_most(growing, 6);
    f[VALUE_HAND] = (int8_t)s->hand_count[seat];
    f[VALUE_HAND_EXCESS] = (int8_t)(s->hand_count[seat] - other);
    f[VALUE_TOKEN] = s->token == seat;
    for (int k = 0; k < CARD_KINDS; k++)
        f[VALUE_KINDS + k] = (int8_t)s->hand[seat][k];
}

void value_model_eval(const struct value_model *m, const struct game *g, const struct state *s,
                      double *out)
{
    double score[GAME_MAX_SEATS], top = -1e300, sum = 0;
    for (int i = 0; i < g->nseats; i++) {
        int8_t f[VALUE_FEATURES];
        value_features(g, s, i, f);
        double v = 0;
        for (int k = 0; k < VALUE_FEATURES; k++)
            v += m->weight[k] * f[k];
        score[i] = v;
        if (v > top)
            top = v;
    }
    for (int i = 0; i < g->nseats; i++)
        sum += out[i] = exp(score[i] - top);
    for (int i = 0; i < g->nseats; i++)
        out[i] /= sum;
}
