/* sim_csv.c — `simulate --csv`: one figure per row under the header
 * "simulation,ruleset,policy,section,key,field,value" (rows listed in
 * doc/simulate.md), the raw counters included. */
#include <stdio.h>

#include "cli/sim/sim_render.h"
#include "cli/stats/stats_render.h"

struct row {
    FILE *f;
    const struct sim_report *r;
    const struct sim_report_arm *arm;
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

static void rate(const struct row *w, const char *section, const char *key, int64_t wins,
                 int64_t games)
{
    double r, lo, hi;
    sim_rate(wins, games, &r, &lo, &hi);
    integer(w, section, key, "wins", wins);
    real(w, section, key, "rate", r);
    real(w, section, key, "ci_low", lo);
    real(w, section, key, "ci_high", hi);
}

static void sample(const struct row *w, const char *section, const struct sim_sample *s,
                   int64_t games)
{
    double mean, sd;
    sim_sample_stats(s, games, &mean, &sd);
    real(w, section, "", "mean", mean);
    real(w, section, "", "sd", sd);
    integer(w, section, "", "min", s->min);
    integer(w, section, "", "max", s->max);
}

static void counter(void *ctx, const char *name, int index, int64_t value)
{
    const struct row *w = ctx;
    char idx[16];
    snprintf(idx, sizeof idx, "%d", index);
    integer(w, "counter", name, idx, value);
}

static double share(int64_t part, int64_t whole)
{
    return whole > 0 ? (double)part / (double)whole : 0;
}

static void standard_arm(const struct row *w, const struct sim_agg *a)
{
    const struct sim_report *r = w->r;
    int n = r->players;
    for (int i = 0; i < n; i++) {
        char seat[12];
        snprintf(seat, sizeof seat, "%d", i + 1);
        text(w, "seat", seat, "bot", i < r->nseat_bots ? r->seat_bots[i] : "");
        rate(w, "seat", seat, a->wins[i], a->games);
        integer(w, "seat", seat, "shared_wins", a->shared_wins[i]);
    }
    rate(w, "first_token_holder", "", a->order_wins[0], a->games);
    real(w, "first_token_holder", "", "fair_share", 1.0 / n);
    real(w, "first_token_holder", "", "advantage", share(a->order_wins[0], a->games) - 1.0 / n);
    for (int k = 0; k < n; k++) {
        char place[12];
        snprintf(place, sizeof place, "%d", k);
        real(w, "by_place", place, "rate", share(a->order_wins[k], a->games));
    }
    sample(w, "battles_per_game", &a->battles, a->games);
    sample(w, "rounds_per_game", &a->rounds, a->games);
    sample(w, "actions_per_game", &a->actions, a->games);
    real(w, "cards_per_battle", "", "mean", share(a->cards_played, a->battles.sum));
    for (int e = RESULT_TOTAL; e < SIM_ENDINGS; e++) {
        integer(w, "ending", sim_ending_name(e), "games", a->endings[e]);
        real(w, "ending", sim_ending_name(e), "share", share(a->endings[e], a->games));
    }
    integer(w, "battle_cap", "", "games", a->capped);
    sample(w, "regions_never_contested", &a->uncontested, a->games);
    for (int reg = 0; reg < REGION_COUNT; reg++) {
        integer(w, "never_contested", region_name(reg), "games", a->never_contested[reg]);
        real(w, "never_contested", region_name(reg), "share",
             share(a->never_contested[reg], a->games));
    }
}

/* A run of points campaigns: the campaign level. */
static void campaign_part(const struct row *w, const struct sim_agg *a)
{
    const struct sim_report *r = w->r;
    integer(w, "campaigns", "", "", a->campaigns);
    for (int i = 0; i < r->players; i++) {
        char seat[12];
        snprintf(seat, sizeof seat, "%d", i + 1);
        text(w, "campaign_seat", seat, "bot", i < r->nseat_bots ? r->seat_bots[i] : "");
        rate(w, "campaign_seat", seat, a->campaign_wins[i], a->campaigns);
        integer(w, "campaign_seat", seat, "shared_wins", a->campaign_shared_wins[i]);
        integer(w, "campaign_seat", seat, "points", a->campaign_points[i]);
        real(w, "campaign_seat", seat, "points_per_game", share(a->campaign_points[i], a->games));
    }
    sample(w, "games_per_campaign", &a->campaign_games, a->campaigns);
    integer(w, "final_battles", "", "campaigns", a->campaign_final_battles);
    integer(w, "shared_campaigns", "", "campaigns", a->campaign_shared);
}

static void solo_arm(const struct row *w, const struct sim_agg *a)
{
    rate(w, "player", "", a->wins[0], a->games);
    for (int e = SOLO_END_VICTORIES; e < SIM_SOLO_ENDS; e++) {
        integer(w, "ending", sim_solo_end_name(e), "games", a->solo_ends[e]);
        integer(w, "ending", sim_solo_end_name(e), "player_won", a->solo_end_wins[e]);
    }
    sample(w, "battles_per_game", &a->battles, a->games);
    sample(w, "player_victories_per_game", &a->solo_victories, a->games);
    real(w, "player_cards_per_battle", "", "mean", share(a->cards_played, a->battles.sum));
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
    struct row w = { f, r, NULL };
    char buf[32];
    integer(&w, "run", "format", "", SIM_FORMAT_VERSION);
    text(&w, "run", "kind", "",
         r->kind == SIM_SOLITAIRE   ? "solitaire"
         : r->kind == SIM_CAMPAIGN ? "campaign"
                                   : "standard");
    text(&w, "run", "variant", "", r->variant);
    integer(&w, "run", "players", "", r->players);
    text(&w, "run", "bots", "", r->bots);
    snprintf(buf, sizeof buf, "%llu", (unsigned long long)r->seed);
    text(&w, "run", "seed", "", buf);
    integer(&w, "run", "games", "", r->games);
    integer(&w, "run", "games_played", "", r->games_played);
    integer(&w, "run", "shard_count", "", r->shard_count);
    text(&w, "run", "shards", "", r->shards);
    text(&w, "run", "program", "", r->program);
    for (int i = 0; i < r->narms; i++) {
        w.arm = &r->arms[i];
        integer(&w, "games", "", "", w.arm->agg.games);
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
