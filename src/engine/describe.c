/* describe.c — a short description of an action for menus and prompts
 * ("play Mercenary 10", "place the Pope on Roma"). */
#include <stdio.h>

#include "engine/game.h"

static const char *title(int kind)
{
    return card_info((enum card_kind)kind)->title;
}

size_t state_describe_action(const struct game *g, const struct state *s, action a, char *buf,
                             size_t cap)
{
    (void)g;
    int arg = action_arg(a), n;
    if (!action_valid(a)) {
        n = snprintf(buf, cap, "invalid action");
        return n < 0 ? 0 : (size_t)n;
    }
    switch (action_type(a)) {
    case ACTION_REGION:
        n = snprintf(buf, cap, "fight the next battle for %s", region_name(arg));
        break;
    case ACTION_PLAY:
        n = snprintf(buf, cap, "play %s", title(arg));
        break;
    case ACTION_PASS:
        n = snprintf(buf, cap, arg ? "pass, turning your face-down card up"
                                   : "pass (play no more cards in this battle)");
        break;
    case ACTION_SCARECROW:
        if (arg == (int)ACTION_NONE)
            n = snprintf(buf, cap, "take nothing back");
        else
            n = snprintf(buf, cap, "take %s back to your hand", title(arg));
        break;
    case ACTION_POPE:
        if (arg == (int)ACTION_NONE)
            n = snprintf(buf, cap, "take the Pope off the board");
        else if (s && s->pope == arg)
            n = snprintf(buf, cap, "leave the Pope on %s", region_name(arg));
        else
            n = snprintf(buf, cap, "place the Pope on %s", region_name(arg));
        break;
    case ACTION_KEEP: {
        int k1, k2;
        action_keep_kinds(a, &k1, &k2);
        if (k1 < 0)
            n = snprintf(buf, cap, "keep no card");
        else if (k2 < 0)
            n = snprintf(buf, cap, "keep %s", title(k1));
        else
            n = snprintf(buf, cap, "keep %s and %s", title(k1), title(k2));
        break;
    }
    case ACTION_DECLINE:
        n = snprintf(buf, cap, "designate no battle (the token passes to your left)");
        break;
    case ACTION_DRAW:
        n = snprintf(buf, cap, arg == 1 ? "draw %d card" : "draw %d cards", arg);
        break;
    default:
        n = snprintf(buf, cap, arg ? "discard your whole hand" : "keep your hand");
        break;
    }
    return n < 0 ? 0 : (size_t)n;
}
