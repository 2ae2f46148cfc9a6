/* sim_csv.c — `simulate --csv`: one figure per row under the header
 * "simulation,ruleset,policy,section,key,field,value" (rows listed in
 * doc/simulate.md), the raw counters included; the records' keys are
 * those of sim_fields.c. */
#include <stdio.h>

#include "cli/sim/sim_fields.h"
#include "cli/stats/stats_render.h"

struct row {
    FILE *f;
    const struct sim_report *r;
    const struct sim_report_arm *arm;
    const char *section, *key; /* of the rows of a record (fields_csv_rows) */
};

static void start(const struct row *w, const char *section, const char *key, const char *field)
{
    FILE *f = w->f;
    if (w->r->id)
        fprintf(f, "%lld,", (long long)w->r->id);
    else
        fprintf(f, ",");
    csv_write_field(f, w->arm ? w->arm->ruleset : "");
    fprintf(f, ",");
    csv_write_field(f, w->arm ? w->arm->policy : "");
    fprintf(f, ",");
    csv_write_field(f, section);
    fprintf(f, ",");
    csv_write_field(f, key);
    fprintf(f, ",");
    csv_write_field(f, field);
    fprintf(f, ",");
}

static void text(const struct row *w, const char *section, const char *key, const char *field,
                 const char *value)
{
    start(w, section, key, field);
    csv_write_field(w->f, value);
    fprintf(w->f, "\n");
}

static void integer(const struct row *w, const char *section, const char *key, const char *field,
                    long long value)
{
    start(w, section, key, field);
    fprintf(w->f, "%lld\n", value);
}

static void real(const struct row *w, const char *section, const char *key, const char *field,
                 double value)
{
    start(w, section, key, field);
    fprintf(w->f, "%.6g\n", value);
}

/* The lead of a record's row: its section and key, the field's key. */
static void lead(FILE *f, const struct field *fd, void *ctx)
{
    (void)f;
    const struct row *w = ctx;
    start(w, w->section, w->key, fd->key);
}

/* The run's parameters: the key a column, the field empty. */
static void run_lead(FILE *f, const struct field *fd, void *ctx)
{
    (void)f;
    const struct row *w = ctx;
    start(w, w->section, fd->key, "");
}

/* The rows of t's fields of rec under section and key. */
static void rows(struct row *w, const char *section, const char *key, struct fields t,
                 const void *rec)
{
    w->section = section;
    w->key = key;
    fields_csv_rows(w->f, t, rec, lead, w);
}

/* One field of rec (fd one of t's) under section and key. */
static void one(struct row *w, const char *section, const char *key, const struct field *fd,
                const void *rec)
{
    rows(w, section, key, (struct fields){fd, 1}, rec);
}

static void samples(struct row *w, const struct sim_sample_part *parts, size_t n,
                    const struct sim_agg *a)
{
    for (size_t i = 0; i < n; i++) {
        struct sim_sample_rec rec;
        sim_part_fill(&rec, &parts[i], a);
        rows(w, parts[i].key, "", sim_sample_fields, &rec);
    }
}

/* bot, the win rate, shared wins[, points]: the CSV's order. */
static void seat(struct row *w, const char *section, const struct sim_seat_rec *rec, bool points)
{
    char key[12];
    snprintf(key, sizeof key, "%lld", (long long)rec->seat);
    one(w, section, key, &sim_seat_fields.field[SIM_SEAT_BOT], rec);
    rows(w, section, key, sim_rate_fields, &rec->win);
    one(w, section, key, &sim_seat_fields.field[SIM_SEAT_SHARED], rec);
    if (points)
        rows(w, section, key, sim_seat_points, rec);
}

static void counter(void *ctx, const char *name, int index, int64_t value)
{
    const struct row *w = ctx;
    char idx[16];
    snprintf(idx, sizeof idx, "%d", index);
    integer(w, "counter", name, idx, value);
}

