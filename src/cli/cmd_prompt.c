/* cmd_prompt.c — `condottiere` with no arguments: the prompt with a
 * solitaire game ready; prompt_main() also serves `solo`. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/prompt.h"
#include "cli/session.h"
#include "cli/solo_screen.h"
#include "cli/subcommands.h"
#include "cli/variant_file.h"
#include "cli/xdg.h"

int prompt_main(unsigned mode, const struct variant *v, const struct solo_options *o,
                uint64_t seed, bool events_kv)
{
    static char history[4096];
    struct session s = { 0 };
    s.interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    s.color = s.interactive && !getenv("NO_COLOR");
    s.events_kv = events_kv;
    if (s.interactive && xdg_state_file("history", history, sizeof history) == 0)
        s.history_path = history;
    printf("Condottiere. Type help for the commands, quit to leave.\n");
    if (mode == MODE_SOLO && solo_screen_start(&s, v, o, seed))
        return EXIT_FAILURE_RUN;
    int rc = prompt_run(&s);
    solo_screen_end(&s);
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
