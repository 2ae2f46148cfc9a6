/* prompt.h — the interactive prompt: a table of commands (name, alias,
 * arguments, help, handler, completion), unique-prefix matching, and the
 * read-dispatch loop. Screens (solitaire, standard game) add their commands
 * to the table through the `modes` mask of each entry. */
#ifndef CONDOTTIERE_PROMPT_H
#define CONDOTTIERE_PROMPT_H

#include <stdbool.h>
#include <stddef.h>

struct session;

/* Where a command is offered. */
enum prompt_mode {
    MODE_IDLE = 1u << 0,     /* no game in progress */
    MODE_SOLO = 1u << 1,     /* a solitaire game */
    MODE_STANDARD = 1u << 2, /* a standard game against bots */
    MODE_ANY = MODE_IDLE | MODE_SOLO | MODE_STANDARD,
};

enum prompt_result {
    PROMPT_CONTINUE,
    PROMPT_QUIT,
};

struct prompt_command {
    const char *name;
    const char *alias; /* or NULL */
    const char *args;  /* synopsis, "" for none */
    const char *help;  /* one line */
    unsigned modes;
    enum prompt_result (*run)(struct session *s, int argc, char **argv);
    /* candidates for the command's arguments, or NULL */
    size_t (*complete)(struct session *s, const char **out, size_t cap);
};

/* The command table, NULL-terminated (prompt_commands.c). */
extern const struct prompt_command *const prompt_commands[];

/* Runs the loop until `quit` or end of input. Returns the exit status. */
int prompt_run(struct session *s);

/* Executes one command line (what the loop does for each line). */
enum prompt_result prompt_execute(struct session *s, char *line);

/* The command a word names in the current mode: exact name or alias, else
 * a unique prefix. `*ambiguous` is set when several commands match. */
const struct prompt_command *prompt_find(const struct session *s, const char *word,
                                         bool *ambiguous);

#endif
