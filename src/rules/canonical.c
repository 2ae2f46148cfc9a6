/* canonical.c — the canonical ruleset string: the base ("standard" or
 * "first-edition") and the differences from it as spec items, stored with
 * every game and read back on resume (string -> ruleset -> the same
 * string). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/modules.h"

static const char *base_name(enum edition e)
{
    return e == EDITION_FIRST ? "first-edition" : "standard";
}

/* Options whose default changed, with the default they had before: what
 * a ruleset string means when it does not name them. */
static const struct {
    int module, option, value;
} old_defaults[] = {
    {RULE_HIDDEN_CARDS, HIDDEN_PASS_REVEAL, HIDDEN_PASS_REVEAL_NEVER}, /* was never */
    {RULE_HIDDEN_CARDS, HIDDEN_FLIP_TIMING, HIDDEN_FLIP_TIMING_AFTER}, /* was after */
};

/* The ruleset of a base: its shipped variant, with the old defaults. */
static int base_ruleset(const char *name, struct ruleset *out, struct msg *err)
{
    struct variant v;
    if (variant_load_embedded(name, &v, err) < 0)
        return -1;
    if (v.edition != EDITION_THIRD && v.edition != EDITION_FIRST) {
        msg_fail(err, -1, "'%s' is not a variant of the standard game", name);
        return -1;
    }
    if (ruleset_from_variant(out, &v, err) < 0)
        return -1;
    /* An option whose default changed: a string that does not name it was
     * written when the old default held, and means it (and a ruleset with
     * the new default names it). Stored games keep their reading. */
    for (size_t i = 0; i < sizeof old_defaults / sizeof old_defaults[0]; i++)
        out->options[old_defaults[i].module][old_defaults[i].option] =
            (int16_t)old_defaults[i].value;
    return 0;
}

struct out {
    char *buf;
    size_t cap, len;
    int items;
};

static void item(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void item(struct out *o, const char *fmt, ...)
{
    va_list ap;
    char text[256];
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    int n = snprintf(o->len < o->cap ? o->buf + o->len : NULL, o->len < o->cap ? o->cap - o->len : 0,
                     "%s%s", o->items ? "," : "+", text);
    if (n > 0)
        o->len += (size_t)n;
    o->items++;
}

size_t ruleset_canonical(const struct ruleset *r, char *buf, size_t cap)
{
    struct out o = {buf, cap, 0, 0};
    struct ruleset base;
    struct msg err;
    const char *name = base_name(r->base);
    if (cap)
        buf[0] = '\0';
    int n = snprintf(buf, cap, "%s", name);
    o.len = n > 0 ? (size_t)n : 0;
    if (base_ruleset(name, &base, &err) < 0)
        return o.len; /* cannot happen with the shipped variants */
    for (int id = 0; id < RULE_MODULE_COUNT; id++)
        if (ruleset_has_module(r, id) && !ruleset_has_module(&base, id))
            item(&o, "%s", rule_module_at(id)->name);
    for (int id = 0; id < RULE_MODULE_COUNT; id++)
        if (!ruleset_has_module(r, id) && ruleset_has_module(&base, id))
            item(&o, "-%s", rule_module_at(id)->name);
    for (int id = 0; id < RULE_MODULE_COUNT; id++) {
        if (!ruleset_has_module(r, id))
            continue;
        const struct rule_module *m = rule_module_at(id);
        for (int i = 0; i < m->noptions; i++)
            if (r->options[id][i] != base.options[id][i]) {
                char value[64];
                rule_option_value_text(&m->options[i], r->options[id][i], value, sizeof value);
                item(&o, "%s.%s=%s", m->name, m->options[i].name, value);
            }
    }
    for (int i = 0; i < ruleset_param_count(); i++) {
        char mine[32], theirs[32];
        ruleset_param_text(r, i, mine, sizeof mine);
        ruleset_param_text(&base, i, theirs, sizeof theirs);
        if (strcmp(mine, theirs))
            item(&o, "%s=%s", ruleset_param_name(i), mine);
    }
    for (int k = 0; k < CARD_KINDS; k++)
        if (r->deck[k] != base.deck[k])
            item(&o, "card.%s=%d", card_info((enum card_kind)k)->name, r->deck[k]);
    return o.len;
}

int ruleset_from_string(struct ruleset *out, const char *text, char *warn, size_t warncap,
                        struct msg *err)
{
    char name[VARIANT_TEXT_MAX];
    if (warn && warncap)
        warn[0] = '\0';
    const char *plus = strchr(text ? text : "", '+');
    size_t len = plus ? (size_t)(plus - text) : strlen(text ? text : "");
    if (!len || len >= sizeof name) {
        msg_fail(err, -1, "'%s' does not begin with a base (standard or first-edition)",
                 text ? text : "");
        return -1;
    }
    memcpy(name, text, len);
    name[len] = '\0';
    struct ruleset r;
    if (base_ruleset(name, &r, err) < 0)
        return -1;
    if (plus && !plus[1]) {
        msg_fail(err, -1, "'%s': nothing after '+'", text);
        return -1;
    }
    if (ruleset_apply_spec(&r, plus ? plus + 1 : "", warn, warncap, err) < 0)
        return -1;
    /* The old defaults concern the modules the string enables; a disabled
     * module keeps today's defaults, as in any new ruleset. */
    for (size_t i = 0; i < sizeof old_defaults / sizeof old_defaults[0]; i++)
        if (!ruleset_has_module(&r, old_defaults[i].module)) {
            const struct rule_module *m = rule_module_at(old_defaults[i].module);
            r.options[old_defaults[i].module][old_defaults[i].option] =
                (int16_t)m->options[old_defaults[i].option].def;
        }
    *out = r;
    return 0;
}
