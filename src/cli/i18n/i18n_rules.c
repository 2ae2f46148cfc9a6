/* i18n_rules.c — the rule modules' texts in the screen's language (see
 * i18n_rules.h): `rules NAME` and the values an option allows. */
#include "cli/i18n/i18n_rules.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"

size_t rule_allowed_local(const struct rule_option *o, char *buf, size_t cap)
{
    int n;
    if (cap)
        buf[0] = '\0';
    if (o->kind == RULE_OPTION_NUMBER) {
        n = snprintf(buf, cap, _("a number from %d to %d"), o->lo, o->hi);
        return n > 0 ? (size_t)n : 0;
    }
    /* "a, b or c": the list grows from the front, the last pair joined by "or" */
    char list[256] = "", tmp[256];
    snprintf(list, sizeof list, "%s", o->choices[o->hi]);
    for (int i = o->hi - 1; i >= o->lo; i--) {
        if (i == o->hi - 1)
            /* TRANSLATORS: the last two values an option allows ("wins-by or
             * controls"); the values are typed as they are. */
            snprintf(tmp, sizeof tmp, _("%s or %s"), o->choices[i], list);
        else
            /* TRANSLATORS: a value an option allows, then the others
             * ("allowed, forbidden or truce"). */
            snprintf(tmp, sizeof tmp, _("%s, %s"), o->choices[i], list);
        memcpy(list, tmp, sizeof list);
    }
    n = snprintf(buf, cap, "%s", list);
    return n > 0 ? (size_t)n : 0;
}

void rule_module_print_local(FILE *f, const struct rule_module *m)
{
    /* TRANSLATORS: a module's name and rule ID (as they are), its summary,
     * then its description. */
    fprintf(f, _("%s [%s]: %s\n\n%s\n"), m->name, m->rule_id, gettext(m->summary),
            gettext(m->description));
    if (m->noptions)
        /* TRANSLATORS: NAME.OPTION=VALUE is typed as it is. */
        fprintf(f, _("\nOptions (set as %s.OPTION=VALUE):\n"), m->name);
    for (int o = 0; o < m->noptions; o++) {
        const struct rule_option *opt = &m->options[o];
        char def[64], allowed[256];
        rule_option_value_text(opt, opt->def, def, sizeof def);
        rule_allowed_local(opt, allowed, sizeof allowed);
        /* TRANSLATORS: an option's name, its description, its default
         * value and the values it allows. */
        fprintf(f, _("  %s: %s (default %s; %s)\n"), opt->name, gettext(opt->description), def,
                allowed);
    }
    for (const struct rule_pairing *p = m->refuses; p && p->module; p++)
        /* TRANSLATORS: another module's name, then why the two cannot be
         * played together. */
        fprintf(f, _("\nNot with %s: %s.\n"), p->module, gettext(p->why));
    for (const struct rule_pairing *p = m->warns; p && p->module; p++)
        /* TRANSLATORS: another module's name, then why the rulebooks advise
         * against playing the two together. */
        fprintf(f, _("\nAdvised against with %s: %s.\n"), p->module, gettext(p->why));
    /* TRANSLATORS: the rulebooks and sections the module comes from. */
    fprintf(f, _("\nSource: %s.\n"), gettext(m->source));
}

int rule_warnings_print_local(FILE *f, const char *command, const struct ruleset *r)
{
    int n = 0;
    for (int id = 0; id < rule_module_count(); id++) {
        const struct rule_module *m = rule_module_at(id);
        if (!ruleset_has_module(r, id))
            continue;
        for (const struct rule_pairing *p = m->warns; p && p->module; p++)
            if (ruleset_has_module(r, rule_module_find(p->module))) {
                /* TRANSLATORS: the command (play), two modules' names, then
                 * why the rulebooks advise against them together. */
                fprintf(f, _("condottiere: %s: warning: %s with %s: %s\n"), command, m->name,
                        p->module, gettext(p->why));
                n++;
            }
    }
    return n;
}
