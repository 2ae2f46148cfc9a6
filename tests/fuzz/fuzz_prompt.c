/* fuzz_prompt.c — prompt lines from any bytes, between games and in a game.
 * The first byte chooses where: between games, in a solitaire game, or in a
 * standard game with random bots (2 to 6 players); the rest is cut into up
 * to 32 lines, each run as if typed. No database is used (games are not
 * saved), output goes to /dev/null. `hint` is left out: it searches for
 * about a second (seconds under the sanitizers) and reads no text of its
 * own, so it would only slow the fuzzer to a crawl. */
#include <stdbool.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "fuzz_input.h"
#include "rules/rules.h"

static struct variant solitaire;
static struct solo_options options;
static struct ruleset standard;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    char warn[256];
    struct msg err;
    (void)argc;
    (void)argv;
    fuzz_quiet();
    /* a database path that can never be opened: nothing is written */
    setenv("CONDOTTIERE_DB", "/dev/null/condottiere-fuzz.db", 1);
    setenv("HOME", "/dev/null", 1);
    unsetenv("XDG_DATA_HOME");
    if (variant_load_embedded("solitaire", &solitaire, &err) ||
        ruleset_from_string(&standard, "standard", warn, sizeof warn, &err))
        abort();
    solo_options_default(&options);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    char *text = fuzz_text(data + 1, size - 1);
    if (!text)
        return 0;
    struct session s = { 0 };
    s.journal.tried = true; /* no database: games are not saved */
    int where = data[0] % 8;
    if (where == 1)
        solo_screen_start(&s, &solitaire, &options, data[0]);
    else if (where >= 2)
        table_screen_start(&s, &standard, where, BOT_RANDOM, data[0]);
    int lines = 0;
    for (char *p = text; p && lines < 32; lines++) {
        char *line = p;
        p = strchr(p, '\n');
        if (p)
            *p++ = '\0';
        char word[32];
        bool ambiguous = false;
        if (sscanf(line, " %31s", word) == 1) {
            const struct prompt_command *c = prompt_find(&s, word, &ambiguous);
            if (c && !strcmp(c->name, "hint"))
                continue;
        }
        if (prompt_execute(&s, line) == PROMPT_QUIT)
            break;
    }
    session_end_games(&s);
    journal_close(&s.journal);
    free(text);
    return 0;
}
