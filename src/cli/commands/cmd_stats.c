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
#include "cli/commands/subcommands.h"

enum stats_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_CSV };

static int parse(int argc, char **argv, enum stats_format *format, bool *help)
{
    *format = FORMAT_TEXT;
    *help = false;
    for (int i = 1; i < argc; i++) {
        enum stats_format f;
        if (!strcmp(argv[i], "--json")) {
            f = FORMAT_JSON;
        } else if (!strcmp(argv[i], "--csv")) {
            f = FORMAT_CSV;
        } else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            *help = true;
            continue;
        } else {
            fprintf(stderr, "condottiere stats: %s '%s' (valid: --json, --csv)\n",
                    argv[i][0] == '-' ? "unknown option" : "unexpected argument", argv[i]);
            return EXIT_USAGE;
        }
        if (*format != FORMAT_TEXT && *format != f) {
            fprintf(stderr, "condottiere stats: '%s' with '%s': choose one of --json and --csv\n",
                    argv[i], f == FORMAT_JSON ? "--csv" : "--json");
            return EXIT_USAGE;
        }
        *format = f;
    }
    return 0;
}

int cmd_stats(int argc, char **argv)
{
    enum stats_format format;
    bool help;
    if (parse(argc, argv, &format, &help))
        return EXIT_USAGE;
    if (help) {
        printf("usage: stats [--json | --csv]\n  your statistics: win rates with their 95%% "
               "interval, streaks, battles, cards\n");
        return EXIT_OK;
    }

    struct store *s;
    int64_t profile_id;
    struct store_stats st;
    memset(&st, 0, sizeof st);
    switch (record_open(&s, &profile_id)) {
    case RECORD_FAULT: return EXIT_FAILURE_RUN;
    case RECORD_EMPTY: break; /* every figure zero */
    case RECORD_OPEN: {
        char err[512];
        enum store_status rc = store_stats(s, profile_id, NULL, &st, err, sizeof err);
        store_close(s);
        if (rc != STORE_OK) {
            fprintf(stderr, "condottiere: %s\n", err);
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
    } else if (st.games_recorded == 0) {
        printf("No games yet: type solo or play to start one.\n");
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
    static const char *const words[] = { "--json", "--csv" };
    size_t n = 0;
    (void)s;
    for (size_t i = 0; i < sizeof words / sizeof *words && n < cap; i++)
        out[n++] = words[i];
    return n;
}

const struct prompt_command stats_command = {
    "stats", NULL, "[--json|--csv]",
    "your statistics: win rates (95% interval), streaks, battles, cards, last results",
    MODE_ANY, run_stats, complete_stats,
};
