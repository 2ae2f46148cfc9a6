/* sim_scenario.c — `simulate --scenario`: every game starts from a scenario
 * file's position (doc/scenario.md). Game i reads the file again with its
 * `seed` replaced by the game's seed, so the cards the file does not place
 * are shuffled afresh for each game; an arm may force the first move of
 * the seat to move, the bots play the rest. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/scenario.h"
#include "sim/sim.h"

/* The scenario's text with a last `seed` line (the last one counts). */
static char *seeded(const char *text, uint64_t seed)
{
    size_t n = strlen(text);
    char *t = malloc(n + 48);
    if (t)
        snprintf(t, n + 48, "%s\nseed %llu\n", text, (unsigned long long)seed);
    return t;
}

int sim_scenario_moves(const char *text, uint64_t seed, struct game *g, struct state *s,
                       int *seat, action *moves, int cap, struct msg *err)
{
    char *t = seeded(text, seed);
    if (!t)
        return msg_fail(err, -1, "out of memory");
    int rc = scenario_parse(t, g, s, err);
    free(t);
    if (rc)
        return -1;
    *seat = state_current_seat(s);
    return state_legal_actions(g, s, moves, cap);
}

int sim_play_scenario(const struct sim_config *c, const struct sim_arm *arm, uint64_t seed,
                      struct sim_agg *agg, char *err, size_t errcap)
{
    struct game g;
    struct state s;
    struct msg msg;
    char *t = seeded(c->scenario, seed);
    if (!t) {
        snprintf(err, errcap, "out of memory");
        return -1;
    }
    int rc = scenario_parse(t, &g, &s, &msg);
    free(t);
    if (rc) {
        snprintf(err, errcap, "game seed %llu: the scenario: %s", (unsigned long long)seed,
                 msg_s(&msg));
        return -1;
    }
    return sim_play_position(c, &g, &s, seed, arm->has_first ? &arm->first : NULL, agg, err,
                             errcap);
}
