/* sim_sweep.c — `simulate --sweep`: each arm against the baseline (the
 * first arm) on the same games, figure by figure: the difference and its
 * p-value (McNemar for win rates, the paired t-test for means, sim_stats.c),
 * Holm-corrected over every comparison of the run. The text, JSON and CSV
 * rows are the program's (sim_sweep_render.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim_report.h"

bool sim_report_is_sweep(const struct sim_report *r)
{
    for (int a = 1; a < r->narms; a++)
        if (r->arms[a].agg.pair_games > 0)
            return true;
    return false;
}

/* The means each game compares, in the order shown, and their keys. */
struct mean_figure {
    int mean; /* enum sim_paired_mean */
    const char *key;
};
static const struct mean_figure standard_means[] = {
    { SIM_PAIR_BATTLES, "battles_per_game" },   { SIM_PAIR_ROUNDS, "rounds_per_game" },
    { SIM_PAIR_ACTIONS, "actions_per_game" },   { SIM_PAIR_CARDS, "cards_per_game" },
    { SIM_PAIR_UNCONTESTED, "regions_never_contested" },
};
static const struct mean_figure solo_means[] = {
    { SIM_PAIR_BATTLES, "battles_per_game" },
    { SIM_PAIR_VICTORIES, "player_victories_per_game" },
    { SIM_PAIR_CARDS, "player_cards_per_game" },
};

static double share(int64_t part, int64_t whole)
{
    return whole > 0 ? (double)part / (double)whole : 0;
}

static int64_t base_mean_sum(const struct sim_agg *b, int k)
{
    switch (k) {
    case SIM_PAIR_BATTLES: return b->battles.sum;
    case SIM_PAIR_ROUNDS: return b->rounds.sum;
    case SIM_PAIR_ACTIONS: return b->actions.sum;
    case SIM_PAIR_CARDS: return b->cards_played;
    case SIM_PAIR_VICTORIES: return b->solo_victories.sum;
    default: return b->uncontested.sum;
    }
}

size_t sim_sweep_compare(const struct sim_report *r, struct sim_comparison **out)
{
    size_t cap = (size_t)r->narms * (GAME_MAX_SEATS + 1 + SIM_PAIRED_MEANS), n = 0;
    struct sim_comparison *c = calloc(cap ? cap : 1, sizeof *c);
    *out = c;
    if (!c)
        return 0;
    const struct sim_agg *b = &r->arms[0].agg;
    bool solo = r->kind == SIM_SOLITAIRE;
    const struct mean_figure *means = solo ? solo_means : standard_means;
    int nmeans = solo ? (int)(sizeof solo_means / sizeof solo_means[0])
                      : (int)(sizeof standard_means / sizeof standard_means[0]);
    /* the solitaire: the player's win alone (no first token holder) */
    int rates = solo ? 1 : r->players + 1;
    for (int a = 1; a < r->narms; a++) {
        const struct sim_agg *x = &r->arms[a].agg;
        int64_t g = x->pair_games;
        if (g <= 0)
            continue;
        for (int i = 0; i < rates; i++) {
            struct sim_comparison *k = &c[n++];
            bool first = !solo && i == r->players;
            k->arm = a;
            k->rate = true;
            if (solo)
                snprintf(k->key, sizeof k->key, "player_win");
            else if (first)
                snprintf(k->key, sizeof k->key, "first_token_holder_win");
            else
                snprintf(k->key, sizeof k->key, "seat_%d_win", i + 1);
            k->seat = first ? 0 : i + 1;
            int64_t gain = first ? x->pair_first_gain : x->pair_win_gain[i];
            int64_t loss = first ? x->pair_first_loss : x->pair_win_loss[i];
            k->base = share(first ? b->order_wins[0] : b->wins[i], b->games);
            k->value = share(first ? x->order_wins[0] : x->wins[i], x->games);
            k->diff = (double)(gain - loss) / (double)g;
            bool exact;
            k->p = sim_mcnemar_p(gain, loss, &exact);
            k->test = exact ? "mcnemar-exact" : "mcnemar-chi2";
        }
        for (int j = 0; j < nmeans; j++) {
            struct sim_comparison *k = &c[n++];
            int m = means[j].mean;
            k->arm = a;
            k->rate = false;
            k->mean = m;
            snprintf(k->key, sizeof k->key, "%s", means[j].key);
            k->base = share(base_mean_sum(b, m), b->games);
            k->value = share(base_mean_sum(x, m), x->games);
            k->diff = (double)x->pair_d_sum[m] / (double)g;
            k->p = sim_paired_t_p(g, (double)x->pair_d_sum[m], (double)x->pair_d_sumsq[m]);
            k->test = "paired-t";
        }
    }
    double *p = malloc((n ? n : 1) * sizeof *p), *q = malloc((n ? n : 1) * sizeof *q);
    if (p && q) {
        for (size_t i = 0; i < n; i++)
            p[i] = c[i].p;
        if (!sim_holm(p, q, n))
            for (size_t i = 0; i < n; i++)
                c[i].p_holm = q[i];
    }
    free(p);
    free(q);
    return n;
}
