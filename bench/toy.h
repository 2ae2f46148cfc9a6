/* toy.h — the benchmark's bare playout loop (toy.c), a speed anchor. */
#ifndef CONDOTTIERE_BENCH_TOY_H
#define CONDOTTIERE_BENCH_TOY_H

#include "engine/rng.h"

#define TOY_MAX_PLAYERS 6

/* Plays one toy game of `players` (2..6) from r; returns its actions. */
long toy_play_game(struct rng *r, int players);

#endif
