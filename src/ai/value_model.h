/* value_model.h — a learned evaluation for the search bot: each seat's
 * chance of winning the game from a position between two battles, read
 * from what that seat knows (its own hand and the public board), so that a
 * play-out can stop after a battle instead of playing to the end.
 *
 * The model is a conditional logit: seat i gets a score w . f(i), a sum of
 * weights times its features (VALUE_FEATURES below: its regions, how close
 * they are to a victory, its hand by kind, the token), and its chance of
 * winning is exp(score_i) / sum_j exp(score_j). One weight vector per
 * ruleset and player count (value_model_data.c), fitted on self-play games
 * by tools/train_value from a seed (doc/search.md, "Learned evaluation");
 * VALUE_MODEL_VERSION names them. A ruleset or player count without a
 * model (value_model_find: NULL) keeps the play-outs to the end. */
#ifndef CONDOTTIERE_VALUE_MODEL_H
#define CONDOTTIERE_VALUE_MODEL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/game.h"

#define VALUE_MODEL_VERSION 1

/* The features of one seat, each a small whole number. */
enum value_feature {
    VALUE_REGIONS,       /* regions it holds */
    VALUE_CONNECTED,     /* its largest group of adjacent regions */
    VALUE_NEED,          /* regions it still needs for a victory (at most 6) */
    VALUE_WINNING_FREE,  /* free regions that would win it the game (at most 4) */
    VALUE_GROWING_FREE,  /* free regions that would grow its largest group (at most 6) */
    VALUE_HAND,          /* cards in its hand */
    VALUE_HAND_EXCESS,   /* its hand less the largest other hand */
    VALUE_TOKEN,         /* 1: it holds the Condottiere token */
    VALUE_KINDS,         /* then its hand's count of each card kind */
    VALUE_FEATURES = VALUE_KINDS + CARD_KINDS
};

struct value_model {
    const char *rules; /* the canonical ruleset string it was fitted on */
    int nseats;
    int games;         /* self-play games it was fitted on */
    double weight[VALUE_FEATURES];
};

/* The built-in models (value_model_data.c). */
extern const struct value_model value_models[];
extern const int value_model_count;

/* The model for g's ruleset and player count, or NULL: the canonical
 * string must be one a model was fitted on. */
const struct value_model *value_model_find(const struct game *g);

/* Whether s is a position the model judges, once `battles` battles are
 * over: the next one's region to be chosen (not the final battle, the
 * game not over). */
static inline bool value_model_judges(const struct state *s, int battles)
{
    return s->battles >= battles && s->phase == PHASE_CHOOSE_REGION && !s->final_battle;
}

/* Seat `seat`'s features in s (its own hand and the public board only). */
void value_features(const struct game *g, const struct state *s, int seat,
                    int8_t f[VALUE_FEATURES]);

/* Every seat's chance of winning from s under model m: out[0..nseats-1],
 * summing to 1. */
void value_model_eval(const struct value_model *m, const struct game *g, const struct state *s,
                      double *out);

/* ---- fitting (value_model_fit.c): from true positions and results, for
 * training and measurement only ---- */

/* One position: every seat's features, and its share of the result. */
struct value_sample {
    int8_t f[GAME_MAX_SEATS][VALUE_FEATURES];
    float result[GAME_MAX_SEATS];
};

struct value_samples {
    int nseats;
    size_t n, cap;
    struct value_sample *at;
};

/* Appends the position s with each seat's share of the result to come
 * (share[0..nseats-1], summing to 1: one winner's 1, or a mean over
 * play-outs); returns -1 when out of memory. */
int value_samples_add(struct value_samples *v, const struct game *g, const struct state *s,
                      const double *share);
void value_samples_free(struct value_samples *v);

/* Fits w by Newton's method on the conditional logit's log-likelihood
 * with a small ridge (l2 per weight); returns the iterations run. */
int value_model_fit(const struct value_samples *v, double l2, double w[VALUE_FEATURES]);

/* The mean log-likelihood of the results under w (the winners' shares
 * times the log of their predicted chance), and of the uniform guess. */
void value_model_score(const struct value_samples *v, const double w[VALUE_FEATURES],
                       double *model, double *uniform);

#endif
