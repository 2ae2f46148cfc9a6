/* value_model_fit.c — the learned evaluation's samples, its fit by
 * Newton's method and its score (value_model.h): read from true positions
 * and results, for training and measurement only, never a bot's input. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/value_model.h"

int value_samples_add(struct value_samples *v, const struct game *g, const struct state *s,
                      const double *share)
{
    if (v->n == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 4096;
        struct value_sample *at = realloc(v->at, cap * sizeof *at);
        if (!at)
            return -1;
        v->at = at;
        v->cap = cap;
    }
    struct value_sample *x = &v->at[v->n++];
    memset(x, 0, sizeof *x);
    v->nseats = g->nseats;
    for (int i = 0; i < g->nseats; i++) {
        value_features(g, s, i, x->f[i]);
        x->result[i] = (float)share[i];
    }
    return 0;
}

void value_samples_free(struct value_samples *v)
{
    free(v->at);
    memset(v, 0, sizeof *v);
}

/* Every seat's chance under w for sample x (out), as value_model_eval. */
static void chances(const struct value_sample *x, int n, const double *w, double *out)
{
    double top = -1e300, sum = 0;
    for (int i = 0; i < n; i++) {
        double v = 0;
        for (int k = 0; k < VALUE_FEATURES; k++)
            v += w[k] * x->f[i][k];
        out[i] = v;
        if (v > top)
            top = v;
    }
    for (int i = 0; i < n; i++)
        sum += out[i] = exp(out[i] - top);
    for (int i = 0; i < n; i++)
        out[i] /= sum;
}

/* Solves a x = b (F x F, symmetric positive definite) by Gaussian
 * elimination with partial pivoting; b becomes x. Returns -1 if singular. */
static int solve(double a[VALUE_FEATURES][VALUE_FEATURES], double b[VALUE_FEATURES])
{
    enum { F = VALUE_FEATURES };
    for (int c = 0; c < F; c++) {
        int pivot = c;
        for (int r = c + 1; r < F; r++)
            if (fabs(a[r][c]) > fabs(a[pivot][c]))
                pivot = r;
        if (fabs(a[pivot][c]) < 1e-12)
            return -1;
        if (pivot != c) {
            for (int k = 0; k < F; k++) {
                double t = a[c][k];
                a[c][k] = a[pivot][k];
                a[pivot][k] = t;
            }
            double t = b[c];
            b[c] = b[pivot];
            b[pivot] = t;
        }
        for (int r = c + 1; r < F; r++) {
            double m = a[r][c] / a[c][c];
            for (int k = c; k < F; k++)
                a[r][k] -= m * a[c][k];
            b[r] -= m * b[c];
        }
    }
    for (int c = F - 1; c >= 0; c--) {
        for (int k = c + 1; k < F; k++)
            b[c] -= a[c][k] * b[k];
        b[c] /= a[c][c];
    }
    return 0;
}

int value_model_fit(const struct value_samples *v, double l2, double w[VALUE_FEATURES])
{
    enum { F = VALUE_FEATURES };
    memset(w, 0, F * sizeof *w);
    int n = v->nseats, it;
    for (it = 1; it <= 50; it++) {
        double h[F][F];
        double grad[F];
        memset(h, 0, sizeof h);
        for (int k = 0; k < F; k++) {
            grad[k] = -l2 * (double)v->n * w[k];
            h[k][k] = l2 * (double)v->n;
        }
        for (size_t s = 0; s < v->n; s++) {
            const struct value_sample *x = &v->at[s];
            double p[GAME_MAX_SEATS], mean[F];
            chances(x, n, w, p);
            for (int k = 0; k < F; k++) {
                mean[k] = 0;
                for (int i = 0; i < n; i++)
                    mean[k] += p[i] * x->f[i][k];
            }
            for (int i = 0; i < n; i++) {
                double d[F];
                for (int k = 0; k < F; k++) {
                    d[k] = x->f[i][k] - mean[k];
                    grad[k] += x->result[i] * d[k];
                }
                for (int k = 0; k < F; k++)
                    for (int j = 0; j <= k; j++)
                        h[k][j] += p[i] * d[k] * d[j];
            }
        }
        for (int k = 0; k < F; k++)
            for (int j = k + 1; j < F; j++)
                h[k][j] = h[j][k];
        if (solve(h, grad))
            break;
        double step = 0;
        for (int k = 0; k < F; k++) {
            w[k] += grad[k];
            step += fabs(grad[k]);
        }
        if (step < 1e-7)
            break;
    }
    return it;
}

void value_model_score(const struct value_samples *v, const double w[VALUE_FEATURES],
                       double *model, double *uniform)
{
    double m = 0, u = 0;
    for (size_t s = 0; s < v->n; s++) {
        double p[GAME_MAX_SEATS];
        chances(&v->at[s], v->nseats, w, p);
        for (int i = 0; i < v->nseats; i++)
            if (v->at[s].result[i] > 0) {
                m += v->at[s].result[i] * log(p[i]);
                u += v->at[s].result[i] * log(1.0 / v->nseats);
            }
    }
    *model = v->n ? m / (double)v->n : 0;
    *uniform = v->n ? u / (double)v->n : 0;
}
