/* sim_fields.c — the tables of the fields of `simulate --json` and
 * `simulate --csv` and the records they read, filled from a report. */
#include "cli/sim/sim_fields.h"

#include <stdio.h>

#define RUN(member, kind) FIELD(struct sim_run_rec, member, kind)
#define RUN_IN(member, kind, only) FIELD_IN(struct sim_run_rec, member, kind, only)

static const struct field run_table[] = {
    RUN(format, FIELD_INT),
    RUN_IN(id, FIELD_ID, FIELD_JSON_ONLY),
    RUN(kind, FIELD_STRING),
    RUN(variant, FIELD_STRING),
    RUN(players, FIELD_INT),
    RUN(bots, FIELD_STRING),
    RUN_IN(rotated, FIELD_BOOL, FIELD_JSON_ONLY | FIELD_IF_TRUE),
    RUN(seed, FIELD_TEXT),
    RUN(games, FIELD_INT),
    RUN(games_played, FIELD_INT),
    RUN(shard_count, FIELD_INT),
    RUN(shards, FIELD_STRING),
    RUN_IN(complete, FIELD_BOOL, FIELD_JSON_ONLY),
    RUN_IN(seconds, FIELD_TIME, FIELD_JSON_ONLY),
    RUN(program, FIELD_STRING),
};
const struct fields sim_run_fields = {run_table, FIELD_COUNT(run_table)};

void sim_run_fill(struct sim_run_rec *rec, const struct sim_report *r)
{
    rec->format = SIM_FORMAT_VERSION;
    rec->id = r->id;
    rec->kind = r->kind == SIM_SOLITAIRE ? "solitaire"
                : r->kind == SIM_CAMPAIGN ? "campaign"
                                          : "standard";
    rec->variant = r->variant;
    rec->players = r->players;
    rec->bots = r->bots;
    rec->rotated = r->rotated;
    snprintf(rec->seed, sizeof rec->seed, "%llu", (unsigned long long)r->seed);
    rec->games = r->games;
    rec->games_played = r->games_played;
    rec->shard_count = r->shard_count;
    rec->shards = r->shards;
    rec->complete = r->nshards == r->shard_count;
    rec->seconds = r->seconds;
    rec->program = r->program;
}

static const struct field rate_table[] = {
    FIELD(struct sim_rate_rec, wins, FIELD_INT),
    FIELD(struct sim_rate_rec, rate, FIELD_REAL),
    FIELD(struct sim_rate_rec, ci_low, FIELD_REAL),
    FIELD(struct sim_rate_rec, ci_high, FIELD_REAL),
};
const struct fields sim_rate_fields = {rate_table, FIELD_COUNT(rate_table)};

void sim_rate_fill(struct sim_rate_rec *rec, int64_t wins, int64_t games)
{
    rec->wins = wins;
    sim_rate(wins, games, &rec->rate, &rec->ci_low, &rec->ci_high);
}

static const struct field sample_table[] = {
    FIELD(struct sim_sample_rec, mean, FIELD_REAL),
    FIELD(struct sim_sample_rec, sd, FIELD_REAL),
    FIELD(struct sim_sample_rec, min, FIELD_INT),
    FIELD(struct sim_sample_rec, max, FIELD_INT),
    FIELD_IN(struct sim_sample_rec, sum, FIELD_INT, FIELD_JSON_ONLY),
};
const struct fields sim_sample_fields = {sample_table, FIELD_COUNT(sample_table)};

void sim_sample_fill(struct sim_sample_rec *rec, const struct sim_sample *s, int64_t count)
{
    sim_sample_stats(s, count, &rec->mean, &rec->sd);
    rec->min = s->min;
    rec->max = s->max;
    rec->sum = s->sum;
}

