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
uint64_t rng_next(struct rng *r);
/* Uniform integer in [0, bound) (bound >= 1), by rejection: no modulo bias. */
uint32_t rng_below(struct rng *r, uint32_t bound);
/* Shuffles n bytes in place: for i = n-1 down to 1, swap a[i] and
 * a[rng_below(i + 1)]. */
void rng_shuffle(struct rng *r, uint8_t *a, size_t n);

#endif
