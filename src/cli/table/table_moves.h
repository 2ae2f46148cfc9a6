/* table_moves.h — a move typed at the table, read before the engine reads
 * it (table_moves.c): what is wrong with it, and what to type. */
#ifndef CONDOTTIERE_TABLE_MOVES_H
#define CONDOTTIERE_TABLE_MOVES_H

#include <stdbool.h>

struct session;
struct prompt_command;

/* Whether the move typed with command c (argv[0] its word as typed) is
 * refused before the engine sees it: typed when the game does not ask
 * for it, a word missing or too many, a card that does not exist, is not
 * held or is not in the line, a card the rules forbid here. When refused,
 * says why and what the game asks now. */
bool table_move_refused(struct session *s, const struct prompt_command *c, int argc, char **argv);

/* play scarecrow CARD: whether it is refused (nothing to take back, or no
 * CARD face up in the line), with why and what to type. */
bool table_scarecrow_refused(struct session *s, const char *word);

#endif
