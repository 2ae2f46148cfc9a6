/* hint_print.h — `hint` on the screen, in both games: the advisor's moves
 * (advisor_search.h) with each card named in the words the screens show in
 * the player's language, which the prompt accepts. */
#ifndef CONDOTTIERE_HINT_PRINT_H
#define CONDOTTIERE_HINT_PRINT_H

#include <stddef.h>

#include "ai/advisor_search.h"

/* A move's words with its cards in the screen's language: "play winter"
 * under Italian is "play inverno" (the title the hand shows, "Inverno",
 * its first letter in lower case as the English names are). Numbers,
 * regions and the commands' own words stay as they are. */
void hint_local_command(const char *command, char *out, size_t cap);

/* Prints the advice (advisor_format's lines), its moves in the screen's
 * words, the moves' column aligned by letters. */
void hint_print(const struct advisor_advice *a);

#endif
