/* practice.h — starting a practice game at a position of a stored game:
 * `try [GAME:]N [--redeal [--seed N]]` at the prompt, `play --from` and
 * `solo --from` (doc/practice.md). */
#ifndef CONDOTTIERE_CLI_PRACTICE_H
#define CONDOTTIERE_CLI_PRACTICE_H

#include <stdbool.h>
#include <stdint.h>

struct session;

struct practice_request {
    int64_t game;      /* the game practised; 0: the last finished game */
    int from;          /* before the player's decision N (1 first) */
    bool redeal;       /* the cards he could not see dealt again ... */
    bool seeded;       /* ... from `seed` (else a fresh one) */
    uint64_t seed;
    const char *kind;  /* "standard" or "solitaire": the game must be one
                        * (play --from, solo --from); NULL: either */
    bool subcommand;   /* refusals on stderr, "condottiere: " first */
};

/* "GAME:N" or "N" (GAME 0 then): 0, or -1 when it is neither. */
int practice_parse_position(const char *text, int64_t *game, int *from);

/* --from GAME:N and --redeal of `cmd` (play or solo) into *out, with
 * `other` the first option given that does not go with --from (or NULL)
 * and the --seed given: 0, or -1 after a usage error. out->kind is the
 * caller's. */
struct subcommand;
int practice_options(const struct subcommand *cmd, const char *from, bool redeal,
                     const char *other, bool seeded, uint64_t seed, struct practice_request *out);

/* Stores the practice game and opens it in the session (which holds no
 * game in progress): 0, or -1 after saying why not. */
int practice_begin(struct session *s, const struct practice_request *r);

#endif
