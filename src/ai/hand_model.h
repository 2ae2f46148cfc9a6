/* hand_model.h — hand inference for the search bot: how much more (or
 * less) likely than a uniform deal each unseen card kind is to sit in an
 * opponent's hand, given what the observation shows of that opponent.
 *
 * What is read of an opponent (its "bucket", HAND_MODEL_BUCKETS of them):
 * in a battle, whether it has passed, whether its line leads, ties or
 * trails the others' (announced strengths), its hand size (0-2, 3-5, 6-8,
 * 9+), whether it has played in this battle and whether its line holds a
 * 10 or a Heroine; out of a battle, its hand size alone. For each bucket
 * and kind the table holds an enrichment ratio: over self-play games of
 * the heuristic bot, the cards of that kind found in such hands divided by
 * the cards a uniform deal would have put there. Players who keep their
 * Surrender and Spring and play their 10s early leave such traces.
 *
 * The tables (hand_model_data.c, one per family: with or without
 * hidden-cards, two seats or more) are made by tools/train_hand_model
 * from a seed (doc/bots.md, "Hand inference"); HAND_MODEL_VERSION names
 * them. A ratio reads only the observation: two positions with the same
 * observation get the same weights (the fairness of the search holds). */
#ifndef CONDOTTIERE_HAND_MODEL_H
#define CONDOTTIERE_HAND_MODEL_H

#include <stdint.h>

#include "engine/game.h"
#include "engine/observation.h"

#define HAND_MODEL_VERSION 1
#define HAND_MODEL_BUCKETS 100
#define HAND_MODEL_FAMILIES 4
/* A ratio is stored as ratio * HAND_MODEL_ONE, at most 255 (ratios from 0
 * to about 8). */
#define HAND_MODEL_ONE 32

/* The family of a game's tables: hidden-cards or not, 2 seats or more. */
int hand_model_family(const struct game *g);
/* The bucket of `seat` (not obs->seat) as obs shows it, 0 ..
 * HAND_MODEL_BUCKETS-1. */
int hand_model_bucket(const struct observation *obs, int seat);

/* Tables: [family][bucket][kind], ratio * HAND_MODEL_ONE, 0 where the
 * training had too little evidence (then a ratio of 1). */
typedef uint8_t hand_model_tables[HAND_MODEL_FAMILIES][HAND_MODEL_BUCKETS][CARD_KINDS];
/* The ones built in (hand_model_data.c). */
extern const hand_model_tables hand_model_table;

/* Each seat's weights for obs from the built-in tables: w[seat][kind], 1
 * for obs->seat's own hand (unused) and for the kinds with no evidence. */
void hand_model_weights(const struct game *g, const struct observation *obs,
                        float w[GAME_MAX_SEATS][CARD_KINDS]);
/* The same from tables t (the trainer's, before they are built in). */
void hand_model_weights_from(const hand_model_tables *t, const struct game *g,
                             const struct observation *obs, float w[GAME_MAX_SEATS][CARD_KINDS]);

/* ---- training and calibration (hand_model_fit.c): they read the true
 * position, for measurement only, never as a bot's input ---- */

struct hand_model_counts {
    double found[HAND_MODEL_FAMILIES][HAND_MODEL_BUCKETS][CARD_KINDS];
    double expected[HAND_MODEL_FAMILIES][HAND_MODEL_BUCKETS][CARD_KINDS];
};
/* Adds what the seat to act in s sees of every other seat: the cards of
 * each kind in its true hand (found) and what a uniform deal of the cards
 * it has not seen would put there (expected), to its bucket. */
void hand_model_count(const struct game *g, const struct state *s, struct hand_model_counts *c);
/* The tables from the counts: (found + 8) / (expected + 8), 0 (unknown)
 * where fewer than 20 cards were expected. */
void hand_model_fit(const struct hand_model_counts *c, hand_model_tables *t);

struct hand_model_score {
    double uniform, model, cards; /* log-likelihoods summed, and the cards */
};
/* The calibration at s, as the seat to act sees it: for each card it has
 * not seen (less the others' face-down ones), the log-likelihood of where
 * it really is (a seat's hand, or the rest: the deck and the face-down
 * cards) under a uniform deal and under tables t, added to *out. */
void hand_model_score(const hand_model_tables *t, const struct game *g, const struct state *s,
                      struct hand_model_score *out);

#endif
