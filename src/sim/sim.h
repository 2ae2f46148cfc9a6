/* sim.h — the simulation driver: many seeded games between bots, played on
 * one or more threads, summed into aggregates that stream (no per-game
 * storage: memory does not grow with the number of games).
 *
 * Overview
 *   struct sim_config   what to play: the standard game (a ruleset per arm,
 *                       a bot kind per seat) or the solitaire (solitaire
 *                       options and a player policy per arm), the run's seed,
 *                       its number of games and the shard this process runs.
 *   arms                the rulesets (and, in the solitaire, the policies)
 *                       compared side by side: every arm plays the same
 *                       game seeds.
 *   seeds               game i of a run (0-based) is dealt from
 *                       sim_game_seed(run seed, i); a seat's bot from
 *                       bot_seed(game seed, seat) (ai/standard_bot.h).
 *   shards              shard K of N (1 <= K <= N) plays the games i with
 *                       i mod N == K - 1: shards never overlap and together
 *                       they are the whole run.
 *   struct sim_agg      one arm's sums: integer counts only, so adding the
 *                       games in any order, on any number of threads or
 *                       shards, gives exactly the same aggregate.
 *
 *   sim_config_init(&c); ...fill...; sim_config_check(&c, &msg);
 *   struct sim_agg agg[SIM_MAX_ARMS];
 *   sim_run(&c, jobs, progress, ctx, agg, err, cap);
 *
 * Nothing here prints, reads files or exits: errors come back as -1 plus a
 * message: the configuration's and the arguments' in a struct msg
 * (engine/message.h, code SIM_E_ARGS) that the front end says in the
 * player's language, a run's in the caller's buffer. doc/simulate.md describes every figure. */
#ifndef CONDOTTIERE_SIM_H
#define CONDOTTIERE_SIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/message.h"

#include "ai/solo_bot.h"
#include "ai/standard_bot.h"
#include "engine/game.h"
#include "engine/map.h"
#include "engine/ruleset.h"
#include "engine/variant.h"
#include "solo/solo.h"

#define SIM_MAX_ARMS 16   /* rulesets x policies compared in one run */
#define SIM_LABEL_MAX 256 /* an arm's ruleset text, NUL included (the store's limit) */
#define SIM_MAX_JOBS 256
#define SIM_ENDINGS (RESULT_DECLINED + 1) /* enum result_reason, RESULT_NONE included */
#define SIM_SOLO_ENDS 4   /* enum solo_end, SOLO_END_NONE included */

enum sim_kind {
    SIM_STANDARD,
    SIM_SOLITAIRE,
    SIM_CAMPAIGN, /* the standard game played in whole points campaigns
                   * (points-game): each simulated item is a campaign */
};

/* A bot's name as the user gave it ("hard", "search:500"): labels. */
#define SIM_BOT_NAME_MAX 40

/* A search bot's budget and threads (search_bot.h; --search-threads):
 * budget > 0 iterations a decision, < 0 minus the milliseconds of a
 * budget of time, 0 the default; threads 0 or 1: one (simulate's
 * default: the games run in parallel, not the searches). */
struct sim_search {
    int budget;
    int threads;
};

/* One column of the comparison: a ruleset, and in the solitaire a policy. */
struct sim_arm {
    char label[SIM_LABEL_MAX];  /* canonical ruleset text ("standard+hidden-cards",
                                 * "solitaire armies=3") */
    struct ruleset rules;       /* SIM_STANDARD */
    struct solo_options solo;   /* SIM_SOLITAIRE */
    enum solo_policy policy;    /* SIM_SOLITAIRE: the player's policy */
    struct sim_search search;   /* SIM_SOLITAIRE: budget != 0: the search bot plays
                                 * instead */
    char policy_name[SIM_BOT_NAME_MAX]; /* the policy as given ("" : its name); with
                                         * --scenario "bots" or "seat N: MOVE" */
    int has_first;              /* --scenario: the seat to move's first move is forced */
    action first;
};

struct sim_config {
    enum sim_kind kind;
    int players;                          /* standard: 2..6; solitaire: 1 */
    enum bot_kind bots[GAME_MAX_SEATS];   /* standard: one kind per seat */
    int budgets[GAME_MAX_SEATS];          /* search: iterations (0: default; < 0: minus
                                           * the milliseconds of a budget of time) */
    int threads[GAME_MAX_SEATS];          /* search: threads a decision (0, 1: one) */
    char bot_names[GAME_MAX_SEATS][SIM_BOT_NAME_MAX]; /* as given ("": the kind's) */
    struct variant variant;               /* solitaire: the cards (edition solitaire) */
    int narms;
    struct sim_arm arms[SIM_MAX_ARMS];
    uint64_t seed;                        /* the run's seed */
    uint64_t games;                       /* games of the whole run, every shard */
    int shard, shards;                    /* this process plays shard `shard` of `shards` */
    int sweep;                            /* --sweep: 1: every arm is paired with arm 0,
                                           * game by game (the pair_ counters) */
    char *scenario;                       /* --scenario: the file's text (every game starts
                                           * there; the caller frees it), NULL otherwise */
    int rotate;                           /* standard: 1: the bots change seats, game i
                                           * seating bots[k] at seat (k + i) mod players;
                                           * wins, shared_wins and first_token then count
                                           * per bot (its place in bots[]), wherever it sat */
};

