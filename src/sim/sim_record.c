/* sim_record.c — between a simulation and the store: a fresh run as stored
 * rows (parameters, its shard, every counter), a stored run (one or many
 * shards) summed back into a report, and whether two stored runs are shards
 * of the same simulation. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim_report.h"
#include "config.h"
#include "i18n.h"

struct count_sink {
    struct store_sim *run;
    size_t cap;
    int shard, arm;
    int failed;
};

static void add_count(void *ctx, const char *name, int index, int64_t value)
{
    struct count_sink *k = ctx;
    struct store_sim *run = k->run;
    if (k->failed)
        return;
    if (run->ncounts == k->cap) {
        size_t ncap = k->cap ? 2 * k->cap : 256;
        void *p = realloc(run->counts, ncap * sizeof *run->counts);
        if (!p) {
            k->failed = 1;
            return;
        }
        run->counts = p;
        k->cap = ncap;
    }
    struct store_sim_count *c = &run->counts[run->ncounts++];
    memset(c, 0, sizeof *c);
    c->shard = k->shard;
    c->arm = k->arm;
    snprintf(c->name, sizeof c->name, "%s", name);
    c->index = index;
    c->value = value;
}

int sim_record_from_run(const struct sim_config *c, const struct sim_agg *aggs, int jobs,
                        double seconds, struct store_sim *out)
{
    memset(out, 0, sizeof *out);
    struct store_sim_header *h = &out->header;
    snprintf(h->kind, sizeof h->kind, "%s", c->kind == SIM_SOLITAIRE ? "solitaire" : "standard");
    snprintf(h->variant, sizeof h->variant, "%s", c->variant.name);
    h->players = c->players;
    sim_bots_text(c, h->bots, sizeof h->bots);
    h->seed = c->seed;
    h->games = (int64_t)c->games;
    h->shard_count = c->shards;
    snprintf(h->program, sizeof h->program, "%s", PACKAGE_VERSION);
    h->narms = c->narms;
    for (int a = 0; a < c->narms; a++) {
        snprintf(h->arms[a].ruleset, sizeof h->arms[a].ruleset, "%s", c->arms[a].label);
        if (c->kind == SIM_SOLITAIRE || c->scenario)
            snprintf(h->arms[a].policy, sizeof h->arms[a].policy, "%s",
                     sim_arm_policy_name(&c->arms[a]));
    }
    out->shards = calloc(1, sizeof *out->shards);
    if (!out->shards)
        return -1;
    out->nshards = 1;
    out->shards[0].shard = c->shard;
    out->shards[0].games = (int64_t)sim_shard_games(c->games, c->shard, c->shards);
    out->shards[0].jobs = jobs;
    out->shards[0].seconds = seconds;
    h->nshards = 1;
    h->games_stored = out->shards[0].games;

    struct count_sink sink = { out, 0, c->shard, 0, 0 };
    for (int a = 0; a < c->narms; a++) {
        sink.arm = a;
        sim_agg_foreach(&aggs[a], c->kind, add_count, &sink);
    }
    if (sink.failed) {
        store_sim_free(out);
        return -1;
    }
    return 0;
}

/* ---- a stored run summed ---- */

static int by_shard_arm(const void *x, const void *y)
{
    const struct store_sim_count *a = *(const struct store_sim_count *const *)x;
    const struct store_sim_count *b = *(const struct store_sim_count *const *)y;
    if (a->shard != b->shard)
        return a->shard < b->shard ? -1 : 1;
    if (a->arm != b->arm)
        return a->arm < b->arm ? -1 : 1;
    return 0;
}

static int by_number(const void *x, const void *y)
{
    int a = *(const int *)x, b = *(const int *)y;
    return a < b ? -1 : a > b;
}

/* "1-3,5,7-8" from the shard numbers present. */
static void shard_ranges(const struct store_sim *run, char *buf, size_t cap)
{
    size_t n = run->nshards, len = 0;
    buf[0] = '\0';
    if (!n)
        return;
    int *k = malloc(n * sizeof *k);
    if (!k)
        return;
    for (size_t i = 0; i < n; i++)
        k[i] = run->shards[i].shard;
    qsort(k, n, sizeof *k, by_number);
    for (size_t i = 0; i < n;) {
        size_t j = i;
        while (j + 1 < n && k[j + 1] == k[j] + 1)
            j++;
        char part[32];
        if (j == i)
            snprintf(part, sizeof part, "%s%d", len ? "," : "", k[i]);
        else
            snprintf(part, sizeof part, "%s%d-%d", len ? "," : "", k[i], k[j]);
        size_t plen = strlen(part);
        if (len + plen + 4 >= cap) {
            snprintf(buf + len, cap - len, ",...");
            break;
        }
        memcpy(buf + len, part, plen + 1);
        len += plen;
        i = j + 1;
    }
    free(k);
}

