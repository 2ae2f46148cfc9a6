/* prompt_commands.c — the prompt's command table and the commands that
 * belong to no particular game: help, quit, strength. */
#include <stdio.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/commands/subcommands.h"
#include "cli/term/term_width.h"
#include "engine/card.h"
#include "cli/i18n/i18n_names.h"
#include "i18n.h"

/* The cards' names at the prompt: the aliases that remain are those of two
 * letters or more (one letter reads as a command); where an alias is also
 * the start of a command, it works only after play or special. */
static void list_card_names(const struct session *s, int width)
{
    char text[1024];
    size_t n = (size_t)snprintf(text, sizeof text, "%s", gettext(s->screen->cards_intro));
    const char *sep = "";
    for (int k = CARD_M10 + 1; k < CARD_KINDS && n < sizeof text; k++) {
        const struct card_info *ci = card_info((enum card_kind)k);
        if (!session_has_card(s, k))
            continue;
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%s", sep, ci->name);
        const char *local = card_title_local(k);
        if (strcmp(local, ci->title) && n < sizeof text)
            n += (size_t)snprintf(text + n, sizeof text - n, " (%s)", local);
        if (strlen(ci->alias) >= 2 && n < sizeof text) {
            if (prompt_card(s, ci->alias, true) >= 0)
                n += (size_t)snprintf(text + n, sizeof text - n, " (%s)", ci->alias);
            else
                /* TRANSLATORS: a card's short name, typed after play or special. */
                n += (size_t)snprintf(text + n, sizeof text - n, _(" (%s after a verb)"),
                                      ci->alias);
        }
        sep = ", ";
    }
    if (n < sizeof text)
        snprintf(text + n, sizeof text - n, "%s", _(".\nhelp CARD tells what a card does.\n"));
    term_wrap(stdout, text, width, 0, 0); /* (a newline in it starts a line) */
}

static enum prompt_result run_help(struct session *s, int argc, char **argv)
{
    if (argc > 1) {
        bool ambiguous;
        const struct prompt_command *c = prompt_find(s, argv[1], &ambiguous);
        /* a card or a word of the rules: its rule first, then the command
         * of the same name, if any (help scarecrow, help pope) */
        bool topic = prompt_help_topic(s, argv[1], c ? c->name : NULL) == 0;
        int card = c || topic ? -1 : card_parse(argv[1]); /* a one-letter alias too */
        if (card >= 0)
            prompt_explain_card(s, card);
        if (!c && (topic || card >= 0))
            return PROMPT_CONTINUE;
        if (!c) {
            char near[256];
            prompt_suggest(s, argv[1], near, sizeof near);
            if (*near)
                printf(_("No command or card '%s' here. Did you mean %s? Type help for the list.\n"),
                       argv[1], near);
            else
                printf(_("No command or card '%s' here. Type help for the list.\n"), argv[1]);
            return PROMPT_CONTINUE;
        }
        int width = term_width(stdout);
        printf("%s %s\n  ", c->name, c->args);
        term_wrap(stdout, gettext(c->help), width, 2, 2);
        if (c->details) {
            fputs("  ", stdout);
            term_wrap(stdout, gettext(c->details), width, 2, 2); /* its lines, wrapped */
        }
        if (c->alias)
            printf(_("  alias: %s\n"), c->alias);
        const char *word = prompt_local_word(c->name);
        if (word)
            /* TRANSLATORS: the command's word in your language. */
            printf(_("  also: %s\n"), word);
        return PROMPT_CONTINUE;
    }
    /* the table fits the width (80 into a pipe): summaries in a column from
     * 25 wrapped under themselves, or below their command when narrower
     * than 60 or when the command's synopsis is too long */
    int width = term_width(stdout), at = width >= 60 ? 25 : 6;
    term_wrap(stdout, _("Commands (a unique prefix is enough, except for those marked !; Tab completes):\n"),
              width, 0, 0);
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        const struct prompt_command *c = *p;
        if (!(c->modes & session_mode(s)))
            continue;
        char synopsis[64];
        snprintf(synopsis, sizeof synopsis, "%s%s%s%s", c->name, *c->args ? " " : "", c->args,
                 c->flags & PROMPT_WHOLE_NAME ? " !" : "");
        int len = (int)term_text_width(synopsis, strlen(synopsis));
        if (2 + len + 1 <= at) { /* the summary on the command's line */
            printf("  %s%*s", synopsis, at - 2 - len, "");
        } else {
            printf("  ");
            term_wrap(stdout, synopsis, width, 2, 4);
            printf("%*s", at, "");
        }
        char summary[512];
        const char *word = prompt_local_word(c->name);
        size_t m = (size_t)snprintf(summary, sizeof summary, "%s", gettext(c->help));
        if (word && m < sizeof summary)
            /* TRANSLATORS: after a command's summary: its word in your language. */
            snprintf(summary + m, sizeof summary - m, _(" (also %s)"), word);
        term_wrap(stdout, summary, width, at, at);
    }
    if (session_mode(s) != MODE_IDLE)
        list_card_names(s, width);
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

