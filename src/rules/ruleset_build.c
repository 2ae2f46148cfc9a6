/* ruleset_build.c — rulesets built from variants: the rulebook's numbers
 * (engine/ruleset.h) with a variant's rule modules and `set KEY VALUE`
 * lines, base parameters by name (for variant, scenario and spec lines,
 * and canonical strings), and the whole check of a ruleset. */
#include "engine/message.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/game.h"
#include "rules/modules.h"

int ruleset_from_variant(struct ruleset *out, const struct variant *v, struct msg *err)
{
    memset(out, 0, sizeof *out);
    if (v->edition != EDITION_THIRD && v->edition != EDITION_FIRST)
        return msg_fail(err, -1, "edition '%s' is not played by the standard engine",
                    edition_name(v->edition));
    if (rules_registry_check(err) < 0)
        return -1;
    ruleset_defaults(out, v);
    ruleset_reset_modules(out);
    for (int i = 0; i < v->nmodules; i++)
        if (ruleset_enable_module(out, v->modules[i], true, err) < 0)
            return -1;
    for (int i = 0; i < v->noptions; i++)
        if (ruleset_set(out, v->options[i].key, v->options[i].value, err) < 0)
            return -1;
    char warn[8];
    if (rules_check_combination(out, warn, sizeof warn, err) < 0)
        return -1;
    return ruleset_validate(out, err);
}

int ruleset_standard(struct ruleset *out, struct msg *err)
{
    struct variant v;
    if (variant_load_embedded("standard", &v, err) < 0)
        return -1;
    return ruleset_from_variant(out, &v, err);
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

#define NINT ((int)(sizeof int_params / sizeof int_params[0]))

/* The parameters by number: the numbers, first-token, then the readings. */
int ruleset_param_count(void)
{
    return NINT + 1 + READING_COUNT;
}

const char *ruleset_param_name(int i)
{
    return i < NINT ? int_params[i].key : i == NINT ? "first-token" : rule_reading_at(i - NINT - 1)->name;
}

size_t ruleset_param_text(const struct ruleset *r, int i, char *buf, size_t cap)
{
    int n;
    if (i > NINT)
        n = snprintf(buf, cap, "%s", rule_reading_at(i - NINT - 1)->choices[r->reading[i - NINT - 1]]);
    else if (i < NINT)
        n = snprintf(buf, cap, "%d",
                     *(const int *)(const void *)((const char *)r + int_params[i].offset));
    else if (r->first_token == FIRST_TOKEN_FIXED)
        n = snprintf(buf, cap, "%d", r->first_token_seat);
    else
        n = snprintf(buf, cap, "random");
    return n < 0 ? 0 : (size_t)n;
}

int ruleset_set(struct ruleset *r, const char *key, const char *value, struct msg *err)
{
    const char *dot = strchr(key, '.');
    if (dot) {
        char module[64];
        size_t len = (size_t)(dot - key);
        if (len >= sizeof module)
            return msg_fail(err, -1, "unknown rule module '%.*s'", (int)len, key);
        memcpy(module, key, len);
        module[len] = '\0';
        return ruleset_set_module_option(r, module, dot + 1, value, err);
    }
    int reading = rule_reading_find(key);
    if (reading >= 0) {
        const struct rule_option *o = rule_reading_at(reading);
        for (int c = o->lo; c <= o->hi; c++)
            if (!strcmp(o->choices[c], value)) {
                r->reading[reading] = (uint8_t)c;
                return 0;
            }
        rule_option_fail_allowed(o, err);
        return msg_wrap(err, "%s: '%s' is not %s", key, value, MSG_CAUSE);
    }
    if (!strcmp(key, "first-token")) {
        int seat;
        if (!strcmp(value, "random")) {
            r->first_token = FIRST_TOKEN_RANDOM;
            return 0;
        }
        if (parse_int(value, 0, GAME_MAX_SEATS - 1, &seat) < 0)
            return msg_fail(err, -1, "first-token: '%s' is neither 'random' nor a seat 0-5",
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
            msg_fail(err, -1, "%s: '%s' is not a number from %d to %d", key, value,
                         p->lo, p->hi);
            return -1;
        }
        *(int *)(void *)((char *)r + p->offset) = v;
        return 0;
    }
    return msg_fail(err, -1,
                "unknown option '%s' (valid: hand-size, extra-per-region, keep-at-round-end, "
                "win-total-small, win-adjacent-small, win-total-large, win-adjacent-large, "
                "battle-cap, first-token; a reading (see rules); or MODULE.OPTION)",
                key);
}

/* A ruleset whose hook tables are not its modules' is the program's
 * fault, not the player's: the message stays English (not marked). */
#define ruleset_fault(err, ...) msg_fail(err, -1, __VA_ARGS__)

int ruleset_validate(const struct ruleset *r, struct msg *err)
{
    if (r->modules >> rule_module_count())
        return msg_fail(err, -1, "an unknown rule module is enabled");
    for (int id = 0; id < rule_module_count(); id++) {
        const struct rule_module *m = rule_module_at(id);
        bool on = r->modules >> id & 1u;
        if (r->hooks[id] != (on ? m->hooks : NULL))
            return ruleset_fault(err, "rule module %s: its hooks are not in the ruleset", m->name);
        for (int o = 0; o < m->noptions; o++) {
            const struct rule_option *opt = &m->options[o];
            int v = r->options[id][o];
            if (v < opt->lo || v > opt->hi)
                return msg_fail(err, -1, "%s.%s: %d is out of range", m->name, opt->name, v);
        }
    }
    for (int i = 0; i < READING_COUNT; i++)
        if (r->reading[i] > rule_reading_at(i)->hi)
            return msg_fail(err, -1, "%s: %d is out of range", rule_reading_at(i)->name,
                                r->reading[i]);
    return ruleset_check_numbers(r, err);
}
