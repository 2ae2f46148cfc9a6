/* cmd_review.c — `review [GAME] [--json] [--budget N] [--threads T]`, as a
 * subcommand and at the prompt: a finished game's decisions judged by the
 * search, the costliest marked, the hidden cards shown (review_show.h). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/search_bot.h"
#include "cli/commands/cmd_args.h"
#include "cli/commands/search_options.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/review/review_show.h"
#include "cli/term/term_wrapout.h"
#include "i18n.h"

enum { OPT_JSON, OPT_BUDGET, OPT_THREADS };

static const struct cmd_option review_options[] = {
    { "json", 0, NULL, N_("every figure as JSON (doc/review.md)"), VALUES_NONE, NULL },
    { "budget", 0, "N",
      N_("sampled games of each decision's search on each thread (default: hint's, 50000; the "
         "solitaire 6000)"),
      VALUES_NONE, NULL },
    { "threads", 0, "T",
      N_("the search's threads (default: the machine's cores, at most 8); the same game, budget "
         "and threads give the same review"),
      VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand review_subcommand = {
    "review", NULL, "[GAME]", N_("where a finished game was won or lost, and its hidden cards"),
    N_("Looks at every decision you made in a finished game (the last one by default) as hint "
       "would have at that moment, from what you could see then: your chance of winning with "
       "the move you played and with the best move the search found. The decisions that cost "
       "most are marked, with the better move and hint's reason, and the cards that were hidden "
       "during the game are shown: each bot's hand at the start of each battle and its face-down "
       "cards, in the solitaire the decks' order. The analysis is stored, so a second review of "
       "the same game and budget is instant. GAME is a game number from history."),
    review_options, VALUES_GAMES, cmd_review,
};

static int number(const char *text, long max, long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v < 1 || v > max)
        return -1;
    *out = (long)v;
    return 0;
}

/* Returns 0, 1 after --help, or EXIT_USAGE after a message. */
static int parse_args(int argc, char **argv, struct review_request *rq)
{
    struct cmd_args a;
    int r;
    long v;
    const struct subcommand *cmd = &review_subcommand;
    rq->threads = search_option_threads();
    cmd_args_start(&a, cmd, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        if (r == OPT_JSON)
            rq->json = true;
        else if (r == OPT_BUDGET && number(a.value, SEARCH_MAX_ITERATIONS, &v) == 0)
            rq->budget = (int)v;
        else if (r == OPT_THREADS && number(a.value, SEARCH_MAX_THREADS, &v) == 0)
            rq->threads = (int)v;
        else if (r == OPT_BUDGET)
            return cmd_usage_error(cmd, _("--budget must be a number of sampled games from 1 to "
                                          "%d, not '%s'"),
                                   SEARCH_MAX_ITERATIONS, a.value);
        else
            return cmd_usage_error(cmd, _("--threads must be a number of threads from 1 to %d, "
                                          "not '%s'"),
                                   SEARCH_MAX_THREADS, a.value);
    }
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? 1 : EXIT_USAGE;
    if (argc - a.next > 1)
        return cmd_usage_error(cmd, _("one game at a time, not '%s'"), argv[a.next + 1]);
    if (a.next < argc && number(argv[a.next], 0x7fffffffL, &v))
        return cmd_usage_error(cmd, _("'%s' is not a game number (history lists them)"),
                               argv[a.next]);
    if (a.next < argc)
        rq->id = v;
    return 0;
}

int cmd_review(int argc, char **argv)
{
    struct review_request rq = { .subcommand = true };
    int rc = parse_args(argc, argv, &rq);
    if (rc)
        return rc == 1 ? EXIT_OK : rc;
    struct session s = { 0 };
    struct msg err = { 0 };
    struct journal *j = &s.journal;
    enum store_status st = db_open_quiet(DB_UPDATE, &j->store, &j->profile_id, &err);
    if (st == STORE_E_READONLY) { /* a read-only copy: reviewed, not stored */
        msg_clear(&err);
        st = db_open_store(DB_READ, &j->store, &err);
        if (st == STORE_OK && store_profile_find(j->store, db_profile_name(), &j->profile_id,
                                                 &err) == STORE_E_NOT_FOUND)
            j->profile_id = 0;
    }
    j->tried = true;
    if (st == STORE_E_NOT_FOUND) {
        fprintf(stderr, "condottiere: %s",
                _("No finished game to review yet: finish a game, then type review.\n"));
        return EXIT_FAILURE_RUN;
    }
    if (st != STORE_OK) {
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        journal_close(j);
        return EXIT_FAILURE_RUN;
    }
    if (!rq.json)
        term_wrapout_begin();
    rc = review_game(&s, &rq) ? EXIT_FAILURE_RUN : EXIT_OK;
    if (!rq.json)
        term_wrapout_end();
    journal_close(j);
    return rc;
}

static enum prompt_result run_review(struct session *s, int argc, char **argv)
{
    struct review_request rq = { 0 };
    fflush(stdout);
    if (!parse_args(argc, argv, &rq) && journal_ready(&s->journal))
        review_game(s, &rq);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

const struct prompt_command review_command = {
    .name = "review",
    .args = "[GAME] [--json] [--budget N] [--threads T]",
    .help = N_("where a finished game was won or lost, and the cards that were hidden"),
    .modes = MODE_IDLE,
    .run = run_review,
};