static size_t complete_help(struct session *s, const char **out, size_t cap)
{
    size_t n = 0;
    for (const struct prompt_command *const *p = prompt_commands; *p && n < cap; p++)
        if ((*p)->modes & session_mode(s))
            out[n++] = (*p)->name;
    for (int k = CARD_M10 + 1; k < CARD_KINDS && n < cap; k++)
        out[n++] = card_info((enum card_kind)k)->name;
    if (n < cap && (session_mode(s) == MODE_IDLE || !s->screen->no_token))
        out[n++] = "token"; /* (pope is a command already) */
    return n;
}

/* `status` between games: the end of the game just over. */
static bool game_over_here(const struct session *s)
{
    return s->screen != NULL;
}

static enum prompt_result run_final_status(struct session *s, int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (s->screen)
        s->screen->status(s);
    else
        printf(_("No game here: type solo or play for a new one, resume for a saved one.\n"));
    return PROMPT_CONTINUE;
}

static const struct prompt_command final_status_command = {
    .name = "status", .alias = "st", .args = "",
    .help = N_("the game just over: the final score or regions"), .modes = MODE_IDLE,
    .run = run_final_status, .available = game_over_here,
};

static const struct prompt_command help_command = {
    .name = "help", .alias = "?", .args = "[COMMAND|CARD]",
    .help = N_("list the commands, or explain one command or card"), .modes = MODE_ANY,
    .run = run_help, .complete = complete_help,
    .details = N_("help CARD (help 10, help winter) tells what the card does, as rules CARD "
                  "does; help pope and help token, the Pope and the Condottiere token. A word "
                  "that is both a card or a rule and a command (scarecrow, pope) gives the rule, "
                  "then the command."),
};
static const struct prompt_command quit_command = {
    .name = "quit",
    .alias = "q",
    .args = "",
    .help = N_("leave the program"),
    .modes = MODE_ANY,
    .run = run_quit,
};
static const struct prompt_command strength_command = {
    .name = "strength",
    .args = "'A: CARDS' 'B: CARDS'...",
    .help = N_("battle calculator: each line's strength and the winner (one quoted argument per line)"),
    .modes = MODE_ANY,
    .run = run_strength,
};

extern const struct prompt_command solo_play_command, solo_special_command, solo_blind_command,
    solo_next_command, solo_fight_command, solo_concede_command, solo_hand_command,
    solo_status_command, solo_hint_command, solo_new_command, solo_abandon_command;
extern const struct prompt_command table_play_command, table_pass_command, table_region_command,
    table_pope_command, table_scarecrow_command, table_keep_command, table_discard_command,
    table_hand_command, table_lines_command, table_map_command, table_status_command, table_hint_command, table_new_command, table_decline_command, table_draw_command;
extern const struct prompt_command table_seen_command, solo_seen_command;
extern const struct prompt_command history_command, stats_command, undo_command, try_command;
extern const struct prompt_command resume_command, replay_command, review_command, rules_command,
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
    &table_draw_command,
    &table_hand_command,
    &table_lines_command,
    &table_map_command,
    &table_status_command,
    &table_hint_command,
    &table_seen_command,
    &solo_seen_command,
    &solo_new_command,
    &table_new_command,
    &solo_abandon_command,
    &rules_command,
    &variants_command,
    &resume_command,
    &replay_command,
    &undo_command,
    &try_command,
    &review_command,
    &history_command,
    &stats_command,
    &strength_command,
    &final_status_command,
    &help_command,
    &quit_command,
    NULL,
};
