/* fuzz_strength.c — `condottiere strength` arguments from any bytes: the
 * input is cut at line feeds into up to 16 arguments (options and
 * 'NAME: CARD...' lines). */
#include "cli/commands/subcommands.h"
#include "fuzz_input.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_quiet();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char *argv[18] = { "strength" };
    int argc = 1;
    if (!text)
        return 0;
    for (char *p = text; p && argc < 17;) {
        argv[argc++] = p;
        p = strchr(p, '\n');
        if (p)
            *p++ = '\0';
    }
    argv[argc] = NULL;
    cmd_strength(argc, argv);
    free(text);
    return 0;
}
