/* random_bot.c — the random bot: uniform over the legal actions. */
#include "ai/random_bot.h"

action random_bot_choose(struct rng *rng, const action *legal, int nlegal)
{
    if (nlegal <= 0)
        return 0;
    return legal[rng_below(rng, (uint32_t)nlegal)];
}
