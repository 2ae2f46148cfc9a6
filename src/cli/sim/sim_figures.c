/* sim_figures.c — the figures every simulate renderer shares: names of the
 * endings, a win rate with its 95% Wilson interval. */
#include "cli/sim/sim_render.h"

const char *sim_ending_name(int reason)
{
    return result_reason_name(reason);
}

const char *sim_solo_end_name(int end)
{
    return solo_end_name((enum solo_end)end);
}

void sim_rate(int64_t wins, int64_t games, double *rate, double *low, double *high)
{
    *rate = games > 0 ? (double)wins / (double)games : 0;
    store_wilson_interval(wins, games, low, high);
}
