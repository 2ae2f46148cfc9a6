/* cmd_stats.c — `condottiere stats` and `stats` at the prompt: the
 * profile's statistics as text, or --json / --csv for other tools, with
 * the rating and the last twelve weeks; `--by week|month` (--since,
 * --until) the record per period instead. Reads the database read-only
 * and never creates it. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/record/db.h"
#include "cli/prompt/prompt.h"
#include "cli/record/record_open.h"
#include "cli/record/record_show.h"
#include "cli/stats/stats_html.h"
#include "cli/stats/stats_render.h"
#include "cli/stats/stats_trends.h"
#include "cli/commands/cmd_args.h"
#include "cli/commands/daily.h"
#include "cli/stats/stats_daily.h"
#include "i18n.h"

enum stats_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_CSV, FORMAT_HTML };

enum { OPT_JSON, OPT_CSV, OPT_SCENARIOS, OPT_BY, OPT_SINCE, OPT_UNTIL, OPT_HTML };
static const struct cmd_option options[] = {
    [OPT_JSON] = { "json", 0, NULL, N_("every figure as JSON, for other programs"), VALUES_NONE,
                   NULL },
    [OPT_CSV] = { "csv", 0, NULL, N_("every figure as CSV, one section,key,field,value row each"), VALUES_NONE,
                  NULL },
    [OPT_SCENARIOS] = { "include-scenarios", 0, NULL,
                        N_("count the games played from a scenario's position too (play or solo "
                           "--scenario); without it they are left out"),
                        VALUES_NONE, NULL },
    [OPT_BY] = { "by", 0, "PERIOD", N_("games, wins and win rate per week or month, for all games "
                 "and for each level, as a chart"), VALUES_WORDS, "week month" },
    [OPT_SINCE] = { "since", 0, "DATE", N_("with --by: from this day on (YYYY-MM-DD)"),
                    VALUES_NONE, NULL },
    [OPT_UNTIL] = { "until", 0, "DATE", N_("with --by: up to this day (YYYY-MM-DD)"),
                    VALUES_NONE, NULL },
    [OPT_HTML] = { "html", 0, "FILE", N_("write the report as one web page to FILE: the tables, "
                   "the rating and the win rate over time as charts, readable in any browser"),
                   VALUES_FILES, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand stats_subcommand = {
    "stats", NULL, "", N_("your statistics: win rates, streaks, battles, cards"),
    /* xgettext:no-c-format */
    N_("The profile's statistics: games and win rates (with their 95% interval) by variant, "
    "rules and number of players, streaks, battles won and lost, the cards played, the "
    "last results, your rating against the bots' levels and the last twelve weeks. Games "
    "played from a scenario's position are left out unless --include-scenarios, practice "
    "games always. --by week or --by month shows the games, wins and win rate of each period "
    "instead (--since and --until limit the dates). The database is only read, never created."),
    options, VALUES_NONE, cmd_stats,
};

struct stats_request {
    enum stats_format format;
    bool scenarios;
    bool trends; /* --by, --since or --until */
    const char *html; /* --html FILE */
    enum store_period by;
    int32_t since, until; /* STORE_DAY_NONE: no bound */
};

/* A --since or --until value: its day, or EXIT_USAGE after a message. */
static int date_option(const char *option, const char *value, int32_t *day)
{
    if (store_date_parse(value, day) == 0)
        return 0;
    return cmd_usage_error(&stats_subcommand,
                           /* TRANSLATORS: %s is --since or --until, then the word given */
                           _("%s: '%s' is not a date (YYYY-MM-DD, e.g. 2025-03-01)"), option,
                           value);
}

static int parse_option(int r, const char *value, struct stats_request *q)
{
    switch (r) {
    case OPT_SCENARIOS: q->scenarios = true; return 0;
    case OPT_BY:
        q->trends = true;
        if (strcmp(value, "week") && strcmp(value, "month"))
            return cmd_usage_error(&stats_subcommand, _("--by: '%s' is not a period (week or month)"),
                                   value);
        q->by = strcmp(value, "week") ? STORE_BY_MONTH : STORE_BY_WEEK;
        return 0;
    case OPT_SINCE: q->trends = true; return date_option("--since", value, &q->since);
    case OPT_UNTIL: q->trends = true; return date_option("--until", value, &q->until);
    default: break;
    }
    enum stats_format f = r == OPT_JSON ? FORMAT_JSON : r == OPT_CSV ? FORMAT_CSV : FORMAT_HTML;
    if (q->format != FORMAT_TEXT && q->format != f)
        return cmd_usage_error(&stats_subcommand, _("choose one of --json, --csv and --html"));
    q->format = f;
    if (f == FORMAT_HTML)
        q->html = value;
    return 0;
}

