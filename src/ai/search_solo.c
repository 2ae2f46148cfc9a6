/* search_solo.c — the search bot in the solitaire (search_bot.h): a
 * sampled look-ahead over the solitaire bot, every root action played on
 * the same samples.
 *
 * The player alone decides; all that is uncertain is chance (the coin,
 * the enemy deck, his own deck, the special deck). Each sample deals the
 * hidden piles again from what he has not seen (solo_determinize: a fresh
 * order, and a fresh generator for the coin and the reshuffles), then
 * plays every action still considered on a copy of that same sample and
 * lets the solitaire bot play each copy to its end: reward 1 for a won
 * game. Because the actions meet the same deals and the same coins (common
 * random numbers) and the bot plays out deterministically, the difference
 * between two actions' results measures their difference alone, with far
 * less noise than separate samples would give.
 *
 * The decision: the solitaire bot's own move, unless another action won
 * more often than it, on the same samples, by more than SOLO_Z standard
 * errors of that difference; then the action with the largest such lead.
 * So the search never trades the bot's move for one that only looked
 * better by luck. Every SOLO_PRUNE_EVERY samples an action that trails
 * the bot's move by more than SOLO_PRUNE_Z standard errors is dropped,
 * which leaves the budget to the contenders.
 *
 * The budget: p->iterations play-outs (one action on one sample each).
 * With p->stop_early the decision ends sooner: once the bot's move is
 * the only action left (nothing can replace it: the decision is the
 * whole budget's), and once past an eighth of the budget's samples no
 * action left leads the bot's move at all (one that has not shown the
 * least lead by then seldom shows a lead of SOLO_Z errors by the end:
 * bench/search_bench --agree measured 0 decisions of 290 that differ
 * from the whole budget's, for 48.6% of its play-outs; doc/search.md).
 * p->clairvoyant (measurement only): the samples are the true position,
 * deck orders and coins included.
 *
 * On T threads each thread samples with the whole budget from its own
 * generator, pruning and stopping on its own samples; the arms' counts
 * (play-outs, wins, leads and their squares) are then summed and the
 * decision taken on the sums, by the same rule. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search_threads.h"
#include "ai/search_tree.h"
#include "ai/solo_bot.h"
#include "engine/rng.h"
#include "solo/solo.h"

#define SOLO_Z 2.0          /* a lead of this many standard errors replaces the bot's move */
#define SOLO_PRUNE_Z 2.0    /* a deficit of this many drops an action */
#define SOLO_PRUNE_EVERY 32 /* samples between two prunings */

void search_solo_default_params(struct search_params *p, int budget)
{
    search_default_params(p, budget != 0 ? budget : SEARCH_SOLO_DEFAULT_ITERATIONS);
    p->rollout = SEARCH_ROLLOUT_HEURISTIC;
}

/* Whether the battle in progress when a play-out began (its number and the
 * player's victories then) is over in s: -1 while it goes on, else 1 if
 * the player won it, 0 if not. */
static int battle_result(const struct solo_state *s, int battle, int victories)
{
    if (s->battle == battle && !solo_is_terminal(s))
        return -1;
    return s->victories[SOLO_MARK_PLAYER] > victories;
}

/* Plays the sample to its end; 1 if the player wins. *won: whether he won
 * the battle in progress at (battle, victories), if still unknown (-1). */
static int play_out(const struct search_params *p, struct solo_state *s, struct rng *r,
                    int battle, int victories, int *won)
{
    struct solo_events none = {NULL, 0, 0, 0};
    while (!solo_is_terminal(s)) {
        /* one of the legal actions (0: none, which a game not over never has) */
        solo_action a = solo_policy_choose(
            p->rollout == SEARCH_ROLLOUT_RANDOM ? SOLO_POLICY_RANDOM : SOLO_POLICY_BOT, s, r);
        if (a == 0)
            break;
        none.n = none.lost = 0;
        solo_apply_legal(s, a, &none);
        if (*won < 0)
            *won = battle_result(s, battle, victories);
    }
    if (*won < 0)
        *won = 0;
    return solo_is_terminal(s) && s->outcome == SOLO_WIN;
}

