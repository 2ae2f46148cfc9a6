/* search_options.c — the search's threads and a hint's budget at the
 * prompt (search_options.h). */
#include "cli/commands/search_options.h"

#include <stdio.h>
#include <unistd.h>

#include "ai/search_bot.h"
#include "cli/commands/cmd_args.h"
#include "i18n.h"

static int threads; /* 0: not set, the machine's cores */

int search_option_threads(void)
{
    if (threads > 0)
        return threads;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    return cores < 1 ? 1 : cores > SEARCH_OPTIONS_MAX_DEFAULT ? SEARCH_OPTIONS_MAX_DEFAULT
                                                               : (int)cores;
}

int search_option_set_threads(const char *text)
{
    long n = 0;
    if (!text || !*text)
        return -1;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9' || n > SEARCH_MAX_THREADS)
            return -1;
        n = n * 10 + (*p - '0');
    }
    if (n < 1 || n > SEARCH_MAX_THREADS)
        return -1;
    threads = (int)n;
    return 0;
}

int search_option_threads_arg(const struct subcommand *cmd, const char *text)
{
    if (!search_option_set_threads(text))
        return 0;
    cmd_usage_error(cmd, _("--threads must be a number of threads from 1 to %d, not '%s'"),
                    SEARCH_MAX_THREADS, text);
    return -1;
}

int search_option_hint_budget(int argc, char **argv, int *budget)
{
    *budget = 0;
    if (argc < 2)
        return 0;
    if (argc == 2 && search_budget_parse(argv[1], budget) == 0)
        return 0;
    /* TRANSLATORS: hint, 20000, 2s and 500ms are typed as they are; the
     * numbers are the most iterations and the most seconds */
    printf(_("hint takes a number of iterations (hint 100000, at most %d) or a time (hint 2s, "
             "hint 500ms, at most %d s).\n"),
           SEARCH_MAX_ITERATIONS, SEARCH_MAX_MILLIS / 1000);
    return -1;
}
