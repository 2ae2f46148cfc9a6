/* cmd_rules.c — `rules [NAME]` and `variants`: the rule modules, one
 * module's description with its options and source, the solitaire
 * options, and the shipped variants; as subcommands and at the prompt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/cmd_args.h"
#include "cli/i18n/i18n_rules.h"
#include "cli/term/term_wrapout.h"
#include "rules/rules.h"
#include "i18n.h"

/* The base game's disputed readings: name, values, default, meaning. */
static void list_readings(void)
{
    /* TRANSLATORS: --rules NAME=VALUE is typed as it is. */
    printf(_("Disputed readings of the standard game (set one with --rules NAME=VALUE; the "
           "first value is the default):\n"));
    for (int i = 0; i < READING_COUNT; i++) {
        const struct rule_option *o = rule_reading_at(i);
        char allowed[256];
        rule_allowed_local(o, allowed, sizeof allowed);
        printf(_("  %-22s %s (default %s)\n      %s\n"), o->name, allowed, o->choices[o->def],
               gettext(o->description));
    }
}

static void describe_reading(int i)
{
    const struct rule_option *o = rule_reading_at(i);
    char allowed[256];
    rule_allowed_local(o, allowed, sizeof allowed);
    /* TRANSLATORS: the three %s after the first are the reading's name as
     * typed; then its description, its values, its default and what the
     * rulebooks say (each translated on its own). */
    printf(_("%s: a disputed reading of the standard game (--rules %s=VALUE, or `set %s VALUE` "
           "in a variant or scenario file)\n\n%s.\n\nValues: %s (default %s).\n\n"
           "The rulebooks:\n%s\n\nSee doc/rules-standard.md.\n"),
           o->name, o->name, o->name, gettext(o->description), allowed, o->choices[o->def],
           gettext(rule_reading_sources(i)));
}

static void list_modules(void)
{
    list_readings();
    printf(_("Rule modules (add them with --rules +NAME, remove with -NAME; set an option with "
           "NAME.OPTION=VALUE):\n"));
    for (int i = 0; i < rule_module_count(); i++) {
        const struct rule_module *m = rule_module_at(i);
        printf("  %-22s %-14s %s\n", m->name, m->rule_id, gettext(m->summary));
        for (int o = 0; o < m->noptions; o++) {
            const struct rule_option *opt = &m->options[o];
            char def[64], allowed[256];
            rule_option_value_text(opt, opt->def, def, sizeof def);
            rule_allowed_local(opt, allowed, sizeof allowed);
            printf(_("      %s.%s: %s (default %s)\n        %s\n"), m->name, opt->name, allowed,
                   def, gettext(opt->description));
        }
    }
    printf(_("rules NAME describes a module or a reading; rules solitaire lists the solitaire options; variants "
           "lists the named variants.\n"));
}

/* Describes `name`; returns -1 (after a message on stderr) if it names
 * nothing. */
static int describe(const struct session *s, const char *name)
{
    if (prompt_rules_describe(s, name) == 0)
        return 0;
    if (!strcmp(name, "solitaire")) {
        struct solo_options o;
        solo_options_default(&o);
        solo_render_rules(&o);
        return 0;
    }
    int reading = rule_reading_find(name);
    if (reading >= 0) {
        describe_reading(reading);
        return 0;
    }
    int id = rule_module_find(name);
    if (id < 0) {
        char names[512];
        rule_module_names(names, sizeof names);
        fprintf(stderr, _("rules: no rule module '%s' (modules: %s; or standard, first-edition, "
                        "solitaire, cards, a card's name)\n"), name, names);
        return -1;
    }
    rule_module_print_local(stdout, rule_module_at(id));
    return 0;
}

/* The one-line summaries of the variants shipped in variants/, marked for
 * translation: a summary is printed in the screen's language when the
 * catalogue has it (i18n-commands.sh fails when a shipped variant's
 * summary is missing here). */
