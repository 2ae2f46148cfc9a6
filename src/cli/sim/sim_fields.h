/* sim_fields.h — the records of `simulate --json` and `simulate --csv`
 * described once (cli/stats/fields.h): the run's parameters, a win rate,
 * a sample's figures, a seat, the first token holder, the figures an arm
 * shows as a sample. sim_json.c and sim_csv.c lay them out, each in its
 * format's order; the keys are spelled in sim_fields.c alone. */
#ifndef CONDOTTIERE_SIM_FIELDS_H
#define CONDOTTIERE_SIM_FIELDS_H

#include <stdbool.h>
#include <stdint.h>

#include "cli/sim/sim_render.h"
#include "cli/stats/fields.h"

/* The run's parameters (CSV: section "run", the key a column). */
struct sim_run_rec {
    int64_t format, id; /* id 0: not stored */
    const char *kind, *variant;
    int64_t players;
    const char *bots;
    bool rotated; /* written only when true */
    char seed[24];
    int64_t games, games_played, shard_count;
    const char *shards;
    bool complete;
    double seconds; /* < 0: unknown */
    const char *program;
};
extern const struct fields sim_run_fields;
void sim_run_fill(struct sim_run_rec *rec, const struct sim_report *r);

/* wins of games, the rate and its 95% interval. */
struct sim_rate_rec {
    int64_t wins;
    double rate, ci_low, ci_high;
};
extern const struct fields sim_rate_fields;
void sim_rate_fill(struct sim_rate_rec *rec, int64_t wins, int64_t games);

/* A figure per game (or per campaign): mean, standard deviation, range,
 * and the sum (JSON only). */
struct sim_sample_rec {
    double mean, sd;
    int64_t min, max, sum;
};
extern const struct fields sim_sample_fields;
void sim_sample_fill(struct sim_sample_rec *rec, const struct sim_sample *s, int64_t count);

/* A seat of the games or of the campaigns: its number (JSON only: the
 * CSV's key), its bot, its shared wins; then its win rate (JSON: under
 * "win", after the shared wins; CSV: before them); campaigns add the
 * points. */
struct sim_seat_rec {
    int64_t seat;
    const char *bot;
    int64_t shared_wins;
    struct sim_rate_rec win;
    int64_t points;
    double points_per_game;
};
enum { SIM_SEAT_NUMBER, SIM_SEAT_BOT, SIM_SEAT_SHARED };
extern const struct fields sim_seat_fields;     /* number, bot, shared wins */
extern const struct fields sim_seat_points;     /* campaigns: points, per game */
extern const char sim_seat_win[];               /* the JSON key of the win rate */
void sim_seat_fill(struct sim_seat_rec *rec, const struct sim_report *r,
                   const struct sim_agg *a, int seat);
void sim_campaign_seat_fill(struct sim_seat_rec *rec, const struct sim_report *r,
                            const struct sim_agg *a, int seat);

/* The first token holder: its win rate (JSON: under sim_seat_win), its
 * fair share and advantage, its rate by place (JSON: an array). In an
 * arm of no games (an empty shard) the JSON's advantage is 0, the CSV's
 * minus the fair share, as they always were. */
struct sim_first_rec {
    struct sim_rate_rec win;
    double fair_share, advantage;
};
extern const struct fields sim_first_fields;
void sim_first_fill(struct sim_first_rec *rec, const struct sim_report *r,
                    const struct sim_agg *a, bool csv);

/* The samples of an arm, in the order both formats show them. */
struct sim_sample_part {
    const char *key;
    size_t offset;  /* of the struct sim_sample in struct sim_agg */
    bool campaigns; /* per campaign, not per game */
};
extern const struct sim_sample_part sim_standard_samples[3]; /* battles, rounds, actions */
extern const struct sim_sample_part sim_uncontested_sample;
extern const struct sim_sample_part sim_solo_samples[2];
extern const struct sim_sample_part sim_campaign_sample;
void sim_part_fill(struct sim_sample_rec *rec, const struct sim_sample_part *part,
                   const struct sim_agg *a);

/* The solitaire's endings, one record each (JSON: an object under the
 * ending's name; CSV: section "ending", the name the key). */
struct sim_solo_end_rec {
    int64_t games, player_won;
};
extern const struct fields sim_solo_end_fields;

/* The parts both formats name alike: a JSON key, the CSV's section. */
#define SIM_GAMES "games"
#define SIM_CAMPAIGNS "campaigns"
#define SIM_FIRST_TOKEN_HOLDER "first_token_holder"
#define SIM_BY_PLACE "by_place"
#define SIM_CARDS_PER_BATTLE "cards_per_battle"
#define SIM_PLAYER_CARDS_PER_BATTLE "player_cards_per_battle"
#define SIM_FINAL_BATTLES "final_battles"

/* part over whole, 0 when whole is 0. */
double sim_share(int64_t part, int64_t whole);

#endif
