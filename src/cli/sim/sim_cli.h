/* sim_cli.h — the command line of `condottiere simulate`: its arguments
 * read into one struct (every message says what is wrong and what is
 * allowed), the configuration built from them, and the --merge of several
 * database files. */
#ifndef CONDOTTIERE_SIM_CLI_H
#define CONDOTTIERE_SIM_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "sim/sim.h"

#define SIM_CLI_MAX_FILES 4096
#define SIM_MAX_SWEEPS 8

enum sim_mode {
    SIM_MODE_RUN,
    SIM_MODE_LIST,
    SIM_MODE_SHOW,
    SIM_MODE_MERGE,
};

enum sim_format {
    SIM_FORMAT_TEXT,
    SIM_FORMAT_JSON,
    SIM_FORMAT_CSV,
};

struct sim_args {
    enum sim_mode mode;
    enum sim_format format;
    bool help;
    bool no_store;
    bool rotate;         /* --rotate */
    bool campaigns;      /* --campaigns: whole points campaigns */
    const char *scenario; /* --scenario FILE */
    int nsweeps;
    const char *sweeps[SIM_MAX_SWEEPS]; /* --sweep SPEC, each a factor or several */
    const char *variant, *players, *games, *bots, *seed, *jobs, *shard;
    const char *search_threads; /* --search-threads T[,T...] */
    const char *level;   /* --level NAME|N: the solitaire's level (solo/solo_levels.h) */
    int nrules;
    const char *rules[SIM_MAX_ARMS];
    int64_t show_id;
    int nfiles;
    const char **files;  /* --merge inputs: argv's strings */
    const char *into;    /* --merge --into FILE, or NULL */
};

/* Reads argv (argv[0] is "simulate"). files points into a caller array of
 * SIM_CLI_MAX_FILES. Returns 0, or -1 after one line on stderr. */
int sim_args_parse(int argc, char **argv, struct sim_args *a, const char **files);

/* The configuration of a run from its arguments; *jobs the threads.
 * Returns 0, or -1 after one line on stderr. */
int sim_args_config(const struct sim_args *a, struct sim_config *c, int *jobs);

/* --scenario FILE (sim_scenario_args.c): reads and checks the file (a
 * malformed one: "condottiere: FILE:LINE: ..." on stderr), takes its
 * players and rules, and builds the arms: the bots' own play, then each
 * first move of the seat to move. c->scenario holds the text (the caller
 * frees it). Returns 0, or -1 after one line on stderr. */
int sim_scenario_config(const struct sim_args *a, struct sim_config *c);

/* The options of simulate, in the order of its table entry's options. */
enum sim_option {
    SIM_OPT_VARIANT, SIM_OPT_RULES, SIM_OPT_PLAYERS, SIM_OPT_GAMES, SIM_OPT_BOTS,
    SIM_OPT_SEED, SIM_OPT_JOBS, SIM_OPT_SHARD, SIM_OPT_JSON, SIM_OPT_CSV, SIM_OPT_NO_STORE,
    SIM_OPT_LIST, SIM_OPT_SHOW, SIM_OPT_MERGE, SIM_OPT_INTO, SIM_OPT_ROTATE, SIM_OPT_CAMPAIGNS,
    SIM_OPT_SCENARIO, SIM_OPT_SWEEP, SIM_OPT_SEARCH_THREADS, SIM_OPT_LEVEL,
};

/* --merge: reads every run of the files, puts the shards of each
 * simulation together, prints the tables in the format asked and, with
 * --into, stores each merged simulation there. Returns an exit status. */
int sim_merge_files(const struct sim_args *a);

#endif
