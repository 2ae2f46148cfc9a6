/* action_seen.h — what the other seats see of a decision: the action
 * itself, or, when it is taken unseen (a card placed face down under
 * hidden-cards, the cards kept at a round's end, the number of cards drawn
 * where the deck's count is private), a code that says only what they do
 * see of it. The search groups the other seats' moves by it, so that its
 * own later decisions never depend on what it could not have seen
 * (ai/search_standard.c). */
#ifndef CONDOTTIERE_ACTION_SEEN_H
#define CONDOTTIERE_ACTION_SEEN_H

#include "engine/action.h"
#include "engine/game.h"

/* The type of an unseen action's code: ACTION_UNSEEN | its type, in the
 * high byte. Never a valid action (action_valid is false), and above
 * every valid one, so a sorted list of actions stays sorted when its
 * unseen ones are replaced by their codes and moved to its end. */
#define ACTION_UNSEEN 0x40

/* What `viewer` sees of `a`, legal for the seat to decide in `s`: `a`
 * itself when the viewer decides, or when `a` shows itself; else the
 * code ACTION_UNSEEN | type, its argument what the viewer still learns
 * (for a keep, how many cards were kept, where hand sizes are public; 0
 * otherwise). */
action action_seen(const struct game *g, const struct state *s, int viewer, action a);

/* Whether `a` is an unseen action's code (action_seen). */
static inline bool action_is_unseen_code(action a)
{
    return (action_type(a) & ACTION_UNSEEN) != 0;
}

#endif
