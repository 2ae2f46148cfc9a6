/* heuristic_kinds.h — the heuristic bot's sums over the 15 card kinds:
 * counts of each kind (a hand, the discard pile, a line) added as one
 * vector of 16 bytes, the cards left of each kind (a saturating
 * difference: never below 0), how many in all, and weighted sums (a dot
 * product with 16-bit weights, the 16th lane zero). With SSE2 each is a
 * few instructions instead of a loop over the kinds; without it, the same
 * sums kind by kind. The sums are of whole numbers, so both give the same
 * results exactly. A kind's count never exceeds the deck's
 * (STATE_DECK_MAX, below 256): no byte overflows. */
#ifndef CONDOTTIERE_HEURISTIC_KINDS_H
#define CONDOTTIERE_HEURISTIC_KINDS_H

#include <stdint.h>
#include <string.h>

#include "engine/card.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

_Static_assert(CARD_KINDS > 8 && CARD_KINDS <= 16, "the kinds fit 16 lanes");

/* Weights of the kinds, lane k for kind k (lanes from CARD_KINDS on: 0). */
struct kind_weights {
    int16_t w[16];
};

#if defined(__SSE2__)
typedef __m128i kind_vec;

/* The counts of `c` (CARD_KINDS bytes), the 16th lane 0: two 8-byte
 * loads (bytes 0..7 and 7..14; x86 is little-endian). */
static inline kind_vec kinds_load(const uint8_t c[CARD_KINDS])
{
    uint64_t lo, hi;
    memcpy(&lo, c, sizeof lo);
    memcpy(&hi, c + CARD_KINDS - sizeof hi, sizeof hi);
    hi >>= 8 * (16 - CARD_KINDS);
    return _mm_set_epi64x((long long)hi, (long long)lo);
}
static inline kind_vec kinds_zero(void)
{
    return _mm_setzero_si128();
}
static inline kind_vec kinds_add(kind_vec a, kind_vec b)
{
    return _mm_add_epi8(a, b);
}
/* a - b for each kind, 0 where b is larger. */
static inline kind_vec kinds_left(kind_vec a, kind_vec b)
{
    return _mm_subs_epu8(a, b);
}
static inline int kinds_total(kind_vec a)
{
    __m128i s = _mm_sad_epu8(a, _mm_setzero_si128());
    return _mm_cvtsi128_si32(s) + _mm_cvtsi128_si32(_mm_srli_si128(s, 8));
}
static inline int kinds_dot(kind_vec a, const struct kind_weights *w)
{
    __m128i z = _mm_setzero_si128();
    __m128i lo = _mm_madd_epi16(_mm_unpacklo_epi8(a, z), _mm_loadu_si128((const __m128i *)w->w));
    __m128i hi =
        _mm_madd_epi16(_mm_unpackhi_epi8(a, z), _mm_loadu_si128((const __m128i *)(w->w + 8)));
    __m128i s = _mm_add_epi32(lo, hi);
    s = _mm_add_epi32(s, _mm_srli_si128(s, 8));
    s = _mm_add_epi32(s, _mm_srli_si128(s, 4));
    return _mm_cvtsi128_si32(s);
}
static inline void kinds_store(kind_vec a, uint8_t out[16])
{
    _mm_storeu_si128((__m128i *)out, a);
}
#else
typedef struct {
    uint8_t n[16];
} kind_vec;

static inline kind_vec kinds_load(const uint8_t c[CARD_KINDS])
{
    kind_vec v = {{0}};
    memcpy(v.n, c, CARD_KINDS);
    return v;
}
static inline kind_vec kinds_zero(void)
{
    kind_vec v = {{0}};
    return v;
}
static inline kind_vec kinds_add(kind_vec a, kind_vec b)
{
    for (int k = 0; k < 16; k++)
        a.n[k] = (uint8_t)(a.n[k] + b.n[k]);
    return a;
}
static inline kind_vec kinds_left(kind_vec a, kind_vec b)
{
    for (int k = 0; k < 16; k++)
        a.n[k] = (uint8_t)(a.n[k] > b.n[k] ? a.n[k] - b.n[k] : 0);
    return a;
}
static inline int kinds_total(kind_vec a)
{
    int t = 0;
    for (int k = 0; k < 16; k++)
        t += a.n[k];
    return t;
}
static inline int kinds_dot(kind_vec a, const struct kind_weights *w)
{
    int t = 0;
    for (int k = 0; k < 16; k++)
        t += a.n[k] * w->w[k];
    return t;
}
static inline void kinds_store(kind_vec a, uint8_t out[16])
{
    memcpy(out, a.n, 16);
}
#endif

#endif
