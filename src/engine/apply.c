/* apply.c — the legal actions of each phase, the legality check, and
 * applying an action (which then runs everything automatic that follows). */
#include <stdio.h>

#include "engine/game_rules.h"

static int push(action *buf, int cap, int n, action a)
{
    if (n < cap)
        buf[n] = a;
    return n + 1;
}

int state_legal_actions(const struct game *g, const struct state *s, action *buf, int cap)
{
    int n = 0, seat = s->current;
    switch (s->phase) {
    case PHASE_CHOOSE_REGION:
        for (region_set set = battle_targetable_regions(g, s); set; set &= set - 1)
            n = push(buf, cap, n, action_region(__builtin_ctz(set)));
        if (battle_may_decline(g, s))
            n = push(buf, cap, n, action_decline());
        break;
    case PHASE_BATTLE: {
        const uint8_t *hand = s->hand[seat];
        if (g->hooked & HOOK_MAY_PLAY) {
            for (unsigned kinds = state_hand_kinds(s, seat); kinds; kinds &= kinds - 1)
                if (battle_may_play(g, s, seat, __builtin_ctz(kinds)))
                    n = push(buf, cap, n, action_play(__builtin_ctz(kinds)));
        } else if (cap > CARD_KINDS) { /* without branches: hands are random */
            for (int k = 0; k < CARD_KINDS; k++) {
                buf[n] = action_play(k);
                n += hand[k] != 0;
            }
        } else {
            for (int k = 0; k < CARD_KINDS; k++)
                if (hand[k])
                    n = push(buf, cap, n, action_play(k));
        }
        if (battle_may_pass(g, s, seat))
            n = push(buf, cap, n, action_pass());
        if (battle_may_pass_reveal(g, s, seat))
            n = push(buf, cap, n, action_pass_reveal());
        break;
    }
    case PHASE_SCARECROW:
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            if (s->lines[seat].up[k])
                n = push(buf, cap, n, action_scarecrow(k));
        n = push(buf, cap, n, action_scarecrow(-1));
        break;
    case PHASE_POPE:
        for (region_set set = battle_pope_regions(g, s); set; set &= set - 1)
            n = push(buf, cap, n, action_pope(__builtin_ctz(set)));
        n = push(buf, cap, n, action_pope(-1));
        break;
    case PHASE_DISCARD_HAND:
        n = push(buf, cap, n, action_discard_hand(false));
        n = push(buf, cap, n, action_discard_hand(true));
        break;
    case PHASE_DRAW: /* draw 0 up to his quota, in increasing codes as every list */
        for (int c = 0, most = conclude_draw_quota(g, s, seat); c <= most; c++)
            n = push(buf, cap, n, action_draw(c));
        break;
    case PHASE_KEEP: {
        const uint8_t *hand = s->hand[seat];
        int keep = g->rules.keep_at_round_end;
        /* Codes grow with the second kind, then the first (none = 0xf
         * sorts last): pairs (a, b) with a <= b, then singles, then none. */
        if (keep >= 2)
            for (int b = 0; b < CARD_KINDS; b++)
                for (int a = 0; a <= b; a++)
                    if (hand[a] && hand[b] && (a != b || hand[a] >= 2))
                        n = push(buf, cap, n, action_keep(a, b));
        if (keep >= 1)
            for (int a = 0; a < CARD_KINDS; a++)
                if (hand[a])
                    n = push(buf, cap, n, action_keep(a, -1));
        n = push(buf, cap, n, action_keep(-1, -1));
        break;
    }
    default:
        break;
    }
    return n;
}

