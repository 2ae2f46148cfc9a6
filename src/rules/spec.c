/* spec.c — rule modules in a ruleset: enabling them and setting their
 * options by name, checking a combination (refused or warned about), and
 * applying a command-line spec ("+hidden-cards,-points-game,
 * capture-regions.tie-token=defender,hand-size=8,card.10=9"). */
#include "engine/message.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/modules.h"

bool ruleset_has_module(const struct ruleset *r, int id)
{
    return id >= 0 && id < RULE_MODULE_COUNT && (r->modules >> id & 1u);
}

void ruleset_reset_modules(struct ruleset *r)
{
    r->modules = 0;
    memset(r->hooks, 0, sizeof r->hooks);
    memset(r->options, 0, sizeof r->options);
    for (int id = 0; id < RULE_MODULE_COUNT; id++) {
        const struct rule_module *m = rule_module_at(id);
        for (int o = 0; o < m->noptions; o++)
            r->options[id][o] = (int16_t)m->options[o].def;
    }
}

static int unknown_module(const char *name, struct msg *err)
{
    char names[512];
    rule_module_names(names, sizeof names);
    return msg_fail(err, -1, "unknown rule module '%s' (valid: %s)", name, names);
}

int ruleset_enable_module(struct ruleset *r, const char *name, bool on, struct msg *err)
{
    int id = rule_module_find(name);
    if (id < 0)
        return unknown_module(name, err);
    /* the engine calls the enabled modules' hooks (game_init) */
    if (on) {
        r->modules |= 1u << id;
        r->hooks[id] = rule_module_at(id)->hooks;
    } else {
        r->modules &= ~(1u << id);
        r->hooks[id] = NULL;
    }
    return 0;
}

int ruleset_module_option(const struct ruleset *r, int id, int option)
{
    return r->options[id][option];
}

static int parse_number(const char *s, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno)
        return -1;
    *out = v;
    return 0;
}

int ruleset_set_module_option(struct ruleset *r, const char *module, const char *option,
                              const char *value, struct msg *err)
{
    int id = rule_module_find(module);
    if (id < 0)
        return unknown_module(module, err);
    const struct rule_module *m = rule_module_at(id);
    int o = rule_option_find(m, option);
    if (o < 0) {
        char names[256] = MSG_T("none");
        size_t len = 0;
        for (int i = 0; i < m->noptions && len < sizeof names; i++)
            len += (size_t)snprintf(names + len, sizeof names - len, "%s%s", i ? ", " : "",
                                    m->options[i].name);
        return msg_fail(err, -1, "rule module %s has no option '%s' (valid: %s)", module, option,
                    names);
    }
    const struct rule_option *opt = &m->options[o];
    /* points-game.bonus=wins-by|controls: the reading of who gets the
     * bonus, kept as bonus-to (bonus itself is its number of points) */
    if (id == RULE_POINTS_GAME && !strcmp(option, "bonus") &&
        (!strcmp(value, "wins-by") || !strcmp(value, "controls")))
        return ruleset_set_module_option(r, module, "bonus-to", value, err);
    if (opt->kind == RULE_OPTION_CHOICE) {
        for (int i = opt->lo; i <= opt->hi; i++)
            if (!strcmp(opt->choices[i], value)) {
                r->options[id][o] = (int16_t)i;
                return 0;
            }
    } else {
        long v;
        if (parse_number(value, &v) == 0 && v >= opt->lo && v <= opt->hi) {
            r->options[id][o] = (int16_t)v;
            return 0;
        }
    }
    rule_option_fail_allowed(opt, err);
    return msg_wrap(err, "%s.%s: '%s' is not allowed (valid: %s)", module, option, value,
                    MSG_CAUSE);
}

/* Appends "text" to a buffer of warnings, one per line. */
static void add_line(char *buf, size_t cap, const char *text)
{
    if (!buf || !cap)
        return;
    size_t len = strlen(buf);
    snprintf(buf + len, cap - len, "%s%s", len ? "\n" : "", text);
}

int rules_check_combination(const struct ruleset *r, char *warn, size_t warncap, struct msg *err)
{
    if (warn && warncap)
        warn[0] = '\0';
    for (int id = 0; id < RULE_MODULE_COUNT; id++) {
        if (!ruleset_has_module(r, id))
            continue;
        const struct rule_module *m = rule_module_at(id);
        for (const struct rule_pairing *p = m->refuses; p && p->module; p++)
            if (ruleset_has_module(r, rule_module_find(p->module))) {
                char why[512];
                return msg_fail(err, -1, "%s cannot be combined with %s: %s", m->name, p->module,
                                msg_t(why, sizeof why, p->why));
            }
        for (const struct rule_pairing *p = m->warns; p && p->module; p++)
            if (ruleset_has_module(r, rule_module_find(p->module))) {
                char line[512];
                snprintf(line, sizeof line, "warning: %s with %s: %s", m->name, p->module,
                         p->why);
                add_line(warn, warncap, line);
            }
    }
    return 0;
}

