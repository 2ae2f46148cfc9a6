/* rng.c — xoshiro256** (Blackman & Vigna) seeded by splitmix64; the draws
 * themselves are inline in rng.h. */
#include "engine/rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed(struct rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&x);
}

void rng_shuffle(struct rng *r, uint8_t *a, size_t n)
{
    /* A local copy: the bytes written could alias the generator's state,
     * which would then be reloaded on every draw. */
    struct rng g = *r;
    for (size_t i = n; i > 1; i--) {
        size_t j = rng_below(&g, (uint32_t)i);
        uint8_t t = a[i - 1];
        a[i - 1] = a[j];
        a[j] = t;
    }
    *r = g;
}
