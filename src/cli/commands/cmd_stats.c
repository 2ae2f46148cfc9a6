/* cmd_stats.c — `condottiere stats` and `stats` at the prompt: the
 * profile's statistics as text, or --json / --csv for other tools. Reads
 * the database read-only and never creates it. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/record/db.h"
#include "cli/prompt/prompt.h"
#include "cli/record/record_open.h"
#include "cli/record/record_show.h"
#include "cli/stats/stats_render.h"
#include "cli/commands/cmd_args.h"
#include "i18n.h"

enum stats_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_CSV };

enum { OPT_JSON, OPT_CSV, OPT_SCENARIOS };
static const struct cmd_option options[] = {
    [OPT_JSON] = { "json", 0, NULL, N_("every figure as JSON, for other programs"), VALUES_NONE,
                   NULL },
    [OPT_CSV] = { "csv", 0, NULL, N_("every figure as CSV, one section,key,field,value row each"), VALUES_NONE,
                  NULL },
    [OPT_SCENARIOS] = { "include-scenarios", 0, NULL,
                        N_("count the games played from a scenario's position too (play or solo "
                           "--scenario); without it they are left out"),
                        VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand stats_subcommand = {
    "stats", NULL, "", N_("your statistics: win rates, streaks, battles, cards"),
    /* xgettext:no-c-format */
    N_("The profile's statistics: games and win rates (with their 95% interval) by variant, "
    "rules and number of players, streaks, battles won and lost, the cards played, and the "
    "last results. Games played from a scenario's position are left out unless "
    "--include-scenarios. The database is only read, never created."),
    options, VALUES_NONE, cmd_stats,
};

/* Returns -1 when --help was answered, 0, or EXIT_USAGE after a message. */
static int parse(int argc, char **argv, enum stats_format *format, bool *scenarios)
{
    struct cmd_args a;
    int r;
    *format = FORMAT_TEXT;
    *scenarios = false;
    cmd_args_start(&a, &stats_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        if (r == OPT_SCENARIOS) {
            *scenarios = true;
            continue;
        }
        enum stats_format f = r == OPT_JSON ? FORMAT_JSON : FORMAT_CSV;
        if (*format != FORMAT_TEXT && *format != f)
            return cmd_usage_error(&stats_subcommand, _("choose one of --json and --csv"));
        *format = f;
    }
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? -1 : EXIT_USAGE;
    if (a.next < argc)
        return cmd_usage_error(&stats_subcommand, _("unexpected argument '%s'"), argv[a.next]);
    return 0;
}

int cmd_stats(int argc, char **argv)
{
    enum stats_format format;
    bool scenarios;
    int rc = parse(argc, argv, &format, &scenarios);
    if (rc)
        return rc < 0 ? EXIT_OK : rc;

    struct store *s;
    int64_t profile_id;
    struct store_stats st;
    memset(&st, 0, sizeof st);
    switch (record_open(&s, &profile_id)) {
    case RECORD_FAULT: return EXIT_FAILURE_RUN;
    case RECORD_EMPTY: break; /* every figure zero */
    case RECORD_OPEN: {
        struct msg err = { 0 };
        struct store_stats_options o = { 0, 0, scenarios };
        enum store_status got = store_stats(s, profile_id, &o, &st, &err);
        store_close(s);
        if (got != STORE_OK) {
            fprintf(stderr, "condottiere: %s\n", db_say(&err));
            return EXIT_FAILURE_RUN;
        }
        record_show_stats(&st); /* stored text made safe to show */
        break;
    }
    }

    const char *profile = db_profile_name();
    if (format == FORMAT_JSON) {
        stats_render_json(stdout, profile, &st);
    } else if (format == FORMAT_CSV) {
        stats_render_csv(stdout, profile, &st);
    } else if (st.games_recorded == 0 && st.scenario_games) {
        stats_render_scenarios(stdout, &st);
    } else if (st.games_recorded == 0) {
        printf(_("No games yet: type solo or play to start one.\n"));
    } else {
        struct term_style style;
        term_style_detect(stdout, &style);
        stats_render_text(stdout, profile, &st, &style);
    }
    store_stats_free(&st);
    return EXIT_OK;
}

/* ---- at the prompt ---- */

static enum prompt_result run_stats(struct session *s, int argc, char **argv)
{
    (void)s;
    fflush(stdout);
    cmd_stats(argc, argv);
    fflush(stdout);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

static size_t complete_stats(struct session *s, const char **out, size_t cap)
{
    static const char *const words[] = { "--json", "--csv", "--include-scenarios" };
    size_t n = 0;
    (void)s;
    for (size_t i = 0; i < sizeof words / sizeof *words && n < cap; i++)
        out[n++] = words[i];
    return n;
}

const struct prompt_command stats_command = {
    .name = "stats",
    .args = "[--json|--csv] [--include-scenarios]",
    /* xgettext:no-c-format */
    .help = N_("your statistics: win rates (95% interval), streaks, battles, cards, last results"),
    .modes = MODE_ANY,
    .run = run_stats,
    .complete = complete_stats,
};
