/* search_bot.h — the `search` bot: Information-Set Monte Carlo Tree Search
 * (Cowling, Powley & Whitehouse, 2012) for the standard game, every rule
 * module and table size; in the solitaire, a sampled look-ahead over the
 * solitaire bot (search_solo.c says how).
 *
 * The standard game: one tree over the bot's information set: each iteration samples a full
 * position consistent with what the bot's seat sees (engine/determinize.h),
 * descends the tree choosing among the actions legal in that sample by UCB
 * (a child's "availability", the number of times it could have been
 * chosen, replaces its parent's visit count), adds one node, plays the
 * sample to its end with a fast policy (the heuristic bot, or random
 * moves) and adds the result, one reward per seat, to every node of the
 * path: each seat's decisions maximise that seat's own reward.
 *
 * Rewards: a share of the win (1 for a sole winner, 1/k for each of k
 * sharing). With points-game, the campaign's standing after the game (the
 * totals before it, public in game.campaign_points, plus what it scores):
 * 1 for the seat whose total ends the campaign (1/k for k tied at the
 * top: a final battle), else each seat's share of the campaign's points.
 * In the solitaire, 1 for a won game.
 *
 * Memory (the standard game): one node per iteration at most, SEARCH_NODE_BYTES each, and
 * never more than SEARCH_MAX_NODES nodes (about 25 MB; with T threads,
 * SEARCH_MAX_NODES / T a tree): past that an iteration plays out from
 * where the tree ends. Deterministic: the same observation, budget,
 * thread count and rng state give the same action (a budget of time
 * excepted).
 *
 * Threads (search_params.threads = T > 1): root parallelisation. The
 * decision draws one number from the rng; thread t (0..T-1) seeds its own
 * generator from it and t (search_thread_seed) and searches its own tree
 * (the solitaire: its own samples) with the whole budget, as one thread
 * would; the root's statistics of the T searches are then summed (visits
 * and rewards; the solitaire: play-outs, wins and leads) and the decision
 * taken on the sums. No thread reads another's work before the end, so the
 * decision depends on the seed, the budget and T only, not on timing nor
 * on the cores the threads find. One thread (T = 1) is the search as it
 * always was: it draws from the rng as it goes.
 *
 * A budget of time (search_params.millis > 0): every thread searches
 * until the time is up (at least one iteration; SEARCH_MAX_ITERATIONS at
 * most), never stopping early; the decision then depends on the machine
 * and its load. Like T > 1, it draws one number from the rng a decision. */
#ifndef CONDOTTIERE_SEARCH_BOT_H
#define CONDOTTIERE_SEARCH_BOT_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/action.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "engine/rng.h"
#include "solo/solo.h"

/* Iterations of a decision at the default budget (`search`, `hard`):
 * doc/search.md says how 20,000 was chosen. */
#define SEARCH_DEFAULT_ITERATIONS 20000
#define SEARCH_SOLO_DEFAULT_ITERATIONS 8000 /* the solitaire: play-outs */
/* `search-v2`: the play-outs' pass weight heads-up (search_params.pass_weight;
 * doc/search.md, "Play-outs that fight", says how it was chosen); at a
 * table of three or more, uniform (it plays as `search-v1` there). */
#define SEARCH_V2_PASS_WEIGHT 5
/* search_params.seen_moves: how the move behind an unseen code is chosen. */
enum { SEEN_MOVES_RANDOM = 1, SEEN_MOVES_HEURISTIC = 2 };
/* search-v4's seen_moves under hidden-cards. */
#define SEARCH_V4_SEEN_MOVES SEEN_MOVES_HEURISTIC
/* `search-v5`: the visits below which another seat's node of the tree
 * plays the heuristic bot's move for that seat (search_params.
 * opponent_model; doc/search.md, "A tree that expects the others'
 * moves", says how it was chosen). */
#define SEARCH_V5_OPPONENT_MODEL 100
#define SEARCH_MAX_ITERATIONS 1000000
#define SEARCH_MAX_NODES (1 << 19)
#define SEARCH_MAX_THREADS 64
#define SEARCH_MAX_MILLIS 600000 /* a time budget: 10 minutes a decision at most */

