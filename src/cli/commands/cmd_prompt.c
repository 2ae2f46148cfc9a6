/* cmd_prompt.c — `condottiere` with no arguments: the prompt with a
 * solitaire game ready, on the default variant and options; on a terminal,
 * a game in progress is offered first ("resume it? [Y/n]"). Through a pipe
 * a new game starts at once, so that transcripts stay the same. The new
 * game is stored only when the player makes a move. */
#define _DEFAULT_SOURCE /* rpmatch: the yes of the screen's language */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli/prompt/line_input.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/subcommands.h"
#include "cli/commands/variant_file.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

/* The question for a game in progress of that kind, stored at a UTC
 * time: from today, from yesterday, or from a date ("2026-11-20"). */
static void resume_question(const char *kind, const char *stamp, char *buf, size_t cap)
{
    time_t now = time(NULL);
    char today[16], yesterday[16];
    struct tm tm;
    bool solo = !strcmp(kind, "solitaire");
    gmtime_r(&now, &tm);
    strftime(today, sizeof today, "%Y-%m-%d", &tm);
    now -= 24 * 60 * 60;
    gmtime_r(&now, &tm);
    strftime(yesterday, sizeof yesterday, "%Y-%m-%d", &tm);
    /* TRANSLATORS: asked at start-up; Enter or the language's "yes"
     * resumes, so put the language's first letters of yes and no in
     * "[Y/n]". */
    if (!strncmp(stamp, today, 10))
        snprintf(buf, cap, "%s", solo ? _("A solitaire game from today is in progress: resume it? [Y/n] ")
                                     : _("A standard game from today is in progress: resume it? [Y/n] "));
    else if (!strncmp(stamp, yesterday, 10))
        snprintf(buf, cap, "%s", solo ? _("A solitaire game from yesterday is in progress: resume it? [Y/n] ")
                                     : _("A standard game from yesterday is in progress: resume it? [Y/n] "));
    else {
        char date[16];
        snprintf(date, sizeof date, "%.10s", stamp);
        /* TRANSLATORS: %s is a date, 2026-11-20. */
        snprintf(buf, cap, solo ? _("A solitaire game from %s is in progress: resume it? [Y/n] ")
                                : _("A standard game from %s is in progress: resume it? [Y/n] "),
                 date);
    }
}

/* On a terminal, offers the most recent game in progress; true when the
 * player took it (it is then at the prompt). */
static bool offer_resume(struct session *s)
{
    struct store_game_list list = { 0 };
    struct msg err = { 0 };
    if (!s->interactive || !journal_ready(&s->journal))
        return false;
    if (store_games_resumable(s->journal.store, s->journal.profile_id, &list, &err) !=
            STORE_OK ||
        !list.n) {
        store_game_list_free(&list);
        return false;
    }
    char question[256];
    resume_question(list.games[0].kind, list.games[0].updated_at, question, sizeof question);
    store_game_list_free(&list);
    char *answer = line_input_ask(question);
    /* Enter, y, or the yes of the screen's language (rpmatch) */
    bool yes = answer && (!*answer || *answer == 'y' || *answer == 'Y' || rpmatch(answer) == 1);
    free(answer);
    if (!yes)
        return false;
    char line[] = "resume";
    prompt_execute(s, line);
    return session_mode(s) != MODE_IDLE;
}

int cmd_prompt(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct variant v;
    struct solo_options o;
    struct session s = { 0 };
    struct msg err;
    if (variant_load_embedded("solitaire", &v, &err)) {
        fprintf(stderr, "condottiere: %s\n", i18n_msg_l(&err));
        return EXIT_FAILURE_RUN;
    }
    solo_options_default(&o);
    session_open(&s, false);
    if (offer_resume(&s))
        return session_run(&s);
    s.record_lazily = true; /* a game left with no move is not kept */
    if (solo_screen_start(&s, &v, &o, fresh_seed())) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}
