/* search_tree.h — the search bot's tree (search_tree.c): nodes in one
 * array allocated per decision, each reached by one action, with its
 * visits, availability and the sum of every seat's rewards; UCB selection
 * over the actions legal in the iteration's sample. Shared by the
 * standard game and the solitaire (both actions are 16-bit codes). */
#ifndef CONDOTTIERE_SEARCH_TREE_H
#define CONDOTTIERE_SEARCH_TREE_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/search_bot.h"
#include "engine/game.h"
#include "engine/rng.h"

struct search_node {
    uint16_t act;      /* the action that leads here */
    uint16_t pad;
    int32_t child;     /* first child, or -1 */
    int32_t sibling;   /* next sibling, or -1 */
    uint32_t visits;
    uint32_t avail;    /* iterations in which this action was legal here */
    float reward[GAME_MAX_SEATS]; /* sums, one per seat */
};

struct search_tree {
    struct search_node *node;
    int n, cap;
    uint32_t *battle_won; /* NULL, or one count a node (search_tree_watch_battle):
                           * the iterations through it in which the watched seat
                           * won the battle in progress at the root; counted for
                           * the root's children only */
};

/* Whether the stop check (search_set_stop_check) asks to stop before
 * iteration `it`: polled every SEARCH_POLL_EVERY iterations. */
bool search_should_stop(int it);

/* Allocates room for `cap` nodes and makes the root. -1 if out of memory. */
int search_tree_init(struct search_tree *t, int cap);
void search_tree_free(struct search_tree *t);
/* Makes room for the battle counts (search_tree.battle_won), zeroed. -1 if
 * out of memory (then nothing is counted). */
int search_tree_watch_battle(struct search_tree *t);

/* One step down from `at` for `seat`, whose legal actions in this sample
 * are legal[0..n-1] (increasing order): every child among them counts one
 * more availability. If an action has no child yet, one of them (drawn
 * from r) gets a node: *expanded = 1 and its index is returned. Else the
 * child with the best UCB value for `seat`. Returns -1 when a new node is
 * needed and the tree is full (then play out from here). The chosen
 * action goes to *act. */
int search_tree_step(struct search_tree *t, int at, const uint16_t *legal, int n, int seat,
                     double explore, struct rng *r, uint16_t *act, int *expanded);

/* Adds `reward` to the nodes path[0..len-1] (one more visit each). */
void search_tree_backup(struct search_tree *t, const int *path, int len, const double *reward,
                        int nseats);

/* 1 when the root's most visited child leads every other one by more
 * than `remaining` visits: no iteration left can change which action is
 * the most visited (each iteration adds at most one visit to one root
 * child), so the search may stop with the same decision. */
int search_tree_decided(const struct search_tree *t, int remaining);

/* The root's children as moves for `seat`, most visited first (with the
 * battle counts, moves[].battle and out->battles = 1). */
void search_tree_report(const struct search_tree *t, int seat, struct search_report *out);

/* The roots of several trees summed (root parallelisation): begin, add
 * each tree (its root children's visits and `seat`'s rewards added to
 * the moves of the same action; its nodes to out->nodes), then end: each
 * move's mean and margin from the sums, most visited first (ties: the
 * lower action first), as search_tree_report. */
void search_report_begin(struct search_report *out);
void search_report_add(struct search_report *out, const struct search_tree *t, int seat);
void search_report_end(struct search_report *out);

#endif