static const struct field seat_table[] = {
    [SIM_SEAT_NUMBER] = FIELD_IN(struct sim_seat_rec, seat, FIELD_INT, FIELD_JSON_ONLY),
    [SIM_SEAT_BOT] = FIELD(struct sim_seat_rec, bot, FIELD_STRING),
    [SIM_SEAT_SHARED] = FIELD(struct sim_seat_rec, shared_wins, FIELD_INT),
};
const struct fields sim_seat_fields = {seat_table, FIELD_COUNT(seat_table)};
static const struct field points_table[] = {
    FIELD(struct sim_seat_rec, points, FIELD_INT),
    FIELD(struct sim_seat_rec, points_per_game, FIELD_REAL),
};
const struct fields sim_seat_points = {points_table, FIELD_COUNT(points_table)};
const char sim_seat_win[] = "win";

static const struct field solo_end_table[] = {
    FIELD(struct sim_solo_end_rec, games, FIELD_INT),
    FIELD(struct sim_solo_end_rec, player_won, FIELD_INT),
};
const struct fields sim_solo_end_fields = {solo_end_table, FIELD_COUNT(solo_end_table)};

double sim_share(int64_t part, int64_t whole)
{
    return whole > 0 ? (double)part / (double)whole : 0;
}

void sim_seat_fill(struct sim_seat_rec *rec, const struct sim_report *r,
                   const struct sim_agg *a, int seat)
{
    rec->seat = seat + 1;
    rec->bot = seat < r->nseat_bots ? r->seat_bots[seat] : "";
    rec->shared_wins = a->shared_wins[seat];
    sim_rate_fill(&rec->win, a->wins[seat], a->games);
    rec->points = 0;
    rec->points_per_game = 0;
}

void sim_campaign_seat_fill(struct sim_seat_rec *rec, const struct sim_report *r,
                            const struct sim_agg *a, int seat)
{
    rec->seat = seat + 1;
    rec->bot = seat < r->nseat_bots ? r->seat_bots[seat] : "";
    rec->shared_wins = a->campaign_shared_wins[seat];
    sim_rate_fill(&rec->win, a->campaign_wins[seat], a->campaigns);
    rec->points = a->campaign_points[seat];
    rec->points_per_game = sim_share(a->campaign_points[seat], a->games);
}

static const struct field first_table[] = {
    FIELD(struct sim_first_rec, fair_share, FIELD_REAL),
    FIELD(struct sim_first_rec, advantage, FIELD_REAL),
};
const struct fields sim_first_fields = {first_table, FIELD_COUNT(first_table)};

void sim_first_fill(struct sim_first_rec *rec, const struct sim_report *r,
                    const struct sim_agg *a, bool csv)
{
    int n = r->players;
    sim_rate_fill(&rec->win, a->order_wins[0], a->games);
    rec->fair_share = 1.0 / n;
    rec->advantage = sim_share(a->order_wins[0], a->games) - 1.0 / n;
    if (!a->games && !csv) /* the JSON has always said 0 for an arm of no games */
        rec->advantage = 0;
}

const struct sim_sample_part sim_standard_samples[3] = {
    {"battles_per_game", offsetof(struct sim_agg, battles), false},
    {"rounds_per_game", offsetof(struct sim_agg, rounds), false},
    {"actions_per_game", offsetof(struct sim_agg, actions), false},
};
const struct sim_sample_part sim_uncontested_sample = {
    "regions_never_contested", offsetof(struct sim_agg, uncontested), false};
const struct sim_sample_part sim_solo_samples[2] = {
    {"battles_per_game", offsetof(struct sim_agg, battles), false},
    {"player_victories_per_game", offsetof(struct sim_agg, solo_victories), false},
};
const struct sim_sample_part sim_campaign_sample = {
    "games_per_campaign", offsetof(struct sim_agg, campaign_games), true};

void sim_part_fill(struct sim_sample_rec *rec, const struct sim_sample_part *part,
                   const struct sim_agg *a)
{
    const struct sim_sample *s =
        (const struct sim_sample *)(const void *)((const char *)a + part->offset);
    sim_sample_fill(rec, s, part->campaigns ? a->campaigns : a->games);
}