struct arm {
    solo_action act;
    int active;
    int n;        /* samples played */
    int wins;
    int battle_wins; /* play-outs in which the player won the battle in progress */
    int lead;     /* sum of (this action's result - the bot's move's), each in -1..1 */
    int lead_sq;  /* sum of their squares */
};

/* The lead over the bot's move and its standard error. */
static double lead_mean(const struct arm *a)
{
    return a->n ? (double)a->lead / a->n : 0.0;
}

static double lead_error(const struct arm *a)
{
    if (a->n < 2)
        return 1.0;
    double m = lead_mean(a);
    double var = ((double)a->lead_sq - a->n * m * m) / (a->n - 1);
    return var > 0 ? sqrt(var / a->n) : 0.0;
}

static int by_mean(const void *x, const void *y)
{
    const struct search_move *a = x, *b = y;
    if (a->mean != b->mean)
        return a->mean < b->mean ? 1 : -1;
    return (int)a->act - (int)b->act;
}

/* The samples of one search: every action still considered played on
 * each sample (common random numbers), the trailing ones pruned, from r,
 * until the budget (or the deadline, when not 0) is spent or the decision
 * is clear. Fills arm[0..nlegal) (act set by the caller); returns the
 * play-outs played. */
static int sample(const struct search_params *p, const struct solo_state *s, int nlegal,
                  int base, struct rng *r, double deadline, struct arm *arm)
{
    for (int i = 0; i < nlegal; i++)
        arm[i].active = 1;
    int active = nlegal, done = 0, samples = 0;
    while (done + active <= p->iterations && !search_should_stop(samples) &&
           !search_time_up(deadline, samples)) {
        struct solo_state d;
        if (p->clairvoyant)
            d = *s;
        else
            solo_determinize(s, r, &d);
        int result[SOLO_MAX_ACTIONS];
        for (int i = 0; i < nlegal; i++) {
            if (!arm[i].active)
                continue;
            struct solo_state c = d;
            struct solo_events none = {NULL, 0, 0, 0};
            int battle = d.battle, victories = d.victories[SOLO_MARK_PLAYER], won = -1;
            result[i] = 0;
            if (solo_apply(&c, arm[i].act, &none, NULL) == SOLO_OK) {
                won = battle_result(&c, battle, victories);
                result[i] = play_out(p, &c, r, battle, victories, &won);
            }
            arm[i].n++;
            arm[i].wins += result[i];
            arm[i].battle_wins += won > 0;
            done++;
        }
        for (int i = 0; i < nlegal; i++) {
            if (!arm[i].active)
                continue;
            int diff = result[i] - result[base];
            arm[i].lead += diff;
            arm[i].lead_sq += diff * diff;
        }
        samples++;
        if (p->clairvoyant)
            break; /* every sample is the true future: one is all */
        if (samples % SOLO_PRUNE_EVERY != 0)
            continue;
        int leading = 0;
        for (int i = 0; i < nlegal; i++) {
            if (i == base || !arm[i].active)
                continue;
            if (lead_mean(&arm[i]) + SOLO_PRUNE_Z * lead_error(&arm[i]) < 0) {
                arm[i].active = 0;
                active--;
            } else {
                leading += arm[i].lead > 0;
            }
        }
        if (p->stop_early && (active == 1 || (!leading && samples * 8 >= p->iterations)))
            break;
    }
    return done;
}

/* T searches at once (search_bot.h, "Threads"), each on its own samples
 * from its own generator; their arms summed. */
struct solo_forest {
    const struct search_params *p;
    const struct solo_state *s;
    int nlegal, base;
    uint64_t drawn;
    double deadline;
    bool memos; /* the solitaire bot's memos, on or off as on the caller's thread */
    struct arm arm[SEARCH_MAX_THREADS][SOLO_MAX_ACTIONS];
    int done[SEARCH_MAX_THREADS];
};

static void sample_one(void *arg, int t)
{
    struct solo_forest *f = arg;
    struct rng r;
    solo_bot_use_memos(f->memos); /* a thread-local setting */
    rng_seed(&r, search_thread_seed(f->drawn, t));
    f->done[t] = sample(f->p, f->s, f->nlegal, f->base, &r, f->deadline, f->arm[t]);
}

