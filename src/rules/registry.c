/* registry.c — the table of rule modules, lookups by name, the text of
 * option values, and the registry's check at load time (names, texts,
 * options, pairings, and that each module provides exactly the hooks it
 * claims and the ones they need together). */
#include "engine/message.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/modules.h"

static const struct rule_module *const registry[] = {
    [RULE_DRAW_AFTER_BATTLE] = &rule_draw_after_battle,
    [RULE_POINTS_GAME] = &rule_points_game,
    [RULE_BIGGER_KINGDOMS] = &rule_bigger_kingdoms,
    [RULE_CAPTURE_REGIONS] = &rule_capture_regions,
    [RULE_HIDDEN_CARDS] = &rule_hidden_cards,
    [RULE_BISHOP_TRUCE] = &rule_bishop_truce,
    [RULE_FIRST_EDITION_DEAL] = &rule_first_edition_deal,
    [RULE_DECLINE_DESIGNATION] = &rule_decline_designation,
    [RULE_ADJACENCY_ONLY] = &rule_adjacency_only,
    [RULE_FIRST_EDITION_FINAL] = &rule_first_edition_final,
    [RULE_DESIGNATE_AFTER_DEAL] = &rule_designate_after_deal,
};

_Static_assert(sizeof registry / sizeof registry[0] == RULE_MODULE_COUNT,
               "every rule module is in the registry");
_Static_assert(RULE_MODULE_COUNT <= RULESET_MAX_MODULES, "room for every module in a ruleset");

int rule_module_count(void)
{
    return RULE_MODULE_COUNT;
}

const struct rule_module *rule_module_at(int i)
{
    return i >= 0 && i < RULE_MODULE_COUNT ? registry[i] : NULL;
}

int rule_module_find(const char *name)
{
    for (int i = 0; i < RULE_MODULE_COUNT; i++)
        if (!strcmp(registry[i]->name, name))
            return i;
    return -1;
}

int rule_option_find(const struct rule_module *m, const char *name)
{
    for (int o = 0; o < m->noptions; o++)
        if (!strcmp(m->options[o].name, name))
            return o;
    return -1;
}

/* snprintf that appends at *len and keeps counting past the end. */
static void append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void append(char *buf, size_t cap, size_t *len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(*len < cap ? buf + *len : NULL, *len < cap ? cap - *len : 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        *len += (size_t)n;
}

size_t rule_module_names(char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int i = 0; i < RULE_MODULE_COUNT; i++)
        append(buf, cap, &len, "%s%s", i ? ", " : "", registry[i]->name);
    return len;
}

size_t rule_option_value_text(const struct rule_option *o, int value, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    if (o->kind == RULE_OPTION_CHOICE && value >= o->lo && value <= o->hi)
        append(buf, cap, &len, "%s", o->choices[value]);
    else
        append(buf, cap, &len, "%d", value);
    return len;
}

size_t rule_option_allowed_text(const struct rule_option *o, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    if (o->kind == RULE_OPTION_NUMBER) {
        append(buf, cap, &len, "a number from %d to %d", o->lo, o->hi);
        return len;
    }
    for (int i = o->lo; i <= o->hi; i++)
        append(buf, cap, &len, "%s%s", i == o->lo ? "" : i == o->hi ? " or " : ", ",
               o->choices[i]);
    return len;
}

int rule_option_fail_allowed(const struct rule_option *o, struct msg *err)
{
    if (o->kind == RULE_OPTION_NUMBER)
        return msg_fail(err, -1, "a number from %d to %d", o->lo, o->hi);
    char head[256];
    size_t len = 0;
    head[0] = '\0';
    for (int i = o->lo; i < o->hi; i++)
        append(head, sizeof head, &len, "%s%s", i == o->lo ? "" : ", ", o->choices[i]);
    return msg_fail(err, -1, "%s or %s", head, o->choices[o->hi]);
}

size_t rule_module_describe(const struct rule_module *m, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    append(buf, cap, &len, "%s [%s]: %s\n\n%s\n", m->name, m->rule_id, m->summary,
           m->description);
    if (m->noptions)
        append(buf, cap, &len, "\nOptions (set as %s.OPTION=VALUE):\n", m->name);
    for (int o = 0; o < m->noptions; o++) {
        const struct rule_option *opt = &m->options[o];
        char def[64], allowed[256];
        rule_option_value_text(opt, opt->def, def, sizeof def);
        rule_option_allowed_text(opt, allowed, sizeof allowed);
        append(buf, cap, &len, "  %s: %s (default %s; %s)\n", opt->name, opt->description, def,
               allowed);
    }
    for (const struct rule_pairing *p = m->refuses; p && p->module; p++)
        append(buf, cap, &len, "\nNot with %s: %s.\n", p->module, p->why);
    for (const struct rule_pairing *p = m->warns; p && p->module; p++)
        append(buf, cap, &len, "\nAdvised against with %s: %s.\n", p->module, p->why);
    append(buf, cap, &len, "\nSource: %s.\n", m->source);
    return len;
}

