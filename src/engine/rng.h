/* rng.h — the engine's only source of randomness: xoshiro256** seeded
 * through splitmix64, with an unbiased bounded draw and a Fisher-Yates
 * shuffle. The mapping from seed to shuffle is documented in doc/rng.md and
 * pinned by tests, so the same seed deals the same cards on every machine. */
#ifndef CONDOTTIERE_RNG_H
#define CONDOTTIERE_RNG_H

#include <stddef.h>
#include <stdint.h>

struct rng {
    uint64_t s[4];
};

void rng_seed(struct rng *r, uint64_t seed);

/* The next and bounded draws are inline: every shuffle, deal and random
 * move takes them, and a call costs as much as the draw. */
static inline uint64_t rng_rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(struct rng *r)
{
    uint64_t *s = r->s;
    const uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rng_rotl(s[3], 45);
    return result;
}

/* Uniform integer in [0, bound) (bound >= 1), by rejection: no modulo bias.
 * Lemire's multiply-shift with rejection of the biased low range; each
 * attempt uses the upper 32 bits of one rng_next() output. */
static inline uint32_t rng_below(struct rng *r, uint32_t bound)
{
    uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
    uint32_t low = (uint32_t)m;
    if (low < bound) {
        uint32_t threshold = (uint32_t)(-bound) % bound;
        while (low < threshold) {
            m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * bound;
            low = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}
/* Shuffles n bytes in place: for i = n-1 down to 1, swap a[i] and
 * a[rng_below(i + 1)]. */
void rng_shuffle(struct rng *r, uint8_t *a, size_t n);

#endif
