/* subcommands.h — the table of `condottiere` subcommands, in the shape of
 * tmux's cmd_entry: each entry has its name, aliases, usage line, one-line
 * summary, long help, options (for getopt_long, --help, the man page and
 * the completion) and handler. Dispatch, unique-prefix matching, `help`,
 * `--help` and usage errors all come from the table (subcommands.c,
 * cmd_args.c); each subcommand's entry sits in its own file. */
#ifndef CONDOTTIERE_SUBCOMMANDS_H
#define CONDOTTIERE_SUBCOMMANDS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* Exit statuses shared by every subcommand. */
enum {
    EXIT_OK = 0,
    EXIT_FAILURE_RUN = 1, /* something went wrong while running */
    EXIT_USAGE = 2,       /* bad arguments or input: nothing was done */
};

/* How the completion offers an option's value or an operand. */
enum cmd_values {
    VALUES_NONE,      /* free text (a number, a seed) */
    VALUES_WORDS,     /* the words of `words` */
    VALUES_VARIANTS,  /* variant names, or a file */
    VALUES_RULES,     /* rule module names */
    VALUES_BOTS,      /* bot levels */
    VALUES_GAMES,     /* stored game numbers */
    VALUES_FILES,     /* file names */
};

struct cmd_option {
    const char *name;     /* long name, without "--" */
    char short_name;      /* 0: none */
    const char *arg;      /* value name ("N"), NULL for a flag */
    const char *help;     /* one sentence */
    enum cmd_values values;
    const char *words;    /* VALUES_WORDS: space-separated */
};

struct subcommand {
    const char *name;
    const char *alias;    /* another name, or NULL */
    const char *usage;    /* argument synopsis, after the name */
    const char *summary;  /* one line for `condottiere help` */
    const char *help;     /* long help (paragraphs separated by "\n") */
    const struct cmd_option *options; /* ends with { NULL } */
    enum cmd_values operands; /* what its operands are, for completion */
    int (*run)(int argc, char **argv); /* argv[0] is the subcommand name */
};

/* Every subcommand, in the order `help` lists them; ends with NULL. */
extern const struct subcommand *const subcommands[];

/* The global options (before the subcommand; every subcommand takes them
 * too): --db, --profile, --color, --help, --version. */
extern const struct cmd_option global_options[];

/* The subcommand named `name`: its name or alias exactly, else the only one
 * whose name starts with `name`. NULL when none or several (*ambiguous
 * set when several). */
const struct subcommand *subcommand_find(const char *name, bool *ambiguous);

/* `condottiere help`: the global usage and the list of commands. */
void subcommand_print_usage(FILE *f);
/* `condottiere CMD --help`: usage, long help and options of c. */
void subcommand_print_help(FILE *f, const struct subcommand *c);
/* "usage: condottiere NAME USAGE" on one line. */
void subcommand_print_usage_line(FILE *f, const struct subcommand *c);

/* Runs the command line (main's argv). */
int subcommand_dispatch(int argc, char **argv);

/* Handlers (some live with their screens: solo/, table/). */
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
int cmd_review(int argc, char **argv);
int cmd_simulate(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_help(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_import(int argc, char **argv);

/* The variants, as `variants` lists them (cmd_rules.c, shared with the
 * prompt). */
void list_variants(void);

/* The options of solo and play, in the order of their entries (read by
 * solo/solo_setup.c and table/table_setup.c, also at the prompt). */
enum solo_option {
    SOLO_OPT_SEED, SOLO_OPT_RULES, SOLO_OPT_VARIANT, SOLO_OPT_EVENTS, SOLO_OPT_SCENARIO,
    SOLO_OPT_THREADS, SOLO_OPT_FROM, SOLO_OPT_REDEAL, SOLO_OPT_LEVEL, SOLO_OPT_DAILY,
};
enum play_option {
    PLAY_OPT_PLAYERS, PLAY_OPT_SEED, PLAY_OPT_BOTS, PLAY_OPT_VARIANT, PLAY_OPT_RULES,
    PLAY_OPT_EVENTS, PLAY_OPT_SCENARIO, PLAY_OPT_SEAT, PLAY_OPT_THREADS, PLAY_OPT_FROM,
    PLAY_OPT_REDEAL, PLAY_OPT_DAILY,
};

/* The entries, one per file in commands/. */
extern const struct subcommand strength_subcommand, solo_subcommand, play_subcommand,
    resume_subcommand, replay_subcommand, review_subcommand, history_subcommand, stats_subcommand,
    simulate_subcommand, check_subcommand, rules_subcommand, variants_subcommand,
    help_subcommand, export_subcommand, import_subcommand;

#endif
