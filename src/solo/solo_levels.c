/* solo_levels.c — the table of the solitaire's difficulty levels
 * (solo_levels.h): names, option sets and the figures of their studies.
 *
 * To add a level: run its study (doc/studies/, tools/study.sh), then add
 * one LEVEL line here in its place by difficulty, its row in the levels
 * table of doc/rules-solitaire.md, and its title to the catalogues (po/).
 * tests/levels.sh reads the lines between LEVELS-BEGIN and LEVELS-END:
 * keep one LEVEL(...) a level, its arguments in this order. */
#include "solo/solo_levels.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#ifndef N_
#define N_(text) text
#endif

#define LEVEL(name, options, study, sg, sw, slo, shi, bg, bw, blo, bhi, title) \
    { name, title, options, study, { sg, sw, slo, shi }, { bg, bw, blo, bhi } }

/* name, options, study; search bot: games, wins, low, high; solitaire
 * bot: games, wins, low, high; title */
static const struct solo_level levels[] = {
    /* LEVELS-BEGIN */
    LEVEL("gentle", "armies=6", "doc/studies/solitaire-armies6.study",
          2000, 1987, 98.9, 99.6, 2000, 1966, 97.6, 98.8,
          N_("six enemy armies, one drawn by a die for each battle")),
    LEVEL("classic", "", "doc/studies/solitaire.study",
          2000, 1949, 96.7, 98.1, 2000, 1854, 91.5, 93.8,
          N_("the Spanish text's rules")),
    LEVEL("fierce", "streak-length=2", "doc/studies/solitaire-streak-length2.study",
          2000, 1832, 90.3, 92.7, 2000, 1640, 80.3, 83.6,
          N_("an army that wins 2 battles in a row wins the game")),
    LEVEL("lean", "reserve=3,streak-length=2", "doc/studies/solitaire-reserve3-streak2.study",
          2000, 1497, 72.9, 76.7, 2000, 1148, 55.2, 59.6,
          N_("3 special cards in reserve; an army wins the game with 2 wins in a row")),
    LEVEL("spare", "reserve=2,streak-length=2", "doc/studies/solitaire-reserve2-streak2.study",
          2000, 1249, 60.3, 64.5, 2000, 911, 43.4, 47.7,
          N_("2 special cards in reserve; an army wins the game with 2 wins in a row")),
    LEVEL("bare", "reserve=0,streak-length=2", "doc/studies/solitaire-reserve0-streak2.study",
          2000, 876, 41.6, 46.0, 2000, 612, 28.6, 32.7,
          N_("no special cards in reserve; an army wins the game with 2 wins in a row")),
    LEVEL("desperate", "reserve=0,streak-length=2,armies=1", "doc/studies/solitaire-reserve0-streak2-armies1.study",
          2000, 521, 24.2, 28.0, 2000, 353, 16.0, 19.4,
          N_("no special cards in reserve, a single enemy army; it wins the game with 2 wins in a row")),
    /* LEVELS-END */
};

#define NLEVELS ((int)(sizeof levels / sizeof levels[0]))

int solo_level_count(void)
{
    return NLEVELS;
}

const struct solo_level *solo_level_at(int i)
{
    return i >= 0 && i < NLEVELS ? &levels[i] : NULL;
}

int solo_level_default(void)
{
    for (int i = 0; i < NLEVELS; i++)
        if (!*levels[i].options)
            return i;
    return 0;
}

int solo_level_find(const char *text)
{
    if (!text || !*text)
        return -1;
    for (int i = 0; i < NLEVELS; i++)
        if (!strcasecmp(text, levels[i].name))
            return i;
    char *end;
    long n = strtol(text, &end, 10);
    if (*end || text[0] < '0' || text[0] > '9' || n < 1 || n > NLEVELS)
        return -1;
    return (int)n - 1;
}

void solo_level_options(int i, struct solo_options *o)
{
    struct msg m;
    solo_options_default(o);
    if (i >= 0 && i < NLEVELS)
        (void)solo_options_parse(o, levels[i].options, &m); /* tests/levels.sh: valid */
}

/* Two option sets are the same when they store the same string. */
static int same_options(const struct solo_options *a, const struct solo_options *b)
{
    char x[256], y[256];
    solo_options_format(a, x, sizeof x);
    solo_options_format(b, y, sizeof y);
    return !strcmp(x, y);
}

int solo_level_match(const struct solo_options *o)
{
    for (int i = 0; i < NLEVELS; i++) {
        struct solo_options l;
        solo_level_options(i, &l);
        if (same_options(o, &l))
            return i;
    }
    return -1;
}

int solo_level_of_ruleset(const char *variant, const char *ruleset)
{
    if (!variant || strcmp(variant, "solitaire") || !ruleset)
        return -1;
    size_t n = strlen(variant);
    if (strncmp(ruleset, variant, n) || (ruleset[n] && ruleset[n] != ' '))
        return -1;
    struct solo_options o;
    struct msg m;
    solo_options_stored(&o);
    if (solo_options_parse(&o, ruleset + n, &m) != SOLO_OK)
        return -1;
    return solo_level_match(&o);
}

void solo_level_names(char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int i = 0; i < NLEVELS && len < cap; i++) {
        int w = snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", levels[i].name);
        len += w > 0 ? (size_t)w : 0;
    }
}
