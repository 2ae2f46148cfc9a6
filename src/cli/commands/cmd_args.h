/* cmd_args.h — a subcommand's options read with getopt_long from its
 * entry in the table (long and short, --opt=value and --opt value), the
 * global options taken wherever they appear, --help answered, and usage
 * errors reported the same way everywhere: "condottiere: NAME: what" and
 * the usage line on stderr, exit status 2. */
#ifndef CONDOTTIERE_CMD_ARGS_H
#define CONDOTTIERE_CMD_ARGS_H

#include <getopt.h>

#include "cli/commands/subcommands.h"

#define CMD_ARGS_MAX 40

enum {
    CMD_ARGS_END = -1,   /* no more options: operands from args.next */
    CMD_ARGS_HELP = -2,  /* --help was printed: exit 0 */
    CMD_ARGS_ERROR = -3, /* a usage error was printed: exit 2 */
};

struct cmd_args {
    const struct subcommand *cmd;
    int argc;
    char **argv;
    int next;            /* after CMD_ARGS_END: the first operand */
    const char *value;   /* the value of the option just read */
    struct option longopts[CMD_ARGS_MAX];
    char shortopts[2 * CMD_ARGS_MAX + 3];
};

void cmd_args_start(struct cmd_args *a, const struct subcommand *cmd, int argc, char **argv);

/* The next option: the index of its entry in cmd->options (its value in
 * a->value), or CMD_ARGS_END / CMD_ARGS_HELP / CMD_ARGS_ERROR. Global
 * options (--db, --profile, --color) are applied and skipped. Operands may
 * come before options (GNU order); "--" ends the options. */
int cmd_args_next(struct cmd_args *a);

/* The status to return for a CMD_ARGS_HELP or CMD_ARGS_ERROR result. */
int cmd_args_status(int result);

/* Prints "condottiere: NAME: message" and the usage line on stderr;
 * returns EXIT_USAGE. */
__attribute__((format(printf, 2, 3))) int cmd_usage_error(const struct subcommand *c,
                                                          const char *fmt, ...);

/* Applies a global option (index in global_options) with its value;
 * returns 0, or EXIT_USAGE after a message. */
int cmd_global_option(int index, const char *value);

/* A game's number as typed ("12"): a whole number from 1; 0, or -1 when
 * the text is not one. */
int cmd_game_number(const char *text, int64_t *id);

/* A --bots word that names no bot level: the reason, in the player's
 * language, written into buf (the levels, search:N and its limit); NULL
 * when the word names one. */
const char *cmd_bot_level_error(const char *word, char *buf, size_t cap);

#endif
