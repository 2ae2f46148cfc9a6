/* store_periods.c — calendar dates as day numbers, weeks (from Monday) and
 * months, and the games per period of store_trends.h, for all games and
 * per mode. Pure: no database, no clock. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store/store_trends.h"

/* Days from 1970-01-01 to y-m-d (Howard Hinnant's days_from_civil). */
static int32_t days_from_civil(int y, int m, int d)
{
    y -= m <= 2;
    int era = (y >= 0 ? y : y - 399) / 400;
    int yoe = y - era * 400;
    int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return (int32_t)(era * 146097 + doe - 719468);
}

static void civil_from_days(int32_t z, int *y, int *m, int *d)
{
    z += 719468;
    int era = (z >= 0 ? z : z - 146096) / 146097;
    int doe = z - era * 146097;
    int yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp + (mp < 10 ? 3 : -9);
    *y = yoe + era * 400 + (*m <= 2);
}

static int days_in_month(int y, int m)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return m == 2 ? 28 + leap : days[m - 1];
}

int store_date_parse(const char *text, int32_t *day)
{
    if (!text || strlen(text) != 10 || text[4] != '-' || text[7] != '-')
        return -1;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && (text[i] < '0' || text[i] > '9'))
            return -1;
    int y = atoi(text), m = atoi(text + 5), d = atoi(text + 8);
    if (y < 1 || m < 1 || m > 12 || d < 1 || d > days_in_month(y, m))
        return -1;
    *day = days_from_civil(y, m, d);
    return 0;
}

void store_date_text(int32_t day, char out[STORE_DATE_MAX + 1])
{
    int y, m, d;
    civil_from_days(day, &y, &m, &d);
    /* the fields bounded to their widths: the text fits its 10 characters */
    snprintf(out, STORE_DATE_MAX + 1, "%04u-%02u-%02u", (unsigned)(y % 10000 + 10000) % 10000u,
             (unsigned)m % 100u, (unsigned)d % 100u);
}

int32_t store_period_start(int32_t day, enum store_period by)
{
    if (by == STORE_BY_WEEK) /* 1970-01-01 was a Thursday: Monday is (day + 3) % 7 == 0 */
        return day - (int32_t)(((day + 3) % 7 + 7) % 7);
    int y, m, d;
    civil_from_days(day, &y, &m, &d);
    return days_from_civil(y, m, 1);
}

int32_t store_period_next(int32_t start, enum store_period by)
{
    if (by == STORE_BY_WEEK)
        return start + 7;
    int y, m, d;
    civil_from_days(start, &y, &m, &d);
    return start + days_in_month(y, m) - d + 1;
}

void store_period_label(int32_t start, enum store_period by, char out[STORE_DATE_MAX + 1])
{
    store_date_text(start, out);
    if (by == STORE_BY_MONTH)
        out[7] = '\0';
}

void store_trends_free(struct store_trends *t)
{
    free(t->starts);
    free(t->all.cells);
    for (size_t i = 0; i < t->nmodes; i++)
        free(t->modes[i].cells);
    free(t->modes);
    memset(t, 0, sizeof *t);
}

static void count(struct store_trend_series *s, size_t period, enum store_result r)
{
    struct store_trend_cell *c = &s->cells[period];
    c->games++;
    s->games++;
    c->wins += r == STORE_RESULT_WIN;
    s->wins += r == STORE_RESULT_WIN;
    c->losses += r == STORE_RESULT_LOSS;
    c->draws += r == STORE_RESULT_DRAW;
}

static int by_games(const void *a, const void *b)
{
    const struct store_trend_series *x = a, *y = b;
    if (x->games != y->games)
        return x->games < y->games ? 1 : -1;
    return strcmp(x->mode, y->mode);
}

/* The series of mode in t, added when new; NULL when out of memory. */
static struct store_trend_series *series_of(struct store_trends *t, const char *mode, int solitaire)
{
    for (size_t i = 0; i < t->nmodes; i++)
        if (t->modes[i].solitaire == solitaire && strcmp(t->modes[i].mode, mode) == 0)
            return &t->modes[i];
    struct store_trend_series *grown = realloc(t->modes, (t->nmodes + 1) * sizeof *grown);
    if (!grown)
        return NULL;
    t->modes = grown;
    struct store_trend_series *s = &t->modes[t->nmodes];
    memset(s, 0, sizeof *s);
    snprintf(s->mode, sizeof s->mode, "%s", mode);
    s->solitaire = solitaire;
    s->cells = calloc(t->nperiods ? t->nperiods : 1, sizeof *s->cells);
    if (!s->cells)
        return NULL;
    t->nmodes++;
    return s;
}

/* The periods from the one of first to the one of last. */
static int periods(struct store_trends *t, int32_t first, int32_t last)
{
    int32_t end = store_period_start(last, t->by);
    for (int32_t p = store_period_start(first, t->by); p <= end; p = store_period_next(p, t->by))
        t->nperiods++;
    t->starts = calloc(t->nperiods ? t->nperiods : 1, sizeof *t->starts);
    t->all.cells = calloc(t->nperiods ? t->nperiods : 1, sizeof *t->all.cells);
    if (!t->starts || !t->all.cells)
        return -1;
    size_t i = 0;
    for (int32_t p = store_period_start(first, t->by); p <= end; p = store_period_next(p, t->by))
        t->starts[i++] = p;
    return 0;
}

int store_trends_build(const struct store_played *g, size_t n, enum store_period by,
                       int32_t since, int32_t until, struct store_trends *t)
{
    memset(t, 0, sizeof *t);
    t->by = by;
    int32_t first = INT32_MAX, last = INT32_MIN;
    for (size_t i = 0; i < n; i++) {
        int32_t day;
        if (store_date_parse(g[i].date, &day) || (since != STORE_DAY_NONE && day < since) ||
            (until != STORE_DAY_NONE && day > until))
            continue;
        first = day < first ? day : first;
        last = day > last ? day : last;
    }
    if (since != STORE_DAY_NONE)
        first = since;
    if (until != STORE_DAY_NONE)
        last = until;
    if (first > last)
        return 0;
    if (periods(t, first, last))
        goto nomem;
    for (size_t i = 0; i < n; i++) {
        int32_t day;
        if (store_date_parse(g[i].date, &day) || day < first || day > last)
            continue;
        size_t p = 0;
        int32_t start = store_period_start(day, by);
        while (p + 1 < t->nperiods && t->starts[p] < start)
            p++;
        char mode[STORE_MODE_MAX + 1];
        store_played_mode(&g[i], mode);
        struct store_trend_series *s = series_of(t, mode, g[i].solitaire);
        if (!s)
            goto nomem;
        count(&t->all, p, g[i].result);
        count(s, p, g[i].result);
    }
    if (t->nmodes > 1)
        qsort(t->modes, t->nmodes, sizeof *t->modes, by_games);
    return 0;
nomem:
    store_trends_free(t);
    return -1;
}
