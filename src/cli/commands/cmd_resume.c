/* cmd_resume.c — `resume [GAME]` and `replay GAME [--step]`, as subcommands
 * and at the prompt: a stored game rebuilt from its seed and actions. With
 * --step, replay stops after each of the player's moves and shows the board
 * (the battle lines and the map; the solitaire's table): Enter or next goes
 * on, back returns to the move before, q stops. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/prompt/line_input.h"
#include "cli/record/db.h"
#include "cli/record/record_import.h"
#include "cli/record/restore.h"
#include "cli/prompt/session.h"
#include "cli/commands/cmd_args.h"
#include "cli/commands/search_options.h"
#include "cli/term/term_safe.h"
#include "cli/term/term_wrapout.h"
#include "i18n.h"

/* ---- replay --step: the board at each of the player's moves; next, back ---- */

/* The replay being watched. `back` goes to the previous stop by replaying
 * the game again from its start up to there with stdout shut (the same
 * actions give the same board: a game is its seed and its actions). */
static struct {
    struct session *s; /* NULL: no stops (replay without --step) */
    int stop;          /* stops reached in this pass */
    int skip_to;       /* pass silently until this stop (after back), else 0 */
    int back_to;       /* asked by back: the stop to return to, else 0 */
    int saved_stdout;  /* the real stdout while skipping, else -1 */
} watch = { NULL, 0, 0, 0, -1 };

static void stdout_shut(void)
{
    fflush(stdout);
    int null = open("/dev/null", O_WRONLY);
    watch.saved_stdout = dup(STDOUT_FILENO);
    if (null >= 0 && watch.saved_stdout >= 0)
        dup2(null, STDOUT_FILENO);
    if (null >= 0)
        close(null);
}

static void stdout_open(void)
{
    if (watch.saved_stdout < 0)
        return;
    fflush(stdout);
    dup2(watch.saved_stdout, STDOUT_FILENO);
    close(watch.saved_stdout);
    watch.saved_stdout = -1;
}

bool restore_wait(void)
{
    watch.stop++;
    if (watch.skip_to && watch.stop < watch.skip_to) {
        if (watch.s && watch.s->screen) /* every stop, the silent ones too */
            watch.s->screen->step(watch.s, watch.stop, false);
        return true;
    }
    if (watch.skip_to) {
        stdout_open();
        watch.skip_to = 0;
        printf(_("(back to your move %d)\n"), watch.stop);
    }
    if (watch.s && watch.s->screen) {
        printf(_("--- The board after your move %d:\n"), watch.stop);
        watch.s->screen->step(watch.s, watch.stop, true);
    }
    for (;;) {
        char *line = line_input_read(_("(Enter or next: next move, back: the one before, q: stop) "));
        if (!line)
            return false;
        bool next = !*line || !strcmp(line, "n") || !strcmp(line, "next");
        bool back = !strcmp(line, "b") || !strcmp(line, "back");
        bool quit = !strcmp(line, "q") || !strcmp(line, "quit");
        free(line);
        if (next)
            return true;
        if (quit)
            return false;
        if (back && watch.stop > 1) {
            watch.back_to = watch.stop - 1;
            return false;
        }
        printf(back ? _("This is your first move: nothing before it.\n")
                    : _("Enter or next for the next move, back for the one before, q to stop.\n"));
    }
}

/* Set by the subcommands: what stops them is a failure, said on stderr
 * (at the prompt it is a line of the conversation, on stdout). */
static bool subcommand;

