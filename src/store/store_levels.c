/* store_levels.c — the level of a stored bot kind (store_levels.h). */
#include "store/store_levels.h"

#include <string.h>

const char *store_level_of(const char *kind, int *rank)
{
    /* weakest first; every search that has been the level hard is hard */
    static const struct {
        const char *kind, *level;
    } levels[] = {
        {"random", "random"},   {"easy", "easy"},       {"heuristic", "normal"},
        {"normal", "normal"},   {"search", "hard"},     {"hard", "hard"},
        {"search-v2", "hard"},  {"search-v3", "hard"},  {"search-v4", "hard"},
        {"search-v1", "hard"},  {"search-v6", "hard"},
    };
    size_t len = strcspn(kind, ":");
    for (size_t i = 0; i < sizeof levels / sizeof levels[0]; i++)
        if (strlen(levels[i].kind) == len && strncmp(kind, levels[i].kind, len) == 0) {
            *rank = (int)i;
            return levels[i].level;
        }
    return NULL;
}
