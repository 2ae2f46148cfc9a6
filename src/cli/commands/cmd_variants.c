/* cmd_variants.c — `condottiere variants`: the named variants (the list
 * itself is printed by cmd_rules.c, which the prompt shares). */
#include "cli/term/term_wrapout.h"
#include "cli/commands/cmd_args.h"
#include "i18n.h"

static const struct cmd_option options[] = {
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand variants_subcommand = {
    "variants", NULL, "", N_("the named variants"),
    N_("Lists the variants shipped with the program, with their rule modules: the names "
    "--variant takes (a path to a variant file of your own works too; doc/variants.md)."),
    options, VALUES_NONE, cmd_variants,
};

int cmd_variants(int argc, char **argv)
{
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &variants_subcommand, argc, argv);
    if ((r = cmd_args_next(&a)) != CMD_ARGS_END)
        return cmd_args_status(r);
    if (a.next < argc)
        return cmd_usage_error(&variants_subcommand, _("takes no argument, not '%s'"), argv[a.next]);
    /* the width holds in every language, 80 into a pipe (a help text) */
    if (term_wrapout_begin_text()) {
        list_variants();
        term_wrapout_end();
    } else {
        list_variants();
    }
    return EXIT_OK;
}
