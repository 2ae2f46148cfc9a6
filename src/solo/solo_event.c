/* solo_event.c — the solitaire engine's events: making them, appending them
 * to the caller's buffer and formatting each as one stable key=value line
 * (the keys are documented in doc/events-solitaire.md). */
#include <stdio.h>
#include <string.h>

#include "solo/solo_internal.h"

static const char *const event_names[SOLO_EV_TYPES] = {
    [SOLO_EV_BATTLE] = "battle",
    [SOLO_EV_ENEMY_CARD] = "enemy-card",
    [SOLO_EV_SCARECROW_REDRAW] = "scarecrow-redraw",
    [SOLO_EV_SCARECROW] = "scarecrow",
    [SOLO_EV_PLAYER_CARD] = "player-card",
    [SOLO_EV_BLIND_CARD] = "blind-card",
    [SOLO_EV_PLAYER_OUT] = "player-out",
    [SOLO_EV_PLAYER_SPECIAL] = "player-special",
    [SOLO_EV_ENEMY_SPECIAL] = "enemy-special",
    [SOLO_EV_EFFECT] = "effect",
    [SOLO_EV_CONCEDE] = "concede",
    [SOLO_EV_RESULT] = "result",
    [SOLO_EV_NEW_HAND] = "new-hand",
    [SOLO_EV_ENEMY_RESHUFFLE] = "enemy-reshuffle",
    [SOLO_EV_SPECIAL_RESHUFFLE] = "special-reshuffle",
    [SOLO_EV_GAME_END] = "game-end",
};

static const char *const effect_names[] = {
    [SOLO_EFFECT_DISCARD] = "discard",     [SOLO_EFFECT_WINTER] = "winter",
    [SOLO_EFFECT_SPRING] = "spring",       [SOLO_EFFECT_CANCELLED] = "cancelled",
    [SOLO_EFFECT_DOUBLE] = "double",       [SOLO_EFFECT_TEN] = "ten",
    [SOLO_EFFECT_SURRENDER] = "surrender", [SOLO_EFFECT_NOTHING] = "nothing",
};

static const char *const how_names[] = {
    [SOLO_HOW_STRENGTH] = "strength",
    [SOLO_HOW_DUEL] = "duel",
    [SOLO_HOW_SURRENDER] = "surrender",
    [SOLO_HOW_CONCEDE] = "concede",
};

static const char *const end_names[] = {
    [SOLO_END_NONE] = "none",
    [SOLO_END_VICTORIES] = "victories",
    [SOLO_END_STREAK] = "streak",
    [SOLO_END_DECK] = "deck",
};

static const char *const outcome_names[] = {
    [SOLO_ONGOING] = "ongoing",
    [SOLO_WIN] = "win",
    [SOLO_LOSS] = "loss",
};

static const char *const mark_names[SOLO_MARKS] = { "player", "A", "B", "C", "D", "E", "F" };

#define NAME_OF(table, i) \
    ((unsigned)(i) < sizeof(table) / sizeof(table)[0] && (table)[i] ? (table)[i] : "?")

const char *solo_event_name(enum solo_event_type t)
{
    return NAME_OF(event_names, t);
}

const char *solo_mark_name(int mark)
{
    return mark >= 0 && mark < SOLO_MARKS ? mark_names[mark] : "none";
}

const char *solo_end_name(enum solo_end e)
{
    return NAME_OF(end_names, e);
}

const char *solo_how_name(enum solo_how h)
{
    return NAME_OF(how_names, h);
}

struct solo_event solo_event_make(const struct solo_state *s, enum solo_event_type type)
{
    struct solo_event e;
    memset(&e, 0, sizeof e);
    e.type = (uint8_t)type;
    e.battle = s->battle;
    e.army = s->army;
    e.card = CARD_NONE;
    e.winner = SOLO_NO_MARK;
    return e;
}

void solo_event_push(struct solo_events *ev, const struct solo_event *e)
{
    if (!ev)
        return;
    if (ev->ev && ev->n < ev->cap)
        ev->ev[ev->n++] = *e;
    else
        ev->lost++;
}

