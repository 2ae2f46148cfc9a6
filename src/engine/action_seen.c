/* action_seen.c — what the other seats see of a decision (action_seen.h):
 * a face-down card, the cards kept, a private number of cards drawn are
 * seen only as such. */
#include "engine/action_seen.h"

#include "engine/game_rules.h"

static action unseen(int type, unsigned arg)
{
    return action_make(ACTION_UNSEEN | type, arg);
}

action action_seen(const struct game *g, const struct state *s, int viewer, action a)
{
    int seat = state_current_seat(s);
    if (seat == viewer)
        return a;
    int type = action_type(a), arg = action_arg(a);
    switch (type) {
    case ACTION_PLAY:
        return battle_face_down(g, s, seat, arg) ? unseen(type, 0) : a;
    case ACTION_KEEP: {
        if (g->rules.reading[READING_HAND_SIZES] == HAND_SIZES_PRIVATE)
            return unseen(type, 0);
        int kind1, kind2;
        action_keep_kinds(a, &kind1, &kind2);
        return unseen(type, (unsigned)((kind1 >= 0) + (kind2 >= 0)));
    }
    case ACTION_DRAW:
        return g->deck_private ? unseen(type, 0) : a;
    default:
        return a;
    }
}
