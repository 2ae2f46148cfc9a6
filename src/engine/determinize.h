/* determinize.h — a full position built from what one seat may see: the
 * "determinization" that a search over hidden information samples (one per
 * iteration of the search bot, src/ai/search_*.c).
 *
 * Standard game: from a seat's observation (observation.h), every public
 * fact is copied; the cards the seat has not seen (the ruleset's deck less
 * its own hand, the discard pile and every face-up card in the lines, and
 * its own face-down cards) are dealt uniformly at random into the other
 * seats' hands (their counts kept), their face-down cards under
 * hidden-cards (only kinds that may be played face down) and the deck
 * (its count kept, a random order). The new state's own rng is seeded
 * from the caller's rng: later chance is fresh too.
 *
 * With hand-sizes=private the observation does not give the other hands'
 * counts, only their total (the unseen cards less the deck and the
 * face-down ones: observation_others_in_hand) and which seats hold cards
 * (`holding`): those cards, drawn at random from the unseen ones, go one
 * to each seat that holds cards and each of the rest to one of them drawn
 * uniformly, so the sizes are sampled too (doc/bots.md). Where the deck's
 * count is private too (deck_private), their total is not known either:
 * it is guessed (observation_others_in_hand) and the deck is the rest.
 *
 * (The solitaire's own is solo_determinize, solo/solo.h.)
 *
 * Every random choice comes from the caller's rng: never the game's. */
#ifndef CONDOTTIERE_DETERMINIZE_H
#define CONDOTTIERE_DETERMINIZE_H

#include <stdint.h>

#include "engine/game.h"
#include "engine/observation.h"
#include "engine/rng.h"

/* The cards `obs`'s seat has not seen, count per kind (kinds of the
 * ruleset's deck); returns their number. */
int observation_unseen(const struct game *g, const struct observation *obs,
                       uint8_t unseen[CARD_KINDS]);

/* The cards in the other seats' hands together, as `obs`'s seat can tell
 * (the unseen cards less the deck and the others' face-down cards); with
 * deck_private, a guess: as many as its own hand for each seat that
 * holds cards, within the unseen cards less the face-down ones. */
int observation_others_in_hand(const struct game *g, const struct observation *obs);

/* Every seat's hand size as `obs`'s seat may use it: the observation's
 * counts; with hand-sizes=private, the others' (unknown) as an even share
 * of observation_others_in_hand among the seats that hold cards (the odd
 * cards to the first clockwise from the seat). For the heuristic bot. */
void observation_guess_hands(const struct game *g, const struct observation *obs,
                             uint8_t count[GAME_MAX_SEATS]);

/* Builds in *out a state of `g` that `obs`'s seat cannot tell from the
 * real one: state_observe(out, obs->seat) equals *obs. Returns 0, or -1
 * when the observation is inconsistent with the game (then *out is
 * unspecified): more hidden cards than unseen ones. */
int state_determinize(const struct game *g, const struct observation *obs, struct rng *r,
                      struct state *out);

/* The same with the other hands dealt by weight: each card of a seat's
 * hand drawn in turn from the unseen ones left (after the face-down
 * cards), a card of kind k with a chance proportional to its copies left
 * times weight[seat][k] (> 0; a seat's weights all 1: a uniform deal),
 * then the deck gets the rest in a random order. The weights come from
 * the caller's model (ai/hand_model.h): what obs shows, never hidden
 * state. With hand-sizes=private, as state_determinize. */
int state_determinize_weighted(const struct game *g, const struct observation *obs,
                               const float weight[GAME_MAX_SEATS][CARD_KINDS], struct rng *r,
                               struct state *out);

#endif