void solo_event_card(struct solo_state *s, struct solo_events *ev, enum solo_event_type type,
                     int card)
{
    struct solo_event e = solo_event_make(s, type);
    int p, q;
    e.card = (uint8_t)card;
    solo_strengths(s, &p, &q);
    e.player_strength = (int16_t)p;
    e.enemy_strength = (int16_t)q;
    solo_event_push(ev, &e);
}

/* Appends to buf like snprintf, keeping track of the full length. */
struct out {
    char *buf;
    size_t cap, len;
};

static void put(struct out *o, const char *key, const char *value)
{
    int n = snprintf(o->len < o->cap ? o->buf + o->len : NULL, o->len < o->cap ? o->cap - o->len : 0,
                     "%s%s=%s", o->len ? " " : "", key, value);
    if (n > 0)
        o->len += (size_t)n;
}

static void put_int(struct out *o, const char *key, int value)
{
    char num[16];
    snprintf(num, sizeof num, "%d", value);
    put(o, key, num);
}

static const char *card_name(int card)
{
    const struct card_info *c = card == CARD_NONE ? NULL : card_info((enum card_kind)card);
    return c ? c->name : "none";
}

static const char *side_name(int side)
{
    return side == SOLO_SIDE_PLAYER ? "player" : "enemy";
}

size_t solo_event_format(const struct solo_event *e, char *buf, size_t cap)
{
    struct out o = { buf, cap, 0 };
    if (cap)
        buf[0] = '\0';
    put(&o, "event", solo_event_name((enum solo_event_type)e->type));
    put_int(&o, "battle", e->battle);
    if (e->battle)
        put(&o, "army", solo_mark_name(1 + e->army));
    switch (e->type) {
    case SOLO_EV_BATTLE:
        put(&o, "initiative", side_name(e->side));
        put(&o, "blind", e->blind ? "yes" : "no");
        break;
    case SOLO_EV_ENEMY_CARD:
    case SOLO_EV_PLAYER_CARD:
    case SOLO_EV_BLIND_CARD:
        put(&o, "card", card_name(e->card));
        put_int(&o, "player", e->player_strength);
        put_int(&o, "enemy", e->enemy_strength);
        break;
    case SOLO_EV_SCARECROW_REDRAW:
    case SOLO_EV_SCARECROW:
    case SOLO_EV_PLAYER_SPECIAL:
    case SOLO_EV_ENEMY_SPECIAL:
        put(&o, "card", card_name(e->card));
        break;
    case SOLO_EV_EFFECT:
        put(&o, "side", side_name(e->side));
        put(&o, "card", card_name(e->card));
        put(&o, "effect", NAME_OF(effect_names, e->effect));
        if (e->effect == SOLO_EFFECT_DISCARD) {
            put_int(&o, "value", e->value);
            put_int(&o, "count", e->count);
            put_int(&o, "player-lost", e->player_count);
            put_int(&o, "enemy-lost", e->enemy_count);
        } else if (e->effect == SOLO_EFFECT_SPRING) {
            put_int(&o, "value", e->value);
        }
        break;
    case SOLO_EV_CONCEDE:
        put_int(&o, "played", e->count);
        break;
    case SOLO_EV_RESULT:
        put(&o, "winner", solo_mark_name(e->winner));
        put(&o, "how", solo_how_name((enum solo_how)e->how));
        put_int(&o, "player", e->player_strength);
        put_int(&o, "enemy", e->enemy_strength);
        put_int(&o, "victories", e->victories);
        put_int(&o, "streak", e->streak);
        break;
    case SOLO_EV_NEW_HAND:
        put_int(&o, "cards", e->count);
        put_int(&o, "hand", e->player_count);
        put_int(&o, "deck", e->enemy_count);
        break;
    case SOLO_EV_ENEMY_RESHUFFLE:
    case SOLO_EV_SPECIAL_RESHUFFLE:
        put_int(&o, "cards", e->count);
        break;
    case SOLO_EV_GAME_END:
        put(&o, "outcome", NAME_OF(outcome_names, e->outcome));
        put(&o, "end", solo_end_name((enum solo_end)e->end));
        put(&o, "mark", solo_mark_name(e->winner));
        put_int(&o, "victories", e->victories);
        break;
    default:
        break;
    }
    return o.len;
}
