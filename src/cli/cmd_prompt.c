/* cmd_prompt.c — `condottiere` with no arguments: the prompt with a
 * solitaire game ready; prompt_main() also serves `solo`. */
#include <stdio.h>
#include <stdlib.h>

#include "cli/prompt.h"
#include "cli/session.h"
#include "cli/solo_screen.h"
#include "cli/subcommands.h"
#include "cli/variant_file.h"

int prompt_main(unsigned mode, const struct variant *v, const struct solo_options *o,
                uint64_t seed, bool events_kv)
{
    struct session s = { 0 };
    session_open(&s, events_kv);
    if (mode == MODE_SOLO && solo_screen_start(&s, v, o, seed))
        return EXIT_FAILURE_RUN;
    int rc = prompt_run(&s);
    session_close(&s);
    return rc;
}

int cmd_prompt(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    struct variant v;
    struct solo_options o;
    char err[256];
    if (variant_load_embedded("solitaire", &v, err, sizeof err)) {
        fprintf(stderr, "condottiere: %s\n", err);
        return EXIT_FAILURE_RUN;
    }
    solo_options_default(&o);
    return prompt_main(MODE_SOLO, &v, &o, fresh_seed(), false);
}