/* Sums the T searches into arm[] (act set); returns the play-outs, or -1
 * (out of memory: nothing searched). */
static int sample_forest(const struct search_params *p, const struct solo_state *s, int nlegal,
                         int base, struct rng *r, struct arm *arm)
{
    int n = search_thread_count(p);
    struct solo_forest *f = malloc(sizeof *f);
    if (!f)
        return -1;
    f->p = p;
    f->s = s;
    f->nlegal = nlegal;
    f->base = base;
    f->drawn = rng_next(r);
    f->deadline = search_deadline(p);
    f->memos = solo_bot_memos_used();
    for (int t = 0; t < n; t++)
        memcpy(f->arm[t], arm, sizeof f->arm[t]);
    search_threads_run(n, sample_one, f);
    int done = 0;
    for (int t = 0; t < n; t++) {
        done += f->done[t];
        for (int i = 0; i < nlegal; i++) {
            arm[i].n += f->arm[t][i].n;
            arm[i].wins += f->arm[t][i].wins;
            arm[i].battle_wins += f->arm[t][i].battle_wins;
            arm[i].lead += f->arm[t][i].lead;
            arm[i].lead_sq += f->arm[t][i].lead_sq;
        }
    }
    free(f);
    return done;
}

/* The report: the actions sampled, the chosen one first, then the others
 * by their win rate. */
static void solo_report(const struct arm *arm, int nlegal, int best, int done,
                        struct search_report *report)
{
    report->iterations = done;
    report->nodes = 0;
    report->battles = 1;
    report->nmoves = 0;
    for (int i = 0; i < nlegal && report->nmoves < SEARCH_MAX_MOVES; i++) {
        if (arm[i].n == 0)
            continue;
        struct search_move *m = &report->moves[report->nmoves++];
        m->act = arm[i].act;
        m->visits = arm[i].n;
        m->mean = (double)arm[i].wins / arm[i].n;
        m->margin = 1.96 * sqrt(m->mean * (1 - m->mean) / arm[i].n);
        m->battle = (double)arm[i].battle_wins / arm[i].n;
    }
    for (int k = 1; k < report->nmoves; k++)
        if (report->moves[k].act == arm[best].act) {
            struct search_move t = report->moves[k];
            memmove(&report->moves[1], &report->moves[0], sizeof t * (size_t)k);
            report->moves[0] = t;
        }
    if (report->nmoves > 2)
        qsort(&report->moves[1], (size_t)report->nmoves - 1, sizeof report->moves[0], by_mean);
}

solo_action search_solo_choose(const struct search_params *p, const struct solo_state *s,
                               struct rng *r, struct search_report *report)
{
    if (report)
        memset(report, 0, sizeof *report);
    solo_action legal[SOLO_MAX_ACTIONS];
    int nlegal = solo_legal_actions(s, legal, SOLO_MAX_ACTIONS);
    if (nlegal <= 0)
        return 0;
    if (nlegal == 1 && !report)
        return legal[0];
    struct solo_view v;
    solo_view(s, &v);
    solo_action bot = solo_bot_choose(&v, legal, nlegal);
    struct arm arm[SOLO_MAX_ACTIONS];
    int base = 0;
    memset(arm, 0, sizeof arm);
    for (int i = 0; i < nlegal; i++) {
        arm[i].act = legal[i];
        if (legal[i] == bot)
            base = i;
    }
    int done = search_draws_once(p) ? sample_forest(p, s, nlegal, base, r, arm)
                                    : sample(p, s, nlegal, base, r, 0, arm);
    if (done < 0)
        return bot;
    /* the bot's move unless another one leads it by more than SOLO_Z errors */
    int best = base;
    double best_low = 0.0;
    for (int i = 0; i < nlegal; i++) {
        if (i == base || arm[i].n == 0)
            continue;
        /* clairvoyant: the one sample is exact */
        double low = lead_mean(&arm[i]) - (p->clairvoyant ? 0.0 : SOLO_Z * lead_error(&arm[i]));
        if (low > best_low) {
            best_low = low;
            best = i;
        }
    }
    if (report)
        solo_report(arm, nlegal, best, done, report);
    return arm[best].act;
}
