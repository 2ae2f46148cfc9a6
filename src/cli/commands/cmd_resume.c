/* cmd_resume.c — `resume [GAME]` and `replay GAME [--step]`, as subcommands
 * and at the prompt: a stored game rebuilt from its seed and actions. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/line_input.h"
#include "cli/record/restore.h"
#include "cli/prompt/session.h"
#include "cli/commands/cmd_args.h"
#include "cli/term/term_safe.h"

bool restore_wait(void)
{
    char *line = line_input_read("(Enter: next move, q: stop) ");
    bool go_on = line && strcmp(line, "q") && strcmp(line, "quit");
    free(line);
    return go_on;
}

static int parse_id(const char *text, int64_t *id)
{
    char *end;
    errno = 0;
    long long v = strtoll(text, &end, 10);
    if (!*text || *end || errno || v <= 0)
        return -1;
    *id = v;
    return 0;
}

/* Loads game `id` (0: the profile's most recent game in progress). */
static int load(struct session *s, int64_t id, struct store_game *g)
{
    char err[512];
    if (!journal_ready(&s->journal))
        return -1;
    if (!id) {
        struct store_game_list list = { 0 };
        if (store_games_resumable(s->journal.store, s->journal.profile_id, &list, err,
                                  sizeof err) != STORE_OK) {
            fflush(stdout);
            fprintf(stderr, "condottiere: %s\n", err);
            return -1;
        }
        if (list.n)
            id = list.games[0].id;
        store_game_list_free(&list);
        if (!id) {
            printf("No game to resume. Type solo or play to start one (history lists your games).\n");
            return -1;
        }
    }
    if (store_game_load(s->journal.store, id, g, err, sizeof err) != STORE_OK) {
        fflush(stdout);
        fprintf(stderr, "condottiere: %s\n", err);
        return -1;
    }
    return 0;
}

static int rebuild(struct session *s, const struct store_game *g, enum restore_mode mode, bool step)
{
    if (!strcmp(g->header.kind, "solitaire"))
        return restore_solo(s, g, mode, step);
    return restore_table(s, g, mode, step);
}

static int do_resume(struct session *s, int64_t id)
{
    struct store_game g = { 0 };
    if (load(s, id, &g))
        return -1;
    int rc = -1;
    if (g.header.status != STORE_GAME_IN_PROGRESS)
        printf("Game %lld is %s: nothing to resume (replay %lld shows it again).\n",
               (long long)g.header.id, store_game_status_name(g.header.status),
               (long long)g.header.id);
    else if (g.header.profile_id != s->journal.profile_id)
        printf("Game %lld belongs to another profile.\n", (long long)g.header.id);
    else
        rc = rebuild(s, &g, RESTORE_RESUME, false);
    store_game_free(&g);
    return rc;
}

static int do_replay(struct session *s, int64_t id, bool step)
{
    struct store_game g = { 0 };
    if (load(s, id, &g))
        return -1;
    char kind[STORE_NAME_MAX + 1], ruleset[STORE_RULESET_MAX + 1];
    printf("Replay of game %lld (%s, %s, seed %llu), %zu actions:\n", (long long)g.header.id,
           term_safe(kind, sizeof kind, g.header.kind),
           term_safe(ruleset, sizeof ruleset, g.header.ruleset), (unsigned long long)g.header.seed,
           g.nactions);
    int rc = rebuild(s, &g, RESTORE_REPLAY, step);
    session_end_games(s);
    store_game_free(&g);
    return rc;
}

static const struct cmd_option resume_options[] = {
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand resume_subcommand = {
    "resume", NULL, "[GAME]", "continue a saved game (the latest in progress by default)",
    "Continues a game in progress where it stopped: the game is rebuilt from its seed and "
    "its recorded actions. GAME is a game number from history; with none, the profile's "
    "latest game in progress.",
    resume_options, VALUES_GAMES, cmd_resume,
};

static const struct cmd_option replay_options[] = {
    { "step", 's', NULL, "stop after each move: Enter shows the next, q stops", VALUES_NONE,
      NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand replay_subcommand = {
    "replay", NULL, "GAME", "a stored game again, event by event",
    "Shows a stored game again, finished or not, event by event, as it was played: the "
    "game is rebuilt from its seed and its recorded actions and nothing is stored. GAME is "
    "a game number from history.",
    replay_options, VALUES_GAMES, cmd_replay,
};

/* [GAME] [--step]: returns 0, 1 when --help was answered, or EXIT_USAGE
 * after a message. */
static int parse_args(const struct subcommand *cmd, int argc, char **argv, int64_t *id,
                      bool *step)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, cmd, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0)
        *step = true; /* replay's only option */
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? 1 : EXIT_USAGE;
    if (argc - a.next > 1)
        return cmd_usage_error(cmd, "one game at a time, not '%s'", argv[a.next + 1]);
    if (a.next < argc && parse_id(argv[a.next], id))
        return cmd_usage_error(cmd, "'%s' is not a game number (history lists them)",
                               argv[a.next]);
    return 0;
}

int cmd_resume(int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    int rc = parse_args(&resume_subcommand, argc, argv, &id, &step);
    if (rc)
        return rc == 1 ? EXIT_OK : rc;
    struct session s = { 0 };
    session_open(&s, false);
    if (do_resume(&s, id)) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}

int cmd_replay(int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    int rc = parse_args(&replay_subcommand, argc, argv, &id, &step);
    if (rc)
        return rc == 1 ? EXIT_OK : rc;
    if (!id)
        return cmd_usage_error(&replay_subcommand, "which game? (history lists them)");
    struct session s = { 0 };
    rc = do_replay(&s, id, step) ? EXIT_FAILURE_RUN : EXIT_OK;
    journal_close(&s.journal);
    return rc;
}

static enum prompt_result run_resume(struct session *s, int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    fflush(stdout);
    if (!parse_args(&resume_subcommand, argc, argv, &id, &step))
        do_resume(s, id);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_replay(struct session *s, int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    fflush(stdout);
    if (!parse_args(&replay_subcommand, argc, argv, &id, &step)) {
        if (!id)
            printf("Which game? replay GAME [--step] (history lists them).\n");
        else
            do_replay(s, id, step);
    }
    fflush(stderr);
    return PROMPT_CONTINUE;
}

const struct prompt_command resume_command = {
    "resume", NULL, "[GAME]", "continue a saved game (the latest in progress by default)",
    MODE_IDLE, run_resume, NULL,
};
const struct prompt_command replay_command = {
    "replay", NULL, "GAME [--step]", "watch a stored game again, event by event", MODE_IDLE,
    run_replay, NULL,
};
