/* prompt_commands.c — the prompt's command table and the commands that
 * belong to no particular game: help, quit, strength. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/commands/subcommands.h"

static enum prompt_result run_help(struct session *s, int argc, char **argv)
{
    if (argc > 1) {
        bool ambiguous;
        const struct prompt_command *c = prompt_find(s, argv[1], &ambiguous);
        if (!c) {
            printf("No command '%s' here. Type help for the list.\n", argv[1]);
            return PROMPT_CONTINUE;
        }
        printf("%s %s\n  %s\n", c->name, c->args, c->help);
        if (c->alias)
            printf("  alias: %s\n", c->alias);
        return PROMPT_CONTINUE;
    }
    printf("Commands (a unique prefix is enough; Tab completes):\n");
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        const struct prompt_command *c = *p;
        if (!(c->modes & session_mode(s)))
            continue;
        char synopsis[64];
        snprintf(synopsis, sizeof synopsis, "%s%s%s", c->name, *c->args ? " " : "", c->args);
        printf("  %-22s %s\n", synopsis, c->help);
    }
    if (session_mode(s) == MODE_STANDARD)
        printf("A card alone plays it: '10' is 'play 10'. Cards: 1 2 3 4 5 6 10, winter (w), "
               "spring (sp), bishop (b),\ncourtesan (c), drummer (dr), heroine (h), scarecrow "
               "(sc), surrender (su).\n");
    if (session_mode(s) == MODE_SOLO)
        printf("A card alone plays it: '10' is 'play 10', 'winter' is 'special winter'.\n"
               "Cards: 1 2 3 4 5 6 10, winter (w), spring (sp), bishop (b), drummer (dr), "
               "heroine (h), surrender (su).\n");
    return PROMPT_CONTINUE;
}

static enum prompt_result run_quit(struct session *s, int argc, char **argv)
{
    (void)s;
    (void)argc;
    (void)argv;
    return PROMPT_QUIT;
}

static enum prompt_result run_strength(struct session *s, int argc, char **argv)
{
    (void)s;
    fflush(stdout);
    cmd_strength(argc, argv);
    fflush(stderr);
    return PROMPT_CONTINUE;
}

static const struct prompt_command help_command = {
    "help", "?", "[COMMAND]", "list the commands, or explain one", MODE_ANY, run_help, NULL,
};
static const struct prompt_command quit_command = {
    "quit", "q", "", "leave the program", MODE_ANY, run_quit, NULL,
};
static const struct prompt_command strength_command = {
    "strength", NULL, "'A: CARDS' 'B: CARDS'...",
    "battle calculator: each line's strength and the winner (one quoted argument per line)",
    MODE_ANY, run_strength, NULL,
};

extern const struct prompt_command solo_play_command, solo_special_command, solo_blind_command,
    solo_next_command, solo_fight_command, solo_concede_command, solo_hand_command,
    solo_status_command, solo_hint_command, solo_new_command, solo_abandon_command;
extern const struct prompt_command table_play_command, table_pass_command, table_region_command,
    table_pope_command, table_scarecrow_command, table_keep_command, table_discard_command,
    table_hand_command, table_lines_command, table_map_command, table_status_command, table_hint_command, table_new_command, table_decline_command;
extern const struct prompt_command history_command, stats_command;
extern const struct prompt_command resume_command, replay_command, rules_command,
    variants_command;

const struct prompt_command *const prompt_commands[] = {
    &solo_play_command,
    &solo_special_command,
    &solo_blind_command,
    &solo_next_command,
    &solo_fight_command,
    &solo_concede_command,
    &solo_hand_command,
    &solo_hint_command,
    &solo_status_command,
    &table_play_command,
    &table_pass_command,
    &table_region_command,
    &table_pope_command,
    &table_scarecrow_command,
    &table_keep_command,
    &table_discard_command,
    &table_decline_command,
    &table_hand_command,
    &table_lines_command,
    &table_map_command,
    &table_status_command,
    &table_hint_command,
    &solo_new_command,
    &table_new_command,
    &solo_abandon_command,
    &rules_command,
    &variants_command,
    &resume_command,
    &replay_command,
    &history_command,
    &stats_command,
    &strength_command,
    &help_command,
    &quit_command,
    NULL,
};
