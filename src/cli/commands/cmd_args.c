/* cmd_args.c — reading a subcommand's options with getopt_long from its
 * table entry, the usage errors and a game's number as typed (see
 * cmd_args.h). */
#include "cli/commands/cmd_args.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ai/search_bot.h"
#include "ai/standard_bot.h"

#include "cli/record/db.h"
#include "cli/term/term_color.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

#define GLOBAL_CODE 1000
#define OPTION_CODE 2000

/* Indexes in global_options. */
enum { GLOBAL_DB, GLOBAL_PROFILE, GLOBAL_COLOR, GLOBAL_HELP, GLOBAL_VERSION };

const struct cmd_option global_options[] = {
    [GLOBAL_DB] = { "db", 0, "PATH", N_("the database file (default: CONDOTTIERE_DB, else "
                                        "condottiere.db in $XDG_DATA_HOME/condottiere)"),
                    VALUES_FILES, NULL },
    [GLOBAL_PROFILE] = { "profile", 0, "NAME",
                         N_("whose games and statistics (default: CONDOTTIERE_PROFILE, "
                            "else the login name)"),
                         VALUES_NONE, NULL },
    [GLOBAL_COLOR] = { "color", 0, "[=WHEN]",
                       N_("colour the output: auto (on a terminal, unless NO_COLOR is set; "
                          "the default), always (--color alone) or never"),
                       VALUES_WORDS, "auto always never" },
    [GLOBAL_HELP] = { "help", 'h', NULL, N_("print the help and exit"), VALUES_NONE, NULL },
    [GLOBAL_VERSION] = { "version", 'V', NULL, N_("print the version and exit"), VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

int cmd_global_option(int index, const char *value)
{
    switch (index) {
    case GLOBAL_DB: db_set_path(value); return 0;
    case GLOBAL_PROFILE: db_set_profile(value); return db_check_profile() ? EXIT_USAGE : 0;
    case GLOBAL_COLOR: {
        int m = value ? term_color_parse(value) : TERM_COLOR_ALWAYS;
        if (m < 0) {
            fprintf(stderr, _("condottiere: --color takes auto, always or never, not '%s'\n"),
                    value);
            return EXIT_USAGE;
        }
        term_color_set_mode((enum term_color_mode)m);
        return 0;
    }
    default: return 0;
    }
}

static void add_option(struct cmd_args *a, size_t *n, size_t *s, const struct cmd_option *o,
                       int code)
{
    if (*n + 1 >= CMD_ARGS_MAX)
        return;
    int has = !o->arg ? no_argument : o->arg[0] == '[' ? optional_argument : required_argument;
    a->longopts[(*n)++] = (struct option){ o->name, has, NULL, code };
    if (o->short_name) {
        a->shortopts[(*s)++] = o->short_name;
        if (has == required_argument)
            a->shortopts[(*s)++] = ':';
    }
}

void cmd_args_start(struct cmd_args *a, const struct subcommand *cmd, int argc, char **argv)
{
    size_t n = 0, s = 0;
    memset(a, 0, sizeof *a);
    a->cmd = cmd;
    a->argc = argc;
    a->argv = argv;
    a->shortopts[s++] = ':';
    for (int i = 0; cmd->options && cmd->options[i].name; i++)
        add_option(a, &n, &s, &cmd->options[i], OPTION_CODE + i);
    for (int g = 0; g < GLOBAL_VERSION; g++)
        add_option(a, &n, &s, &global_options[g], GLOBAL_CODE + g);
    a->shortopts[s] = '\0';
    optind = 0; /* glibc: start afresh (the prompt parses many lines) */
    opterr = 0;
}

/* The option a getopt code stands for, spelled as the user would. */
static void option_spelling(const struct cmd_args *a, int code, char *buf, size_t cap)
{
    const struct cmd_option *o = NULL;
    if (code >= OPTION_CODE)
        o = &a->cmd->options[code - OPTION_CODE];
    else if (code >= GLOBAL_CODE)
        o = &global_options[code - GLOBAL_CODE];
    if (o) {
        snprintf(buf, cap, "--%s", o->name);
        return;
    }
    for (int i = 0; a->cmd->options && a->cmd->options[i].name; i++)
        if (a->cmd->options[i].short_name == code) {
            snprintf(buf, cap, "-%c (--%s)", code, a->cmd->options[i].name);
            return;
        }
    snprintf(buf, cap, "-%c", code);
}

static const char *option_arg(const struct cmd_args *a, int code)
{
    if (code >= OPTION_CODE)
        return a->cmd->options[code - OPTION_CODE].arg;
    if (code >= GLOBAL_CODE)
        return global_options[code - GLOBAL_CODE].arg;
    for (int i = 0; a->cmd->options && a->cmd->options[i].name; i++)
        if (a->cmd->options[i].short_name == code)
            return a->cmd->options[i].arg;
    return _("a value");
}

/* getopt_long refused `arg`: unknown, or a prefix of several options. */
static void bad_long_option(const struct cmd_args *a, const char *arg)
{
    const char *name = arg + strspn(arg, "-");
    size_t len = strcspn(name, "=");
    char several[256] = "";
    size_t used = 0;
    int n = 0;
    for (int i = 0; a->longopts[i].name && len; i++)
        if (!strncmp(a->longopts[i].name, name, len) && used < sizeof several) {
            used += (size_t)snprintf(several + used, sizeof several - used, "%s--%s",
                                     n ? ", " : "", a->longopts[i].name);
            n++;
        }
    if (n > 1)
        cmd_usage_error(a->cmd, _("ambiguous option '%s' (%s)"), arg, several);
    else
        cmd_usage_error(a->cmd, _("unknown option '%s'"), arg);
}

int cmd_args_next(struct cmd_args *a)
{
    for (;;) {
        int c = getopt_long(a->argc, a->argv, a->shortopts, a->longopts, NULL);
        a->value = optarg;
        if (c == -1) {
            a->next = optind;
            return CMD_ARGS_END;
        }
        if (c == 'h' || c == GLOBAL_CODE + GLOBAL_HELP) {
            subcommand_print_help(stdout, a->cmd);
            return CMD_ARGS_HELP;
        }
        if (c == ':') {
            char name[64];
            option_spelling(a, optopt, name, sizeof name);
            /* TRANSLATORS: "--seed needs a value (N)": an option, then the name
             * of its value as the help shows it. */
            cmd_usage_error(a->cmd, _("%s needs a value (%s)"), name, option_arg(a, optopt));
            return CMD_ARGS_ERROR;
        }
        if (c == '?') {
            if (optopt && optopt < GLOBAL_CODE)
                cmd_usage_error(a->cmd, _("unknown option '-%c'"), optopt);
            else
                bad_long_option(a, a->argv[optind - 1]);
            return CMD_ARGS_ERROR;
        }
        if (c >= OPTION_CODE)
            return c - OPTION_CODE;
        if (c >= GLOBAL_CODE) {
            if (cmd_global_option(c - GLOBAL_CODE, optarg))
                return CMD_ARGS_ERROR;
            continue;
        }
        for (int i = 0; a->cmd->options && a->cmd->options[i].name; i++)
            if (a->cmd->options[i].short_name == c)
                return i;
        cmd_usage_error(a->cmd, _("unknown option '-%c'"), c);
        return CMD_ARGS_ERROR;
    }
}

int cmd_args_status(int result)
{
    return result == CMD_ARGS_HELP ? EXIT_OK : EXIT_USAGE;
}

int cmd_usage_error(const struct subcommand *c, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "condottiere: %s: ", c->name);
    /* the format is in the screen's language already, and so is a lower
     * layer's message passed as "%s" (i18n_msg_text) */
    char msg[2048];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    fprintf(stderr, "%s\n", msg);
    subcommand_print_usage_line(stderr, c);
    fflush(stderr);
    return EXIT_USAGE;
}

const char *cmd_bot_level_error(const char *word, char *buf, size_t cap)
{
    if (bot_spec_parse(word, NULL) >= 0)
        return NULL;
    if (!strncasecmp(word, "search:", 7)) {
        /* TRANSLATORS: search:N, search:2s and search:500ms are typed in
         * English; the most iterations, the default, then the most seconds
         * follow. */
        snprintf(buf, cap, _("unknown bot '%s': in search:N, N is a number of iterations a "
                             "decision from 1 to %d (search alone: %d), or a time such as "
                             "search:2s or search:500ms (at most %d s)"),
                 word, SEARCH_MAX_ITERATIONS, SEARCH_DEFAULT_ITERATIONS,
                 SEARCH_MAX_MILLIS / 1000);
        return buf;
    }
    char kinds[BOT_KIND_LIST_MAX];
    bot_kind_list(kinds, sizeof kinds);
    /* TRANSLATORS: the levels (typed in English), then the most iterations. */
    snprintf(buf, cap, _("unknown bot '%s' (valid: %s, or search:N, the search bot with N "
                         "iterations a decision, from 1 to %d)"),
             word, kinds, SEARCH_MAX_ITERATIONS);
    return buf;
}

int cmd_game_number(const char *text, int64_t *id)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v <= 0)
        return -1;
    *id = v;
    return 0;
}