/* Returns -1 when --help was answered, 0, or EXIT_USAGE after a message. */
static int parse(int argc, char **argv, struct stats_request *q)
{
    struct cmd_args a;
    int r;
    memset(q, 0, sizeof *q);
    q->by = STORE_BY_WEEK;
    q->since = q->until = STORE_DAY_NONE;
    cmd_args_start(&a, &stats_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0)
        if (parse_option(r, a.value, q))
            return EXIT_USAGE;
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? -1 : EXIT_USAGE;
    if (a.next < argc)
        return cmd_usage_error(&stats_subcommand, _("unexpected argument '%s'"), argv[a.next]);
    if (q->since != STORE_DAY_NONE && q->until != STORE_DAY_NONE && q->since > q->until)
        return cmd_usage_error(&stats_subcommand, _("--since is after --until"));
    if (q->html && q->trends)
        return cmd_usage_error(&stats_subcommand, _("--html shows every period: no --by, --since or --until"));
    return 0;
}

/* Today's local date (CONDOTTIERE_TODAY, YYYY-MM-DD, sets it for tests). */
static int32_t today(void)
{
    int32_t day;
    const char *fixed = getenv("CONDOTTIERE_TODAY");
    if (fixed && store_date_parse(fixed, &day) == 0)
        return day;
    time_t now = time(NULL);
    struct tm tm;
    char text[32];
    if (!localtime_r(&now, &tm) || !strftime(text, sizeof text, "%Y-%m-%d", &tm) ||
        store_date_parse(text, &day))
        return 0;
    return day;
}

/* What stats reads: the figures, the games in order, computed from them
 * the rating (and the trends the request asks). */
struct stats_data {
    struct store_stats st;
    struct store_played *games;
    size_t ngames;
    struct store_rating rating;
    struct store_trends trends; /* --by, or the last weeks */
    struct store_daily_list daily; /* the deals of the day tried */
    struct daily_figures days;     /* their figures as of today (UTC) */
};

static void data_free(struct stats_data *d)
{
    store_stats_free(&d->st);
    free(d->games);
    store_rating_free(&d->rating);
    store_trends_free(&d->trends);
    store_daily_list_free(&d->daily);
}

/* Reads d for q; EXIT_OK or EXIT_FAILURE_RUN after a message. */
static int read_data(const struct stats_request *q, struct stats_data *d)
{
    struct store *s;
    int64_t profile_id;
    memset(d, 0, sizeof *d);
    switch (record_open(&s, &profile_id)) {
    case RECORD_FAULT: return EXIT_FAILURE_RUN;
    case RECORD_EMPTY: break; /* every figure zero */
    case RECORD_OPEN: {
        struct msg err = { 0 };
        struct store_stats_options o = { 0, 0, q->scenarios };
        enum store_status got = store_stats(s, profile_id, &o, &d->st, &err);
        if (got == STORE_OK)
            got = store_played(s, profile_id, q->scenarios, &d->games, &d->ngames, &err);
        if (got == STORE_OK)
            got = store_daily_tries(s, profile_id, &d->daily, &err);
        store_close(s);
        if (got != STORE_OK) {
            fprintf(stderr, "condottiere: %s\n", db_say(&err));
            return EXIT_FAILURE_RUN;
        }
        record_show_stats(&d->st); /* stored text made safe to show */
        break;
    }
    }
    char utc_day[STORE_DATE_MAX + 1];
    daily_today(utc_day);
    stats_daily_figures(&d->daily, daily_day_number(utc_day), &d->days);
    int bad = store_rating_run(d->games, d->ngames, &d->rating);
    if (q->trends || q->html) {
        bad |= store_trends_build(d->games, d->ngames, q->html ? STORE_BY_MONTH : q->by, q->since,
                                  q->until, &d->trends);
    } else {
        int32_t day = today();
        int32_t from = store_period_start(day, STORE_BY_WEEK) - 7 * (STATS_WEEKS - 1);
        bad |= store_trends_build(d->games, d->ngames, STORE_BY_WEEK, from, day, &d->trends);
    }
    if (bad) {
        fprintf(stderr, "condottiere: %s\n", _("out of memory"));
        return EXIT_FAILURE_RUN;
    }
    return EXIT_OK;
}

