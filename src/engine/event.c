/* event.c — events: adding one to a caller's log, and the stable one-line
 * `key=value` form of each (doc/events.md). */
#include "engine/event.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "engine/game.h"
#include "engine/game_rules.h"
#include "engine/map.h"

struct event *event_log_add(struct event_log *log, int type, int seat)
{
    int i = log->count++;
    if (i >= log->cap || !log->items)
        return NULL;
    struct event *e = &log->items[i];
    memset(e, 0, sizeof *e);
    e->type = (uint8_t)type;
    e->seat = (uint8_t)seat;
    e->other = EVENT_NONE;
    e->region = EVENT_NONE;
    e->card = EVENT_NONE;
    return e;
}

static const char *const type_names[] = {
    [EVENT_DEAL] = "deal",
    [EVENT_TOKEN] = "token",
    [EVENT_REGION] = "region",
    [EVENT_BATTLE_START] = "battle-start",
    [EVENT_PLAY] = "play",
    [EVENT_PASS] = "pass",
    [EVENT_BISHOP_DISCARD] = "bishop-discard",
    [EVENT_POPE] = "pope",
    [EVENT_SCARECROW] = "scarecrow",
    [EVENT_SEASON_DISCARD] = "season-discard",
    [EVENT_BATTLE_END] = "battle-end",
    [EVENT_LINES_DISCARDED] = "lines-discarded",
    [EVENT_HAND_DISCARD] = "hand-discard",
    [EVENT_ROUND_END] = "round-end",
    [EVENT_SHUFFLE] = "shuffle",
    [EVENT_FINAL_BATTLE] = "final-battle",
    [EVENT_GAME_END] = "game-end",
    [EVENT_REVEAL] = "reveal",
    [EVENT_DECLINE] = "decline",
};

const char *event_type_name(int type)
{
    if (type <= 0 || (size_t)type >= sizeof type_names / sizeof type_names[0] ||
        !type_names[type])
        return "?";
    return type_names[type];
}

static const char *token_reason(int r)
{
    switch (r) {
    case TOKEN_FIRST:
        return "first";
    case TOKEN_WON:
        return "won";
    case TOKEN_TIE:
        return "tie";
    case TOKEN_COURTESAN:
        return "courtesan";
    case TOKEN_DECLINED:
        return "declined";
    case TOKEN_TRUCE:
        return "truce";
    case TOKEN_DEFENDER:
        return "defender";
    case TOKEN_FINAL:
        return "final";
    default:
        return "none";
    }
}

/* An output buffer that keeps counting past its end, like snprintf. */
struct out {
    char *buf;
    size_t cap, len;
};

static void put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void put(struct out *o, const char *fmt, ...)
{
    va_list ap;
    char *dst = o->len < o->cap ? o->buf + o->len : NULL;
    size_t room = o->len < o->cap ? o->cap - o->len : 0;
    va_start(ap, fmt);
    int n = vsnprintf(dst, room, fmt, ap);
    va_end(ap);
    if (n > 0)
        o->len += (size_t)n;
}

static void put_seat(struct out *o, const char *key, int seat)
{
    if (seat == (int)EVENT_NONE)
        put(o, " %s=none", key);
    else
        put(o, " %s=%d", key, seat);
}

static void put_region(struct out *o, const char *key, int region, const char *none)
{
    if (region == (int)EVENT_NONE)
        put(o, " %s=%s", key, none);
    else
        put(o, " %s=%s", key, region_name(region));
}

static void put_card(struct out *o, const char *key, int kind)
{
    if (kind == (int)EVENT_NONE)
        put(o, " %s=none", key);
    else
        put(o, " %s=%s", key, card_info((enum card_kind)kind)->name);
}

static void put_cards(struct out *o, const uint8_t cards[CARD_KINDS])
{
    int first = 1;
    put(o, " cards=");
    for (int k = 0; k < CARD_KINDS; k++)
        for (int i = 0; i < cards[k]; i++) {
            put(o, "%s%s", first ? "" : ",", card_info((enum card_kind)k)->name);
            first = 0;
        }
    if (first)
        put(o, "none");
}

static void put_seats(struct out *o, const char *key, unsigned mask)
{
    int first = 1;
    put(o, " %s=", key);
    for (int seat = 0; seat < EVENT_MAX_SEATS; seat++)
        if (mask & (1u << seat)) {
            put(o, "%s%d", first ? "" : ",", seat);
            first = 0;
        }
    if (first)
        put(o, "none");
}

static int sees(const struct event *e, int viewer)
{
    return viewer == EVENT_VIEW_ALL || viewer == e->seat;
}

void event_view(const struct event *e, int viewer, struct event *out)
{
    *out = *e;
    if (sees(e, viewer))
        return;
    switch (e->type) {
    case EVENT_DEAL:
        memset(out->cards, 0, sizeof out->cards);
        break;
    case EVENT_ROUND_END:
        if (e->seat != EVENT_NONE)
            memset(out->cards, 0, sizeof out->cards);
        break;
    case EVENT_PLAY:
        if (e->flag)
            out->card = EVENT_NONE;
        break;
    default:
        break;
    }
}

