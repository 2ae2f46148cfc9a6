/* line_input.c — readline or plain stdio line reading; the history file
 * (each line appended as it is entered, so that it is kept however the
 * session ends); Ctrl-C, which clears the line being typed. */
#include "config.h"

#include "cli/prompt/line_input.h"
#include "cli/term/term_wrapout.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

static bool interactive;
static char *history_file;
static completion_fn completer;
static volatile sig_atomic_t interrupted;

bool line_input_interactive(void)
{
    return interactive;
}

bool line_input_interrupted(void)
{
    return interrupted != 0;
}

static void on_sigint(int sig)
{
    (void)sig;
    interrupted = 1;
}

#ifdef HAVE_READLINE
#define MAX_CANDIDATES 128

static const char *candidates[MAX_CANDIDATES];
static size_t ncandidates, next_candidate;

static char *generate(const char *text, int state)
{
    size_t len = strlen(text);
    if (!state)
        next_candidate = 0;
    while (next_candidate < ncandidates) {
        const char *c = candidates[next_candidate++];
        if (!strncasecmp(c, text, len))
            return strdup(c);
    }
    return NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)end;
    rl_attempted_completion_over = 1; /* never fall back to file names */
    ncandidates = completer ? completer(rl_line_buffer, (size_t)start, candidates, MAX_CANDIDATES)
                            : 0;
    return rl_completion_matches(text, generate);
}

/* Called by readline when a signal interrupts its read: after Ctrl-C, the
 * line typed so far is dropped and a fresh prompt shown, as bash does. */
static int after_signal(void)
{
    if (interrupted) {
        interrupted = 0;
        rl_replace_line("", 0);
        rl_crlf();
        rl_on_new_line();
        rl_redisplay();
    }
    return 0;
}
#endif

void line_input_catch_interrupt(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_sigint; /* no SA_RESTART: a read is interrupted */
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

void line_input_open(bool want_interactive, const char *history_path, completion_fn fn)
{
    if (want_interactive)
        line_input_catch_interrupt();
#ifdef HAVE_READLINE
    interactive = want_interactive;
    completer = fn;
    if (interactive) {
        rl_readline_name = "condottiere";
        rl_outstream = term_wrapout_real(); /* not the screens' wrapped stdout */
        rl_attempted_completion_function = complete;
        rl_signal_event_hook = after_signal;
        using_history();
        if (history_path) {
            history_file = strdup(history_path);
            FILE *f = fopen(history_file, "a"); /* appending needs the file */
            if (f)
                fclose(f);
            read_history(history_file);
        }
    }
#else
    (void)history_path;
    (void)fn;
    interactive = false;
    (void)completer;
#endif
}

void line_input_close(void)
{
#ifdef HAVE_READLINE
    if (interactive && history_file)
        history_truncate_file(history_file, 1000);
#endif
    free(history_file);
    history_file = NULL;
}

static char *read_plain(const char *prompt, bool echo)
{
    char *line = NULL;
    size_t cap = 0;
    fputs(prompt, stdout);
    fflush(stdout);
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        free(line);
        fputs("\n", stdout);
        return NULL;
    }
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        line[--n] = '\0';
    /* A terminal echoed the line and its newline itself (replay --step on
     * one, a build without readline): echoed again, it would show twice. */
    if (!echo || isatty(STDIN_FILENO))
        term_wrapout_newline();
    else
        printf("%s\n", line); /* echo: a transcript reads like the session */
    return line;
}

char *line_input_read(const char *prompt)
{
    interrupted = 0;
    fflush(stdout); /* the screens' output before the prompt */
#ifdef HAVE_READLINE
    if (interactive) {
        char *line = readline(prompt);
        term_wrapout_newline(); /* readline wrote the line, not the screens */
        if (line && *line) {
            HIST_ENTRY *last = history_length ? history_get(history_base + history_length - 1) : NULL;
            if (!last || strcmp(last->line, line)) {
                add_history(line);
                if (history_file)
                    append_history(1, history_file);
            }
        }
        interrupted = 0;
        return line;
    }
#endif
    return read_plain(prompt, true);
}

char *line_input_ask(const char *question)
{
    interrupted = 0;
    fflush(stdout);
#ifdef HAVE_READLINE
    if (interactive) {
        char *answer = readline(question);
        term_wrapout_newline();
        return answer;
    }
#endif
    return read_plain(question, false);
}
