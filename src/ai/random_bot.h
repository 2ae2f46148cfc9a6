/* random_bot.h — the random bot: a legal action drawn uniformly from its
 * own rng, so that a game between bots is reproducible from its seeds. */
#ifndef CONDOTTIERE_RANDOM_BOT_H
#define CONDOTTIERE_RANDOM_BOT_H

#include "engine/action.h"
#include "engine/rng.h"

/* One of legal[0..nlegal-1], each with probability 1/nlegal; 0 if none. */
action random_bot_choose(struct rng *rng, const action *legal, int nlegal);

#endif
