/* map.c — regions, borders (34, symmetric) and connected sets. */
#include "engine/map.h"

#include <string.h>

#define B(r) (1u << REGION_##r)

static const char *const names[REGION_COUNT] = {
    "Torino", "Milano", "Genova", "Venezia", "Mantova", "Parma", "Modena", "Ferrara", "Lucca",
    "Bologna", "Firenze", "Siena", "Urbino", "Spoleto", "Ancona", "Roma", "Napoli",
};

/* The names English speakers use; the same where English keeps the
 * Italian one. */
static const char *const english[REGION_COUNT] = {
    "Turin", "Milan", "Genoa", "Venice", "Mantua", "Parma", "Modena", "Ferrara", "Lucca",
    "Bologna", "Florence", "Siena", "Urbino", "Spoleto", "Ancona", "Rome", "Naples",
};

/* The names the rulebooks of other languages print for four cities, typed
 * as a player reads them on his own rulebook's pages and on the screens in
 * his language (po/GLOSSARY.md): the Polish and Portuguese 3rd-edition
 * rulebooks; the others print the board's Italian names. Accented
 * spellings are listed as written and without their accents. */
static const struct {
    const char *name;
    enum region region;
} source_names[] = {
    /* Polish */
    { "Genua", REGION_GENOVA }, { "Mediolan", REGION_MILANO },
    { "Wenecja", REGION_VENEZIA }, { "Florencja", REGION_FIRENZE },
    /* Portuguese ("Genova" is the board's own name) */
    { "Génova", REGION_GENOVA }, { "Milão", REGION_MILANO }, { "Milao", REGION_MILANO },
    { "Veneza", REGION_VENEZIA }, { "Florença", REGION_FIRENZE },
    { "Florenca", REGION_FIRENZE },
};

#define SOURCE_NAMES ((int)(sizeof source_names / sizeof source_names[0]))

static const region_set neighbours[REGION_COUNT] = {
    [REGION_TORINO] = B(MILANO) | B(GENOVA),
    [REGION_MILANO] = B(TORINO) | B(GENOVA) | B(PARMA) | B(MODENA) | B(MANTOVA) | B(VENEZIA),
    [REGION_GENOVA] = B(TORINO) | B(MILANO) | B(PARMA),
    [REGION_VENEZIA] = B(MILANO) | B(MANTOVA) | B(FERRARA),
    [REGION_MANTOVA] = B(MILANO) | B(VENEZIA) | B(MODENA) | B(FERRARA),
    [REGION_PARMA] = B(GENOVA) | B(MILANO) | B(MODENA) | B(LUCCA),
    [REGION_MODENA] = B(MILANO) | B(MANTOVA) | B(FERRARA) | B(BOLOGNA) | B(FIRENZE) | B(LUCCA) |
                      B(PARMA),
    [REGION_FERRARA] = B(VENEZIA) | B(MANTOVA) | B(MODENA) | B(BOLOGNA),
    [REGION_LUCCA] = B(PARMA) | B(MODENA) | B(FIRENZE),
    [REGION_BOLOGNA] = B(MODENA) | B(FERRARA) | B(FIRENZE) | B(URBINO),
    [REGION_FIRENZE] = B(LUCCA) | B(MODENA) | B(BOLOGNA) | B(SIENA) | B(URBINO) | B(SPOLETO) |
                       B(ROMA),
    [REGION_SIENA] = B(FIRENZE) | B(ROMA),
    [REGION_URBINO] = B(BOLOGNA) | B(FIRENZE) | B(SPOLETO) | B(ANCONA),
    [REGION_SPOLETO] = B(FIRENZE) | B(URBINO) | B(ANCONA) | B(ROMA) | B(NAPOLI),
    [REGION_ANCONA] = B(URBINO) | B(SPOLETO) | B(NAPOLI),
    [REGION_ROMA] = B(SIENA) | B(FIRENZE) | B(SPOLETO) | B(NAPOLI),
    [REGION_NAPOLI] = B(ROMA) | B(SPOLETO) | B(ANCONA),
};

const char *region_name(int region)
{
    return region >= 0 && region < REGION_COUNT ? names[region] : "?";
}

const char *region_english_name(int region)
{
    return region >= 0 && region < REGION_COUNT ? english[region] : "?";
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* 2: `token` is `name` (any case; bytes above 127, accents, must match
 * exactly); 1: a prefix of at least 3 bytes. */
static int name_match(const char *token, size_t len, const char *name)
{
    size_t i = 0;
    while (i < len && name[i] && lower((unsigned char)token[i]) == lower((unsigned char)name[i]))
        i++;
    if (i == len && name[i] == '\0')
        return 2;
    return i == len && len >= 3;
}

/* How well `token` names region r: 2 exactly, 1 by a prefix, 0 not at all,
 * by its Italian, English or a rulebook's name. */
static int region_match(const char *token, size_t len, int r)
{
    int best = name_match(token, len, names[r]);
    int en = name_match(token, len, english[r]);
    if (en > best)
        best = en;
    for (int i = 0; i < SOURCE_NAMES && best < 2; i++) {
        int m = source_names[i].region == (enum region)r
                    ? name_match(token, len, source_names[i].name) : 0;
        if (m > best)
            best = m;
    }
    return best;
}

int region_parse(const char *token)
{
    size_t len = token ? strlen(token) : 0;
    int found = -1;
    if (len == 0)
        return -1;
    for (int r = 0; r < REGION_COUNT; r++) {
        int m = region_match(token, len, r);
        if (m == 2)
            return r; /* exact */
        if (m) {
            if (found >= 0)
                return -1; /* ambiguous prefix */
            found = r;
        }
    }
    return found;
}

region_set region_neighbours(int region)
{
    return region >= 0 && region < REGION_COUNT ? neighbours[region] : 0;
}

int region_count(region_set set)
{
    /* a bit count without the compiler's builtin, which becomes a library
     * call on processors targeted without a popcount instruction */
    uint32_t x = set & REGION_ALL;
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

int region_largest_connected(region_set owned)
{
    region_set left = owned & REGION_ALL;
    int best = 0;
    while (left) {
        region_set comp = left & -left, frontier = comp;
        while (frontier) {
            int r = __builtin_ctz(frontier);
            frontier &= frontier - 1;
            region_set add = neighbours[r] & left & ~comp;
            comp |= add;
            frontier |= add;
        }
        left &= ~comp;
        int n = region_count(comp);
        if (n > best)
            best = n;
    }
    return best;
}
