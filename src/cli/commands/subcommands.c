/* subcommands.c — the subcommand table and its lookup and usage text. */
#include "cli/commands/subcommands.h"

#include <stdio.h>
#include <string.h>

static int cmd_help(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    subcommand_print_usage("condottiere");
    return EXIT_OK;
}

const struct subcommand subcommands[] = {
    { "strength", "[--explain] [--announced] [--edition first|third] 'NAME: CARD...' ...",
      "battle calculator: the strength of each battle line and the winner", cmd_strength },
    { "solo", "[--seed N] [--rules KEY=VALUE,...] [--variant NAME|PATH] [--events]",
      "a solitaire game at the prompt (what `condottiere` alone starts)", cmd_solo },
    { "play", "[--players 2..6] [--seed N] [--bots easy|normal|random|heuristic] [--variant NAME|PATH] [--events]",
      "a standard game at the prompt: you against 1 to 5 bots", cmd_play },
    { "resume", "[GAME]", "continue a saved game (the latest in progress by default)",
      cmd_resume },
    { "replay", "GAME [--step]", "a stored game again, event by event", cmd_replay },
    { "history", "[--variant NAME] [--rules RULESET] [--result RESULT] [--limit N]", "your recent games, newest first, with their game numbers", cmd_history },
    { "stats", "[--json | --csv]", "your statistics: win rates, streaks, battles, cards", cmd_stats },
    { "simulate", "[--variant V] [--rules R]... [--players N] [--games G] [--bots B] [--seed S] [--jobs J] [--shard K/N] | --list | --show ID | --merge FILE...",
      "bots play many seeded games: win rates, first-player advantage, endings (doc/simulate.md)", cmd_simulate },
    { "check", "[--repair] [--json]",
      "every stored game replayed and its battles and results compared; --repair rewrites them from the actions",
      cmd_check },
    { "rules", "[NAME]", "the rule modules, or one described (rules solitaire: its options)",
      cmd_rules },
    { "variants", "", "the named variants", cmd_variants },
    { "help", "", "this list", cmd_help },
    { NULL, NULL, NULL, NULL },
};

const struct subcommand *subcommand_find(const char *name)
{
    for (const struct subcommand *c = subcommands; c->name; c++)
        if (!strcmp(c->name, name))
            return c;
    return NULL;
}

void subcommand_print_usage(const char *prog)
{
    printf("usage: %s [--db PATH] [--profile NAME] [COMMAND [ARGS]]\n\n"
           "With no command: the prompt, with a solitaire game ready.\n\ncommands:\n", prog);
    for (const struct subcommand *c = subcommands; c->name; c++)
        printf("  %-9s %s\n            %s\n", c->name, c->args, c->summary);
}