enum search_rollout {
    SEARCH_ROLLOUT_HEURISTIC, /* the heuristic bot (the solitaire bot) plays out */
    SEARCH_ROLLOUT_RANDOM,    /* uniform legal moves */
};

struct search_params {
    int iterations;             /* > 0 */
    enum search_rollout rollout;
    double explore;             /* UCB's constant */
    int stop_early;             /* 1: end the decision as soon as the root's most
                                 * visited action can no longer be overtaken in the
                                 * iterations left (the same action as the whole
                                 * budget would choose, sooner); 0: every iteration
                                 * (a hint's estimates). The solitaire's search
                                 * stops once the bot's move is left alone or
                                 * leads every action left (search_solo.c). */
    int clairvoyant;            /* the solitaire, measurement only (bench/): 1 = the
                                 * search sees the true deck orders and coins, an
                                 * upper bound on what luck allows; never a level a
                                 * player can choose. 0 by default. */
    int threads;                /* searches at once, 1..SEARCH_MAX_THREADS (above);
                                 * 1 by default */
    int millis;                 /* > 0: a budget of time, milliseconds a decision
                                 * (iterations is then a cap); 0: of iterations */
    int inference;              /* the standard game: 1 = the other hands are dealt by
                                 * the hand model (hand_model.h), 0 = uniformly (the
                                 * search as it was, `search-v1`); 0 by default */
    int pass_weight;            /* the standard game's random play-outs: a battle's
                                 * pass is drawn with this weight against 100 for
                                 * each other legal move (state_random_step_weighted);
                                 * 100 = uniform (`search-v1`, the default);
                                 * `search-v2`: search_v2_pass_weight */
    int value;                  /* the standard game: N > 0 = a play-out stops once N
                                 * battles are over and the learned evaluation
                                 * (value_model.h) judges the position, where the
                                 * ruleset and player count have a model; 0 = every
                                 * play-out to the end (`search-v1`); 0 by default */
    int region_heuristic;       /* the standard game's random play-outs: 1 = each
                                 * battle's region chosen as the heuristic bot
                                 * would (`search-v3` under capture-regions:
                                 * search_v3_region_heuristic), 0 = at random
                                 * like every other move; 0 by default */
    int seen_moves;             /* the standard game's tree: SEEN_MOVES_RANDOM or
                                 * SEEN_MOVES_HEURISTIC = the moves of another seat
                                 * that the searching seat cannot tell apart
                                 * (engine/action_seen.h: cards placed face down)
                                 * lead to one node, the move played one of them
                                 * at random or the heuristic bot's choice among
                                 * them (`search-v4` under hidden-cards:
                                 * search_v4_seen_moves); 0 = a node for each
                                 * move, as if the seat saw them all; 0 by
                                 * default */
    int opponent_model;         /* the standard game's tree: K > 0 = another
                                 * seat's node visited fewer than K times plays
                                 * the move the heuristic bot would choose from
                                 * that seat's view of the sample (its node, or
                                 * with seen_moves the node of what the
                                 * searching seat sees of it); from K visits on
                                 * it chooses by UCB among every move, as at
                                 * K = 0 (`search-v5`:
                                 * search_v5_opponent_model); 0 by default */
    unsigned modelled_seats;    /* with opponent_model: bit s = seat s's nodes
                                 * are modelled (`search-v5`: every seat,
                                 * SEARCH_EVERY_SEAT; `search-v6`: the seats
                                 * the table shows as the heuristic bot,
                                 * struct bot's heuristic_seats);
                                 * SEARCH_EVERY_SEAT by default */
};
/* search_params.modelled_seats: every seat. */
#define SEARCH_EVERY_SEAT ((1u << GAME_MAX_SEATS) - 1u)

/* The standard game's defaults: `budget` iterations a decision (each
 * thread), or when negative a budget of time, -budget milliseconds (see
 * search_budget_parse); 0: the default budget. Random play-outs (stronger
 * for their time than the heuristic's), stopping early (not by time), one
 * thread. */
void search_default_params(struct search_params *p, int budget);
/* `search-v2`'s pass weight at a table of `nseats`: SEARCH_V2_PASS_WEIGHT
 * heads-up, uniform (PLAYOUT_PASS_UNIFORM) with more seats. */