size_t ruleset_warnings(const struct ruleset *r, char *buf, size_t cap)
{
    struct msg err;
    char local[1024] = "";
    rules_check_combination(r, local, sizeof local, &err);
    if (cap)
        snprintf(buf, cap, "%s", local);
    return strlen(local);
}

/* ---- specs ---- */

#define ITEM_MAX 128

static int apply_card(struct ruleset *r, const char *kind_name, const char *value, struct msg *err)
{
    int kind = card_parse(kind_name);
    long n;
    if (kind < 0)
        return msg_fail(err, -1, "card.%s: unknown card '%s'", kind_name, kind_name);
    if (parse_number(value, &n) < 0 || n < 0 || n > 99)
        return msg_fail(err, -1, "card.%s: '%s' is not a count from 0 to 99", kind_name, value);
    r->ncards += (int)n - r->deck[kind];
    r->deck[kind] = (uint8_t)n;
    return 0;
}

/* One item of a spec; `options_of` collects the modules whose options it set. */
static int apply_item(struct ruleset *r, char *item, uint32_t *options_of, struct msg *err)
{
    char *eq = strchr(item, '=');
    if (!eq) {
        bool on = *item != '-';
        const char *name = *item == '+' || *item == '-' ? item + 1 : item;
        if (!*name)
            return msg_fail(err, -1, "'%s': a module name is missing", item);
        return ruleset_enable_module(r, name, on, err);
    }
    *eq = '\0';
    const char *key = item, *value = eq + 1;
    if (!*key || !*value || strchr(value, '=') || *key == '+' || *key == '-') {
        *eq = '=';
        return msg_fail(err, -1, "'%s' is not KEY=VALUE or MODULE.OPTION=VALUE", item);
    }
    char *dot = strchr(key, '.');
    if (!dot)
        return ruleset_set(r, key, value, err);
    *dot = '\0';
    const char *sub = dot + 1;
    if (!*key || !*sub)
        return msg_fail(err, -1, "'%s.%s=%s': MODULE.OPTION=VALUE is incomplete", key, sub,
                    value);
    if (!strcmp(key, "card"))
        return apply_card(r, sub, value, err);
    if (ruleset_set_module_option(r, key, sub, value, err) < 0)
        return -1;
    *options_of |= 1u << rule_module_find(key);
    return 0;
}

int ruleset_apply_spec(struct ruleset *r, const char *spec, char *warn, size_t warncap,
                       struct msg *err)
{
    struct ruleset work = *r;
    uint32_t options_of = 0;
    char item[ITEM_MAX];
    if (warn && warncap)
        warn[0] = '\0';
    const char *p = spec ? spec : "";
    while (*p == ' ')
        p++;
    if (*p) {
        for (;;) {
            size_t len = strcspn(p, ",");
            /* blanks around an item are allowed */
            const char *a = p, *b = p + len;
            while (a < b && (*a == ' ' || *a == '\t'))
                a++;
            while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
                b--;
            if (a == b)
                return msg_fail(err, -1, "an empty item in the rules (two commas, or a "
                                                 "comma at an end)");
            if ((size_t)(b - a) >= sizeof item)
                return msg_fail(err, -1, "an item of the rules is too long: '%.40s...'", a);
            memcpy(item, a, (size_t)(b - a));
            item[b - a] = '\0';
            if (strpbrk(item, " \t"))
                return msg_fail(err, -1, "'%s': no blanks inside an item", item);
            if (apply_item(&work, item, &options_of, err) < 0)
                return -1;
            if (!p[len])
                break;
            p += len + 1;
        }
    }
    for (int id = 0; id < RULE_MODULE_COUNT; id++)
        if ((options_of >> id & 1u) && !ruleset_has_module(&work, id))
            return msg_fail(err, -1, "an option of %s is set but %s is not enabled (add +%s)",
                        rule_module_at(id)->name, rule_module_at(id)->name,
                        rule_module_at(id)->name);
    if (rules_check_combination(&work, warn, warncap, err) < 0 ||
        ruleset_validate(&work, err) < 0)
        return -1;
    *r = work;
    return 0;
}

int ruleset_from_variant_spec(struct ruleset *out, const struct variant *v, const char *spec,
                              char *warn, size_t warncap, struct msg *err)
{
    if (warn && warncap)
        warn[0] = '\0';
    if (ruleset_from_variant(out, v, err) < 0)
        return -1;
    return ruleset_apply_spec(out, spec, warn, warncap, err);
}
