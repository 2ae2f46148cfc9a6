/* cmd_history.c — `condottiere history` and `history` at the prompt: the
 * profile's recent games, newest first, filtered by variant, rules and
 * result, as a table or --json / --csv. Reads the database read-only and
 * never creates it. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/history/history_render.h"
#include "cli/prompt/prompt.h"
#include "cli/record/record_open.h"
#include "cli/record/record_show.h"
#include "cli/term/term_width.h"
#include "cli/commands/cmd_args.h"
#include "i18n.h"
#include "cli/record/db.h"

#define DEFAULT_LIMIT 20

static const struct {
    const char *name;
    enum store_history_result result;
} results[] = {
    { "win", STORE_HISTORY_WIN },
    { "loss", STORE_HISTORY_LOSS },
    { "draw", STORE_HISTORY_DRAW },
    { "abandoned", STORE_HISTORY_ABANDONED },
    { "in-progress", STORE_HISTORY_IN_PROGRESS },
};

enum { OPT_VARIANT, OPT_RULES, OPT_RESULT, OPT_LIMIT, OPT_JSON, OPT_CSV };
static const struct cmd_option options[] = {
    [OPT_VARIANT] = { "variant", 0, "NAME", N_("only games of this variant (standard, "
                      "first-edition, solitaire, ...)"), VALUES_VARIANTS, NULL },
    [OPT_RULES] = { "rules", 0, "RULESET", N_("only games with exactly these rules, as the "
                    "rules column shows them"), VALUES_NONE, NULL },
    [OPT_RESULT] = { "result", 0, "RESULT", N_("only games with this result: win, loss, draw, "
                     "abandoned or in-progress"), VALUES_WORDS,
                     "win loss draw abandoned in-progress" },
    [OPT_LIMIT] = { "limit", 'n', "N", N_("at most N games (default 20; 0 for every game)"),
                    VALUES_NONE, NULL },
    [OPT_JSON] = { "json", 0, NULL, N_("the same columns as JSON: an array of objects"),
                   VALUES_NONE, NULL },
    [OPT_CSV] = { "csv", 0, NULL, N_("the same columns as CSV, with a header line"), VALUES_NONE,
                  NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand history_subcommand = {
    "history", NULL, "", N_("your recent games, newest first, with their game numbers"),
    N_("Lists the profile's games, newest first: game number, date, variant, rules, opponents, "
    "result, actions and battles. The numbers are what resume and replay take. Filters "
    "combine. The database is only read, never created."),
    options, VALUES_NONE, cmd_history,
};

static int parse_result(const char *v, enum store_history_result *out)
{
    for (size_t k = 0; k < sizeof results / sizeof *results; k++)
        if (!strcmp(v, results[k].name)) {
            *out = results[k].result;
            return 0;
        }
    return cmd_usage_error(&history_subcommand, _("unknown result '%s' (valid: win, loss, draw, "
                           "abandoned, in-progress)"), v);
}

static int parse_limit(const char *v, int *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (!isdigit((unsigned char)*v) || *end || errno || n > INT_MAX)
        return cmd_usage_error(&history_subcommand, _("bad --limit '%s' (a whole number: 1 or "
                               "more, or 0 for every game)"), v);
    *out = (int)n;
    return 0;
}

/* Fills filter from the arguments; returns -1 when done (--help), 0, or
 * EXIT_USAGE after a message. *filtered tells whether a filter other than
 * the limit was given. */
static int parse(int argc, char **argv, struct store_history_filter *filter, bool *filtered,
                 enum history_format *format)
{
    struct cmd_args a;
    int r;
    *filtered = false;
    *format = HISTORY_TEXT;
    filter->limit = DEFAULT_LIMIT;
    cmd_args_start(&a, &history_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        switch (r) {
        case OPT_VARIANT: filter->variant = a.value; *filtered = true; break;
        case OPT_RULES: filter->ruleset = a.value; *filtered = true; break;
        case OPT_RESULT:
            if (parse_result(a.value, &filter->result))
                return EXIT_USAGE;
            *filtered = true;
            break;
        case OPT_LIMIT:
            if (parse_limit(a.value, &filter->limit))
                return EXIT_USAGE;
            break;
        default: {
            enum history_format f = r == OPT_JSON ? HISTORY_JSON : HISTORY_CSV;
            if (*format != HISTORY_TEXT && *format != f)
                return cmd_usage_error(&history_subcommand, _("choose one of --json and --csv"));
            *format = f;
        }
        }
    }
    if (r == CMD_ARGS_HELP)
        return -1;
    if (r == CMD_ARGS_ERROR)
        return EXIT_USAGE;
    if (a.next < argc)
        return cmd_usage_error(&history_subcommand, _("unexpected argument '%s'"), argv[a.next]);
    return 0;
}

static void print_empty(bool filtered, enum history_format format)
{
    if (format != HISTORY_TEXT) {
        struct store_game_list none = { 0 };
        history_render_format(stdout, &none, format);
        return;
    }
    if (filtered)
        printf(_("No games match these filters.\n"));
    else
        printf(_("No games yet: type solo or play to start one.\n"));
}

int cmd_history(int argc, char **argv)
{
    struct store_history_filter filter = { 0, NULL, NULL, STORE_HISTORY_ANY, 0 };
    bool filtered;
    enum history_format format;
    int rc = parse(argc, argv, &filter, &filtered, &format);
    if (rc)
        return rc < 0 ? EXIT_OK : rc;

    struct store *s;
    switch (record_open(&s, &filter.profile_id)) {
    case RECORD_EMPTY: print_empty(filtered, format); return EXIT_OK;
    case RECORD_FAULT: return EXIT_FAILURE_RUN;
    case RECORD_OPEN: break;
    }
    struct store_game_list list;
    struct msg err = { 0 };
    enum store_status st = store_history(s, &filter, &list, &err);
    store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return EXIT_FAILURE_RUN;
    }
    record_show_list(&list); /* stored text made safe to show */
    if (format != HISTORY_TEXT) {
        history_render_format(stdout, &list, format);
    } else if (!list.n) {
        print_empty(filtered, format);
    } else {
        history_render(stdout, &list);
        if (filter.limit > 0 && list.n == (size_t)filter.limit) {
            char note[256];
            snprintf(note, sizeof note,
                     ngettext("(the most recent game; --limit N shows more, --limit 0 all)",
                              "(the %d most recent; --limit N shows more, --limit 0 all)",
                              (unsigned long)filter.limit),
                     filter.limit);
            term_wrap(stdout, note, term_table_width(stdout), 0, 0);
        }
    }
    store_game_list_free(&list);
    return EXIT_OK;
}

/* ---- at the prompt ---- */

static enum prompt_result run_history(struct session *s, int argc, char **argv)
{
    (void)s;
    fflush(stdout);
    cmd_history(argc, argv);
    fflush(stdout);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

static size_t complete_history(struct session *s, const char **out, size_t cap)
{
    static const char *const words[] = { "--variant", "--rules", "--result", "--limit",
                                         "--json", "--csv", "win", "loss", "draw",
                                         "abandoned", "in-progress" };
    size_t n = 0;
    (void)s;
    for (size_t i = 0; i < sizeof words / sizeof *words && n < cap; i++)
        out[n++] = words[i];
    return n;
}

const struct prompt_command history_command = {
    .name = "history",
    .args = "[FILTERS]",
    .help = N_("your recent games and their numbers; filters: --variant V, --rules R, --result R, "
            "--limit N; --json, --csv"),
    .modes = MODE_ANY,
    .run = run_history,
    .complete = complete_history,
};
