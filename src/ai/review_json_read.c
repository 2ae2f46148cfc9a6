/* review_json_read.c — a review read back from its JSON (review_json.c
 * writes it; doc/review.md): a small parser into a tree of values, then
 * the fields the review needs. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/review.h"
#include "engine/card.h"
#include "engine/map.h"

enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jval {
    enum jtype type;
    double num;
    char *str;           /* J_STR; a member's key in keys[] */
    int n;
    struct jval *items;  /* J_ARR, J_OBJ */
    char **keys;         /* J_OBJ */
};

struct parser {
    const char *p;
    int depth;
};

static void jfree(struct jval *v)
{
    for (int i = 0; i < v->n; i++) {
        jfree(&v->items[i]);
        if (v->keys)
            free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
    memset(v, 0, sizeof *v);
}

static void skip(struct parser *ps)
{
    while (isspace((unsigned char)*ps->p))
        ps->p++;
}

static int parse_value(struct parser *ps, struct jval *v);

static int parse_string(struct parser *ps, char **out)
{
    if (*ps->p != '"')
        return -1;
    ps->p++;
    size_t cap = strlen(ps->p) + 1, len = 0;
    char *s = malloc(cap);
    if (!s)
        return -1;
    while (*ps->p && *ps->p != '"') {
        char c = *ps->p++;
        if (c == '\\') {
            c = *ps->p++;
            if (c == 'u') { /* \u00XX only: the writer escapes control characters so */
                char hex[5] = { 0 };
                for (int i = 0; i < 4 && *ps->p; i++)
                    hex[i] = *ps->p++;
                c = (char)strtol(hex, NULL, 16);
            } else if (c == 'n')
                c = '\n';
            else if (c == 't')
                c = '\t';
            else if (c == '\0')
                break;
        }
        s[len++] = c;
    }
    s[len] = '\0';
    if (*ps->p != '"') {
        free(s);
        return -1;
    }
    ps->p++;
    *out = s;
    return 0;
}

static int add_item(struct jval *v, char *key)
{
    struct jval *items = realloc(v->items, (size_t)(v->n + 1) * sizeof *items);
    if (!items)
        return -1;
    v->items = items;
    memset(&v->items[v->n], 0, sizeof *items);
    if (v->type == J_OBJ) {
        char **keys = realloc(v->keys, (size_t)(v->n + 1) * sizeof *keys);
        if (!keys)
            return -1;
        v->keys = keys;
        v->keys[v->n] = key;
    }
    v->n++;
    return 0;
}

static int parse_members(struct parser *ps, struct jval *v, char close)
{
    ps->p++;
    skip(ps);
    if (*ps->p == close) {
        ps->p++;
        return 0;
    }
    for (;;) {
        char *key = NULL;
        skip(ps);
        if (v->type == J_OBJ) {
            if (parse_string(ps, &key))
                return -1;
            skip(ps);
            if (*ps->p++ != ':') {
                free(key);
                return -1;
            }
        }
        if (add_item(v, key)) {
            free(key);
            return -1;
        }
        if (parse_value(ps, &v->items[v->n - 1]))
            return -1;
        skip(ps);
        if (*ps->p == ',') {
            ps->p++;
            continue;
        }
        if (*ps->p++ != close)
            return -1;
        return 0;
    }
}

static int parse_value(struct parser *ps, struct jval *v)
{
    skip(ps);
    if (++ps->depth > 16)
        return -1;
    int rc = 0;
    if (*ps->p == '{' || *ps->p == '[') {
        v->type = *ps->p == '{' ? J_OBJ : J_ARR;
        rc = parse_members(ps, v, *ps->p == '{' ? '}' : ']');
    } else if (*ps->p == '"') {
        v->type = J_STR;
        rc = parse_string(ps, &v->str);
    } else if (!strncmp(ps->p, "null", 4)) {
        ps->p += 4;
    } else if (!strncmp(ps->p, "true", 4) || !strncmp(ps->p, "false", 5)) {
        v->type = J_BOOL;
        v->num = *ps->p == 't';
        ps->p += *ps->p == 't' ? 4 : 5;
    } else {
        char *end;
        v->type = J_NUM;
        v->num = strtod(ps->p, &end);
        rc = end == ps->p ? -1 : 0;
        ps->p = end;
    }
    ps->depth--;
    return rc;
}

static const struct jval *get(const struct jval *o, const char *key)
{
    static const struct jval none = { J_NULL, 0, NULL, 0, NULL, NULL };
    for (int i = 0; o && o->type == J_OBJ && i < o->n; i++)
        if (!strcmp(o->keys[i], key))
            return &o->items[i];
    return &none;
}

static int num(const struct jval *o, const char *key, int absent)
{
    const struct jval *v = get(o, key);
    return v->type == J_NUM || v->type == J_BOOL ? (int)v->num : absent;
}

static const char *str(const struct jval *o, const char *key)
{
    const struct jval *v = get(o, key);
    return v->type == J_STR ? v->str : "";
}

static int place(const struct jval *o, bool solitaire)
{
    if (solitaire) {
        const char *army = str(o, "army");
        return army[0] >= 'A' && army[0] <= 'Z' ? army[0] - 'A' : 0;
    }
    const struct jval *r = get(o, "region");
    return r->type == J_STR ? region_parse(r->str) : -1;
}

static void read_move(const struct jval *o, struct review_move *m)
{
    snprintf(m->command, sizeof m->command, "%s", str(o, "move"));
    m->act = num(o, "act", 0);
    m->percent = num(o, "percent", -1);
    m->margin = num(o, "margin", -1);
    m->visits = num(o, "visits", 0);
}

static int read_cards(const struct jval *a, uint8_t *pile, int cap, uint8_t *counts)
{
    int n = 0;
    for (int i = 0; a->type == J_ARR && i < a->n && n < cap; i++) {
        int k = a->items[i].type == J_STR ? card_parse(a->items[i].str) : -1;
        if (k < 0)
            continue;
        if (pile)
            pile[n] = (uint8_t)k;
        if (counts)
            counts[k]++;
        n++;
    }
    return n;
}

static void read_seat_cards(const struct jval *a, uint8_t (*cards)[CARD_KINDS])
{
    for (int i = 0; a->type == J_ARR && i < a->n; i++) {
        int seat = num(&a->items[i], "seat", -1);
        if (seat >= 0 && seat < GAME_MAX_SEATS)
            read_cards(get(&a->items[i], "cards"), NULL, 1000, cards[seat]);
    }
}

static int read_review(const struct jval *root, struct review *out)
{
    out->solitaire = !strcmp(str(root, "kind"), "solitaire");
    out->budget = num(root, "budget", 0);
    out->threads = num(root, "threads", 1);
    out->seat = num(root, "seat", 0);
    const struct jval *seats = get(root, "seats"), *ds = get(root, "decisions"),
                      *bs = get(root, "battles");
    if (ds->type != J_ARR || bs->type != J_ARR || seats->type != J_ARR)
        return -1;
    out->nseats = seats->n < GAME_MAX_SEATS ? seats->n : GAME_MAX_SEATS;
    for (int i = 0; i < out->nseats; i++)
        snprintf(out->names[i], sizeof out->names[i], "%s", str(&seats->items[i], "name"));
    out->decisions = calloc((size_t)ds->n + 1, sizeof *out->decisions);
    out->battles = calloc((size_t)bs->n + 1, sizeof *out->battles);
    if (!out->decisions || !out->battles)
        return -1;
    for (int i = 0; i < ds->n; i++, out->ndecisions++) {
        const struct jval *o = &ds->items[i];
        struct review_decision *d = &out->decisions[i];
        d->number = num(o, "decision", i + 1);
        d->seq = num(o, "seq", 0);
        d->battle = num(o, "battle", 0);
        d->region = place(o, out->solitaire);
        d->nlegal = num(o, "legal", 0);
        d->iterations = num(o, "iterations", 0);
        read_move(get(o, "played"), &d->played);
        read_move(get(o, "best"), &d->best);
        d->loss = num(o, "loss", 0);
    }
    for (int i = 0; i < bs->n; i++, out->nbattles++) {
        const struct jval *o = &bs->items[i];
        struct review_battle *b = &out->battles[i];
        b->number = num(o, "battle", i + 1);
        b->region = place(o, out->solitaire);
        b->enemy_n = (uint8_t)read_cards(get(o, "enemy_deck"), b->enemy, SOLO_MAX_CARDS, NULL);
        b->deck_n = (uint8_t)read_cards(get(o, "deck"), b->deck, SOLO_MAX_CARDS, NULL);
        read_seat_cards(get(o, "hands"), b->hand);
        read_seat_cards(get(o, "face_down"), b->face_down);
    }
    review_mark(out);
    return 0;
}

int review_from_json(const char *json, struct review *out)
{
    memset(out, 0, sizeof *out);
    out->costliest = -1;
    struct parser ps = { json, 0 };
    struct jval root = { 0 };
    int rc = parse_value(&ps, &root) || root.type != J_OBJ ? -1 : read_review(&root, out);
    jfree(&root);
    if (rc)
        review_free(out);
    return rc;
}
