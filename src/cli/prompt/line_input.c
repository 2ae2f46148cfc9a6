/* line_input.c — readline or plain stdio line reading; history file. */
#include "config.h"

#include "cli/prompt/line_input.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#ifdef HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

static bool interactive;
static char *history_file;
static completion_fn completer;

bool line_input_interactive(void)
{
    return interactive;
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
#endif

void line_input_open(bool want_interactive, const char *history_path, completion_fn fn)
{
#ifdef HAVE_READLINE
    interactive = want_interactive;
    completer = fn;
    if (interactive) {
        rl_readline_name = "condottiere";
        rl_attempted_completion_function = complete;
        using_history();
        if (history_path) {
            history_file = strdup(history_path);
            read_history(history_file);
        }
    }
#else
    (void)want_interactive;
    (void)history_path;
    (void)fn;
    interactive = false;
    (void)completer;
#endif
}

void line_input_close(void)
{
#ifdef HAVE_READLINE
    if (interactive && history_file) {
        write_history(history_file);
        history_truncate_file(history_file, 1000);
    }
#endif
    free(history_file);
    history_file = NULL;
}

static char *read_plain(const char *prompt)
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
    printf("%s\n", line); /* echo: a transcript reads like the session */
    return line;
}

char *line_input_read(const char *prompt)
{
#ifdef HAVE_READLINE
    if (interactive) {
        char *line = readline(prompt);
        if (line && *line) {
            HIST_ENTRY *last = history_length ? history_get(history_base + history_length - 1) : NULL;
            if (!last || strcmp(last->line, line))
                add_history(line);
        }
        return line;
    }
#endif
    return read_plain(prompt);
}
