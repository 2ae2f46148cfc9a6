/* solo_bot_draws.h — the distribution of the sum of the printed values of k
 * mercenaries drawn, each from the same distribution over the kinds (the
 * solitaire bot's model of the cards still to come in a battle). */
#ifndef CONDOTTIERE_SOLO_BOT_DRAWS_H
#define CONDOTTIERE_SOLO_BOT_DRAWS_H

#include <stdbool.h>

#include "engine/card.h"

#define SOLO_BOT_MAX_SUM 128 /* sums from 0 to SOLO_BOT_MAX_SUM - 1 (greater ones are dropped) */

/* out[s]: the chance that k draws from p (kinds' chances, pr[] their
 * printed values) sum to s. Returns the greatest sum that may be non-zero
 * (out[] is zero beyond it). With `memo`, answers are kept in a small memo
 * of this thread's; a memo's answer is exactly what computing again gives. */
int solo_bot_draws_sum(const double p[CARD_MERCENARY_KINDS], const int pr[CARD_MERCENARY_KINDS],
                       int k, double out[SOLO_BOT_MAX_SUM], bool memo);

#endif
