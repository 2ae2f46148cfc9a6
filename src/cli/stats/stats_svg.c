/* stats_svg.c — the charts of `stats --html` as inline SVG (no script, no
 * font or file from elsewhere): the rating after each rated game, a line
 * with its deviation as a band and 1500 dashed; the win rate of each
 * period as bars, with the games of each written above. Each point and bar
 * has a <title>, which browsers show on hover. */
#include <math.h>

#include "cli/stats/stats_html.h"
#include "i18n.h"

#define W 640
#define H 220
#define LEFT 48
#define RIGHT 8
#define TOP 16
#define BOTTOM 28

static double y_of(double v, double lo, double hi)
{
    return TOP + (H - TOP - BOTTOM) * (1.0 - (v - lo) / (hi - lo));
}

static double x_of(size_t i, size_t n)
{
    return n > 1 ? LEFT + (double)(W - LEFT - RIGHT) * (double)i / (double)(n - 1)
                 : LEFT + (W - LEFT - RIGHT) / 2.0;
}

static void open_svg(FILE *f, const char *label)
{
    fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
               "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"",
            W, H, W, H);
    html_text(f, label);
    fputs("\">\n", f);
    fprintf(f, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#fbfaf7\"/>\n", W, H);
}

static void axis_label(FILE *f, double y, double value)
{
    fprintf(f, "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%.0f</text>\n",
            LEFT - 4, y + 4, value);
    fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", LEFT, y,
            W - RIGHT, y);
}

void svg_rating(FILE *f, const struct store_rating *r)
{
    size_t n = r->nhistory;
    if (!n)
        return;
    double lo = 1500, hi = 1500;
    for (size_t i = 0; i < n; i++) {
        lo = fmin(lo, r->history[i].rating - r->history[i].deviation);
        hi = fmax(hi, r->history[i].rating + r->history[i].deviation);
    }
    lo = floor(lo / 100) * 100;
    hi = ceil(hi / 100) * 100;
    open_svg(f, _("Rating after each rated game"));
    for (double v = lo; v <= hi; v += (hi - lo) / 4)
        axis_label(f, y_of(v, lo, hi), v);
    fputs("<polygon fill=\"#c9dcef\" stroke=\"none\" points=\"", f); /* the deviation's band */
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%.1f,%.1f ", x_of(i, n),
                y_of(r->history[i].rating + r->history[i].deviation, lo, hi));
    for (size_t i = n; i-- > 0;)
        fprintf(f, "%.1f,%.1f ", x_of(i, n),
                y_of(r->history[i].rating - r->history[i].deviation, lo, hi));
    fputs("\"/>\n", f);
    fprintf(f, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#888\" "
               "stroke-dasharray=\"4 3\"/>\n",
            LEFT, y_of(1500, lo, hi), W - RIGHT, y_of(1500, lo, hi));
    fputs("<polyline fill=\"none\" stroke=\"#1f5f9f\" stroke-width=\"2\" points=\"", f);
    for (size_t i = 0; i < n; i++)
        fprintf(f, "%.1f,%.1f ", x_of(i, n), y_of(r->history[i].rating, lo, hi));
    fputs("\"/>\n", f);
    for (size_t i = 0; i < n; i++) {
        fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"#1f5f9f\"><title>", x_of(i, n),
                y_of(r->history[i].rating, lo, hi));
        /* TRANSLATORS: the tooltip of a point of the rating's chart: the
         * game's number, its date, the rating after it and its deviation */
        fprintf(f, _("game %lld, %s: %.0f (deviation %.0f)"), (long long)r->history[i].game,
                r->history[i].date, r->history[i].rating, r->history[i].deviation);
        fputs("</title></circle>\n", f);
    }
    fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\">%s</text>\n", LEFT, H - 8,
            r->history[0].date);
    fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">%s</text>\n",
            W - RIGHT, H - 8, r->history[n - 1].date);
    fputs("</svg>\n", f);
}

void svg_win_rate(FILE *f, const struct store_trends *t)
{
    size_t n = t->nperiods;
    if (!n || !t->all.games)
        return;
    open_svg(f, _("Win rate of each month"));
    for (int v = 0; v <= 100; v += 25)
        axis_label(f, y_of(v, 0, 100), v);
    double slot = (double)(W - LEFT - RIGHT) / (double)n;
    double bar = slot > 6 ? slot * 0.8 : slot;
    for (size_t p = 0; p < n; p++) {
        const struct store_trend_cell *c = &t->all.cells[p];
        char label[STORE_DATE_MAX + 1];
        store_period_label(t->starts[p], t->by, label);
        double x = LEFT + slot * (double)p + (slot - bar) / 2;
        if (c->games) {
            double rate = 100.0 * (double)c->wins / (double)c->games;
            double y = y_of(rate, 0, 100);
            fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                       "fill=\"#3a8a4a\"><title>",
                    x, y, bar, y_of(0, 0, 100) - y);
            /* TRANSLATORS: the tooltip of a bar of the win rate's chart: the
             * period, the games won, the games and the share won */
            fprintf(f, _("%s: %lld won of %lld (%.1f%%)"), label, (long long)c->wins,
                    (long long)c->games, rate);
            fputs("</title></rect>\n", f);
            fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" font-size=\"10\" text-anchor=\"middle\">%lld"
                       "</text>\n",
                    x + bar / 2, y - 3, (long long)c->games);
        }
        if (n <= 12 || p == 0 || p == n - 1)
            fprintf(f, "<text x=\"%.1f\" y=\"%d\" font-size=\"10\" text-anchor=\"middle\">%s"
                       "</text>\n",
                    x + bar / 2, H - 8, label);
    }
    fputs("</svg>\n", f);
}
