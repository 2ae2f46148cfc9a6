/* sim_json.c — `simulate --json`: one object per run with its parameters
 * and, per ruleset, the derived figures and the raw counters (so that other
 * tools can sum runs themselves). Keys are listed in doc/simulate.md; the
 * records' keys are those of sim_fields.c. */
#include <stdio.h>

#include "cli/sim/sim_fields.h"
#include "cli/stats/stats_render.h"

static void num(FILE *f, double v)
{
    fprintf(f, "%.6g", v);
}

static void object(FILE *f, struct fields t, const void *rec)
{
    fputc('{', f);
    fields_json(f, t, rec);
    fputc('}', f);
}

static void rate_object(FILE *f, int64_t wins, int64_t games)
{
    struct sim_rate_rec rec;
    sim_rate_fill(&rec, wins, games);
    object(f, sim_rate_fields, &rec);
}

/* "key": {sample} for each part, each on its line. */
static void samples(FILE *f, const struct sim_sample_part *parts, size_t n,
                    const struct sim_agg *a, const char *indent)
{
    for (size_t i = 0; i < n; i++) {
        struct sim_sample_rec rec;
        sim_part_fill(&rec, &parts[i], a);
        fprintf(f, "%s\"%s\": ", indent, parts[i].key);
        object(f, sim_sample_fields, &rec);
        fputs(",\n", f);
    }
}

/* {"seat": n, "bot": ..., "shared_wins": n, "win": {...}[, points...]} */
static void seat(FILE *f, const struct sim_seat_rec *rec, bool points)
{
    fputc('{', f);
    fields_json(f, sim_seat_fields, rec);
    fprintf(f, ", \"%s\": ", sim_seat_win);
    object(f, sim_rate_fields, &rec->win);
    if (points) {
        fputs(", ", f);
        fields_json(f, sim_seat_points, rec);
    }
    fputc('}', f);
}

struct counter_writer {
    FILE *f;
    const char *last;
    int first;
};

/* Writes "name": [v, v, ...] arrays, opening one per new name. */
static void counter(void *ctx, const char *name, int index, int64_t value)
{
    struct counter_writer *w = ctx;
    if (index == 0) {
        if (w->last)
            fprintf(w->f, "]");
        fprintf(w->f, "%s\n        \"%s\": [", w->first ? "" : ",", name);
        w->first = 0;
        w->last = name;
    }
    fprintf(w->f, "%s%lld", index ? ", " : "", (long long)value);
}

static void standard_arm(FILE *f, const struct sim_report *r, const struct sim_agg *a)
{
    int n = r->players;
    fprintf(f, "      \"seats\": [");
    for (int i = 0; i < n; i++) {
        struct sim_seat_rec rec;
        sim_seat_fill(&rec, r, a, i);
        fprintf(f, "%s\n        ", i ? "," : "");
        seat(f, &rec, false);
    }
    struct sim_first_rec first;
    sim_first_fill(&first, r, a, false);
    fprintf(f, "\n      ],\n      \"%s\": {\"%s\": ", SIM_FIRST_TOKEN_HOLDER, sim_seat_win);
    object(f, sim_rate_fields, &first.win);
    fputs(", ", f);
    fields_json(f, sim_first_fields, &first);
    fprintf(f, ", \"%s\": [", SIM_BY_PLACE);
    for (int k = 0; k < n; k++) {
        fprintf(f, "%s", k ? ", " : "");
        num(f, sim_share(a->order_wins[k], a->games));
    }
    fprintf(f, "]},\n");
    samples(f, sim_standard_samples, 3, a, "      ");
    fprintf(f, "      \"%s\": ", SIM_CARDS_PER_BATTLE);
    num(f, sim_share(a->cards_played, a->battles.sum));
    fprintf(f, ",\n      \"endings\": {");
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++)
        fprintf(f, "%s\"%s\": %lld", e == RESULT_TOTAL ? "" : ", ", sim_ending_name(e),
                (long long)a->endings[e]);
    fprintf(f, "},\n      \"battle_cap_games\": %lld,\n", (long long)a->capped);
    samples(f, &sim_uncontested_sample, 1, a, "      ");
    fprintf(f, "      \"never_contested_by_region\": {");
    for (int reg = 0; reg < REGION_COUNT; reg++)
        fprintf(f, "%s\"%s\": %lld", reg ? ", " : "", region_name(reg),
                (long long)a->never_contested[reg]);
    fprintf(f, "},\n");
}

