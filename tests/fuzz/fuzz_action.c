/* fuzz_action.c — action text from any bytes: the standard game's
 * (action.h) and the solitaire's; an action read is written back and must
 * read back the same. */
#include "engine/action.h"
#include "fuzz_input.h"
#include "solo/solo.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char back[128];
    struct msg err;
    struct msg err_m;
    action a, b;
    solo_action sa, sb;
    if (!text)
        return 0;
    if (action_from_text(text, &a, &err) == 0) {
        action_to_text(a, back, sizeof back);
        if (action_from_text(back, &b, &err) != 0 || a != b)
            abort();
    }
    if (solo_action_parse(text, &sa, &err_m) == SOLO_OK) {
        solo_action_format(sa, back, sizeof back);
        if (solo_action_parse(back, &sb, &err_m) != SOLO_OK)
            abort();
    }
    free(text);
    return 0;
}
