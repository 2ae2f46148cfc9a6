/* store_wilson.c — the 95% Wilson score interval of a win rate, computed
 * from the counts (with a square root of our own, so that the store needs
 * no maths library). */
#include "store/store.h"

/* Newton's method; exact to the last bits for the small values used here. */
static double square_root(double x)
{
    if (x <= 0)
        return 0;
    double g = x > 1 ? x : 1;
    for (int i = 0; i < 200; i++) {
        double next = 0.5 * (g + x / g);
        if (next >= g)
            break; /* decreasing from above until it settles */
        g = next;
    }
    return g;
}

void store_wilson_interval(int64_t wins, int64_t games, double *low, double *high)
{
    if (games <= 0 || wins < 0 || wins > games) {
        *low = 0;
        *high = 0;
        return;
    }
    const double z = 1.959963984540054; /* the 97.5th percentile of the normal law */
    double n = (double)games;
    double p = (double)wins / n;
    double z2 = z * z;
    double denom = 1 + z2 / n;
    double center = (p + z2 / (2 * n)) / denom;
    double half = z * square_root(p * (1 - p) / n + z2 / (4 * n * n)) / denom;
    *low = center - half < 0 ? 0 : center - half;
    *high = center + half > 1 ? 1 : center + half;
}