/* The code of the messages of the configuration's checks and of the
 * arguments read here (msg.code). */
enum { SIM_E_ARGS = 1 };

/* Zeroes c; then one shard of one, 4 players, heuristic bots, 1000 games. */
void sim_config_init(struct sim_config *c);

/* Checks a filled configuration (kind, players, arms, games >= 1, shard).
 * Returns 0, or -1 with a message. */
int sim_config_check(const struct sim_config *c, struct msg *err);

/* ---- seeds and shards (sim_seed.c) ------------------------------------- */

/* The seed of game `index` (0-based) of the run seeded `run_seed`: the
 * (index+1)-th output of splitmix64 started at run_seed, i.e.
 * mix(run_seed + (index + 1) * 0x9e3779b97f4a7c15) with splitmix64's
 * finaliser. Documented in doc/simulate.md; pinned by a test. */
uint64_t sim_game_seed(uint64_t run_seed, uint64_t index);

/* Games of a run of `games` that shard `shard` of `shards` plays. */
uint64_t sim_shard_games(uint64_t games, int shard, int shards);

/* The run's game index of the shard's j-th game (0-based). */
uint64_t sim_shard_game_index(uint64_t j, int shard, int shards);

/* Reads "K/N" (1 <= K <= N <= 1,000,000). Returns 0, or -1 with a message. */
int sim_parse_shard(const char *text, int *shard, int *shards, struct msg *err);

/* ---- arguments shared by the front ends (sim_config.c) ----------------- */

/* Reads --bots for the standard game: one kind for every seat ("random")
 * or one per seat ("heuristic,random,random,random", exactly `players`
 * names); a search bot may be "search:N" or "search:TIME" ("search:2s",
 * "search:500ms"). Returns 0, or -1 with a message naming the bad word. */
int sim_parse_bots(const char *text, int players, enum bot_kind out[GAME_MAX_SEATS],
                   struct msg *err);

/* Reads --bots for the standard game into c (c->players set): the kinds,
 * the search bots' budgets, and the names as given, for
 * labels. Returns 0, or -1 with a message listing the valid names. */
int sim_config_set_bots(struct sim_config *c, const char *text, struct msg *err);

/* --search-threads: the threads of the search bots' decisions, one count
 * for every search bot ("2") or one per seat ("2,1"; a seat that is not a
 * search bot takes 1); in the solitaire one count, for every search
 * policy. The bots' (policies') names get "@T" when T > 1: a run on other
 * threads is another run. Call after the bots (arms) are set. Returns 0,
 * or -1 with a message. */
int sim_config_set_search_threads(struct sim_config *c, const char *text, struct msg *err);

/* True when a search bot of c thinks by time: its games then depend on
 * the machine and its load (the front end warns). */
bool sim_config_by_time(const struct sim_config *c);

/* A solitaire player: a policy, or the search bot ("search", "search:N",
 * "search:TIME", "hard"), with the name as given. */
struct sim_solo_bot {
    enum solo_policy policy;
    struct sim_search search; /* budget != 0: the search bot */
    char name[SIM_BOT_NAME_MAX];
};
/* Reads the solitaire's --bots into out[0..cap): how many, or -1 with a
 * message. */
int sim_parse_solo_bots(const char *text, struct sim_solo_bot *out, int cap, struct msg *err);
/* The name of an arm's player for labels ("bot", "search:500"). */
const char *sim_arm_policy_name(const struct sim_arm *a);

/* Reads --bots for the solitaire: a comma list of player policies ("bot",
 * "random"; "heuristic" means "bot"), each one compared as its own arm.
 * Returns how many (1..cap), or -1 with a message. */
int sim_parse_policies(const char *text, enum solo_policy *out, int cap, struct msg *err);

/* The bots of a configuration as text, "heuristic,random,random,random"
 * ("rotated:search,heuristic,heuristic,heuristic" when the bots change
 * seats: a different run from the same bots seated once) or, in the
 * solitaire, the distinct policies of the arms ("bot,random").
 * Returns the length needed, like snprintf. */
