/* sim_stats.c — the paired tests of `simulate --sweep`: every arm against
 * the baseline (the first arm) on the same games. A win rate is compared
 * with McNemar's test on the discordant games (exact two-sided binomial
 * up to 1000 of them, else the chi-square with continuity correction), a
 * mean with the paired t-test on the per-game differences; the p-values of
 * the whole run are then corrected with Holm's step-down method. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "sim/sim_report.h"

/* P(X <= k) for X ~ Binomial(n, 1/2), summed in logs. */
static double binom_half_cdf(int64_t k, int64_t n)
{
    double sum = 0, ln2n = (double)n * log(2.0);
    for (int64_t i = 0; i <= k; i++)
        sum += exp(lgamma((double)n + 1) - lgamma((double)i + 1) - lgamma((double)(n - i) + 1) -
                   ln2n);
    return sum;
}

double sim_mcnemar_p(int64_t gain, int64_t loss, bool *exact)
{
    int64_t n = gain + loss;
    *exact = n <= 1000;
    if (n == 0)
        return 1;
    if (*exact) {
        double p = 2 * binom_half_cdf(gain < loss ? gain : loss, n);
        return p > 1 ? 1 : p;
    }
    double d = fabs((double)(gain - loss)) - 1;
    double chi2 = d > 0 ? d * d / (double)n : 0;
    return erfc(sqrt(chi2 / 2));
}

/* The continued fraction of the regularized incomplete beta (modified
 * Lentz's method). */
static double beta_fraction(double a, double b, double x)
{
    const double tiny = 1e-300;
    double c = 1, d = 1 - (a + b) * x / (a + 1);
    if (fabs(d) < tiny)
        d = tiny;
    d = 1 / d;
    double h = d;
    for (int m = 1; m <= 500; m++) {
        double m2 = 2.0 * m;
        double num = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
        d = 1 + num * d;
        c = 1 + num / c;
        d = fabs(d) < tiny ? 1 / tiny : 1 / d;
        if (fabs(c) < tiny)
            c = tiny;
        h *= d * c;
        num = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
        d = 1 + num * d;
        c = 1 + num / c;
        d = fabs(d) < tiny ? 1 / tiny : 1 / d;
        if (fabs(c) < tiny)
            c = tiny;
        double step = d * c;
        h *= step;
        if (fabs(step - 1) < 1e-14)
            break;
    }
    return h;
}

/* I_x(a, b), the regularized incomplete beta function. */
static double incomplete_beta(double a, double b, double x)
{
    if (x <= 0)
        return 0;
    if (x >= 1)
        return 1;
    double front = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x));
    if (x < (a + 1) / (a + b + 2))
        return front * beta_fraction(a, b, x) / a;
    return 1 - front * beta_fraction(b, a, 1 - x) / b;
}

double sim_paired_t_p(int64_t n, double sum, double sumsq)
{
    if (n < 2)
        return 1;
    double mean = sum / (double)n;
    double var = (sumsq - sum * mean) / (double)(n - 1);
    if (var <= 0)
        return mean == 0 ? 1 : 0;
    double t = mean / sqrt(var / (double)n);
    double df = (double)(n - 1);
    return incomplete_beta(df / 2, 0.5, df / (df + t * t));
}

struct ranked {
    double p;
    size_t at;
};

static int by_p(const void *x, const void *y)
{
    const struct ranked *a = x, *b = y;
    if (a->p != b->p)
        return a->p < b->p ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at;
}

int sim_holm(const double *p, double *adjusted, size_t m)
{
    struct ranked *r = malloc((m ? m : 1) * sizeof *r);
    if (!r)
        return -1;
    for (size_t i = 0; i < m; i++)
        r[i] = (struct ranked){ p[i], i };
    qsort(r, m, sizeof *r, by_p);
    double running = 0;
    for (size_t k = 0; k < m; k++) {
        double q = (double)(m - k) * r[k].p;
        if (q > 1)
            q = 1;
        if (q < running)
            q = running;
        running = q;
        adjusted[r[k].at] = q;
    }
    free(r);
    return 0;
}
