/* review_show.h — `review [GAME]` on the screen, at the prompt and as a
 * subcommand: a finished game's analysis (ai/review.h) computed with a
 * progress line, or read from the table `reviews` where this program
 * computed it before at the same budget, then shown in the player's
 * language (or as JSON). */
#ifndef CONDOTTIERE_REVIEW_SHOW_H
#define CONDOTTIERE_REVIEW_SHOW_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/review.h"

struct session;

struct review_request {
    int64_t id;   /* 0: the profile's last finished game */
    int budget;   /* 0: hint's default */
    int threads;  /* the search's threads */
    bool json;
    bool subcommand; /* a failure is said on stderr, else as a line of the prompt */
};

/* Reviews the game through the session's database (its screen is ended:
 * the game is rebuilt on it). Returns 0, or -1 after saying why not. */
int review_game(struct session *s, const struct review_request *rq);

/* The review as text (review_print.c): the summary, every decision, the
 * costliest with their reasons (`in`: the game rebuilt, for the reasons)
 * and the hidden cards. */
void review_print(const struct review *r, const struct review_setup *in, int64_t game_id);

#endif
