/* advisor_search.h — `hint` built on the search bot (search_bot.h), in
 * both games: the best moves found (up to ADVISOR_MOVES), each in the
 * words the prompt accepts in that position ("discard yes", "pope off",
 * "special winter"), with the share of sampled games it won and the 95 %
 * margin of that share, and a short reason in words where the heuristic
 * bot has one for the best move.
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
    int percent;      /* games won in the search's samples, 0..100 */
    int margin;       /* its 95 % half-width, in points */
    int visits;
    uint16_t act;     /* the move itself: an action, or a solo_action */
};

struct advisor_advice {
    int nmoves;
    struct advisor_move moves[ADVISOR_MOVES];
    char reason[320]; /* why the first move ("" if none) */
    int iterations;
};

/* The advice as lines of text, each starting with a move in the prompt's
 * words (so a line's first words typed back play it):
 *   region Firenze      wins 41% ± 3   it borders two of your regions
 *   region Siena        wins 35% ± 4
 * Returns the length, like snprintf. */
size_t advisor_format(const struct advisor_advice *a, char *buf, size_t cap);

/* The prompt's words for a standard-game action ("discard yes" for the
 * engine's "discard-hand yes"). Returns the length, like snprintf. */
size_t advisor_command_text(action a, char *buf, size_t cap);

/* The standard game: advice for the seat of `obs` (the seat to act), the
 * other seats named by names[seat] (NULL: "seat N"). `budget`: iterations
 * a thread, or minus the milliseconds of a budget of time (search_bot.h);
 * 0: the default. `threads`: the search's threads (search_bot.h,
 * "Threads"; 0 or 1: one). Returns 0, or -1 when no action is legal. */
int advisor_search_hint(const struct game *g, const struct observation *obs,
                        const action *legal, int nlegal, const char *const *names,
                        int budget, int threads, struct advisor_advice *out);

/* The solitaire: advice for the player's decision in `s` (not over), the
 * budget and threads as above. Returns 0, or -1 when the game is over. */
int advisor_solo_hint(const struct solo_state *s, int budget, int threads,
                      struct advisor_advice *out);

#endif
