/* cmd_history.c — `condottiere history` and `history` at the prompt: the
 * profile's recent games, newest first, filtered by variant, rules and
 * result. Reads the database read-only and never creates it. */
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
#include "cli/commands/subcommands.h"

#define DEFAULT_LIMIT 20
#define HISTORY_ARGS \
    "[--variant NAME] [--rules RULESET] [--result win|loss|draw|abandoned|in-progress] [--limit N]"

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

static int usage_error(const char *what, const char *token, const char *valid)
{
    fprintf(stderr, "condottiere history: %s '%s' (%s)\n", what, token, valid);
    return EXIT_USAGE;
}

#define VALID_RESULTS "valid: win, loss, draw, abandoned, in-progress"
#define VALID_LIMIT "a whole number: 1 or more, or 0 for every game"

/* argv[*i] is --name VALUE or --name=VALUE: *value is the value, *i moves
 * past it. Returns 1 when it matched, 0 when not, -1 when the value is
 * missing (after a message that says what the value may be). */
static int flag_value(int argc, char **argv, int *i, const char *name, const char *valid,
                      const char **value)
{
    size_t len = strlen(name);
    const char *a = argv[*i];
    if (strncmp(a, name, len))
        return 0;
    if (a[len] == '=') {
        *value = a + len + 1;
        return 1;
    }
    if (a[len] != '\0')
        return 0;
    if (*i + 1 >= argc) {
        fprintf(stderr, "condottiere history: '%s' needs a value (%s)\n", name, valid);
        return -1;
    }
    *value = argv[++*i];
    return 1;
}

static int parse_result(const char *v, enum store_history_result *out)
{
    for (size_t k = 0; k < sizeof results / sizeof *results; k++)
        if (!strcmp(v, results[k].name)) {
            *out = results[k].result;
            return 0;
        }
    return usage_error("unknown result", v, VALID_RESULTS);
}

static int parse_limit(const char *v, int *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (!isdigit((unsigned char)*v) || *end || errno || n > INT_MAX)
        return usage_error("bad --limit", v, VALID_LIMIT);
    *out = (int)n;
    return 0;
}

/* Fills filter from the arguments; returns 0, or EXIT_USAGE after a
 * message. *filtered tells whether a filter other than the limit was
 * given; *help that --help was asked. */
static int parse(int argc, char **argv, struct store_history_filter *filter, bool *filtered,
                 bool *help)
{
    *filtered = false;
    *help = false;
    filter->limit = DEFAULT_LIMIT;
    for (int i = 1; i < argc; i++) {
        const char *v = NULL;
        int m;
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            *help = true;
        } else if ((m = flag_value(argc, argv, &i, "--variant",
                                   "a variant: standard, first-edition, solitaire, ...", &v))) {
            if (m < 0)
                return EXIT_USAGE;
            filter->variant = v;
            *filtered = true;
        } else if ((m = flag_value(argc, argv, &i, "--rules",
                                   "the rules as history shows them, e.g. standard", &v))) {
            if (m < 0)
                return EXIT_USAGE;
            filter->ruleset = v;
            *filtered = true;
        } else if ((m = flag_value(argc, argv, &i, "--result", VALID_RESULTS, &v))) {
            if (m < 0 || parse_result(v, &filter->result))
                return EXIT_USAGE;
            *filtered = true;
        } else if ((m = flag_value(argc, argv, &i, "--limit", VALID_LIMIT, &v))) {
            if (m < 0 || parse_limit(v, &filter->limit))
                return EXIT_USAGE;
        } else {
            return usage_error(argv[i][0] == '-' ? "unknown option" : "unexpected argument",
                               argv[i], "valid: " HISTORY_ARGS);
        }
    }
    return 0;
}

static void print_empty(bool filtered)
{
    if (filtered)
        printf("No games match these filters.\n");
    else
        printf("No games yet: type solo or play to start one.\n");
}

int cmd_history(int argc, char **argv)
{
    struct store_history_filter filter = { 0, NULL, NULL, STORE_HISTORY_ANY, 0 };
    bool filtered, help;
    if (parse(argc, argv, &filter, &filtered, &help))
        return EXIT_USAGE;
    if (help) {
        printf("usage: history %s\n  your recent games, newest first (%d unless --limit; "
               "--limit 0 for all)\n",
               HISTORY_ARGS, DEFAULT_LIMIT);
        return EXIT_OK;
    }

    struct store *s;
    switch (record_open(&s, &filter.profile_id)) {
    case RECORD_EMPTY: print_empty(filtered); return EXIT_OK;
    case RECORD_FAULT: return EXIT_FAILURE_RUN;
    case RECORD_OPEN: break;
    }
    struct store_game_list list;
    char err[512];
    enum store_status st = store_history(s, &filter, &list, err, sizeof err);
    store_close(s);
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", err);
        return EXIT_FAILURE_RUN;
    }
    record_show_list(&list); /* stored text made safe to show */
    if (!list.n) {
        print_empty(filtered);
    } else {
        history_render(stdout, &list);
        if (filter.limit > 0 && list.n == (size_t)filter.limit)
            printf("(the %d most recent; --limit N shows more, --limit 0 all)\n", filter.limit);
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
                                         "win", "loss", "draw", "abandoned", "in-progress" };
    size_t n = 0;
    (void)s;
    for (size_t i = 0; i < sizeof words / sizeof *words && n < cap; i++)
        out[n++] = words[i];
    return n;
}

const struct prompt_command history_command = {
    "history", NULL, "[FILTERS]",
    "your recent games and their numbers; filters: --variant V, --rules R, --result R, --limit N",
    MODE_ANY, run_history, complete_history,
};
