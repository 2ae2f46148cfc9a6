/* sim_json.c — `simulate --json`: one object per run with its parameters
 * and, per ruleset, the derived figures and the raw counters (so that other
 * tools can sum runs themselves). Keys are listed in doc/simulate.md. */
#include <stdio.h>

#include "cli/sim/sim_render.h"
#include "cli/stats/stats_render.h"

static void num(FILE *f, double v)
{
    fprintf(f, "%.6g", v);
}

static void rate_object(FILE *f, int64_t wins, int64_t games)
{
    double rate, lo, hi;
    sim_rate(wins, games, &rate, &lo, &hi);
    fprintf(f, "{\"wins\": %lld, \"rate\": ", (long long)wins);
    num(f, rate);
    fprintf(f, ", \"ci_low\": ");
    num(f, lo);
    fprintf(f, ", \"ci_high\": ");
    num(f, hi);
    fprintf(f, "}");
}

static void sample_object(FILE *f, const struct sim_sample *s, int64_t games)
{
    double mean, sd;
    sim_sample_stats(s, games, &mean, &sd);
    fprintf(f, "{\"mean\": ");
    num(f, mean);
    fprintf(f, ", \"sd\": ");
    num(f, sd);
    fprintf(f, ", \"min\": %lld, \"max\": %lld, \"sum\": %lld}", (long long)s->min,
            (long long)s->max, (long long)s->sum);
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
        fprintf(f, "%s\n        {\"seat\": %d, \"bot\": ", i ? "," : "", i + 1);
        json_write_string(f, i < r->nseat_bots ? r->seat_bots[i] : "");
        fprintf(f, ", \"shared_wins\": %lld, \"win\": ", (long long)a->shared_wins[i]);
        rate_object(f, a->wins[i], a->games);
        fprintf(f, "}");
    }
    fprintf(f, "\n      ],\n      \"first_token_holder\": {\"win\": ");
    rate_object(f, a->order_wins[0], a->games);
    fprintf(f, ", \"fair_share\": ");
    num(f, 1.0 / n);
    fprintf(f, ", \"advantage\": ");
    num(f, a->games ? (double)a->order_wins[0] / (double)a->games - 1.0 / n : 0);
    fprintf(f, ", \"by_place\": [");
    for (int k = 0; k < n; k++) {
        fprintf(f, "%s", k ? ", " : "");
        num(f, a->games ? (double)a->order_wins[k] / (double)a->games : 0);
    }
    fprintf(f, "]},\n      \"battles_per_game\": ");
    sample_object(f, &a->battles, a->games);
    fprintf(f, ",\n      \"rounds_per_game\": ");
    sample_object(f, &a->rounds, a->games);
    fprintf(f, ",\n      \"actions_per_game\": ");
    sample_object(f, &a->actions, a->games);
    fprintf(f, ",\n      \"cards_per_battle\": ");
    num(f, a->battles.sum ? (double)a->cards_played / (double)a->battles.sum : 0);
    fprintf(f, ",\n      \"endings\": {");
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++)
        fprintf(f, "%s\"%s\": %lld", e == RESULT_TOTAL ? "" : ", ", sim_ending_name(e),
                (long long)a->endings[e]);
    fprintf(f, "},\n      \"battle_cap_games\": %lld", (long long)a->capped);
    fprintf(f, ",\n      \"regions_never_contested\": ");
    sample_object(f, &a->uncontested, a->games);
    fprintf(f, ",\n      \"never_contested_by_region\": {");
    for (int reg = 0; reg < REGION_COUNT; reg++)
        fprintf(f, "%s\"%s\": %lld", reg ? ", " : "", region_name(reg),
                (long long)a->never_contested[reg]);
    fprintf(f, "},\n");
}

