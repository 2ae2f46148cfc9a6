/* review_json.c — a review as JSON (doc/review.md) and back: what
 * `review --json` prints and what the table `reviews` keeps, so that a
 * second review of the same game, budget and program reads the row
 * instead of searching again. The reader takes JSON of that shape (a small
 * parser of objects, arrays, strings, numbers, true, false and null). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/review.h"
#include "engine/card.h"
#include "engine/map.h"

/* ---- writing ------------------------------------------------------------ */

struct out {
    char *buf;
    size_t len, cap;
    bool failed;
};

static void put(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(struct out *o, const char *fmt, ...)
{
    va_list ap;
    for (int tries = 0; tries < 2 && !o->failed; tries++) {
        va_start(ap, fmt);
        int n = vsnprintf(o->buf + o->len, o->cap - o->len, fmt, ap);
        va_end(ap);
        if (n < 0) {
            o->failed = true;
            return;
        }
        if ((size_t)n < o->cap - o->len) {
            o->len += (size_t)n;
            return;
        }
        size_t cap = (o->cap + (size_t)n) * 2;
        char *b = realloc(o->buf, cap);
        if (!b)
            o->failed = true;
        else {
            o->buf = b;
            o->cap = cap;
        }
    }
}

static void put_string(struct out *o, const char *s)
{
    put(o, "\"");
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            put(o, "\\%c", *p);
        else if (*p < 0x20)
            put(o, "\\u%04x", *p);
        else
            put(o, "%c", *p);
    }
    put(o, "\"");
}

static void put_int_or_null(struct out *o, const char *key, int v)
{
    if (v < 0)
        put(o, "\"%s\":null", key);
    else
        put(o, "\"%s\":%d", key, v);
}

static void put_move(struct out *o, const char *key, const struct review_move *m)
{
    put(o, "\"%s\":{\"move\":", key);
    put_string(o, m->command);
    put(o, ",\"act\":%d,", m->act);
    put_int_or_null(o, "percent", m->percent);
    put(o, ",");
    put_int_or_null(o, "margin", m->margin);
    put(o, ",\"visits\":%d}", m->visits);
}

static void put_place(struct out *o, const struct review *r, int region)
{
    if (r->solitaire)
        put(o, "\"army\":\"%s\"", solo_mark_name(region + 1));
    else if (region < 0)
        put(o, "\"region\":null");
    else
        put(o, "\"region\":\"%s\"", region_name(region));
}

static void put_decision(struct out *o, const struct review *r, const struct review_decision *d)
{
    put(o, "{\"decision\":%d,\"seq\":%d,\"battle\":%d,", d->number, d->seq, d->battle);
    put_place(o, r, d->region);
    put(o, ",\"legal\":%d,\"iterations\":%d,", d->nlegal, d->iterations);
    put_move(o, "played", &d->played);
    put(o, ",");
    put_move(o, "best", &d->best);
    put(o, ",\"loss\":%d,\"marked\":%s}", d->loss, d->marked ? "true" : "false");
}

static void put_counts(struct out *o, const uint8_t *counts)
{
    put(o, "[");
    bool first = true;
    for (int k = CARD_KINDS - 1; k >= 0; k--) /* the strongest first, as a hand shows */
        for (int n = 0; n < counts[k]; n++) {
            put(o, "%s\"%s\"", first ? "" : ",", card_info((enum card_kind)k)->name);
            first = false;
        }
    put(o, "]");
}

static void put_pile(struct out *o, const uint8_t *cards, int n)
{
    put(o, "[");
    for (int i = 0; i < n; i++)
        put(o, "%s\"%s\"", i ? "," : "", card_info((enum card_kind)cards[i])->name);
    put(o, "]");
}

static bool any(const uint8_t *counts)
{
    for (int k = 0; k < CARD_KINDS; k++)
        if (counts[k])
            return true;
    return false;
}

static void put_seat_cards(struct out *o, const struct review *r, const char *key,
                           uint8_t (*cards)[CARD_KINDS], bool all)
{
    put(o, ",\"%s\":[", key);
    bool first = true;
    for (int i = 0; i < r->nseats; i++) {
        if (i == r->seat || (!all && !any(cards[i])))
            continue;
        put(o, "%s{\"seat\":%d,\"cards\":", first ? "" : ",", i);
        put_counts(o, cards[i]);
        put(o, "}");
        first = false;
    }
    put(o, "]");
}

static void put_battle(struct out *o, const struct review *r, struct review_battle *b)
{
    put(o, "{\"battle\":%d,", b->number);
    put_place(o, r, b->region);
    if (r->solitaire) {
        put(o, ",\"enemy_deck\":");
        put_pile(o, b->enemy, b->enemy_n);
        put(o, ",\"deck\":");
        put_pile(o, b->deck, b->deck_n);
    } else {
        put_seat_cards(o, r, "hands", b->hand, true);
        put_seat_cards(o, r, "face_down", b->face_down, false);
    }
    put(o, "}");
}

char *review_to_json(const struct review *r, int64_t game_id, const char *version)
{
    struct out o = { 0 };
    put(&o, "{\"game\":%lld,\"kind\":\"%s\",\"budget\":%d,\"threads\":%d,\"version\":",
        (long long)game_id, r->solitaire ? "solitaire" : "standard", r->budget, r->threads);
    put_string(&o, version);
    put(&o, ",\"seat\":%d,\"seats\":[", r->seat);
    for (int i = 0; i < r->nseats; i++) {
        put(&o, "%s{\"seat\":%d,\"name\":", i ? "," : "", i);
        put_string(&o, r->names[i]);
        put(&o, "}");
    }
    put(&o, "],\"summary\":{\"marked\":%d,\"points\":%d,", r->nmarked, r->points_lost);
    put_int_or_null(&o, "costliest", r->costliest < 0 ? -1 : r->decisions[r->costliest].number);
    put(&o, "},\"decisions\":[");
    for (int i = 0; i < r->ndecisions; i++) {
        put(&o, "%s", i ? "," : "");
        put_decision(&o, r, &r->decisions[i]);
    }
    put(&o, "],\"battles\":[");
    for (int i = 0; i < r->nbattles; i++) {
        put(&o, "%s", i ? "," : "");
        put_battle(&o, r, &r->battles[i]);
    }
    put(&o, "]}\n");
    if (o.failed) {
        free(o.buf);
        return NULL;
    }
    return o.buf;
}
