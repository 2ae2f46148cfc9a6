/* subcommands.h — the table of `condottiere` subcommands (tmux-style: one
 * entry per command, dispatch and help driven by the table). */
#ifndef CONDOTTIERE_SUBCOMMANDS_H
#define CONDOTTIERE_SUBCOMMANDS_H

#include <stdbool.h>
#include <stdint.h>

/* Exit statuses shared by every subcommand. */
enum {
    EXIT_OK = 0,
    EXIT_FAILURE_RUN = 1, /* something went wrong while running */
    EXIT_USAGE = 2,       /* bad arguments or input: nothing was done */
};

struct subcommand {
    const char *name;
    const char *args;    /* argument synopsis for usage lines */
    const char *summary; /* one line for `condottiere help` */
    int (*run)(int argc, char **argv); /* argv[0] is the subcommand name */
};

extern const struct subcommand subcommands[];

const struct subcommand *subcommand_find(const char *name);
void subcommand_print_usage(const char *prog);

int cmd_strength(int argc, char **argv);
int cmd_prompt(int argc, char **argv);
int cmd_solo(int argc, char **argv);
int cmd_play(int argc, char **argv);
int cmd_history(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_resume(int argc, char **argv);
int cmd_rules(int argc, char **argv);
int cmd_variants(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
int cmd_check(int argc, char **argv);


#endif
