/* sim_figures.c — the figures every simulate renderer shares: names of the
 * endings, a win rate with its 95% Wilson interval, a share as the text
 * shows it (a percentage rounded once, the same way in every table). */
#include "cli/sim/sim_render.h"

#include <math.h>

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

double sim_percent(double share)
{
    /* 471 of 2000 is 23.55 %: in binary 0.2355 is a hair below and 47100
     * / 2000 a hair above, so two ways of printing it disagreed. Rounded
     * here half away from zero, with a tolerance far below the gap
     * between two shares of any run's counts and far above the error of
     * a division, every table gives 23.6. */
    double tenths = floor(fabs(share) * 1000 + 0.5 + 1e-6);
    if (tenths == 0)
        return 0;
    return share < 0 ? -tenths / 10 : tenths / 10;
}

double sim_percent_of(int64_t part, int64_t whole)
{
    return whole > 0 ? sim_percent((double)part / (double)whole) : 0;
}
