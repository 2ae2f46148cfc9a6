/* map.h — the 17 regions of Italy (doc/rules-standard.md), their borders, and
 * the largest connected set of regions held by one player. */
#ifndef CONDOTTIERE_MAP_H
#define CONDOTTIERE_MAP_H

#include <stdint.h>

enum region {
    REGION_TORINO,
    REGION_MILANO,
    REGION_GENOVA,
    REGION_VENEZIA,
    REGION_MANTOVA,
    REGION_PARMA,
    REGION_MODENA,
    REGION_FERRARA,
    REGION_LUCCA,
    REGION_BOLOGNA,
    REGION_FIRENZE,
    REGION_SIENA,
    REGION_URBINO,
    REGION_SPOLETO,
    REGION_ANCONA,
    REGION_ROMA,
    REGION_NAPOLI,
    REGION_COUNT
};

/* A set of regions: bit r for region r. */
typedef uint32_t region_set;

#define REGION_ALL ((region_set)((1u << REGION_COUNT) - 1))

const char *region_name(int region);
/* The English name ("Florence" for Firenze; "Parma" where it is the same). */
const char *region_english_name(int region);
/* Region by Italian or English name, or by a name a rulebook prints in its
 * own language ("Florencja", "Milão": po/GLOSSARY.md), case-insensitive; a
 * unique prefix of at least 3 letters of any of them is accepted ("fir",
 * "flo"). Returns -1 when nothing (or more than one region) matches. */
int region_parse(const char *token);
region_set region_neighbours(int region);
/* Size of the largest connected subset of `owned`. */
int region_largest_connected(region_set owned);
int region_count(region_set set);

#endif
