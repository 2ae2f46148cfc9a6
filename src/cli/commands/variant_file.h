/* variant_file.h — finding a variant by name (the shipped ones) or by path
 * (a file of the player's), and the seed of a new game. */
#ifndef CONDOTTIERE_VARIANT_FILE_H
#define CONDOTTIERE_VARIANT_FILE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/variant.h"

/* A name without '/' is a shipped variant; anything else is read as a file.
 * Returns 0, or -1 with a message naming the variant or file. */
int variant_file_load(const char *name_or_path, struct variant *out, struct msg *err);

/* A seed from the system's randomness (time and process id if none). */
uint64_t fresh_seed(void);

/* A seed typed by the player: a whole number from 0 to 2^64-1. Returns 0,
 * or -1 when `text` is not one. */
int seed_parse(const char *text, uint64_t *out);

#endif