static const char *const shipped_summaries[] = {
    N_("The standard game (3rd edition, 2006): 110 cards, 2 to 6 players, the Pope's favour"),
    N_("The 1st edition (1995): 96 cards, no Spring, no Courtesan, no Pope; the Bishop ends "
       "the battle"),
    N_("The standard game with hidden cards and capturing regions (optional rules D and E)"),
    N_("Solitaire: you against enemy armies drawn by coin flip, with a special-card duel"),
};

void list_variants(void)
{
    (void)shipped_summaries; /* read through gettext() */
    printf(_("Variants (--variant NAME, or the path of a variant file of your own; see "
           "doc/variants.md):\n"));
    for (const struct embedded_variant *e = embedded_variants; e->name; e++) {
        struct variant v;
        if (variant_parse(e->text, &v, NULL))
            continue;
        printf("  %-16s %s\n", v.name, gettext(v.summary));
        if (v.nmodules) {
            printf("  %-16s %s", "", _("modules:"));
            for (int i = 0; i < v.nmodules; i++)
                printf(" %s", v.modules[i]);
            printf("\n");
        }
    }
}

static const struct cmd_option no_options[] = {
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand rules_subcommand = {
    "rules", NULL, "[NAME]", N_("the rule modules, or one described (rules solitaire: its options)"),
    N_("With no name, lists the rule modules that --rules adds to or removes from a game, with "
    "their rule IDs (doc/rules.md). With a module's name, describes it: what it changes, its "
    "options with their values and default, and the rulebook it comes from. rules solitaire "
    "lists the solitaire's options."),
    no_options, VALUES_RULES, cmd_rules,
};

int cmd_rules(int argc, char **argv)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &rules_subcommand, argc, argv);
    if ((r = cmd_args_next(&a)) != CMD_ARGS_END)
        return cmd_args_status(r);
    if (argc - a.next > 1)
        return cmd_usage_error(&rules_subcommand, _("one name at a time"));
    /* the texts break at the width (80 into a pipe): the descriptions
     * are long, and the translations longer than the English */
    bool wrapped = term_wrapout_begin_text();
    if (a.next == argc) {
        list_modules();
        r = 0;
    } else {
        r = describe(NULL, argv[a.next]);
    }
    if (wrapped)
        term_wrapout_end();
    return r ? EXIT_USAGE : EXIT_OK;
}

static enum prompt_result run_rules(struct session *s, int argc, char **argv)
{
    fflush(stdout);
    bool wrapped = term_wrapout_begin_text(); /* a pipe's session too: 80 */
    if (argc > 1)
        describe(s, argv[1]);
    else if (session_mode(s) != MODE_IDLE)
        s->screen->rules(s);
    else {
        prompt_rules_between_games();
        list_modules();
    }
    if (wrapped)
        term_wrapout_end();
    fflush(stderr);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_variants(struct session *s, int argc, char **argv)
{
    (void)s;
    (void)argc;
    (void)argv;
    bool wrapped = term_wrapout_begin_text(); /* a pipe's session too: 80 */
    list_variants();
    if (wrapped)
        term_wrapout_end();
    return PROMPT_CONTINUE;
}

static size_t complete_modules(struct session *s, const char **out, size_t cap)
{
    (void)s;
    size_t n = 0;
    for (int i = 0; i < rule_module_count() && n < cap; i++)
        out[n++] = rule_module_at(i)->name;
    for (int i = 0; i < READING_COUNT && n < cap; i++)
        out[n++] = rule_reading_at(i)->name;
    static const char *const more[] = { "standard", "first-edition", "solitaire", "cards" };
    for (size_t i = 0; i < sizeof more / sizeof more[0] && n < cap; i++)
        out[n++] = more[i];
    return n;
}

const struct prompt_command rules_command = {
    .name = "rules",
    .args = "[NAME]",
    .help = N_("this game's rules; the rule modules; or one module described"),
    .modes = MODE_ANY,
    .run = run_rules,
    .complete = complete_modules,
};
const struct prompt_command variants_command = {
    .name = "variants",
    .args = "",
    .help = N_("the named variants"),
    .modes = MODE_ANY,
    .run = run_variants,
};