void event_hide_sizes(struct event *e, int viewer)
{
    if (sees(e, viewer) || e->seat == EVENT_NONE ||
        (e->type != EVENT_DEAL && e->type != EVENT_ROUND_END && e->type != EVENT_SHUFFLE))
        return;
    e->sizes_hidden = 1;
    e->count = 0;
    e->value = e->type == EVENT_ROUND_END ? e->value : 0; /* a round end's: its round */
    e->flag = 0;
}

static const char *battle_reason(int r)
{
    switch (r) {
    case BATTLE_BY_SURRENDER:
        return "surrender";
    case BATTLE_BY_BISHOP:
        return "bishop";
    default:
        return "passes";
    }
}

/* The events of the moves of a battle: a card played, revealed, discarded,
 * a pass or a decline. */
static void put_move(struct out *o, const struct event *e, int viewer)
{
    switch (e->type) {
    case EVENT_PLAY:
        put_seat(o, "seat", e->seat);
        if (e->flag && !sees(e, viewer))
            put(o, " card=hidden");
        else
            put_card(o, "card", e->card);
        put(o, " strength=%d", e->value);
        if (e->flag)
            put(o, " down=1");
        break;
    case EVENT_REVEAL:
        put_seat(o, "seat", e->seat);
        put_card(o, "card", e->card);
        put(o, " strength=%d", e->value);
        break;
    case EVENT_DECLINE:
        put_seat(o, "seat", e->seat);
        put(o, " count=%d", e->count);
        break;
    case EVENT_PASS:
        put_seat(o, "seat", e->seat);
        put(o, " forced=%d", e->flag == 1);
        if (e->flag == 2)
            put(o, " soft=1");
        break;
    case EVENT_BISHOP_DISCARD:
        put_seat(o, "seat", e->seat);
        put_card(o, "card", e->card);
        put(o, " count=%d", e->count);
        put_seat(o, "by", e->other);
        break;
    case EVENT_SCARECROW:
        put_seat(o, "seat", e->seat);
        put_card(o, "card", e->card);
        put(o, " strength=%d", e->value);
        break;
    case EVENT_SEASON_DISCARD:
        put_seat(o, "seat", e->seat);
        put_card(o, "card", e->card);
        put(o, " count=%d", e->count);
        put_seat(o, "by", e->other);
        break;
    default:
        break;
    }
}

/* The events of the deal, the rounds, the battles and the game. */
static void put_phase(struct out *o, const struct event *e, int viewer)
{
    switch (e->type) {
    case EVENT_DEAL:
        put_seat(o, "seat", e->seat);
        if (e->sizes_hidden)
            put(o, " count=hidden hand=hidden");
        else
            put(o, " count=%d hand=%d", e->count, e->value);
        if (sees(e, viewer))
            put_cards(o, e->cards);
        break;
    case EVENT_TOKEN:
        put_seat(o, "seat", e->seat);
        put_seat(o, "from", e->other);
        put(o, " reason=%s", token_reason(e->reason));
        break;
    case EVENT_REGION:
        put_seat(o, "seat", e->seat);
        put_region(o, "region", e->region, "none");
        break;
    case EVENT_BATTLE_START:
        put_region(o, "region", e->region, "none");
        put_seat(o, "seat", e->seat);
        put(o, " battle=%d final=%d", e->count, e->flag);
        if (e->other != EVENT_NONE)
            put_seat(o, "defender", e->other);
        break;
    case EVENT_POPE:
        put_seat(o, "seat", e->seat);
        put_region(o, "region", e->region, "off");
        break;
    case EVENT_BATTLE_END:
        put_region(o, "region", e->region, "none");
        put(o, " reason=%s", battle_reason(e->reason));
        put_seat(o, "winner", e->seat);
        put(o, " strengths=");
        for (int i = 0; i < e->nseats; i++)
            put(o, "%s%d", i ? "," : "", e->strength[i]);
        break;
    case EVENT_LINES_DISCARDED:
        put(o, " count=%d", e->count);
        break;
    case EVENT_HAND_DISCARD:
        put_seat(o, "seat", e->seat);
        put(o, " discard=%s count=%d", e->flag ? "yes" : "no", e->count);
        if (e->flag)
            put_cards(o, e->cards);
        break;
    case EVENT_ROUND_END:
        put(o, " round=%d", e->value);
        put_seat(o, "seat", e->seat);
        if (e->sizes_hidden)
            put(o, " kept=hidden discarded=hidden");
        else
            put(o, " kept=%d discarded=%d", e->count, e->flag);
        if (e->seat != EVENT_NONE && sees(e, viewer))
            put_cards(o, e->cards);
        break;
    case EVENT_SHUFFLE:
        if (e->sizes_hidden)
            put(o, " count=hidden");
        else
            put(o, " count=%d", e->count);
        break;
    case EVENT_FINAL_BATTLE:
        put_seats(o, "seats", e->seats);
        break;
    case EVENT_GAME_END:
        put_seats(o, "winners", e->seats);
        put(o, " reason=%s battle-cap=%d", result_reason_name(e->reason), e->flag);
        break;
    default:
        put_move(o, e, viewer);
        break;
    }
}

size_t event_format(const struct event *e, int viewer, char *buf, size_t cap)
{
    struct out o = {buf, cap, 0};
    if (cap)
        buf[0] = '\0';
    put(&o, "event=%s", event_type_name(e->type));
    put_phase(&o, e, viewer);
    return o.len;
}