/* A run of points campaigns: the campaign level, before the games' figures. */
static void campaign_part(FILE *f, const struct sim_report *r, const struct sim_agg *a)
{
    fprintf(f, "      \"campaign\": {\n        \"campaigns\": %lld,\n        \"seats\": [",
            (long long)a->campaigns);
    for (int i = 0; i < r->players; i++) {
        fprintf(f, "%s\n          {\"seat\": %d, \"bot\": ", i ? "," : "", i + 1);
        json_write_string(f, i < r->nseat_bots ? r->seat_bots[i] : "");
        fprintf(f, ", \"shared_wins\": %lld, \"win\": ", (long long)a->campaign_shared_wins[i]);
        rate_object(f, a->campaign_wins[i], a->campaigns);
        fprintf(f, ", \"points\": %lld, \"points_per_game\": ", (long long)a->campaign_points[i]);
        num(f, a->games ? (double)a->campaign_points[i] / (double)a->games : 0);
        fprintf(f, "}");
    }
    fprintf(f, "\n        ],\n        \"games_per_campaign\": ");
    sample_object(f, &a->campaign_games, a->campaigns);
    fprintf(f, ",\n        \"final_battles\": %lld,\n        \"shared\": %lld\n      },\n",
            (long long)a->campaign_final_battles, (long long)a->campaign_shared);
}

static void solo_arm(FILE *f, const struct sim_agg *a)
{
    fprintf(f, "      \"player_win\": ");
    rate_object(f, a->wins[0], a->games);
    fprintf(f, ",\n      \"endings\": {");
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++)
        fprintf(f, "%s\"%s\": {\"games\": %lld, \"player_won\": %lld}",
                e == SOLO_END_VICTORIES ? "" : ", ", sim_solo_end_name(e),
                (long long)a->solo_ends[e], (long long)a->solo_end_wins[e]);
    fprintf(f, "},\n      \"battles_per_game\": ");
    sample_object(f, &a->battles, a->games);
    fprintf(f, ",\n      \"player_victories_per_game\": ");
    sample_object(f, &a->solo_victories, a->games);
    fprintf(f, ",\n      \"player_cards_per_battle\": ");
    num(f, a->battles.sum ? (double)a->cards_played / (double)a->battles.sum : 0);
    fprintf(f, ",\n");
}

static void report(FILE *f, const struct sim_report *r, const char *indent)
{
    fprintf(f, "%s{\n  \"format\": %d,\n  \"id\": ", indent, SIM_FORMAT_VERSION);
    if (r->id)
        fprintf(f, "%lld", (long long)r->id);
    else
        fprintf(f, "null");
    fprintf(f, ",\n  \"kind\": \"%s\",\n  \"variant\": ",
            r->kind == SIM_SOLITAIRE   ? "solitaire"
            : r->kind == SIM_CAMPAIGN ? "campaign"
                                      : "standard");
    json_write_string(f, r->variant);
    fprintf(f, ",\n  \"players\": %d,\n  \"bots\": ", r->players);
    json_write_string(f, r->bots);
    if (r->rotated) /* only then: the reports of runs seated once keep their bytes */
        fprintf(f, ",\n  \"rotated\": true");
    fprintf(f, ",\n  \"seed\": \"%llu\",\n  \"games\": %lld,\n  \"games_played\": %lld,\n",
            (unsigned long long)r->seed, (long long)r->games, (long long)r->games_played);
    fprintf(f, "  \"shard_count\": %d,\n  \"shards\": ", r->shard_count);
    json_write_string(f, r->shards);
    fprintf(f, ",\n  \"complete\": %s,\n  \"seconds\": ",
            r->nshards == r->shard_count ? "true" : "false");
    if (r->seconds >= 0)
        num(f, r->seconds);
    else
        fprintf(f, "null");
    fprintf(f, ",\n  \"program\": ");
    json_write_string(f, r->program);
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
        fprintf(f, ",\n      \"games\": %lld,\n", (long long)arm->agg.games);
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
    report(f, r, "");
    fprintf(f, "\n");
}

void sim_render_json_array(FILE *f, const struct sim_report *r, size_t n)
{
    fprintf(f, "[");
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "%s", i ? ",\n" : "\n");
        report(f, &r[i], "");
    }
    fprintf(f, "\n]\n");
}
