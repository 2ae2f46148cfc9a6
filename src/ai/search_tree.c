/* search_tree.c — the search bot's tree: nodes, UCB selection among the
 * actions legal in a sample (with availability counts, as ISMCTS asks),
 * expansion, backing up a reward vector, and the root's summary (of one
 * tree, or of several summed); the stop check a search polls (Ctrl-C at
 * the prompt). */
#include "ai/search_tree.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static bool (*stop_check)(void);

void search_set_stop_check(bool (*stop)(void))
{
    stop_check = stop;
}

bool search_should_stop(int it)
{
    return stop_check && it % SEARCH_POLL_EVERY == 0 && stop_check();
}

int search_tree_init(struct search_tree *t, int cap)
{
    t->node = malloc(sizeof *t->node * (size_t)cap);
    t->battle_won = NULL;
    t->cap = t->node ? cap : 0;
    t->n = 0;
    if (!t->node)
        return -1;
    memset(&t->node[0], 0, sizeof t->node[0]);
    t->node[0].child = t->node[0].sibling = -1;
    t->n = 1;
    return 0;
}

int search_tree_watch_battle(struct search_tree *t)
{
    t->battle_won = calloc((size_t)t->cap, sizeof *t->battle_won);
    return t->battle_won ? 0 : -1;
}

void search_tree_free(struct search_tree *t)
{
    free(t->node);
    free(t->battle_won);
    t->node = NULL;
    t->battle_won = NULL;
    t->n = t->cap = 0;
}

#define STEP_MEMO 128 /* children whose legality a step remembers */

/* The actions of the step under way that are legal and have no child yet,
 * one bit each: set from the legal list, cleared as children are found,
 * zero again when the step has read it. One per thread (simulate --jobs). */
static _Thread_local uint64_t untried_bits[65536 / 64];

static inline bool untried(uint16_t a)
{
    return untried_bits[a >> 6] >> (a & 63) & 1u;
}

/* log(k) for the availabilities a selection meets most, worked out once
 * a thread by the same log() as beyond the table: the same values. */
#define LOG_TABLE 4096
static _Thread_local double log_table[LOG_TABLE];
static _Thread_local bool log_table_filled;

static void fill_log_table(void)
{
    for (int k = 1; k < LOG_TABLE; k++)
        log_table[k] = log((double)k);
    log_table_filled = true;
}

static inline double log_avail(uint32_t a)
{
    return a < LOG_TABLE ? log_table[a] : log((double)a);
}

static int find(const uint16_t *legal, int n, uint16_t a)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (legal[mid] == a)
            return mid;
        if (legal[mid] < a)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

int search_tree_step(struct search_tree *t, int at, const uint16_t *legal, int n, int seat,
                     double explore, struct rng *r, uint16_t *act, int *expanded)
{
    /* whether each of the first STEP_MEMO children is legal here, in the
     * order of the list: the selection below reads it back */
    uint8_t legal_child[STEP_MEMO];
    int ntried = 0, nchildren = 0;
    int best = -1;
    double best_value = -1.0;
    *expanded = 0;
    for (int i = 0; i < n; i++)
        untried_bits[legal[i] >> 6] |= (uint64_t)1 << (legal[i] & 63);
    for (int c = t->node[at].child; c >= 0; c = t->node[c].sibling, nchildren++) {
        struct search_node *nd = &t->node[c];
        bool is_legal = untried(nd->act);
        if (nchildren < STEP_MEMO)
            legal_child[nchildren] = is_legal;
        if (!is_legal)
            continue;
        untried_bits[nd->act >> 6] &= ~((uint64_t)1 << (nd->act & 63));
        ntried++;
        nd->avail++;
    }
    if (ntried < n) {
        int i = -1;
        if (t->n < t->cap) {
            int pick = (int)rng_below(r, (uint32_t)(n - ntried));
            for (i = 0;; i++)
                if (untried(legal[i]) && pick-- == 0)
                    break;
        }
        for (int j = 0; j < n; j++)
            untried_bits[legal[j] >> 6] = 0;
        if (i < 0)
            return -1;
        int c = t->n++;
        struct search_node *nd = &t->node[c];
        memset(nd, 0, sizeof *nd);
        nd->act = legal[i];
        nd->avail = 1;
        nd->child = -1;
        nd->sibling = t->node[at].child;
        t->node[at].child = c;
        *act = legal[i];
        *expanded = 1;
        return c;
    }
    if (!log_table_filled)
        fill_log_table();
    int k = 0;
    for (int c = t->node[at].child; c >= 0; c = t->node[c].sibling, k++) {
        const struct search_node *nd = &t->node[c];
        if (!(k < STEP_MEMO ? legal_child[k] : find(legal, n, nd->act) >= 0))
            continue;
        double v = nd->visits ? nd->reward[seat] / nd->visits +
                                    explore * sqrt(log_avail(nd->avail) / nd->visits)
                              : 1e9;
        if (v > best_value) {
            best_value = v;
            best = c;
        }
    }
    if (best >= 0)
        *act = t->node[best].act;
    return best;
}

