/* cmd_prompt.c — `condottiere` with no arguments: the prompt with a
 * solitaire game ready, on the default variant and options. */
#include <stdio.h>

#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/commands/subcommands.h"
#include "cli/commands/variant_file.h"

int cmd_prompt(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct variant v;
    struct solo_options o;
    struct session s = { 0 };
    char err[256];
    if (variant_load_embedded("solitaire", &v, err, sizeof err)) {
        fprintf(stderr, "condottiere: %s\n", err);
        return EXIT_FAILURE_RUN;
    }
    solo_options_default(&o);
    session_open(&s, false);
    if (solo_screen_start(&s, &v, &o, fresh_seed())) {
        session_close(&s);
        return EXIT_FAILURE_RUN;
    }
    return session_run(&s);
}
