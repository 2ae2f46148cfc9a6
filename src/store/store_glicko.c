/* store_glicko.c — the Glicko-2 step of one rating period, as Glickman's
 * paper gives it (steps 2 to 8; the volatility by the Illinois algorithm),
 * and the rating of a field of opponents of whom one wins. Pure. */
#include <math.h>

#include "store/store_rating.h"

#define SCALE 173.7178 /* 400 / ln 10: Glicko to Glicko-2 */
#define EPSILON 0.000001
#define PI 3.14159265358979323846

static double g_of(double phi)
{
    return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (PI * PI));
}

static double expected(double mu, double mu_j, double phi_j)
{
    return 1.0 / (1.0 + exp(-g_of(phi_j) * (mu - mu_j)));
}

/* f of step 5 */
static double f_of(double x, double delta, double phi, double v, double a, double tau)
{
    double ex = exp(x);
    double d = phi * phi + v + ex;
    return ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau);
}

/* Step 5: the new volatility. */
static double volatility(double sigma, double delta, double phi, double v, double tau)
{
    double a = log(sigma * sigma);
    double A = a, B;
    if (delta * delta > phi * phi + v) {
        B = log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f_of(a - k * tau, delta, phi, v, a, tau) < 0 && k < 1000)
            k++;
        B = a - k * tau;
    }
    double fA = f_of(A, delta, phi, v, a, tau), fB = f_of(B, delta, phi, v, a, tau);
    for (int i = 0; fabs(B - A) > EPSILON && i < 200; i++) {
        double C = A + (A - B) * fA / (fB - fA);
        double fC = f_of(C, delta, phi, v, a, tau);
        if (fC * fB <= 0) {
            A = B;
            fA = fB;
        } else {
            fA /= 2.0;
        }
        B = C;
        fB = fC;
    }
    return exp(A / 2.0);
}

void store_glicko_update(struct store_glicko *p, const struct store_glicko_game *games, size_t n,
                         double tau)
{
    double mu = (p->rating - 1500.0) / SCALE, phi = p->deviation / SCALE;
    if (n == 0) {
        phi = sqrt(phi * phi + p->volatility * p->volatility);
        p->deviation = phi * SCALE;
        return;
    }
    double inv_v = 0, sum = 0;
    for (size_t j = 0; j < n; j++) {
        double mu_j = (games[j].rating - 1500.0) / SCALE, phi_j = games[j].deviation / SCALE;
        double g = g_of(phi_j), e = expected(mu, mu_j, phi_j);
        inv_v += g * g * e * (1.0 - e);
        sum += g * (games[j].score - e);
    }
    double v = 1.0 / inv_v;
    double sigma = volatility(p->volatility, v * sum, phi, v, tau);
    double phi_star = sqrt(phi * phi + sigma * sigma);
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v);
    mu += phi_new * phi_new * sum;
    p->rating = 1500.0 + SCALE * mu;
    p->deviation = SCALE * phi_new;
    p->volatility = sigma;
}

double store_rating_field(const double *ratings, size_t n)
{
    double sum = 0;
    for (size_t i = 0; i < n; i++)
        sum += pow(10.0, ratings[i] / 400.0);
    return 400.0 * log10(sum);
}