/* A run of points campaigns: the campaign level, before the games' figures. */
static void campaign_part(FILE *f, const struct sim_report *r, const struct sim_agg *a)
{
    fprintf(f, "      \"campaign\": {\n        \"%s\": %lld,\n        \"seats\": [",
            SIM_CAMPAIGNS, (long long)a->campaigns);
    for (int i = 0; i < r->players; i++) {
        struct sim_seat_rec rec;
        sim_campaign_seat_fill(&rec, r, a, i);
        fprintf(f, "%s\n          ", i ? "," : "");
        seat(f, &rec, true);
    }
    fprintf(f, "\n        ],\n");
    samples(f, &sim_campaign_sample, 1, a, "        ");
    fprintf(f, "        \"%s\": %lld,\n        \"shared\": %lld\n      },\n", SIM_FINAL_BATTLES,
            (long long)a->campaign_final_battles, (long long)a->campaign_shared);
}

static void solo_arm(FILE *f, const struct sim_agg *a)
{
    fprintf(f, "      \"player_win\": ");
    rate_object(f, a->wins[0], a->games);
    fprintf(f, ",\n      \"endings\": {");
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++) {
        struct sim_solo_end_rec end = {a->solo_ends[e], a->solo_end_wins[e]};
        fprintf(f, "%s\"%s\": ", e == SOLO_END_VICTORIES ? "" : ", ", sim_solo_end_name(e));
        object(f, sim_solo_end_fields, &end);
    }
    fprintf(f, "},\n");
    samples(f, sim_solo_samples, 2, a, "      ");
    fprintf(f, "      \"%s\": ", SIM_PLAYER_CARDS_PER_BATTLE);
    num(f, sim_share(a->cards_played, a->battles.sum));
    fprintf(f, ",\n");
}

static void report(FILE *f, const struct sim_report *r)
{
    struct sim_run_rec run;
    sim_run_fill(&run, r);
    fputs("{\n  ", f);
    fields_json_sep(f, sim_run_fields, &run, ",\n  ");
    fprintf(f, ",\n  \"rulesets\": [");
    for (int i = 0; i < r->narms; i++) {
        const struct sim_report_arm *arm = &r->arms[i];
        fprintf(f, "%s\n    {\n      \"ruleset\": ", i ? "," : "");
        json_write_string(f, arm->ruleset);
        fprintf(f, ",\n      \"policy\": ");
        if (arm->policy[0])
            json_write_string(f, arm->policy);
        else
            fprintf(f, "null");
        fprintf(f, ",\n      \"%s\": %lld,\n", SIM_GAMES, (long long)arm->agg.games);
        if (r->kind == SIM_CAMPAIGN)
            campaign_part(f, r, &arm->agg);
        if (r->kind != SIM_SOLITAIRE)
            standard_arm(f, r, &arm->agg);
        else
            solo_arm(f, &arm->agg);
        if (i > 0 && sim_report_is_sweep(r))
            sim_sweep_json(f, r, i);
        fprintf(f, "      \"counters\": {");
        struct counter_writer w = { f, NULL, 1 };
        sim_agg_foreach(&arm->agg, r->kind, counter, &w);
        if (w.last)
            fprintf(f, "]");
        fprintf(f, "\n      }\n    }");
    }
    fprintf(f, "\n  ]\n}");
}

void sim_render_json(FILE *f, const struct sim_report *r)
{
    report(f, r);
    fprintf(f, "\n");
}

void sim_render_json_array(FILE *f, const struct sim_report *r, size_t n)
{
    fprintf(f, "[");
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "%s", i ? ",\n" : "\n");
        report(f, &r[i]);
    }
    fprintf(f, "\n]\n");
}
