/* prompt.h — the interactive prompt: one table of commands (name, alias,
 * usage, summary, long help, handler, completion, whether it is offered in
 * the position at hand, whether it is irreversible) driving dispatch,
 * unique-prefix matching, help, completion and suggestions for typos; and
 * the read-dispatch loop. Screens (solitaire, standard game) add their
 * commands to the table through the `modes` mask of each entry. */
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

/* flags */
enum {
    /* Irreversible: run only when typed in full (no prefix, no alias). */
    PROMPT_WHOLE_NAME = 1u << 0,
    /* Asks "are you sure?" first on a terminal. */
    PROMPT_CONFIRM = 1u << 1,
    /* A move of the game (the rules may refuse it in some positions). */
    PROMPT_GAME_ACTION = 1u << 2,
};

struct prompt_command {
    const char *name;
    const char *alias; /* or NULL */
    const char *args;  /* usage: the arguments' synopsis, "" for none */
    const char *help;  /* summary: one line */
    unsigned modes;
    enum prompt_result (*run)(struct session *s, int argc, char **argv);
    /* candidates for the command's arguments, or NULL */
    size_t (*complete)(struct session *s, const char **out, size_t cap);
    /* The fields below may be left out of an entry (zero: none). */
    unsigned flags;
    /* Whether the rules allow the command in the position at hand (the
     * prompt neither offers nor completes it otherwise); NULL: always. */
    bool (*available)(const struct session *s);
    /* Long help shown by `help NAME` under the summary, or NULL. */
    const char *details;
};

/* The command table, NULL-terminated (prompt_commands.c). Several entries
 * may share a name in different modes (play: a standard game at the
 * table, a new one between games). */
extern const struct prompt_command *const prompt_commands[];

/* Runs the loop until `quit` or end of input. Returns the exit status. */
int prompt_run(struct session *s);

/* Executes one command line (what the loop does for each line). */
enum prompt_result prompt_execute(struct session *s, char *line);

/* The command a word names in the current mode: exact name or alias, else
 * a unique prefix. `*ambiguous` is set when several commands match. */
const struct prompt_command *prompt_find(const struct session *s, const char *word,
                                         bool *ambiguous);

/* Whether the command is offered now: in this mode and, for a move, legal
 * in this position. */
bool prompt_offered(const struct session *s, const struct prompt_command *c);

/* The card a word names at the prompt: a number, a full name, a name from
 * a rulebook (Italian, French...) or an alias of two letters or more
 * (one-letter aliases are refused: they read as commands). `bare`: the
 * word stands alone on the line, so it must not also be a prefix of a
 * command offered here. Returns the card kind or -1. */
int prompt_card(const struct session *s, const char *word, bool bare);

/* The card a word names after a verb (play 10, keep heroine); when it names
 * none, says why on stdout (a one-letter alias, a number that is no
 * mercenary's, an unknown name with the closest cards) and returns -1. */
int prompt_card_word(const struct session *s, const char *word);

/* Whether a word reads as a number ("7", "-1", "+3"). */
bool prompt_number_word(const char *word);

/* Whether the line's first word is the program's name ("condottiere play
 * 3", pasted from a shell): if so, says that the prompt takes the command
 * alone, and what to type, without running anything. */
bool prompt_program_name(const struct session *s, int n, char **words);

/* Asks a yes/no question on a terminal (default: no); true without asking
 * when the input is not a terminal, so that transcripts stay the same. */
bool prompt_confirm(const struct session *s, const char *question);

/* Set by Ctrl-C (SIGINT) while a command runs; long computations may poll
 * it to stop early. Cleared before each line is read. */
bool prompt_interrupted(void);

/* What a card does (`help CARD`, `rules CARD`): its effect in the game
 * being played and the changes of the active rule modules. */
void prompt_explain_card(const struct session *s, int kind);

/* `rules NAME` for the names the prompt knows (standard, first-edition,
 * cards, a card); 0 when it printed them, -1 when NAME is none of those.
 * s may be NULL (the subcommand). */
int prompt_rules_describe(const struct session *s, const char *name);
/* `rules NAME` for a word of the rules that is no card: the Pope (pope,
 * favour) or the Condottiere token (token, condottiere); 0 when it printed
 * its rule, -1 when NAME is none of those (prompt_terms.c). */
int prompt_rules_term(const struct session *s, const char *name);
/* `help NAME` besides the commands: the rule of the card or the term that
 * `word` names (a card's name of two letters or more, or a mercenary's
 * number; pope, token...), or else that `command` (the name of the command
 * `word` found, or NULL) names; 0 when it printed one, -1 otherwise. */
int prompt_help_topic(const struct session *s, const char *word, const char *command);
/* `rules` between games: the standard game in short. */
void prompt_rules_between_games(void);

/* The closest words (edit distance) to `word` among the commands offered
 * here, the cards and the regions, as "play", "the card heroine", "the
 * region Firenze", written into buf ("" when nothing is close). */
void prompt_suggest(const struct session *s, const char *word, char *buf, size_t cap);

/* The command's word in the screen's language ("gioca" for play under
 * Italian), or NULL when the language has none but the English name. */
const char *prompt_local_word(const char *name);

#endif
