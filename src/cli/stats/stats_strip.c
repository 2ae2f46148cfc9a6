/* stats_strip.c — the last results as a strip: "W W L D" in plain ASCII,
 * or one block per game in a UTF-8 terminal (a win a full block, a draw a
 * half block, a loss a low one: a sparkline of results), coloured when
 * colour is allowed. */
#include "cli/stats/stats_render.h"

#define GREEN "\033[32m"
#define YELLOW "\033[33m"
#define RED "\033[31m"
#define RESET "\033[0m"

static const char *letter(enum store_result r)
{
    switch (r) {
    case STORE_RESULT_WIN: return "W";
    case STORE_RESULT_LOSS: return "L";
    case STORE_RESULT_DRAW: return "D";
    default: return "?";
    }
}

static const char *block(enum store_result r)
{
    switch (r) {
    case STORE_RESULT_WIN: return "\u2588";  /* full block */
    case STORE_RESULT_DRAW: return "\u2584"; /* lower half block */
    case STORE_RESULT_LOSS: return "\u2581"; /* lower one eighth block */
    default: return " ";
    }
}

static const char *colour(enum store_result r)
{
    switch (r) {
    case STORE_RESULT_WIN: return GREEN;
    case STORE_RESULT_DRAW: return YELLOW;
    case STORE_RESULT_LOSS: return RED;
    default: return "";
    }
}

void stats_results_strip(FILE *f, const enum store_result *results, size_t n,
                         const struct term_style *style)
{
    for (size_t i = 0; i < n; i++) {
        if (!style->unicode && i)
            fputc(' ', f);
        if (style->color)
            fputs(colour(results[i]), f);
        fputs(style->unicode ? block(results[i]) : letter(results[i]), f);
        if (style->color)
            fputs(RESET, f);
    }
}
