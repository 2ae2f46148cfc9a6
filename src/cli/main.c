/* main.c — entry point of `condottiere`: hands the command line to the
 * subcommand table (commands/subcommands.c), which takes the global
 * options and runs the subcommand; messages in the user's language first
 * (i18n/). */
#include "cli/i18n/i18n_init.h"
#include "cli/commands/subcommands.h"

int main(int argc, char **argv)
{
    i18n_init(argv[0]);
    return subcommand_dispatch(argc, argv);
}