static void show_trends(const struct stats_request *q, const struct stats_data *d)
{
    if (q->format == FORMAT_JSON) {
        stats_render_trends_json(stdout, db_profile_name(), &d->trends);
    } else if (q->format == FORMAT_CSV) {
        stats_render_trends_csv(stdout, &d->trends);
    } else {
        struct term_style style;
        term_style_detect(stdout, &style);
        stats_render_trends(stdout, &d->trends, &style);
    }
}

/* The page of --html into its file; EXIT_OK or EXIT_FAILURE_RUN. */
static int write_html(const char *path, const struct stats_data *d)
{
    FILE *f = strcmp(path, "-") ? fopen(path, "w") : stdout;
    if (!f) {
        fprintf(stderr, "condottiere: %s: %s\n", path, strerror(errno));
        return EXIT_FAILURE_RUN;
    }
    stats_render_html(f, db_profile_name(), &d->st, &d->rating, &d->trends, &d->days);
    int bad = ferror(f);
    if (f != stdout)
        bad |= fclose(f);
    if (bad) {
        fprintf(stderr, "condottiere: %s: %s\n", path, strerror(errno));
        return EXIT_FAILURE_RUN;
    }
    if (f != stdout)
        /* TRANSLATORS: after stats --html FILE */
        printf(_("The report is in %s: open it in a browser.\n"), path);
    return EXIT_OK;
}

static void show(const struct stats_request *q, const struct stats_data *d)
{
    const char *profile = db_profile_name();
    const struct store_stats *st = &d->st;
    if (q->format == FORMAT_JSON) {
        stats_render_json(stdout, profile, st, &d->rating, &d->days);
    } else if (q->format == FORMAT_CSV) {
        stats_render_csv(stdout, profile, st, &d->rating, &d->days);
    } else if (st->games_recorded == 0 && st->scenario_games) {
        stats_render_scenarios(stdout, st);
    } else if (st->games_recorded == 0) {
        printf(_("No games yet: type solo or play to start one.\n"));
    } else {
        struct term_style style;
        term_style_detect(stdout, &style);
        stats_render_text(stdout, profile, st, &style);
        stats_render_rating(stdout, &d->rating, &style);
        stats_render_weeks(stdout, &d->trends, &style);
        char day[STORE_DATE_MAX + 1];
        daily_today(day);
        stats_daily_render(stdout, &d->daily, day);
    }
}

int cmd_stats(int argc, char **argv)
{
    struct stats_request q;
    int rc = parse(argc, argv, &q);
    if (rc)
        return rc < 0 ? EXIT_OK : rc;
    struct stats_data d;
    rc = read_data(&q, &d);
    if (rc == EXIT_OK) {
        if (q.html)
            rc = write_html(q.html, &d);
        else if (q.trends)
            show_trends(&q, &d);
        else
            show(&q, &d);
    }
    data_free(&d);
    return rc;
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
    static const char *const words[] = { "--json", "--csv", "--include-scenarios", "--by",
                                         "--since", "--until", "--html" };
    size_t n = 0;
    (void)s;
    for (size_t i = 0; i < sizeof words / sizeof *words && n < cap; i++)
        out[n++] = words[i];
    return n;
}

const struct prompt_command stats_command = {
    .name = "stats",
    .args = "[--json|--csv] [--include-scenarios] [--by week|month] [--since DATE] [--until DATE] [--html FILE]",
    /* xgettext:no-c-format */
    .help = N_("your statistics: win rates (95% interval), streaks, battles, cards, last results"),
    .modes = MODE_ANY,
    .run = run_stats,
    .complete = complete_stats,
};
