/* solo_bot.h — players for the solitaire game's player side: a heuristic bot
 * that reads only the player's view (his hand, reserve, both lines, the
 * score and the cards already seen, never the order of a deck) and a random
 * policy (uniform over the legal actions). The bot's choice also serves as
 * the prompt's hint. */
#ifndef CONDOTTIERE_SOLO_BOT_H
#define CONDOTTIERE_SOLO_BOT_H

#include "engine/rng.h"
#include "solo/solo.h"

enum solo_policy {
    SOLO_POLICY_BOT,    /* the heuristic bot */
    SOLO_POLICY_RANDOM, /* uniform over the legal actions */
};

/* The bot's weights, in "battles won": what a card or a special kept for
 * later is worth, and how much more a battle that can end the game counts. */
struct solo_bot_params {
    double card_base;       /* a mercenary kept: this much ... */
    double card_per_point;  /* ... plus this much per printed point */
    double special_value;   /* a special kept (not Surrender) */
    double surrender_value; /* a Surrender kept */
    double decisive_stakes; /* weight of a battle that can end the game */
};

void solo_bot_default_params(struct solo_bot_params *p);

/* The bot's choice among the legal actions (legal must hold n >= 1 actions
 * of the decision in v). */
solo_action solo_bot_choose(const struct solo_view *v, const solo_action *legal, int n);
solo_action solo_bot_choose_with(const struct solo_bot_params *p, const struct solo_view *v,
                                 const solo_action *legal, int n);

/* Whether this thread's bot keeps its memos (on by default): off, every
 * figure is computed again. The decisions are the same either way (the
 * tests compare them). */
void solo_bot_use_memos(bool on);
/* Whether this thread's bot keeps its memos. */
bool solo_bot_memos_used(void);

/* Uniform over the legal actions, from the caller's generator. */
solo_action solo_random_choose(struct rng *r, const solo_action *legal, int n);

/* Convenience: builds the view and the legal actions of s and asks the
 * policy (r is used by the random policy only). s must not be terminal. */
solo_action solo_policy_choose(enum solo_policy p, const struct solo_state *s, struct rng *r);
const char *solo_policy_name(enum solo_policy p);

#endif
