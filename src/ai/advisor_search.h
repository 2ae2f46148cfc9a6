/* advisor_search.h — `hint` built on the search bot (search_bot.h), in
 * both games, the level hard's search (search-v6: its play-outs fight
 * heads-up, and choose their regions as the heuristic bot under
 * capture-regions; under hidden-cards its tree keeps to what the seat
 * sees; at a table of three or more its tree expects the moves of the
 * seats shown as the heuristic bot to be that bot's): the best moves
 * found (up to ADVISOR_MOVES), each in the words the prompt accepts in
 * that position ("discard yes", "pope off", "special winter"), with the
 * share of sampled games it won and the 95 % margin of that share, and a
 * short reason in words where the heuristic bot has one for the best
 * move.
 *
 * A hint never touches the game: its randomness is its own, drawn from a
 * seed made of the position the player sees (the same position, budget
 * and threads, the same hint; a budget of time excepted), and it reads
 * only what the player sees. Every move it names is legal now. */
#ifndef CONDOTTIERE_ADVISOR_SEARCH_H
#define CONDOTTIERE_ADVISOR_SEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "engine/action.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "solo/solo.h"

#define ADVISOR_MOVES 3
/* Iterations of a hint's search, each thread's (within a second on one
 * core). */
#define ADVISOR_ITERATIONS 50000
#define ADVISOR_SOLO_ITERATIONS 6000

struct advisor_move {
    char command[48]; /* the prompt's words: "region Firenze" */
    int percent;      /* games won in the search's samples, 0..100; -1: not searched */
    int margin;       /* its 95 % half-width, in points */
    double game;      /* games won in the samples, 0..1 (percent unrounded) */
    double battle;    /* the battle in progress won in the same samples, 0..1; -1:
                       * not counted */
    int visits;
    uint16_t act;     /* the move itself: an action, or a solo_action */
};

/* What decides the order of the moves (the header of the hint names it). */
enum advisor_order {
    ADVISOR_BY_VISITS, /* the standard game: the search's choice (the move it tried
                        * most), then by how often it tried each */
    ADVISOR_BY_GAME,   /* the solitaire: the search's choice (the solitaire bot's
                        * move unless another won clearly more often on the same
                        * samples), then by the chance of winning the game */
};

struct advisor_advice {
    enum advisor_order order;
    int nmoves;
    struct advisor_move moves[ADVISOR_MOVES];
    char reason[320]; /* why the first move ("" if none) */
    int iterations;
};

/* The advice as lines of text, each starting with a move in the prompt's
 * words (so a line's first words typed back play it), its chance of
 * winning this battle (where counted) and the game, the reason last:
 *   play 6               this battle 64%, the game 82% ± 3   it won ...
 *   region Siena         the game 35% ± 4
 * A share above 99% reads "> 99%", below 1% "< 1%" (no margin then).
 * Returns the length, like snprintf. */
size_t advisor_format(const struct advisor_advice *a, char *buf, size_t cap);
/* The line above them that names their order ("\n"-terminated). */
const char *advisor_order_text(const struct advisor_advice *a);
/* A share 0..1 as the hint prints it: "82%", "> 99%", "< 1%". */
void advisor_share_text(double share, char *buf, size_t cap);

/* The prompt's words for a standard-game action ("discard yes" for the
 * engine's "discard-hand yes"). Returns the length, like snprintf. */
size_t advisor_command_text(action a, char *buf, size_t cap);

/* The standard game: advice for the seat of `obs` (the seat to act), the
 * other seats named by names[seat] (NULL: "seat N"). `budget`: iterations
 * a thread, or minus the milliseconds of a budget of time (search_bot.h);
 * 0: the default. `threads`: the search's threads (search_bot.h,
 * "Threads"; 0 or 1: one). `heuristic_seats`: the seats the table shows
 * as the heuristic bot (bot_table_seats), whose moves the search expects
 * as the level hard's does. Returns 0, or -1 when no action is legal. */
int advisor_search_hint(const struct game *g, const struct observation *obs,
                        const action *legal, int nlegal, const char *const *names,
                        int budget, int threads, unsigned heuristic_seats,
                        struct advisor_advice *out);

/* The solitaire: advice for the player's decision in `s` (not over), the
 * budget and threads as above. Returns 0, or -1 when the game is over. */
int advisor_solo_hint(const struct solo_state *s, int budget, int threads,
                      struct advisor_advice *out);

/* The standard game's hint search: the level hard's (search-v6: heads-up
 * its play-outs pass rarely, under capture-regions they choose their
 * regions as the heuristic bot, under hidden-cards its tree keeps to what
 * the seat sees, at a table of three or more in the 3rd edition alone or
 * with hidden-cards its tree expects the moves of the heuristic_seats as
 * the heuristic bot's), every iteration run (no early stop), the budget,
 * threads and heuristic seats as above. */
struct search_params;
void advisor_search_params(const struct game *g, int budget, int threads,
                           unsigned heuristic_seats, struct search_params *p);

/* The same advices, with the search's whole report (every root action's
 * share of won samples, not only the best ADVISOR_MOVES) into *rep: what
 * `review` reads at each decision of a finished game. rep->nmoves is 0
 * when one action alone was legal (nothing searched). */
struct search_report;
int advisor_search_report(const struct game *g, const struct observation *obs,
                          const action *legal, int nlegal, const char *const *names,
                          int budget, int threads, unsigned heuristic_seats,
                          struct advisor_advice *out, struct search_report *rep);
int advisor_solo_report(const struct solo_state *s, int budget, int threads,
                        struct advisor_advice *out, struct search_report *rep);

/* The reason a hint gives for `best` (the search's move after `iterations`
 * sampled games), in the player's language: the heuristic bot's words when
 * it plays the same move, else how many samples the choice rests on (the
 * solitaire: whether it is the solitaire bot's move). Like snprintf. */
size_t advisor_search_reason(const struct game *g, const struct observation *obs,
                             const action *legal, int nlegal, const char *const *names,
                             action best, int iterations, char *buf, size_t cap);
size_t advisor_solo_reason(const struct solo_state *s, solo_action best, int iterations,
                           char *buf, size_t cap);

#endif
