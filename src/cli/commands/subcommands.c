/* subcommands.c — the list of subcommands, finding one by name, alias or
 * unique prefix, the help texts drawn from the table (wrapped to the
 * output's width), and the dispatch of the command line. */
#include "cli/commands/subcommands.h"

#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/commands/cmd_args.h"
#include "cli/i18n/i18n_init.h"
#include "cli/record/db.h"
#include "cli/table/table_levels.h"
#include "cli/term/term_width.h"
#include "config.h"
#include "i18n.h"

const struct subcommand *const subcommands[] = {
    &solo_subcommand,     &play_subcommand,     &resume_subcommand,   &replay_subcommand,
    &review_subcommand,   &export_subcommand,   &import_subcommand,   &history_subcommand,
    &stats_subcommand,    &simulate_subcommand, &strength_subcommand, &check_subcommand,
    &rules_subcommand,    &variants_subcommand, &help_subcommand,
    NULL,
};

const struct subcommand *subcommand_find(const char *name, bool *ambiguous)
{
    const struct subcommand *found = NULL;
    size_t len = strlen(name);
    int n = 0;
    *ambiguous = false;
    for (int i = 0; subcommands[i]; i++) {
        const struct subcommand *c = subcommands[i];
        if (!strcmp(c->name, name) || (c->alias && !strcmp(c->alias, name)))
            return c;
        if (len && !strncmp(c->name, name, len)) {
            found = c;
            n++;
        }
    }
    *ambiguous = n > 1;
    return n == 1 ? found : NULL;
}

/* "[--name ARG]" for option o. */
static void option_synopsis(const struct cmd_option *o, char *buf, size_t cap)
{
    if (!o->arg)
        snprintf(buf, cap, "--%s", o->name);
    else if (o->arg[0] == '[')
        snprintf(buf, cap, "--%s%s", o->name, o->arg);
    else
        snprintf(buf, cap, "--%s %s", o->name, o->arg);
}

/* Prints item on the line at column *at, or on a new line indented by
 * hang when it would pass width (an item is never split). */
static void put_item(FILE *f, const char *item, int width, int hang, int *at)
{
    int w = (int)term_text_width(item, strlen(item));
    if (*at > hang && *at + 1 + w > width) {
        fprintf(f, "\n%*s", hang, "");
        *at = hang;
    } else if (*at > 0) {
        fputc(' ', f);
        (*at)++;
    }
    fputs(item, f);
    *at += w;
}

void subcommand_print_usage_line(FILE *f, const struct subcommand *c)
{
    int width = term_width(f), at = 0, hang = 8;
    char item[160];
    /* TRANSLATORS: the start of a usage line; %s is a command's name, typed
     * as it is (the options that follow stay in English too). */
    snprintf(item, sizeof item, _("usage: condottiere %s"), c->name);
    put_item(f, item, width, hang, &at);
    for (int i = 0; c->options && c->options[i].name; i++) {
        char o[128];
        option_synopsis(&c->options[i], o, sizeof o);
        snprintf(item, sizeof item, "[%s]", o);
        put_item(f, item, width, hang, &at);
    }
    if (c->usage && *c->usage)
        put_item(f, c->usage, width, hang, &at);
    fputc('\n', f);
}

/* One option's line: synopsis, then its help wrapped in a second column. */
static void print_option(FILE *f, const struct cmd_option *o, int width)
{
    char syn[128], full[160];
    option_synopsis(o, syn, sizeof syn);
    if (o->short_name)
        snprintf(full, sizeof full, "-%c, %s", o->short_name, syn);
    else
        snprintf(full, sizeof full, "    %s", syn);
    int col = 2 + (int)strlen(full);
    int tab = width >= 60 ? 26 : 8;
    fprintf(f, "  %s", full);
    if (col + 2 > tab) {
        fputc('\n', f);
        col = 0;
    }
    fprintf(f, "%*s", tab - col, "");
    term_wrap(f, gettext(o->help), width, tab, tab);
}

void subcommand_print_help(FILE *f, const struct subcommand *c)
{
    int width = term_width(f);
    subcommand_print_usage_line(f, c);
    if (c->alias)
        fprintf(f, _("  (also: condottiere %s)\n"), c->alias);
    fputc('\n', f);
    term_wrap(f, gettext(c->help ? c->help : c->summary), width, 0, 0);
    if (c->options && c->options[0].name) {
        fprintf(f, "\n%s\n", _("options:"));
        for (int i = 0; c->options[i].name; i++)
            print_option(f, &c->options[i], width);
    }
    if (c->run == cmd_play) /* the levels --bots names, rated */
        table_levels_help(f, width);
    fputc('\n', f);
    term_wrap(f, _("global options (before or after the command): --db PATH, --profile NAME, "
                   "--color[=WHEN]; -h, --help: this text."), width, 0, 0);
}

/* Run from its build tree (not installed), the manual is the page of the
 * build: its path from the current folder when below it ("build/man/
 * condottiere.6", "./man/condottiere.6"), else in full. False installed. */
static bool manual_in_build(char *page, size_t cap)
{
    const char *build = i18n_build_dir();
    char cwd[PATH_MAX]; /* (getcwd's path has no symbolic link, as build) */
    if (!build)
        return false;
    size_t n = getcwd(cwd, sizeof cwd) ? strlen(cwd) : 0;
    if (n && !strcmp(build, cwd))
        snprintf(page, cap, "./man/condottiere.6");
    else if (n > 1 && !strncmp(build, cwd, n) && build[n] == '/')
        snprintf(page, cap, "%s/man/condottiere.6", build + n + 1);
    else
        snprintf(page, cap, "%s/man/condottiere.6", build);
    return true;
}

