/* sim_agg.c — an arm's aggregate: adding samples, merging two aggregates,
 * and every counter by a stable name and index (the form the database
 * keeps), all driven by one table of counters. A square root of our own
 * keeps the maths library out of the link. */
#include <stddef.h>
#include <string.h>

#include "sim/sim.h"

enum merge_rule {
    MERGE_SUM,
    MERGE_MIN,
    MERGE_MAX,
};

#define FOR_STANDARD 1u
#define FOR_SOLITAIRE 2u
#define FOR_CAMPAIGN 4u /* only in a run of points campaigns */
#define FOR_PAIRED 8u   /* only in a sweep's arms after the first (pair_games > 0) */
#define FOR_BOTH (FOR_STANDARD | FOR_SOLITAIRE)

struct counter {
    const char *name;
    size_t offset; /* of the first int64_t */
    int count;     /* elements */
    enum merge_rule rule;
    unsigned games; /* FOR_* */
};

#define ARRAY(field, n, kinds) { #field, offsetof(struct sim_agg, field), n, MERGE_SUM, kinds }
#define VALUE(field, kinds) ARRAY(field, 1, kinds)
#define SAMPLE(field, kinds)                                                                   \
    { #field "_sum", offsetof(struct sim_agg, field.sum), 1, MERGE_SUM, kinds },              \
    { #field "_sumsq", offsetof(struct sim_agg, field.sumsq), 1, MERGE_SUM, kinds },          \
    { #field "_min", offsetof(struct sim_agg, field.min), 1, MERGE_MIN, kinds },              \
    { #field "_max", offsetof(struct sim_agg, field.max), 1, MERGE_MAX, kinds }

/* "games" must stay first: merging reads both counts before adding them. */
static const struct counter counters[] = {
    VALUE(games, FOR_BOTH),
    ARRAY(wins, GAME_MAX_SEATS, FOR_BOTH),
    SAMPLE(battles, FOR_BOTH),
    VALUE(cards_played, FOR_BOTH),
    ARRAY(shared_wins, GAME_MAX_SEATS, FOR_STANDARD),
    ARRAY(first_token, GAME_MAX_SEATS, FOR_STANDARD),
    ARRAY(order_wins, GAME_MAX_SEATS, FOR_STANDARD),
    ARRAY(endings, SIM_ENDINGS, FOR_STANDARD),
    VALUE(capped, FOR_STANDARD),
    ARRAY(never_contested, REGION_COUNT, FOR_STANDARD),
    SAMPLE(rounds, FOR_STANDARD),
    SAMPLE(uncontested, FOR_STANDARD),
    SAMPLE(actions, FOR_STANDARD),
    ARRAY(solo_ends, SIM_SOLO_ENDS, FOR_SOLITAIRE),
    ARRAY(solo_end_wins, SIM_SOLO_ENDS, FOR_SOLITAIRE),
    SAMPLE(solo_victories, FOR_SOLITAIRE),
    VALUE(campaigns, FOR_CAMPAIGN),
    ARRAY(campaign_wins, GAME_MAX_SEATS, FOR_CAMPAIGN),
    ARRAY(campaign_shared_wins, GAME_MAX_SEATS, FOR_CAMPAIGN),
    ARRAY(campaign_points, GAME_MAX_SEATS, FOR_CAMPAIGN),
    VALUE(campaign_final_battles, FOR_CAMPAIGN),
    VALUE(campaign_shared, FOR_CAMPAIGN),
    SAMPLE(campaign_games, FOR_CAMPAIGN),
    VALUE(pair_games, FOR_PAIRED),
    ARRAY(pair_win_gain, GAME_MAX_SEATS, FOR_PAIRED),
    ARRAY(pair_win_loss, GAME_MAX_SEATS, FOR_PAIRED),
    VALUE(pair_first_gain, FOR_PAIRED),
    VALUE(pair_first_loss, FOR_PAIRED),
    ARRAY(pair_d_sum, SIM_PAIRED_MEANS, FOR_PAIRED),
    ARRAY(pair_d_sumsq, SIM_PAIRED_MEANS, FOR_PAIRED),
};

#define NCOUNTERS (sizeof counters / sizeof counters[0])

static int64_t *at(struct sim_agg *a, const struct counter *c, int i)
{
    return (int64_t *)(void *)((char *)a + c->offset) + i;
}

static const int64_t *at_const(const struct sim_agg *a, const struct counter *c, int i)
{
    return (const int64_t *)(const void *)((const char *)a + c->offset) + i;
}

void sim_agg_init(struct sim_agg *a)
{
    memset(a, 0, sizeof *a);
}

void sim_agg_merge(struct sim_agg *a, const struct sim_agg *b)
{
    int64_t na = a->games, nb = b->games;
    for (size_t k = 0; k < NCOUNTERS; k++) {
        const struct counter *c = &counters[k];
        for (int i = 0; i < c->count; i++) {
            int64_t *x = at(a, c, i);
            int64_t y = *at_const(b, c, i);
            switch (c->rule) {
            case MERGE_SUM:
                *x += y;
                break;
            case MERGE_MIN:
                if (nb && (!na || y < *x))
                    *x = y;
                break;
            case MERGE_MAX:
                if (nb && (!na || y > *x))
                    *x = y;
                break;
            }
        }
    }
}

void sim_sample_add(struct sim_sample *s, int64_t games_before, int64_t value)
{
    s->sum += value;
    s->sumsq += value * value;
    if (!games_before || value < s->min)
        s->min = value;
    if (!games_before || value > s->max)
        s->max = value;
}

/* Newton's method from above; exact to the last bits for these values. */
static double square_root(double x)
{
    if (x <= 0)
        return 0;
    double g = x > 1 ? x : 1;
    for (int i = 0; i < 200; i++) {
        double next = 0.5 * (g + x / g);
        if (next >= g)
            break;
        g = next;
    }
    return g;
}

void sim_sample_stats(const struct sim_sample *s, int64_t n, double *mean, double *sd)
{
    if (n <= 0) {
        *mean = 0;
        *sd = 0;
        return;
    }
    double m = (double)s->sum / (double)n;
    double var = (double)s->sumsq / (double)n - m * m;
    *mean = m;
    *sd = square_root(var);
}

void sim_agg_foreach(const struct sim_agg *a, enum sim_kind kind, sim_counter_fn *fn, void *ctx)
{
    unsigned want = kind == SIM_SOLITAIRE   ? FOR_SOLITAIRE
                    : kind == SIM_CAMPAIGN ? FOR_STANDARD | FOR_CAMPAIGN
                                           : FOR_STANDARD;
    for (size_t k = 0; k < NCOUNTERS; k++) {
        const struct counter *c = &counters[k];
        if (c->games == FOR_PAIRED ? !a->pair_games : !(c->games & want))
            continue;
        for (int i = 0; i < c->count; i++)
            fn(ctx, c->name, i, *at_const(a, c, i));
    }
}

int sim_agg_set(struct sim_agg *a, const char *name, int index, int64_t value)
{
    for (size_t k = 0; k < NCOUNTERS; k++) {
        const struct counter *c = &counters[k];
        if (strcmp(c->name, name))
            continue;
        if (index < 0 || index >= c->count)
            return -1;
        *at(a, c, index) = value;
        return 0;
    }
    return -1;
}
