/* campaign.h — a campaign of games played for points (the points-game
 * module, doc/rule-modules.md): which game comes next and who won. Pure
 * bookkeeping over finished games; the games themselves are ordinary
 * states (game.h).
 *
 *   struct campaign c;
 *   campaign_init(&c, &g, &err);                  g enables points-game
 *   while (c.next == CAMPAIGN_NEXT_GAME) {
 *       campaign_standing(&c, &g);                 the totals, for the bots
 *       state_init(&g, &s, seed_of_game_i, log); ... play it to the end ...
 *       campaign_record_game(&c, &g, &s, &err);
 *   }
 *   if (c.next == CAMPAIGN_FINAL_BATTLE) {        a points tie at the target
 *       state_init_final_battle(&g, &fb, &s, c.tied, seed, log); ... play it ...
 *       campaign_record_final_battle(&c, &fb, &err);
 *   }
 *   c.winners                                     CAMPAIGN_OVER */
#ifndef CONDOTTIERE_CAMPAIGN_H
#define CONDOTTIERE_CAMPAIGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"

enum campaign_next {
    CAMPAIGN_NEXT_GAME,    /* play another game */
    CAMPAIGN_FINAL_BATTLE, /* a tie for the most points at or above the target:
                            * a final battle among `tied` decides */
    CAMPAIGN_OVER,         /* `winners` won the campaign */
};

struct campaign {
    int nseats;
    int target;                      /* points-game.target */
    bool exceed;                     /* points-game.target-mode=exceed: only a
                                      * total beyond the target ends it */
    int games;                       /* games recorded so far */
    int points[GAME_MAX_SEATS];      /* every seat's total */
    int last_points[GAME_MAX_SEATS]; /* what the last game scored */
    enum campaign_next next;
    uint8_t tied;                    /* CAMPAIGN_FINAL_BATTLE: the seats in it */
    uint8_t winners;                 /* CAMPAIGN_OVER: bit mask (several: shared) */
    uint8_t by_final_battle;         /* 1 if a final battle decided it */
};

/* Starts a campaign for the table of g (which must enable points-game).
 * Returns 0, or -1 with a message. */
int campaign_init(struct campaign *c, const struct game *g, struct msg *err);

/* The points a finished game scores (1 per region, the adjacency bonus:
 * the points-game module's score hook) into points[0..nseats-1]. */
void campaign_game_points(const struct game *g, const struct state *s, int *points);

/* Adds a finished game's points and decides what comes next. Returns 0,
 * or -1 with a message (the game is not over, the campaign expects no
 * game, another table size). */
int campaign_record_game(struct campaign *c, const struct game *g, const struct state *s,
                         struct msg *err);

/* Gives the next game's table `g` the campaign's totals so far
 * (game.campaign_points: the standing every player sees; the bots read
 * it). The games themselves do not depend on them. */
void campaign_standing(const struct campaign *c, struct game *g);

/* Records the finished final battle (a state from state_init_final_battle):
 * its winners win the campaign (several: a shared victory). Returns 0, or
 * -1 with a message. */
int campaign_record_final_battle(struct campaign *c, const struct state *s, struct msg *err);

#endif