static void standard_arm(struct row *w, const struct sim_agg *a)
{
    const struct sim_report *r = w->r;
    int n = r->players;
    for (int i = 0; i < n; i++) {
        struct sim_seat_rec rec;
        sim_seat_fill(&rec, r, a, i);
        seat(w, "seat", &rec, false);
    }
    struct sim_first_rec first;
    sim_first_fill(&first, r, a, true);
    rows(w, SIM_FIRST_TOKEN_HOLDER, "", sim_rate_fields, &first.win);
    rows(w, SIM_FIRST_TOKEN_HOLDER, "", sim_first_fields, &first);
    for (int k = 0; k < n; k++) {
        char place[12];
        snprintf(place, sizeof place, "%d", k);
        real(w, SIM_BY_PLACE, place, "rate", sim_share(a->order_wins[k], a->games));
    }
    samples(w, sim_standard_samples, 3, a);
    real(w, SIM_CARDS_PER_BATTLE, "", "mean", sim_share(a->cards_played, a->battles.sum));
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++) {
        integer(w, "ending", sim_ending_name(e), SIM_GAMES, a->endings[e]);
        real(w, "ending", sim_ending_name(e), "share", sim_share(a->endings[e], a->games));
    }
    integer(w, "battle_cap", "", SIM_GAMES, a->capped);
    samples(w, &sim_uncontested_sample, 1, a);
    for (int reg = 0; reg < REGION_COUNT; reg++) {
        integer(w, "never_contested", region_name(reg), SIM_GAMES, a->never_contested[reg]);
        real(w, "never_contested", region_name(reg), "share",
             sim_share(a->never_contested[reg], a->games));
    }
}

/* A run of points campaigns: the campaign level. */
static void campaign_part(struct row *w, const struct sim_agg *a)
{
    const struct sim_report *r = w->r;
    integer(w, SIM_CAMPAIGNS, "", "", a->campaigns);
    for (int i = 0; i < r->players; i++) {
        struct sim_seat_rec rec;
        sim_campaign_seat_fill(&rec, r, a, i);
        seat(w, "campaign_seat", &rec, true);
    }
    samples(w, &sim_campaign_sample, 1, a);
    integer(w, SIM_FINAL_BATTLES, "", SIM_CAMPAIGNS, a->campaign_final_battles);
    integer(w, "shared_campaigns", "", SIM_CAMPAIGNS, a->campaign_shared);
}

static void solo_arm(struct row *w, const struct sim_agg *a)
{
    struct sim_rate_rec win;
    sim_rate_fill(&win, a->wins[0], a->games);
    rows(w, "player", "", sim_rate_fields, &win);
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++) {
        struct sim_solo_end_rec end = {a->solo_ends[e], a->solo_end_wins[e]};
        rows(w, "ending", sim_solo_end_name(e), sim_solo_end_fields, &end);
    }
    samples(w, sim_solo_samples, 2, a);
    real(w, SIM_PLAYER_CARDS_PER_BATTLE, "", "mean", sim_share(a->cards_played, a->battles.sum));
}

static void sweep_row(void *ctx, const char *section, const char *key, const char *field,
                      const char *value)
{
    text(ctx, section, key, field, value);
}

void sim_render_csv(FILE *f, const struct sim_report *r, bool header)
{
    if (header)
        fprintf(f, "simulation,ruleset,policy,section,key,field,value\n");
    if (!r)
        return;
    struct row w = { f, r, NULL, "run", "" };
    struct sim_run_rec run;
    sim_run_fill(&run, r);
    fields_csv_rows(f, sim_run_fields, &run, run_lead, &w);
    for (int i = 0; i < r->narms; i++) {
        w.arm = &r->arms[i];
        integer(&w, SIM_GAMES, "", "", w.arm->agg.games);
        if (r->kind == SIM_CAMPAIGN)
            campaign_part(&w, &w.arm->agg);
        if (r->kind != SIM_SOLITAIRE)
            standard_arm(&w, &w.arm->agg);
        else
            solo_arm(&w, &w.arm->agg);
        if (i > 0 && sim_report_is_sweep(r))
            sim_sweep_csv(f, r, i, sweep_row, &w);
        sim_agg_foreach(&w.arm->agg, r->kind, counter, &w);
    }
}