size_t sim_bots_text(const struct sim_config *c, char *buf, size_t cap);

/* ---- aggregates (sim_agg.c) -------------------------------------------- */

/* The means a sweep compares game by game (pair_d_sum's index); each
 * game fills those it has (the others stay 0). */
enum sim_paired_mean {
    SIM_PAIR_BATTLES,     /* battles per game */
    SIM_PAIR_ROUNDS,      /* rounds per game */
    SIM_PAIR_ACTIONS,     /* actions per game */
    SIM_PAIR_CARDS,       /* cards played per game */
    SIM_PAIR_UNCONTESTED, /* regions never contested per game */
    SIM_PAIR_VICTORIES,   /* the solitaire: the player's victories per game */
    SIM_PAIRED_MEANS
};

/* One integer per game (battles, rounds, ...): the count is agg.games. */
struct sim_sample {
    int64_t sum, sumsq, min, max;
};

struct sim_agg {
    int64_t games;
    /* both games (solitaire: seat 0 is the player) */
    int64_t wins[GAME_MAX_SEATS];         /* games this seat won, shared wins included */
    struct sim_sample battles;            /* battles fought per game */
    int64_t cards_played;                 /* cards played in every battle (solitaire: the
                                           * player's cards, from hand or blind) */
    /* standard game */
    int64_t shared_wins[GAME_MAX_SEATS];  /* games this seat won as one of several */
    int64_t first_token[GAME_MAX_SEATS];  /* games this seat held the token first */
    int64_t order_wins[GAME_MAX_SEATS];   /* wins of the seat k places to the left of the
                                           * first token holder: [0] is the holder */
    int64_t endings[SIM_ENDINGS];         /* games by enum result_reason */
    int64_t capped;                       /* games the battle cap ended */
    int64_t never_contested[REGION_COUNT]; /* games in which nobody fought for region r */
    struct sim_sample rounds;             /* rounds per game */
    struct sim_sample uncontested;        /* regions never fought for, per game */
    struct sim_sample actions;            /* actions per game */
    /* solitaire */
    int64_t solo_ends[SIM_SOLO_ENDS];     /* games by enum solo_end */
    int64_t solo_end_wins[SIM_SOLO_ENDS]; /* ... of them won by the player */
    struct sim_sample solo_victories;     /* the player's victories per game */
    /* points campaigns (SIM_CAMPAIGN): the counters above count the games
     * of every campaign (a final battle is not a game); these the campaigns */
    int64_t campaigns;                    /* campaigns played */
    int64_t campaign_wins[GAME_MAX_SEATS];        /* campaigns won, shared ones included */
    int64_t campaign_shared_wins[GAME_MAX_SEATS]; /* ... won as one of several */
    int64_t campaign_points[GAME_MAX_SEATS];      /* points scored, every game summed */
    int64_t campaign_final_battles;       /* campaigns a final battle decided */
    int64_t campaign_shared;              /* campaigns won by several (a tied final battle) */
    struct sim_sample campaign_games;     /* games per campaign (count: campaigns) */
    /* --sweep (arms after the first): this arm against arm 0 on the same
     * games, for paired tests */
    int64_t pair_games;                   /* games paired (0: not a sweep, or arm 0) */
    int64_t pair_win_gain[GAME_MAX_SEATS]; /* games the seat won here, not in arm 0 */
    int64_t pair_win_loss[GAME_MAX_SEATS]; /* ... won in arm 0, not here */
    int64_t pair_first_gain, pair_first_loss; /* the same for the first token holder */
    int64_t pair_d_sum[SIM_PAIRED_MEANS];  /* per game: this arm's figure minus arm 0's, */
    int64_t pair_d_sumsq[SIM_PAIRED_MEANS]; /* summed, and its squares summed */
};

void sim_agg_init(struct sim_agg *a);
/* a += b: sums added, min and max kept (an empty side changes nothing). */
void sim_agg_merge(struct sim_agg *a, const struct sim_agg *b);
/* Adds one game's value to a sample (call before a->games is counted). */
void sim_sample_add(struct sim_sample *s, int64_t games_before, int64_t value);
/* Mean and standard deviation (population) of a sample of n values. */
void sim_sample_stats(const struct sim_sample *s, int64_t n, double *mean, double *sd);

/* Every counter of an aggregate as (name, index, value): the storage form.
 * `kind` picks the counters of that game. For each counter the callback
 * gets its stable name ("wins", "battles_sum", ...), the index in its
 * array (0 for a single value) and the value. */
typedef void sim_counter_fn(void *ctx, const char *name, int index, int64_t value);
void sim_agg_foreach(const struct sim_agg *a, enum sim_kind kind, sim_counter_fn *fn, void *ctx);
/* Sets one counter by name and index. Returns 0, or -1 when the name or
 * index is unknown (a newer program's counter: the caller may ignore it). */
