/* fuzz_solo_scenario.c — solitaire scenarios (doc/rules-solitaire.md) from
 * any bytes, on the embedded solitaire variant; a position that parses
 * plays its first legal actions. */
#include "fuzz_input.h"
#include "solo/solo.h"

static struct variant v;
static struct solo_options o;
static struct solo_state s;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    struct msg err;
    (void)argc;
    (void)argv;
    if (variant_load_embedded("solitaire", &v, &err))
        abort();
    solo_options_default(&o);
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    struct msg err;
    struct solo_event buf[64];
    struct solo_events ev = { buf, 64, 0, 0 };
    if (text && solo_new_scenario(&s, &v, &o, 7, text, &ev, &err) == SOLO_OK) {
        for (int i = 0; i < 8 && !solo_is_terminal(&s); i++) {
            solo_action acts[64];
            if (solo_legal_actions(&s, acts, 64) <= 0)
                break;
            ev.n = ev.lost = 0;
            solo_apply(&s, acts[0], &ev, &err);
        }
    }
    free(text);
    return 0;
}
