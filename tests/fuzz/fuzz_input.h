/* fuzz_input.h — what the libFuzzer harnesses share: the input as a
 * NUL-terminated string (inputs holding a NUL are cut there, as C text
 * would be), and quiet standard streams. */
#ifndef CONDOTTIERE_FUZZ_INPUT_H
#define CONDOTTIERE_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FUZZ_MAX_INPUT 65536

/* A fresh NUL-terminated copy of the input (free() it); NULL when too big. */
static inline char *fuzz_text(const uint8_t *data, size_t size)
{
    if (size > FUZZ_MAX_INPUT)
        return NULL;
    char *text = malloc(size + 1);
    if (!text)
        return NULL;
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

/* Output to /dev/null, input from it: the program's messages are not
 * looked at, and nothing waits for a keyboard. Its messages on stderr are
 * silenced by run.sh with -close_fd_mask=2 (libFuzzer and the sanitizers
 * keep a copy of stderr for their reports). */
static inline void fuzz_quiet(void)
{
    if (!freopen("/dev/null", "w", stdout) || !freopen("/dev/null", "r", stdin))
        abort();
}

#endif