int search_v2_pass_weight(int nseats);
/* `search-v3`'s region_heuristic for g's rules: 1 under capture-regions,
 * where a random choice among every region, held ones included, makes
 * play-outs that tell little (doc/search.md, "Play-outs that choose their
 * battles"); 0 elsewhere, where search-v3 is search-v2. */
int search_v3_region_heuristic(const struct game *g);
/* `search-v4`'s seen_moves for g's rules: SEARCH_V4_SEEN_MOVES under
 * hidden-cards, where most cards are played face down and a tree that
 * tells them apart plans as if it saw them (doc/search.md, "A tree of what
 * the searching seat sees"); 0 elsewhere, where search-v4 is search-v3. */
int search_v4_seen_moves(const struct game *g);
/* `search-v5`'s opponent_model at g's table: SEARCH_V5_OPPONENT_MODEL with
 * three seats or more in the rulesets where it was measured, the 3rd
 * edition alone or with hidden-cards (doc/search.md, "A tree that expects
 * the others' moves"); 0 heads-up, in the 1st edition and under the other
 * modules, where search-v5 is search-v4. */
int search_v5_opponent_model(const struct game *g);
/* The solitaire's: the solitaire bot plays out. */
void search_solo_default_params(struct search_params *p, int budget);

/* A budget as written after "search:" or after `hint`: "20000" (iterations,
 * 1 to SEARCH_MAX_ITERATIONS), "2s", "0.5s", "500ms" (time, 1 ms to
 * SEARCH_MAX_MILLIS). Returns 0 with *budget > 0 (iterations) or < 0
 * (minus the milliseconds), or -1. */
int search_budget_parse(const char *text, int *budget);
/* A budget as text ("20000", "2s", "500ms", "1.5s"): the length needed,
 * like snprintf. */
size_t search_budget_text(int budget, char *buf, size_t cap);

/* For replaying a stored game fast: when a decision under `p` draws a
 * fixed amount from its rng (T > 1 or a budget of time: one number when
 * there is a choice), draws it and returns true without searching;
 * false (nothing drawn) when only the search itself can tell. */
bool search_skip(const struct search_params *p, int nlegal, struct rng *r);

/* A check polled between iterations (every SEARCH_POLL_EVERY): when it
 * returns true the search stops and decides on what it found so far (no
 * iteration at all: the fallback policy's move). NULL, the default: never.
 * The interactive prompt sets it so that Ctrl-C cuts a bot's thinking or a
 * hint short; set it before any search starts (it is read by every
 * thread, never written while they run). */
#define SEARCH_POLL_EVERY 64
void search_set_stop_check(bool (*stop)(void));

/* What the search found about one of the root's actions. */
struct search_move {
    uint16_t act;      /* an action (or a solo_action) */
    int visits;
    double mean;       /* the deciding seat's mean reward: a win probability */
    double margin;     /* 95 % half-width of that mean (normal approximation) */
    double battle;     /* with report->battles: the share of its play-outs in which the
                        * player won the battle in progress */
};

#define SEARCH_MAX_MOVES STATE_MAX_ACTIONS
struct search_report {
    int iterations;    /* iterations played (fewer than the budget when stopped early),
                        * every thread's */
    int nodes;         /* nodes the tree used */
    int nmoves;        /* the root's actions, most visited first */
    int battles;       /* 1: moves[].battle was counted (the solitaire; the standard
                        * game with a report, while a battle is on) */
    struct search_move moves[SEARCH_MAX_MOVES];
};

/* The standard game: an element of legal[0..nlegal-1] for the seat of
 * `obs` (the seat to act). `report` may be NULL. */
action search_choose(const struct search_params *p, const struct game *g,
                     const struct observation *obs, const action *legal, int nlegal,
                     struct rng *r, struct search_report *report);

/* The reward vector of a finished standard game (out[0..nseats-1]). */
void search_rewards(const struct game *g, const struct state *s, double *out);

/* The solitaire: the player's action in `s` (not over). Reads only what
 * the player sees of s (the hidden piles are dealt again every sample),
 * unless p->clairvoyant. The report: the actions sampled, the chosen one
 * first, then the others by their win rate; `iterations` the play-outs
 * played, `nodes` 0. */
solo_action search_solo_choose(const struct search_params *p, const struct solo_state *s,
                               struct rng *r, struct search_report *report);

#endif
