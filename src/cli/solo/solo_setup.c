/* solo_setup.c — choosing a solitaire game: `solo [--seed S] [--rules
 * k=v,...] [--variant NAME|PATH]` as a subcommand and at the prompt, and the
 * `abandon` command. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/subcommands.h"
#include "cli/commands/variant_file.h"

struct solo_choice {
    struct variant variant;
    struct solo_options options;
    uint64_t seed;
    bool events_kv;
};

/* Reads the options; on error prints one line to stderr and returns -1. */
static int parse_solo_args(int argc, char **argv, struct solo_choice *c)
{
    char err[256];
    const char *variant = "solitaire";
    const char *rules[8];
    int nrules = 0;
    bool seeded = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--events")) {
            c->events_kv = true;
            continue;
        }
        if (strcmp(a, "--seed") && strcmp(a, "--rules") && strcmp(a, "--variant")) {
            fprintf(stderr, "solo: unknown argument '%s' (valid: --seed N, --rules KEY=VALUE,..., "
                            "--variant NAME|PATH, --events)\n", a);
            return -1;
        }
        if (!val) {
            fprintf(stderr, "solo: %s needs a value\n", a);
            return -1;
        }
        i++;
        if (!strcmp(a, "--seed")) {
            if (seed_parse(val, &c->seed)) {
                fprintf(stderr, "solo: the seed must be a whole number from 0 to 2^64-1, not '%s'\n",
                        val);
                return -1;
            }
            seeded = true;
        } else if (!strcmp(a, "--rules")) {
            if (nrules == 8) {
                fprintf(stderr, "solo: too many --rules\n");
                return -1;
            }
            rules[nrules++] = val;
        } else {
            variant = val;
        }
    }
    if (variant_file_load(variant, &c->variant, err, sizeof err)) {
        fprintf(stderr, "solo: %s\n", err);
        return -1;
    }
    if (c->variant.edition != EDITION_SOLITAIRE) {
        fprintf(stderr, "solo: variant '%s' is not a solitaire variant (edition %s); use play\n",
                c->variant.name, edition_name(c->variant.edition));
        return -1;
    }
    solo_options_default(&c->options);
    if (solo_options_from_variant(&c->options, &c->variant, err, sizeof err) != SOLO_OK) {
        fprintf(stderr, "solo: variant '%s': %s\n", c->variant.name, err);
        return -1;
    }
    for (int r = 0; r < nrules; r++)
        if (solo_options_parse(&c->options, rules[r], err, sizeof err) != SOLO_OK) {
            fprintf(stderr, "solo: %s\n", err);
            return -1;
        }
    if (!seeded)
        c->seed = fresh_seed();
    return 0;
}

int cmd_solo(int argc, char **argv)
{
    struct solo_choice c = { 0 };
    struct session s = { 0 };
    if (parse_solo_args(argc, argv, &c))
        return EXIT_USAGE;
    session_open(&s, c.events_kv);
    if (solo_screen_start(&s, &c.variant, &c.options, c.seed)) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}

/* `solo` at the prompt: a new game, unless one is in progress. */
static enum prompt_result run_solo(struct session *s, int argc, char **argv)
{
    struct solo_choice c = { 0 };
    if (session_mode(s) != MODE_IDLE) {
        printf("A game is in progress: finish it, or type abandon first.\n");
        return PROMPT_CONTINUE;
    }
    fflush(stdout);
    if (parse_solo_args(argc, argv, &c)) {
        fflush(stderr);
        return PROMPT_CONTINUE;
    }
    if (c.events_kv)
        s->events_kv = true;
    session_end_games(s);
    solo_screen_start(s, &c.variant, &c.options, c.seed);
    return PROMPT_CONTINUE;
}

static enum prompt_result run_abandon(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    journal_abandon(&s->journal);
    session_end_games(s);
    printf("Game abandoned. Type solo for a solitaire game, play for a standard game.\n");
    return PROMPT_CONTINUE;
}

const struct prompt_command solo_new_command = {
    "solo", "new", "[--seed N] [--rules KEY=VALUE,...]",
    "start a new solitaire game (rules solitaire lists the options)", MODE_ANY, run_solo, NULL,
};
const struct prompt_command solo_abandon_command = {
    "abandon", NULL, "", "give up the game in progress", MODE_SOLO | MODE_STANDARD, run_abandon,
    NULL,
};
