/* ruleset.c — the standard game's base parameters: defaults, options by
 * name (`set KEY VALUE` in a variant or scenario file), and their checks. */
#include "engine/ruleset.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"

static int fail(char *err, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static int fail(char *err, size_t cap, const char *fmt, ...)
{
    va_list ap;
    if (err && cap) {
        va_start(ap, fmt);
        vsnprintf(err, cap, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static void set_numbers(struct ruleset *r)
{
    r->hand_size = 10;
    r->extra_per_region = 1;
    r->keep_at_round_end = 2;
    r->small_table_max = 3;
    r->win_total_small = 6;
    r->win_adjacent_small = 4;
    r->win_total_large = 5;
    r->win_adjacent_large = 3;
    r->battle_cap = RULESET_DEFAULT_BATTLE_CAP;
    r->first_token = FIRST_TOKEN_RANDOM;
    r->first_token_seat = 0;
}

int ruleset_from_variant(struct ruleset *out, const struct variant *v, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    if (v->edition != EDITION_THIRD)
        return fail(err, errcap, "edition '%s' is not played by the standard engine",
                    edition_name(v->edition));
    if (v->nmodules > 0)
        return fail(err, errcap, "rule module '%s' is not available yet", v->modules[0]);
    memcpy(out->deck, v->deck, sizeof out->deck);
    out->ncards = v->ncards;
    set_numbers(out);
    for (int i = 0; i < v->noptions; i++)
        if (ruleset_set(out, v->options[i].key, v->options[i].value, err, errcap) < 0)
            return -1;
    return ruleset_validate(out, err, errcap);
}

int ruleset_standard(struct ruleset *out, char *err, size_t errcap)
{
    struct variant v;
    if (variant_load_embedded("standard", &v, err, errcap) < 0)
        return -1;
    return ruleset_from_variant(out, &v, err, errcap);
}

static int parse_int(const char *s, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

struct int_param {
    const char *key;
    size_t offset;
    int lo, hi;
};

static const struct int_param int_params[] = {
    {"hand-size", offsetof(struct ruleset, hand_size), 1, 30},
    {"extra-per-region", offsetof(struct ruleset, extra_per_region), 0, 3},
    {"keep-at-round-end", offsetof(struct ruleset, keep_at_round_end), 0, RULESET_KEEP_MAX},
    {"win-total-small", offsetof(struct ruleset, win_total_small), 1, REGION_COUNT},
    {"win-adjacent-small", offsetof(struct ruleset, win_adjacent_small), 1, REGION_COUNT},
    {"win-total-large", offsetof(struct ruleset, win_total_large), 1, REGION_COUNT},
    {"win-adjacent-large", offsetof(struct ruleset, win_adjacent_large), 1, REGION_COUNT},
    {"battle-cap", offsetof(struct ruleset, battle_cap), 0, 60000},
};

int ruleset_set(struct ruleset *r, const char *key, const char *value, char *err, size_t errcap)
{
    if (!strcmp(key, "first-token")) {
        int seat;
        if (!strcmp(value, "random")) {
            r->first_token = FIRST_TOKEN_RANDOM;
            return 0;
        }
        if (parse_int(value, 0, GAME_MAX_SEATS - 1, &seat) < 0)
            return fail(err, errcap, "first-token: '%s' is neither 'random' nor a seat 0-5",
                        value);
        r->first_token = FIRST_TOKEN_FIXED;
        r->first_token_seat = seat;
        return 0;
    }
    for (size_t i = 0; i < sizeof int_params / sizeof int_params[0]; i++) {
        const struct int_param *p = &int_params[i];
        if (strcmp(key, p->key))
            continue;
        int v;
        if (parse_int(value, p->lo, p->hi, &v) < 0) {
            if (err && errcap)
                snprintf(err, errcap, "%s: '%s' is not a number from %d to %d", key, value,
                         p->lo, p->hi);
            return -1;
        }
        *(int *)(void *)((char *)r + p->offset) = v;
        return 0;
    }
    return fail(err, errcap,
                "unknown option '%s' (valid: hand-size, extra-per-region, keep-at-round-end, "
                "win-total-small, win-adjacent-small, win-total-large, win-adjacent-large, "
                "battle-cap, first-token)",
                key);
}

int ruleset_validate(const struct ruleset *r, char *err, size_t errcap)
{
    int n = 0;
    for (int k = 0; k < CARD_KINDS; k++)
        n += r->deck[k];
    if (n != r->ncards)
        return fail(err, errcap, "%s", "the deck's card count does not add up");
    if (n < 1 || n > STATE_DECK_MAX) {
        if (err && errcap)
            snprintf(err, errcap, "the deck holds %d cards (the engine takes 1 to %d)", n,
                     STATE_DECK_MAX);
        return -1;
    }
    if (r->keep_at_round_end < 0 || r->keep_at_round_end > RULESET_KEEP_MAX)
        return fail(err, errcap, "%s", "keep-at-round-end must be 0, 1 or 2");
    int biggest_hand = (r->hand_size > r->keep_at_round_end ? r->hand_size : r->keep_at_round_end) +
                       r->extra_per_region * REGION_COUNT;
    if (r->hand_size < 1 || r->extra_per_region < 0 || biggest_hand > STATE_LINE_MAX) {
        if (err && errcap)
            snprintf(err, errcap, "a hand could hold %d cards (at most %d)", biggest_hand,
                     STATE_LINE_MAX);
        return -1;
    }
    if (r->first_token == FIRST_TOKEN_FIXED &&
        (r->first_token_seat < 0 || r->first_token_seat >= GAME_MAX_SEATS))
        return fail(err, errcap, "%s", "first-token: no such seat");
    if (r->battle_cap < 0)
        return fail(err, errcap, "%s", "battle-cap must not be negative");
    return 0;
}
