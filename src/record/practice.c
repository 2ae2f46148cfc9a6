/* practice.c — the player's decisions of a stored game, counted. */
#include "record/practice.h"

static int player_seat(const struct store_game *g)
{
    return g->header.profile_seat == STORE_NO_SEAT ? 0 : g->header.profile_seat;
}

int practice_decisions(const struct store_game *g)
{
    int n = 0;
    for (size_t i = 0; i < g->nactions; i++)
        n += g->actions[i].seat == player_seat(g);
    return n;
}

int64_t practice_keep(const struct store_game *g, int from)
{
    int n = 0;
    for (size_t i = 0; i < g->nactions && from >= 1; i++)
        if (g->actions[i].seat == player_seat(g) && ++n == from)
            return (int64_t)i;
    return -1;
}

int64_t practice_start(const struct store_game *g)
{
    if (!g->header.practice)
        return -1;
    int64_t keep = practice_keep(g, g->header.practice_from);
    return keep >= 0 ? keep : (int64_t)g->nactions;
}
