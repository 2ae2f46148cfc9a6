/* standard_bot.h — the common interface of the standard game's bots: a bot
 * kind chosen by name ("random", "heuristic", "easy"), a bot's private state (its
 * own rng), and one call that picks an action for the seat whose
 * observation it is given. A bot sees only that observation and the legal
 * actions: never another hand, never the deck's order. */
#ifndef CONDOTTIERE_STANDARD_BOT_H
#define CONDOTTIERE_STANDARD_BOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/heuristic_bot.h"
#include "engine/action.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "engine/rng.h"

enum bot_kind {
    BOT_RANDOM = 0, /* uniform over the legal actions */
    BOT_HEURISTIC,  /* region values, hand planning, battle sense (doc/bots.md);
                     * also named "normal" */
    BOT_EASY,       /* the heuristic with deliberate mistakes (BOT_EASY_MISTAKES) */
    BOT_SEARCH,     /* ISMCTS over the information set (search_bot.h); also
                     * named "search-v1"; "search:N" = N iterations a
                     * decision */
    BOT_SEARCH_INFER, /* the same search dealing the other hands by the hand
                       * model (hand_model.h): "search-infer", "search-infer:N";
                       * being measured (doc/bots.md) */
    BOT_SEARCH_VALUE, /* the same search whose play-outs stop after a battle
                       * and ask the learned evaluation (value_model.h):
                       * "search-value", "search-value:N" */
    BOT_SEARCH_V2,    /* the same search whose random play-outs pass rarely
                       * heads-up (search_v2_pass_weight; with more seats it
                       * is BOT_SEARCH): "search-v2", "search-v2:N" */
    BOT_SEARCH_V3,    /* search-v2 whose play-outs, under capture-regions,
                       * choose each battle's region as the heuristic bot
                       * would (search_v3_region_heuristic; elsewhere it is
                       * BOT_SEARCH_V2): "search-v3", "search-v3:N" */
    BOT_SEARCH_V4,    /* search-v3 whose tree, under hidden-cards, does not
                       * tell apart the moves of other seats that it does not
                       * see (search_v4_seen_moves; elsewhere it is
                       * BOT_SEARCH_V3): "search-v4", "search-v4:N"; the
                       * level "hard" before search-v6 */
    BOT_SEARCH_V5,    /* search-v4 whose tree, at a table of three or more
                       * in the 3rd edition alone or with hidden-cards,
                       * plays the other seats' moves as the heuristic bot
                       * would choose them from their view of the sample
                       * (search_v5_opponent_model; elsewhere it is
                       * BOT_SEARCH_V4): "search-v5", "search-v5:N" */
    BOT_SEARCH_V6,    /* search-v5 that expects the heuristic bot's moves
                       * only of the seats the table shows as the heuristic
                       * bot (`normal`, `easy`: struct bot's
                       * heuristic_seats), a person's or a search's seat by
                       * UCB as search-v4: "search-v6", "search-v6:N"; also
                       * named "hard" */
    BOT_KIND_COUNT
};

/* How often the easy bot makes a mistake: one decision in this many,
 * when it has a choice, it plays another legal action drawn at random
 * instead of the heuristic's. */
#define BOT_EASY_MISTAKES 4

/* The kind named `name` ("random", "heuristic", "easy", any case; the
 * level "normal" is the heuristic), or -1. */
int bot_kind_parse(const char *name);
/* Whether a kind is a search (BOT_SEARCH, BOT_SEARCH_INFER, BOT_SEARCH_VALUE,
 * BOT_SEARCH_V2 to BOT_SEARCH_V5): it takes a budget and threads. */
bool bot_kind_searches(int kind);
/* The version N of the searches named search-vN: BOT_SEARCH (search-v1)
 * is 1, BOT_SEARCH_V2 to BOT_SEARCH_V5 are 2 to 5, each of them the one
 * before it with one more change; 0 for any other kind. */
int bot_search_version(int kind);
/* Like bot_kind_parse, and also "search:N" (N iterations a decision, 1 to
 * SEARCH_MAX_ITERATIONS) and "search:TIME" (a budget of time: "2s",
 * "0.5s", "500ms"; search_budget_parse): the kind, and into *budget (may
 * be NULL) N, minus the milliseconds, or 0 (the default budget). -1 for
 * anything else. */
int bot_spec_parse(const char *name, int *budget);
/* A level as typed and stored: "search:N" or "search:2s" for a search bot
 * with a budget, else the kind's name. Returns the length, like snprintf. */
size_t bot_spec_text(enum bot_kind kind, int budget, char *buf, size_t cap);
/* The name of a kind ("random"), or "?" for a value out of range. */
const char *bot_kind_name(int kind);
/* "random, heuristic, easy, normal" into buf (for error messages); returns the length
 * the list needs, like snprintf. BOT_KIND_LIST_MAX holds it, with room to
 * spare for ", search:N" (tests/test_bots_legal.c checks). */
#define BOT_KIND_LIST_MAX 192
size_t bot_kind_list(char *buf, size_t cap);

/* A bot's private state: what it may remember between its own decisions.
 * Plain data, no pointers: copying the struct copies the bot. (The
 * heuristic bots of a thread share the last board they read: public facts
 * only, the same for every seat, never a decision's input beyond what the
 * observation shows: see bot_choose.) */
struct bot {
    enum bot_kind kind;
    struct rng rng; /* the bot's own randomness, never the game's */
    int budget; /* search: iterations a decision (0: the default; < 0: minus
                 * the milliseconds of a budget of time) */
    int threads; /* search: threads a decision (0 or 1: one; search_bot.h) */
    unsigned heuristic_seats; /* bit s: the table shows seat s as the
                               * heuristic bot (`normal` or `easy`), a public
                               * fact that search-v6 reads (bot_table_seats);
                               * 0 after bot_init */
};

/* Seeds the bot's own rng from `seed` (a game seed mixed with the seat
 * number keeps seats apart: see bot_seed). */
void bot_init(struct bot *b, enum bot_kind kind, uint64_t seed);

/* The seats of a table that play as the heuristic bot, as the table shows
 * them (seat_kinds[s]: BOT_HEURISTIC or BOT_EASY; a person's seat -1), but
 * `self`: struct bot's heuristic_seats for the bot in seat `self`. */
unsigned bot_table_seats(const int *seat_kinds, int nseats, int self);

/* A seed for the bot in `seat` of the game played from `game_seed`. */
uint64_t bot_seed(uint64_t game_seed, int seat);

/* Picks one of the `nlegal` legal actions for the seat of `obs` (which
 * must be the seat to act). Returns an element of legal[], or 0 when
 * nlegal is 0. */
action bot_choose(struct bot *b, const struct game *g, const struct observation *obs,
                  const action *legal, int nlegal);

/* For drivers (simulations, tests, the prompt's opponents): observes the
 * seat to act in `s`, lists its legal actions and asks the bot. Only the
 * observation and the legal actions reach the bot. Returns 0 when the game
 * is over. */
action bot_act(struct bot *b, const struct game *g, const struct state *s);

/* For replaying a stored game: moves the bot's rng on as its decision in
 * `s` would, without deciding when that is known without searching (a
 * search bot on several threads or by time draws one number; search_skip),
 * else by deciding (bot_act). */
void bot_replay(struct bot *b, const struct game *g, const struct state *s);

/* bot_act, also saying in *listed whether the action is one of the legal
 * actions the bot chose from (bot_choose promises it is): a listed action
 * may be applied with state_apply_legal, without the engine's check
 * again; one not listed goes through state_apply and its message. */
action bot_act_listed(struct bot *b, const struct game *g, const struct state *s, bool *listed);

#endif
