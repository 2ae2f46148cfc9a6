/* advisor.h — the advice behind `hint` at the prompt: the heuristic bot's
 * recommended action for a seat, from that seat's observation only, and a
 * one-line reason in words ("pass: even your whole hand cannot beat 31").
 * Writes into the caller's buffer; never prints. */
#ifndef CONDOTTIERE_ADVISOR_H
#define CONDOTTIERE_ADVISOR_H

#include <stddef.h>

#include "engine/action.h"
#include "engine/game.h"
#include "engine/observation.h"

/* The recommended action into *out and its reason, starting with the
 * action's text ("play winter: ..."), into reason[0..cap) (always
 * NUL-terminated when cap > 0). Returns 0, or -1 when no action is legal
 * (then *out is 0 and the reason says so). */
int advisor_hint(const struct game *g, const struct observation *obs, const action *legal,
                 int nlegal, action *out, char *reason, size_t cap);

/* The same, naming other seats by names[seat] ("Sforza needs Siena most")
 * instead of "seat N" with the engine's number; `names` or any entry may
 * be NULL (then "seat N"). */
int advisor_hint_named(const struct game *g, const struct observation *obs, const action *legal,
                       int nlegal, const char *const *names, action *out, char *reason,
                       size_t cap);

#endif
