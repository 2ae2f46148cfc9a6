/* cmd_prompt.c — `condottiere` with no arguments (or `condottiere prompt`):
 * the interactive prompt. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cli/line_input.h"
#include "cli/prompt.h"
#include "cli/session.h"
#include "cli/subcommands.h"
#include "cli/xdg.h"

int cmd_prompt(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    static char history[4096];
    struct session s = { 0 };
    s.interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
    s.color = s.interactive && !getenv("NO_COLOR");
    if (s.interactive && xdg_state_file("history", history, sizeof history) == 0)
        s.history_path = history;
    printf("Condottiere. Type help for the commands, quit to leave.\n");
    return prompt_run(&s);
}