static bool is_name(const char *s)
{
    if (!s || !*s || *s == '-')
        return false;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-'))
            return false;
    return true;
}

static bool has_text(const char *s)
{
    return s && *s;
}

/* A fault of the registry is the program's, not the player's: its
 * messages stay English (not marked for the catalogues). */
#define registry_fail(err, ...) msg_fail(err, -1, __VA_ARGS__)

static int check_option(const struct rule_module *m, int o, struct msg *err)
{
    const struct rule_option *opt = &m->options[o];
    if (!is_name(opt->name) || !has_text(opt->description))
        return registry_fail(err, "rule module %s: option %d needs a name and a description",
                    m->name, o);
    if (rule_option_find(m, opt->name) != o)
        return registry_fail(err, "rule module %s: option '%s' is listed twice", m->name, opt->name);
    if (opt->kind == RULE_OPTION_CHOICE) {
        int n = 0;
        while (opt->choices && opt->choices[n]) {
            if (!is_name(opt->choices[n]))
                return registry_fail(err, "rule module %s: option %s has a bad choice name",
                            m->name, opt->name);
            n++;
        }
        if (n < 2 || opt->lo != 0 || opt->hi != n - 1)
            return registry_fail(err, "rule module %s: option %s needs 2 choices or more, "
                        "numbered 0 to n-1", m->name, opt->name);
    } else if (opt->kind != RULE_OPTION_NUMBER || opt->lo > opt->hi) {
        return registry_fail(err, "rule module %s: option %s has a bad range", m->name, opt->name);
    }
    if (opt->def < opt->lo || opt->def > opt->hi)
        return registry_fail(err, "rule module %s: option %s's default is out of range", m->name,
                    opt->name);
    if (opt->lo < INT16_MIN || opt->hi > INT16_MAX)
        return registry_fail(err, "rule module %s: option %s's range does not fit", m->name,
                    opt->name);
    return 0;
}

static int check_pairings(const struct rule_module *m, const struct rule_pairing *p,
                          struct msg *err)
{
    for (; p && p->module; p++) {
        int other = rule_module_find(p->module);
        if (other < 0 || registry[other] == m || !has_text(p->why))
            return registry_fail(err, "rule module %s: bad pairing with '%s'", m->name, p->module);
    }
    return 0;
}

static int check_module(int id, struct msg *err)
{
    const struct rule_module *m = registry[id];
    if (!is_name(m->name) || rule_module_find(m->name) != id)
        return registry_fail(err, "rule module %d: a bad or repeated name", id);
    if (!has_text(m->rule_id) || !has_text(m->summary) || !has_text(m->description) ||
        !has_text(m->source))
        return registry_fail(err, "rule module %s: its rule ID, summary, description and source "
                    "are required", m->name);
    if (m->noptions < 0 || m->noptions > RULESET_MAX_OPTIONS || (m->noptions && !m->options))
        return registry_fail(err, "rule module %s: at most %d options", m->name,
                    RULESET_MAX_OPTIONS);
    for (int o = 0; o < m->noptions; o++)
        if (check_option(m, o, err) < 0)
            return -1;
    if (check_pairings(m, m->refuses, err) < 0 || check_pairings(m, m->warns, err) < 0)
        return -1;
    /* Mandatory hooks: the module provides exactly what it claims, and
     * the hooks that only work together come together. */
    if (!m->hooks || !m->hooks_used || (m->hooks_used & ~(unsigned)HOOK_ALL))
        return registry_fail(err, "rule module %s: no hooks", m->name);
    unsigned present = rule_hook_points(m->hooks);
    if (present != m->hooks_used)
        return registry_fail(err, "rule module %s: its hooks (0x%x) are not the ones it claims (0x%x)",
                    m->name, present, m->hooks_used);
    if (!(present & HOOK_MAY_DECLINE) != !(present & HOOK_ON_DECLINE))
        return registry_fail(err, "rule module %s: may_decline and on_decline go together", m->name);
    unsigned asked = HOOK_DRAW_QUOTA | HOOK_DRAW_CHOICE;
    if ((present & asked) && (present & (asked | HOOK_DRAW)) != (asked | HOOK_DRAW))
        return registry_fail(err, "rule module %s: draw_quota and draw_choice go together, "
                    "with draw", m->name);
    unsigned turn_up = HOOK_BEFORE_PLAY | HOOK_AFTER_PLAY | HOOK_BEFORE_STRENGTH;
    if ((present & HOOK_FACE_DOWN) && (present & turn_up) != turn_up)
        return registry_fail(err, "rule module %s: face-down cards must be turned up "
                    "(before_play, after_play and before_strength)", m->name);
    return 0;
}

int rules_registry_check(struct msg *err)
{
    for (int id = 0; id < RULE_MODULE_COUNT; id++)
        if (check_module(id, err) < 0)
            return -1;
    return 0;
}