void subcommand_print_usage(FILE *f)
{
    int width = term_width(f);
    int at = 0;
    put_item(f, _("usage: condottiere"), width, 8, &at);
    put_item(f, "[OPTIONS]", width, 8, &at);
    put_item(f, "[COMMAND [ARGS]]", width, 8, &at);
    fprintf(f, "\n\n");
    term_wrap(f, _("With no command: the prompt, with a solitaire game ready (options such as "
                   "--seed go to solo). A command may be shortened to any unique prefix."),
              width, 0, 0);
    fprintf(f, "\n%s\n", _("commands:"));
    for (int i = 0; subcommands[i]; i++) {
        fprintf(f, "  %-9s ", subcommands[i]->name);
        term_wrap(f, gettext(subcommands[i]->summary), width, 12, 12);
    }
    fprintf(f, "\n%s\n", _("options:"));
    for (int i = 0; global_options[i].name; i++)
        print_option(f, &global_options[i], width);
    fprintf(f, "\n");
    char page[PATH_MAX + 8], text[PATH_MAX + 512];
    if (!manual_in_build(page, sizeof page)) {
        term_wrap(f, _("condottiere COMMAND --help describes a command; man 6 condottiere has it "
                       "all."), width, 0, 0);
        return;
    }
    /* TRANSLATORS: %s is the manual page's file in the build ("build/man/
     * condottiere.6"); ./build.sh install and make install are typed as
     * they are. */
    snprintf(text, sizeof text, _("condottiere COMMAND --help describes a command; man %s has it "
                                  "all (man 6 condottiere once installed: ./build.sh install, or "
                                  "make install)."), page);
    term_wrap(f, text, width, 0, 0);
}

/* --help or -h among the arguments (before "--"). */
static bool asks_help(int argc, char **argv)
{
    for (int i = 1; i < argc && strcmp(argv[i], "--"); i++)
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h"))
            return true;
    return false;
}

static int subcommand_dispatch_to(const struct subcommand *cmd, int argc, char **argv);

/* "condottiere: " and a message, then the general usage line. */
__attribute__((format(printf, 1, 2))) static int general_usage_error(const char *fmt, ...)
{
    va_list ap;
    fputs("condottiere: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n%s\n", _("usage: condottiere [--db PATH] [--profile NAME] [--color[=WHEN]] "
                                "[COMMAND [ARGS]] (condottiere help lists the commands)"));
    return EXIT_USAGE;
}

int subcommand_dispatch(int argc, char **argv)
{
    struct option longopts[8];
    int n = 0;
    for (int i = 0; global_options[i].name; i++) {
        const struct cmd_option *o = &global_options[i];
        int has = !o->arg ? no_argument : o->arg[0] == '[' ? optional_argument
                                                           : required_argument;
        longopts[n++] = (struct option){ o->name, has, NULL, 1000 + i };
    }
    longopts[n] = (struct option){ NULL, 0, NULL, 0 };
    optind = 0;
    opterr = 0;
    int c;
    while ((c = getopt_long(argc, argv, "+:hV", longopts, NULL)) != -1) {
        if (c == 'h' || c == 1000 + 3) {
            subcommand_print_usage(stdout);
            return EXIT_OK;
        }
        if (c == 'V' || c == 1000 + 4) {
            printf("condottiere %s\n", PACKAGE_VERSION);
            return EXIT_OK;
        }
        if (c == ':')
            return general_usage_error(_("a value is needed after '%s'"), argv[optind - 1]);
        if (c == '?') {
            const char *bad = argv[optind - 1];
            if (optopt || strncmp(bad, "--", 2))
                return general_usage_error(_("unknown option '%s'"), bad);
            /* `condottiere --seed 7`: the default game with its options */
            argv[optind - 2] = (char *)"solo";
            return subcommand_dispatch_to(&solo_subcommand, argc - (optind - 2),
                                          argv + optind - 2);
        }
        int rc = cmd_global_option(c - 1000, optarg);
        if (rc)
            return rc;
    }
    if (db_check_profile())
        return EXIT_USAGE;
    if (optind >= argc)
        return cmd_prompt(1, argv);
    bool ambiguous;
    const struct subcommand *cmd = subcommand_find(argv[optind], &ambiguous);
    if (!cmd && ambiguous) {
        char names[256] = "";
        size_t used = 0;
        for (int i = 0; subcommands[i] && used < sizeof names; i++)
            if (!strncmp(subcommands[i]->name, argv[optind], strlen(argv[optind])))
                used += (size_t)snprintf(names + used, sizeof names - used, "%s%s",
                                         used ? ", " : "", subcommands[i]->name);
        /* TRANSLATORS: the first %s is what was typed, the second the
         * commands it could mean ("solo, stats, strength"). */
        fprintf(stderr, _("condottiere: '%s' is ambiguous: %s\n"), argv[optind], names);
        return EXIT_USAGE;
    }
    if (!cmd)
        return general_usage_error(_("unknown command '%s'"), argv[optind]);
    argv[optind] = (char *)cmd->name;
    return subcommand_dispatch_to(cmd, argc - optind, argv + optind);
}

static int subcommand_dispatch_to(const struct subcommand *cmd, int argc, char **argv)
{
    if (asks_help(argc, argv)) {
        subcommand_print_help(stdout, cmd);
        return EXIT_OK;
    }
    return cmd->run(argc, argv);
}