int sim_agg_set(struct sim_agg *a, const char *name, int index, int64_t value);

/* ---- playing (sim_standard.c, sim_solo.c) ------------------------------ */

/* Seats the configuration's bots for the game seeded `seed`, moved
 * `shift` seats on (bots[k] of the configuration at seat (k + shift) mod
 * the players): their kind, seed, budget and threads, and the seats each
 * sees as the heuristic bot (bot_table_seats). */
void sim_seat_bots(const struct sim_config *c, const struct game *g, uint64_t seed, int shift,
                   struct bot bots[GAME_MAX_SEATS]);

/* Plays the standard game seeded `seed` with the configuration's bots under
 * `rules`, adding it to `agg`. Returns 0, or -1 with a message (the engine
 * refused a bot's action: a bug). */
int sim_play_standard(const struct sim_config *c, const struct game *g, uint64_t seed,
                      struct sim_agg *agg, char *err, size_t errcap);

/* The same with the bots moved `shift` seats on: bots[k] plays seat
 * (k + shift) mod players, and the seat counters are added at k (the
 * bot's place in bots[]). shift 0 is sim_play_standard. */
int sim_play_standard_shifted(const struct sim_config *c, const struct game *g, uint64_t seed,
                              int shift, struct sim_agg *agg, char *err, size_t errcap);

/* The same, leaving the finished game in *s (a campaign goes on from it). */
int sim_play_standard_state(const struct sim_config *c, const struct game *g, uint64_t seed,
                            int shift, struct sim_agg *agg, struct state *s, char *err,
                            size_t errcap);

/* Plays a whole points campaign (g enables points-game; sim_campaign.c):
 * game k (0-based) is dealt from seed + k, as at the prompt, a tie at the
 * target settled by a final battle from seed + the games played; each game
 * is added to agg's game counters, the campaign to its campaign counters.
 * The bots moved `shift` seats on, as sim_play_standard_shifted, for the
 * whole campaign. */
int sim_play_campaign(const struct sim_config *c, const struct game *g, uint64_t seed,
                      int shift, struct sim_agg *agg, char *err, size_t errcap);

/* Plays out the position *s (from a scenario) with the configuration's
 * bots, its first move `first` when not NULL, adding it to agg as a game. */
int sim_play_position(const struct sim_config *c, const struct game *g, struct state *s,
                      uint64_t seed, const action *first, struct sim_agg *agg, char *err,
                      size_t errcap);

/* --scenario (sim_scenario.c): the scenario text read with its seed set
 * to `seed` into *g and *s, the seat to move in *seat and its legal moves
 * into moves[0..cap): how many, or -1 with the parser's message ("line N:
 * what is wrong"). */
int sim_scenario_moves(const char *text, uint64_t seed, struct game *g, struct state *s,
                       int *seat, action *moves, int cap, struct msg *err);

/* Plays game `seed` of a --scenario run: the file's position with the
 * cards it does not place shuffled from `seed`, the arm's first move
 * forced when it has one. */
int sim_play_scenario(const struct sim_config *c, const struct sim_arm *arm, uint64_t seed,
                      struct sim_agg *agg, char *err, size_t errcap);

/* Plays the solitaire game seeded `seed` under the arm's options and policy. */
int sim_play_solo(const struct sim_config *c, const struct sim_arm *arm, uint64_t seed,
                  struct sim_agg *agg, char *err, size_t errcap);

/* ---- the run (sim_run.c) ------------------------------------------------ */

/* Called on the caller's thread with the games played so far and the
 * shard's total: at the start, every quarter of a second while the games
 * are played (on `jobs` threads of their own: the caller's thread only
 * reports), and once more at the end. */
typedef void sim_progress_fn(void *ctx, uint64_t done, uint64_t total);

/* The games a thread takes at a time in a shard of `total` games on `jobs`
 * threads: 1 when a search bot plays (a game may take seconds), else
 * total / (8 jobs), between 1 and 64: any shard of at least `jobs` games
 * keeps every thread busy. */
uint64_t sim_batch_games(const struct sim_config *c, uint64_t total, int jobs);

/* Plays the configuration's shard on `jobs` threads (1..SIM_MAX_JOBS; the
 * caller's thread is one of them unless it reports progress; fewer when
 * the system starts no more, with the same result) into out[0..narms-1]
 * (initialised here). Each game index is played once, under every arm.
 * Returns 0, or -1 with a message (bad configuration, an engine
 * refusal). */
int sim_run(const struct sim_config *c, int jobs, sim_progress_fn *progress, void *ctx,
            struct sim_agg *out, char *err, size_t errcap);

#endif