static void why_not(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void why_not(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (subcommand) {
        fflush(stdout);
        fprintf(stderr, "condottiere: ");
        vfprintf(stderr, fmt, ap);
    } else {
        vprintf(fmt, ap);
    }
    va_end(ap);
}

/* Loads game `id` (0: the profile's most recent game in progress). */
static int load(struct session *s, int64_t id, struct store_game *g)
{
    struct msg err = { 0 };
    if (!journal_ready(&s->journal))
        return -1;
    if (!id) {
        struct store_game_list list = { 0 };
        if (store_games_resumable(s->journal.store, s->journal.profile_id, &list, &err) != STORE_OK) {
            fflush(stdout);
            fprintf(stderr, "condottiere: %s\n", db_say(&err));
            return -1;
        }
        if (list.n)
            id = list.games[0].id;
        store_game_list_free(&list);
        if (!id) {
            why_not("%s", _("No game to resume. Type solo or play to start one (history lists your games).\n"));
            return -1;
        }
    }
    if (store_game_load(s->journal.store, id, g, &err) != STORE_OK) {
        fflush(stdout);
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return -1;
    }
    return 0;
}

static int rebuild(struct session *s, const struct store_game *g, enum restore_mode mode, bool step)
{
    return screen_restore(s, g, mode, step);
}

/* True when game `id` is among the profile's games that can go on (in
 * progress, or the finished last game of an open campaign). */
static bool can_go_on(struct session *s, int64_t id)
{
    struct store_game_list list = { 0 };
    struct msg err = { 0 };
    bool found = false;
    if (store_games_resumable(s->journal.store, s->journal.profile_id, &list, &err) ==
        STORE_OK)
        for (size_t i = 0; i < list.n && !found; i++)
            found = list.games[i].id == id;
    store_game_list_free(&list);
    return found;
}

/* Loads the game to resume into g; -1 after saying why there is none. */
static int resumable(struct session *s, int64_t id, struct store_game *g)
{
    if (load(s, id, g))
        return -1;
    if (g->header.status != STORE_GAME_IN_PROGRESS && !can_go_on(s, g->header.id))
        why_not(g->header.status == STORE_GAME_ABANDONED
                    ? _("Game %lld is abandoned: nothing to resume (replay %lld shows it again).\n")
                    : _("Game %lld is finished: nothing to resume (replay %lld shows it again).\n"),
                (long long)g->header.id, (long long)g->header.id);
    else if (g->header.profile_id != s->journal.profile_id)
        why_not(_("Game %lld belongs to another profile.\n"), (long long)g->header.id);
    else
        return 0;
    store_game_free(g);
    return -1;
}

static int do_resume(struct session *s, int64_t id)
{
    struct store_game g = { 0 };
    if (resumable(s, id, &g))
        return -1;
    int rc = rebuild(s, &g, RESTORE_RESUME, false);
    store_game_free(&g);
    return rc;
}

/* Replays game `id`; `file`: the record it was read from (a scratch
 * database's game), named instead of its number. */
static int do_replay(struct session *s, int64_t id, bool step, const char *file)
{
    struct store_game g = { 0 };
    if (load(s, id, &g))
        return -1;
    char kind[STORE_NAME_MAX + 1], ruleset[STORE_RULESET_MAX + 1], name[4096];
    term_safe(kind, sizeof kind, g.header.kind);
    term_safe(ruleset, sizeof ruleset, g.header.ruleset);
    if (file)
        printf(ngettext("Replay of the game recorded in %s (%s, %s, seed %llu), %zu action:\n",
                        "Replay of the game recorded in %s (%s, %s, seed %llu), %zu actions:\n",
                        g.nactions),
               term_safe(name, sizeof name, file), kind, ruleset,
               (unsigned long long)g.header.seed, g.nactions);
    else
        printf(ngettext("Replay of game %lld (%s, %s, seed %llu), %zu action:\n",
                        "Replay of game %lld (%s, %s, seed %llu), %zu actions:\n", g.nactions),
               (long long)g.header.id, kind, ruleset, (unsigned long long)g.header.seed,
               g.nactions);
    int rc;
    watch.s = step ? s : NULL;
    for (;;) {
        watch.stop = watch.back_to = 0;
        rc = rebuild(s, &g, RESTORE_REPLAY, step);
        stdout_open();
        if (rc || !watch.back_to)
            break;
        watch.skip_to = watch.back_to; /* again, silently up to there */
        stdout_shut();
    }
    if (!rc && !step) { /* the board as the game stands at its end */
        printf(_("--- The board after the last action:\n"));
        if (s->screen)
            s->screen->board(s);
    }
    watch.s = NULL;
    watch.skip_to = 0;
    session_end_games(s);
    store_game_free(&g);
    return rc;
}

static const struct cmd_option resume_options[] = {
    { "threads", 0, "N",
      N_("threads of the search bot's decisions and of hint (default: the machine's "
         "cores, at most 8); the same seed plays the same game on the same number"),
      VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand resume_subcommand = {
    "resume", NULL, "[GAME]", N_("continue a saved game (the latest in progress by default)"),
    N_("Continues a game in progress where it stopped: the game is rebuilt from its seed and "
    "its recorded actions. GAME is a game number from history; with none, the profile's "
    "latest game in progress."),
    resume_options, VALUES_GAMES, cmd_resume,
};

static const struct cmd_option replay_options[] = {
    { "step", 's', NULL, N_("stop after each of your moves and show the board: Enter or next "
      "goes on, back returns to the move before, q stops"), VALUES_NONE, NULL },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand replay_subcommand = {
    "replay", NULL, "GAME|FILE", N_("a stored game again, event by event"),
    N_("Shows a stored game again, finished or not, event by event, as it was played, then the "
    "board as it ends: the game is rebuilt from its seed and its recorded actions and nothing "
    "is stored. With --step it stops after each of your moves with the board (the battle "
    "lines, and the map when it changed; in the solitaire the whole table): Enter or next goes "
    "on, back returns to the move before, q stops. GAME is a game number from history. FILE "
    "is a game record (condottiere export): it is replayed, checked against what it says, and "
    "not stored; a file that exists, or a word with a / or a . in it, is taken for a file."),
    replay_options, VALUES_GAMES, cmd_replay,
};

/* An operand of replay that stands for a game record: a file that
 * exists, or a word that looks like a path (a '/' or a '.'). */
static bool is_file(const char *path)
{
    struct stat st;
    return (stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) || strchr(path, '/') ||
           strchr(path, '.');
}

/* [GAME] [--step] (replay: GAME or FILE): returns 0, 1 when --help was answered, or EXIT_USAGE
 * after a message. */
static int parse_args(const struct subcommand *cmd, int argc, char **argv, int64_t *id,
                      bool *step, const char **file)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, cmd, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        if (cmd == &replay_subcommand)
            *step = true; /* replay's only option */
        else if (search_option_threads_arg(cmd, a.value)) /* resume's: --threads */
            return EXIT_USAGE;
    }
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? 1 : EXIT_USAGE;
    if (argc - a.next > 1)
        return cmd_usage_error(cmd, _("one game at a time, not '%s'"), argv[a.next + 1]);
    /* replay FILE: an operand that names a file */
    if (file && a.next < argc && is_file(argv[a.next])) {
        *id = 0;
        *file = argv[a.next];
        return 0;
    }
    if (a.next < argc && cmd_game_number(argv[a.next], id))
        return cmd_usage_error(cmd, _("'%s' is not a game number (history lists them)"),
                               argv[a.next]);
    return 0;
}

/* The subcommands open the database before anything is shown: resume
 * writes an existing one, replay only reads it (wherever its file can be
 * read). At the default place before the first game, `none` is said.
 * Returns 0, or -1 after the message on stderr. */
static int open_for(struct session *s, enum db_use use, const char *none)
{
    struct msg err = { 0 };
    struct journal *j = &s->journal;
    enum store_status st = use == DB_READ
                               ? db_open_store(use, &j->store, &err)
                               : db_open_quiet(use, &j->store, &j->profile_id, &err);
    j->tried = true;
    subcommand = true;
    if (st == STORE_OK)
        return 0;
    if (st == STORE_E_NOT_FOUND)
        why_not("%s", none);
    else
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
    return -1;
}

/* replay FILE: the record read, stored into a scratch database of its own
 * (after its replay agreed with it), shown from there, and the scratch
 * database deleted; the player's own database is not opened. */
static int replay_file(struct session *s, const char *file, bool step)
{
    char why[2048] = "", dir[4096];
    struct record rec = { 0 };
    int64_t first = 0, last = 0;
    int rc = -1;
    if (record_load_file(file, &rec, why, sizeof why) == 0 &&
        record_scratch_open(s, dir, sizeof dir, why, sizeof why) == 0) {
        if (record_import(s, &rec, false, &first, &last, why, sizeof why) == 0) {
            term_wrapout_begin();
            rc = do_replay(s, last, step, file);
            term_wrapout_end();
        } else {
            char refused[2300];
            snprintf(refused, sizeof refused, _("%s: the record does not replay: %s"), file, why);
            snprintf(why, sizeof why, "%.*s", (int)sizeof why - 1, refused);
        }
        session_end_games(s);
        record_scratch_close(s, dir);
    }
    record_free(&rec);
    if (rc && *why) {
        char shown[2048];
        why_not("%s\n", term_safe(shown, sizeof shown, why));
    }
    return rc;
}

int cmd_resume(int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    int rc = parse_args(&resume_subcommand, argc, argv, &id, &step, NULL);
    if (rc)
        return rc == 1 ? EXIT_OK : rc;
    struct session s = { 0 };
    struct store_game g = { 0 };
    const char *none = id ? _("No games yet: type solo or play to start one.\n")
                          : _("No game to resume. Type solo or play to start one (history lists your games).\n");
    if (open_for(&s, DB_UPDATE, none) || resumable(&s, id, &g)) {
        journal_close(&s.journal);
        return EXIT_FAILURE_RUN;
    }
    subcommand = false; /* from here on, the prompt */
    session_open(&s, false); /* the greeting, once there is a game to go on with */
    rc = rebuild(&s, &g, RESTORE_RESUME, false);
    store_game_free(&g);
    if (rc) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}

int cmd_replay(int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    const char *file = NULL;
    int rc = parse_args(&replay_subcommand, argc, argv, &id, &step, &file);
    if (rc)
        return rc == 1 ? EXIT_OK : rc;
    if (file) {
        struct session s = { 0 };
        subcommand = true;
        return replay_file(&s, file, step) ? EXIT_FAILURE_RUN : EXIT_OK;
    }
    if (!id)
        return cmd_usage_error(&replay_subcommand, _("which game? (history lists them)"));
    struct session s = { 0 };
    if (open_for(&s, DB_READ, _("No games yet: type solo or play to start one.\n")))
        rc = EXIT_FAILURE_RUN;
    else {
        term_wrapout_begin(); /* on a terminal the screens wrap, as at the prompt */
        rc = do_replay(&s, id, step, NULL) ? EXIT_FAILURE_RUN : EXIT_OK;
        term_wrapout_end();
    }
    journal_close(&s.journal);
    return rc;
}

static enum prompt_result run_resume(struct session *s, int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    fflush(stdout);
    if (!parse_args(&resume_subcommand, argc, argv, &id, &step, NULL))
        do_resume(s, id);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

/* replay at the prompt: through the session's database, or, where that
 * cannot be written (a read-only folder), through a read-only opening of
 * the same file for this replay only. */
static void replay_at_prompt(struct session *s, int64_t id, bool step)
{
    struct journal *j = &s->journal;
    if (journal_ready(j)) {
        do_replay(s, id, step, NULL);
        return;
    }
    struct msg err = { 0 };
    struct store *reader = NULL;
    if (db_open_store(DB_READ, &reader, &err) != STORE_OK) {
        fflush(stdout);
        fprintf(stderr, "condottiere: %s\n", db_say(&err));
        return;
    }
    j->store = reader;
    do_replay(s, id, step, NULL);
    j->store = NULL;
    store_close(reader);
}

/* replay FILE at the prompt: the session's database is set aside while
 * the scratch one holds the record. */
static void replay_at_prompt_file(struct session *s, const char *file, bool step)
{
    struct journal saved = s->journal;
    s->journal.store = NULL;
    s->journal.collect = NULL;
    replay_file(s, file, step);
    s->journal = saved;
}

static enum prompt_result run_replay(struct session *s, int argc, char **argv)
{
    int64_t id = 0;
    bool step = false;
    fflush(stdout);
    const char *file = NULL;
    if (!parse_args(&replay_subcommand, argc, argv, &id, &step, &file)) {
        if (file)
            replay_at_prompt_file(s, file, step);
        else if (!id)
            printf(_("Which game? replay GAME [--step] (history lists them).\n"));
        else
            replay_at_prompt(s, id, step);
    }
    fflush(stderr);
    return PROMPT_CONTINUE;
}

const struct prompt_command resume_command = {
    .name = "resume",
    .args = "[GAME]",
    .help = N_("continue a saved game (the latest in progress by default)"),
    .modes = MODE_IDLE,
    .run = run_resume,
};
const struct prompt_command replay_command = {
    .name = "replay",
    .args = "GAME|FILE [--step]",
    .help = N_("watch a stored game again, event by event"),
    .modes = MODE_IDLE,
    .run = run_replay,
};
