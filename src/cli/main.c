/* main.c — entry point of `condottiere`: takes the global options (--db,
 * --profile) and dispatches to a subcommand. */
#include <stdio.h>
#include <string.h>

#include "cli/i18n/i18n_init.h"
#include "cli/record/db.h"
#include "cli/commands/subcommands.h"

int main(int argc, char **argv)
{
    i18n_init(argv[0]);
    if (db_take_options(&argc, argv))
        return EXIT_USAGE;
    if (argc < 2)
        return cmd_prompt(argc, argv);
    if (!strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        subcommand_print_usage("condottiere");
        return EXIT_OK;
    }
    if (argv[1][0] == '-' && argv[1][1] == '-') {
        /* "condottiere --seed 7" is the default game with options: solo */
        argv[0] = "solo";
        return cmd_solo(argc, argv);
    }
    const struct subcommand *c = subcommand_find(argv[1]);
    if (!c) {
        fprintf(stderr, "condottiere: unknown command '%s' (try 'condottiere help')\n", argv[1]);
        return EXIT_USAGE;
    }
    return c->run(argc - 1, argv + 1);
}
