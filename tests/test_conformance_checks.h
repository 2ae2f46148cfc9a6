/* test_conformance_checks.h — the checks shared by the conformance tests
 * (standard game, every combination of rule modules, the 1st edition). */
#ifndef CONDOTTIERE_TEST_CONFORMANCE_CHECKS_H
#define CONDOTTIERE_TEST_CONFORMANCE_CHECKS_H

#include "engine/event.h"
#include "engine/game.h"
#include "engine/observation.h"

/* What the events of a run did, for the tests to see the rules at work. */
struct conformance_counts {
    long face_down_plays, soft_passes, declines, reveals, truces;
};

/* A uniformly random legal action: the helper bot of these tests. */
action conformance_random_legal(const struct game *g, const struct state *s, struct rng *pick);
void conformance_check_layout(const struct game *g, const struct state *s);
/* The legal list agrees with state_is_legal, also for random codes. */
void conformance_check_legality(const struct game *g, const struct state *s, struct rng *pick);
/* Seat v's view does not change when what it may not see changes. */
void conformance_check_observation(const struct game *g, const struct state *s, int v);
/* counts may be NULL. */
void conformance_check_events(const struct event_log *log, const struct event *items, int nseats,
                              struct conformance_counts *counts);

#endif
