/* fuzz_scenario.c — standard-game scenario files (doc/scenario.md) from any
 * bytes; a position that parses is asked for its legal actions. */
#include "engine/game.h"
#include "rules/scenario.h"
#include "fuzz_input.h"

static struct game g;
static struct state s;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    struct msg err;
    if (text && scenario_parse(text, &g, &s, &err) == 0 && !state_is_terminal(&s)) {
        action buf[512];
        state_legal_actions(&g, &s, buf, 512);
    }
    free(text);
    return 0;
}
