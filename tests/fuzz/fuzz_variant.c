/* fuzz_variant.c — variant files (doc/variants.md) from any bytes. */
#include "engine/variant.h"
#include "fuzz_input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    struct msg err;
    struct variant v;
    if (text)
        variant_parse(text, &v, &err);
    free(text);
    return 0;
}