static void split_bots(struct sim_report *r)
{
    const char *p = r->bots;
    r->nseat_bots = 0;
    r->rotated = r->kind == SIM_STANDARD && !strncmp(p, "rotated:", 8);
    if (r->rotated)
        p += 8;
    while (*p && r->nseat_bots < GAME_MAX_SEATS) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        char *dst = r->seat_bots[r->nseat_bots++];
        size_t keep = len < STORE_NAME_MAX ? len : STORE_NAME_MAX;
        memcpy(dst, p, keep);
        dst[keep] = '\0';
        if (!comma)
            break;
        p = comma + 1;
    }
}

/* The run's header, its text as stored. */
static void report_header(const struct store_sim *run, struct sim_report *r)
{
    const struct store_sim_header *h = &run->header;
    r->id = h->id;
    r->kind = strcmp(h->kind, "solitaire") ? SIM_STANDARD : SIM_SOLITAIRE;
    snprintf(r->variant, sizeof r->variant, "%s", h->variant);
    r->scenario = !strncmp(h->variant, "scenario:", 9);
    r->players = h->players;
    snprintf(r->bots, sizeof r->bots, "%s", h->bots);
    split_bots(r); /* after r->kind */
    r->seed = h->seed;
    r->games = h->games;
    r->shard_count = h->shard_count;
    snprintf(r->program, sizeof r->program, "%s", h->program);
    snprintf(r->created_at, sizeof r->created_at, "%s", h->created_at);
    shard_ranges(run, r->shards, sizeof r->shards);
    r->nshards = (int)run->nshards;
    r->games_played = 0;
    r->seconds = 0;
    for (size_t i = 0; i < run->nshards; i++) {
        r->games_played += run->shards[i].games;
        if (run->shards[i].seconds < 0 || r->seconds < 0)
            r->seconds = -1;
        else
            r->seconds += run->shards[i].seconds;
    }
    if (!run->nshards)
        r->seconds = -1;
    r->jobs = run->nshards == 1 ? run->shards[0].jobs : 0;
    r->narms = h->narms < SIM_MAX_ARMS ? h->narms : SIM_MAX_ARMS;
    for (int a = 0; a < r->narms; a++) {
        snprintf(r->arms[a].ruleset, sizeof r->arms[a].ruleset, "%s", h->arms[a].ruleset);
        snprintf(r->arms[a].policy, sizeof r->arms[a].policy, "%s", h->arms[a].policy);
        sim_agg_init(&r->arms[a].agg);
    }
}

int sim_report_build(const struct store_sim *run, struct sim_report *out, char *err,
                     size_t errcap)
{
    const struct store_sim_header *h = &run->header;
    memset(out, 0, sizeof *out);
    if (strcmp(h->kind, "standard") && strcmp(h->kind, "solitaire")) {
        snprintf(err, errcap, _("simulation %lld: unknown kind '%s'"), (long long)h->id, h->kind);
        return -1;
    }
    if (h->narms < 1 || h->narms > SIM_MAX_ARMS) {
        snprintf(err, errcap, _("simulation %lld: %d rulesets (at most %d)"), (long long)h->id,
                 h->narms, SIM_MAX_ARMS);
        return -1;
    }
    report_header(run, out);

    /* Each (shard, arm) group of counters is one aggregate; the groups are
     * then merged, so min and max see each shard's games. */
    size_t n = run->ncounts;
    const struct store_sim_count **order = malloc((n ? n : 1) * sizeof *order);
    if (!order) {
        snprintf(err, errcap, "%s", _("out of memory"));
        return -1;
    }
    for (size_t i = 0; i < n; i++)
        order[i] = &run->counts[i];
    qsort(order, n, sizeof *order, by_shard_arm);
    int rc = 0;
    for (size_t i = 0; i < n && !rc;) {
        struct sim_agg part;
        sim_agg_init(&part);
        size_t j = i;
        for (; j < n && by_shard_arm(&order[i], &order[j]) == 0; j++) {
            const struct store_sim_count *c = order[j];
            /* a run of points campaigns is stored as a standard one with
             * its campaign counters */
            if (out->kind == SIM_STANDARD && !strncmp(c->name, "campaign", 8))
                out->kind = SIM_CAMPAIGN;
            if (sim_agg_set(&part, c->name, c->index, c->value)) {
                snprintf(err, errcap,
                         _("simulation %lld: counter %s[%d] is unknown to this program (%s); it "
                         "was written by version %s"), (long long)h->id, c->name, c->index,
                         PACKAGE_VERSION, h->program);
                rc = -1;
                break;
            }
        }
        int arm = order[i]->arm;
        if (!rc && arm >= 0 && arm < out->narms)
            sim_agg_merge(&out->arms[arm].agg, &part);
        i = j;
    }
    free(order);
    return rc;
}

bool sim_record_same_run(const struct store_sim_header *a, const struct store_sim_header *b)
{
    if (strcmp(a->kind, b->kind) || strcmp(a->variant, b->variant) || a->players != b->players ||
        strcmp(a->bots, b->bots) || a->seed != b->seed || a->games != b->games ||
        a->shard_count != b->shard_count || strcmp(a->program, b->program) ||
        a->narms != b->narms)
        return false;
    for (int i = 0; i < a->narms; i++)
        if (strcmp(a->arms[i].ruleset, b->arms[i].ruleset) ||
            strcmp(a->arms[i].policy, b->arms[i].policy))
            return false;
    return true;
}
