/* search_options.h — how the search bot thinks at the prompt: the threads
 * of its decisions and of `hint` (--threads N of solo, play and resume; by default
 * the machine's cores, 8 at most), and a hint's budget typed after the
 * command (`hint 2s`, `hint 100000`). */
#ifndef CONDOTTIERE_SEARCH_OPTIONS_H
#define CONDOTTIERE_SEARCH_OPTIONS_H

#include "ai/search_bot.h" /* SEARCH_MAX_THREADS */

#define SEARCH_OPTIONS_MAX_DEFAULT 8 /* the default's most threads */

/* The threads of a search at the prompt: the last --threads given, else
 * the machine's cores (1 to SEARCH_OPTIONS_MAX_DEFAULT). */
int search_option_threads(void);

/* --threads N: 1 to SEARCH_MAX_THREADS. Returns 0, or -1 (nothing set). */
int search_option_set_threads(const char *text);

struct subcommand;
/* --threads N of `cmd`: set, or -1 after a usage error naming it. */
int search_option_threads_arg(const struct subcommand *cmd, const char *text);

/* A hint's budget from its command's words: none (0, the default), a
 * number of iterations or a time ("2s", "500ms"; search_budget_parse)
 * into *budget. Returns 0, or -1 after saying what it takes. */
int search_option_hint_budget(int argc, char **argv, int *budget);

#endif
