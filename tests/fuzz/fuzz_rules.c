/* fuzz_rules.c — --rules specs from any bytes: the standard game's ruleset
 * strings (rules.h) and the solitaire's options; what parses is written
 * back and read again. */
#include "fuzz_input.h"
#include "rules/rules.h"
#include "solo/solo.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    char warn[256], back[512];
    struct msg err;
    struct msg err_m;
    struct ruleset r;
    struct solo_options o;
    if (!text)
        return 0;
    if (ruleset_from_string(&r, text, warn, sizeof warn, &err_m) == 0) {
        ruleset_canonical(&r, back, sizeof back);
        if (ruleset_from_string(&r, back, warn, sizeof warn, &err_m) != 0)
            abort(); /* the canonical form must read back */
    }
    solo_options_default(&o);
    if (solo_options_parse(&o, text, &err) == SOLO_OK)
        solo_options_format(&o, back, sizeof back);
    free(text);
    return 0;
}
