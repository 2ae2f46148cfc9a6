/* kind_counts.h — an array of counts per card kind (a hand, a line, the
 * discard pile: 15 bytes) read and written as two 8-byte words: kinds
 * 0..7 from its first byte, kinds 8..14 from its eighth (kind 7's lane
 * masked off), loaded and stored whole with memcpy. Whole words only: a
 * word assembled from narrower stores (a 7-byte copy, a byte written into
 * it) is a store-forwarding stall when it is read back at once. The masks
 * are laid out as bytes, so each kind keeps its lane whatever the byte
 * order. Internal to the engine, the solitaire and its bot. */
#ifndef CONDOTTIERE_KIND_COUNTS_H
#define CONDOTTIERE_KIND_COUNTS_H

#include <stdint.h>
#include <string.h>

#include "engine/card.h"

_Static_assert(CARD_KINDS == 15, "the counts are the words of kinds 0..7 and 7..14");
_Static_assert(CARD_MERCENARY_KINDS == 7, "the mercenaries are kinds 0..6");

/* A word whose bytes are `b` (constant-folded). */
static inline uint64_t kind_counts_bytes(const uint8_t b[8])
{
    uint64_t w;
    memcpy(&w, b, sizeof w);
    return w;
}

/* Kinds 0..7 of c, each in its byte. */
static inline uint64_t kind_counts_low(const uint8_t *c)
{
    uint64_t w;
    memcpy(&w, c, sizeof w);
    return w;
}

/* Kinds 8..14 of c, in the lanes of the word that starts at c[7] (that
 * kind's lane zero). */
static inline uint64_t kind_counts_high(const uint8_t *c)
{
    static const uint8_t mask[8] = { 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
    uint64_t w;
    memcpy(&w, c + CARD_KINDS - sizeof w, sizeof w);
    return w & kind_counts_bytes(mask);
}

/* The mercenaries' counts (kinds 0..6) of c: zero when it holds none. */
static inline uint64_t kind_counts_mercenaries(const uint8_t *c)
{
    static const uint8_t mask[8] = { 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0 };
    return kind_counts_low(c) & kind_counts_bytes(mask);
}

/* The word with 1 in lane `lane` (0..7) and nothing else. */
static inline uint64_t kind_counts_lane_one(int lane)
{
    static const uint8_t one[8][8] = {
        { 1 }, { 0, 1 }, { 0, 0, 1 }, { 0, 0, 0, 1 }, { 0, 0, 0, 0, 1 },
        { 0, 0, 0, 0, 0, 1 }, { 0, 0, 0, 0, 0, 0, 1 }, { 0, 0, 0, 0, 0, 0, 0, 1 },
    };
    return kind_counts_low(one[lane]);
}

/* One more card of `kind` in the words (low, high) of a count array. */
static inline void kind_counts_add(uint64_t *low, uint64_t *high, int kind)
{
    if (kind < 8)
        *low += kind_counts_lane_one(kind);
    else
        *high += kind_counts_lane_one(kind - 7);
}

/* Writes the 15 counts of the words `low` and `high` (as read above) to c. */
static inline void kind_counts_store(uint8_t *c, uint64_t low, uint64_t high)
{
    memcpy(c + CARD_KINDS - sizeof high, &high, sizeof high); /* kind 7: 0 */
    memcpy(c, &low, sizeof low);                              /* then kind 7 */
}

#endif