void search_tree_backup(struct search_tree *t, const int *path, int len, const double *reward,
                        int nseats)
{
    for (int i = 0; i < len; i++) {
        struct search_node *nd = &t->node[path[i]];
        nd->visits++;
        for (int s = 0; s < nseats; s++)
            nd->reward[s] += (float)reward[s];
    }
}

int search_tree_decided(const struct search_tree *t, int remaining)
{
    uint32_t first = 0, second = 0;
    for (int c = t->node[0].child; c >= 0; c = t->node[c].sibling) {
        uint32_t v = t->node[c].visits;
        if (v > first) {
            second = first;
            first = v;
        } else if (v > second) {
            second = v;
        }
    }
    return first - second > (uint32_t)remaining;
}

static int by_visits(const void *a, const void *b)
{
    const struct search_move *x = a, *y = b;
    if (x->visits != y->visits)
        return y->visits - x->visits;
    return (int)x->act - (int)y->act;
}

void search_tree_report(const struct search_tree *t, int seat, struct search_report *out)
{
    out->nodes = t->n;
    out->nmoves = 0;
    for (int c = t->node[0].child; c >= 0 && out->nmoves < SEARCH_MAX_MOVES;
         c = t->node[c].sibling) {
        const struct search_node *nd = &t->node[c];
        struct search_move *m = &out->moves[out->nmoves++];
        m->act = nd->act;
        m->visits = (int)nd->visits;
        m->mean = nd->visits ? nd->reward[seat] / nd->visits : 0.0;
        if (m->mean < 0)
            m->mean = 0;
        if (m->mean > 1)
            m->mean = 1;
        m->margin = nd->visits ? 1.96 * sqrt(m->mean * (1 - m->mean) / nd->visits) : 1.0;
        if (t->battle_won)
            m->battle = nd->visits ? (double)t->battle_won[c] / nd->visits : 0.0;
    }
    out->battles = t->battle_won != NULL;
    qsort(out->moves, (size_t)out->nmoves, sizeof out->moves[0], by_visits);
}

void search_report_begin(struct search_report *out)
{
    memset(out, 0, sizeof *out);
}

void search_report_add(struct search_report *out, const struct search_tree *t, int seat)
{
    out->nodes += t->n;
    for (int c = t->node[0].child; c >= 0; c = t->node[c].sibling) {
        const struct search_node *nd = &t->node[c];
        int i = 0;
        while (i < out->nmoves && out->moves[i].act != nd->act)
            i++;
        if (i == out->nmoves) {
            if (out->nmoves == SEARCH_MAX_MOVES)
                continue;
            out->nmoves++;
            out->moves[i].act = nd->act;
        }
        out->moves[i].visits += (int)nd->visits;
        out->moves[i].mean += nd->reward[seat]; /* a sum until search_report_end */
        if (t->battle_won) /* a sum too */
            out->moves[i].battle += t->battle_won[c];
    }
    if (t->battle_won)
        out->battles = 1;
}

void search_report_end(struct search_report *out)
{
    for (int i = 0; i < out->nmoves; i++) {
        struct search_move *m = &out->moves[i];
        double sum = m->mean;
        m->mean = m->visits ? sum / m->visits : 0.0;
        if (m->mean < 0)
            m->mean = 0;
        if (m->mean > 1)
            m->mean = 1;
        m->margin = m->visits ? 1.96 * sqrt(m->mean * (1 - m->mean) / m->visits) : 1.0;
        if (out->battles)
            m->battle = m->visits ? m->battle / m->visits : 0.0;
    }
    qsort(out->moves, (size_t)out->nmoves, sizeof out->moves[0], by_visits);
}