bool state_is_legal(const struct game *g, const struct state *s, action a)
{
    int type = action_type(a), arg = action_arg(a), seat = s->current;
    switch (s->phase) {
    case PHASE_CHOOSE_REGION:
        if (a == action_decline())
            return battle_may_decline(g, s);
        return type == ACTION_REGION && arg < REGION_COUNT &&
               (battle_targetable_regions(g, s) >> arg & 1u);
    case PHASE_BATTLE:
        if (type == ACTION_PLAY)
            return arg < CARD_KINDS && s->hand[seat][arg] > 0 &&
                   battle_may_play(g, s, seat, arg);
        if (a == action_pass_reveal())
            return battle_may_pass_reveal(g, s, seat);
        return a == action_pass() && battle_may_pass(g, s, seat);
    case PHASE_SCARECROW:
        return type == ACTION_SCARECROW &&
               (arg == (int)ACTION_NONE ||
                (card_is_mercenary(arg) && s->lines[seat].up[arg] > 0));
    case PHASE_POPE:
        return type == ACTION_POPE &&
               (arg == (int)ACTION_NONE ||
                (arg < REGION_COUNT && (battle_pope_regions(g, s) >> arg & 1u)));
    case PHASE_DISCARD_HAND:
        return type == ACTION_DISCARD_HAND && arg <= 1;
    case PHASE_DRAW:
        return type == ACTION_DRAW && arg <= conclude_draw_quota(g, s, seat);
    case PHASE_KEEP: {
        if (type != ACTION_KEEP || !action_valid(a))
            return false;
        int k1, k2;
        action_keep_kinds(a, &k1, &k2);
        if ((k1 >= 0) + (k2 >= 0) > g->rules.keep_at_round_end)
            return false;
        const uint8_t *hand = s->hand[seat];
        if (k1 >= 0 && k1 == k2)
            return hand[k1] >= 2;
        return (k1 < 0 || hand[k1]) && (k2 < 0 || hand[k2]);
    }
    default:
        return false;
    }
}

static const char *expected(const struct game *g, const struct state *s)
{
    switch (s->phase) {
    case PHASE_CHOOSE_REGION:
        return battle_may_decline(g, s) ? "choose a region: region NAME, or decline"
                                       : "choose a region: region NAME";
    case PHASE_BATTLE:
        return "play CARD or pass";
    case PHASE_SCARECROW:
        return "scarecrow MERCENARY or scarecrow none";
    case PHASE_POPE:
        return "pope REGION or pope off";
    case PHASE_DISCARD_HAND:
        return "discard-hand yes or discard-hand no";
    case PHASE_DRAW:
        return "draw N, from 0 to the cards he may draw";
    case PHASE_KEEP:
        return "keep none, keep CARD or keep CARD CARD";
    default:
        return "nothing";
    }
}

int state_apply(const struct game *g, struct state *s, action a, struct event_log *log,
                struct msg *err)
{
    if (s->phase == PHASE_OVER) {
        msg_fail(err, STATE_GAME_OVER, "the game is over");
        return STATE_GAME_OVER;
    }
    if (!state_is_legal(g, s, a)) {
        /* in English, for check and the logs: the screens explain a
         * refused move in their own words */
        char text[ACTION_TEXT_MAX], why[256];
        action_to_text(a, text, sizeof text);
        snprintf(why, sizeof why, "'%s' is not legal now (seat %d: %s)", text, s->current,
                 expected(g, s));
        msg_fail_text(err, STATE_ILLEGAL, why);
        return STATE_ILLEGAL;
    }
    state_apply_legal(g, s, a, log);
    return STATE_OK;
}

void state_apply_legal(const struct game *g, struct state *s, action a, struct event_log *log)
{
    int arg = action_arg(a);
    s->actions++;
    switch (action_type(a)) {
    case ACTION_REGION:
        s->contested = (uint8_t)arg;
        round_region_chosen(g, s, log);
        break;
    case ACTION_PLAY:
        battle_play(g, s, arg, log);
        break;
    case ACTION_PASS:
        if (arg) /* pass reveal: the face-down card turned up first */
            line_reveal(g, s, s->current, log);
        battle_pass(g, s, log);
        break;
    case ACTION_SCARECROW:
        battle_scarecrow(g, s, arg == (int)ACTION_NONE ? -1 : arg, log);
        break;
    case ACTION_POPE:
        battle_pope(g, s, arg == (int)ACTION_NONE ? -1 : arg, log);
        break;
    case ACTION_DISCARD_HAND:
        round_discard_hand(g, s, arg != 0, log);
        break;
    case ACTION_DECLINE:
        round_decline(g, s, log);
        break;
    case ACTION_DRAW:
        conclude_draw_choice(g, s, arg, log);
        break;
    default: { /* ACTION_KEEP */
        int k1, k2;
        action_keep_kinds(a, &k1, &k2);
        round_keep(g, s, k1, k2, log);
        break;
    }
    }
}

int state_apply_text(const struct game *g, struct state *s, const char *text,
                     struct event_log *log, struct msg *err)
{
    action a = 0; /* set by the parse; zero keeps link-time analysis quiet */
    if (action_from_text(text, &a, err) < 0)
        return STATE_ILLEGAL;
    return state_apply(g, s, a, log, err);
}
