/* cmd_help.c — `condottiere help [COMMAND|CARD]`: the list of commands, one
 * command's help (the same as COMMAND --help), or else what a card or a
 * word of the rules (pope, token) does, as `rules NAME` says it: the
 * commands come first, so a word that names both gives the command. */
#include "cli/commands/cmd_args.h"
#include "cli/prompt/prompt.h"
#include "i18n.h"

static const struct cmd_option options[] = {
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand help_subcommand = {
    "help", NULL, "[COMMAND|CARD]", N_("this list, one command's help, or what a card does"),
    N_("With no argument, lists the commands and the global options; with a command's name "
    "(or a unique prefix of it), that command's help, as COMMAND --help prints it; with a "
    "card's name or a word of the rules (pope, token), what it does in the game, as rules NAME "
    "says it (a command's name comes first)."),
    options, VALUES_WORDS, cmd_help,
};

int cmd_help(int argc, char **argv)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &help_subcommand, argc, argv);
    if ((r = cmd_args_next(&a)) != CMD_ARGS_END)
        return cmd_args_status(r);
    if (a.next == argc) {
        subcommand_print_usage(stdout);
        return EXIT_OK;
    }
    if (a.next + 1 < argc)
        return cmd_usage_error(&help_subcommand, _("one command at a time"));
    bool ambiguous;
    const struct subcommand *c = subcommand_find(argv[a.next], &ambiguous);
    if (!c && !ambiguous && prompt_help_topic(NULL, argv[a.next], NULL) == 0)
        return EXIT_OK;
    if (!c)
        return cmd_usage_error(&help_subcommand,
                               ambiguous ? _("ambiguous command '%s'")
                                         : _("no command or card '%s'"),
                               argv[a.next]);
    subcommand_print_help(stdout, c);
    return EXIT_OK;
}
