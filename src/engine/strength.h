/* strength.h — battle-line strength (doc/rules.md): Winter, Drummer,
 * Spring, Heroine, Courtesan, and the hidden-cards views (announced strength
 * counts face-up cards only, final strength counts every card). */
#ifndef CONDOTTIERE_STRENGTH_H
#define CONDOTTIERE_STRENGTH_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/card.h"

#define STRENGTH_MAX_LINES 8

/* A battle line as counts of each card kind, face up and face down. */
struct strength_line {
    uint8_t up[CARD_KINDS];
    uint8_t down[CARD_KINDS];
};

enum strength_view {
    STRENGTH_ANNOUNCED, /* face-up cards only (what players announce) */
    STRENGTH_FINAL,     /* every card, as revealed at the end of a battle */
};

/* What happens when Winter and Spring are both in play. In the standard game
 * they never coexist (playing one discards the other), and the caller must
 * not pass both. In the solitaire duel they cancel: neither applies. */
enum season_clash {
    SEASONS_EXCLUSIVE,
    SEASONS_CANCEL,
};

/* Which mercenaries Spring's +3 goes to (the spring-highest reading,
 * doc/rules-standard.md): those of the highest printed value (the
 * default), or those of the highest value after Winter and the Drummer. */
enum spring_top {
    SPRING_TOP_PRINTED,
    SPRING_TOP_EFFECTIVE,
};

/* Rules applied to a card, for explanations. */
enum strength_rule {
    SR_PRINTED = 1u << 0,  /* printed value of a mercenary */
    SR_WINTER = 1u << 1,   /* R-WINTER: printed value counts 1 */
    SR_DRUMMER = 1u << 2,  /* R-DRUMMER: value x2 */
    SR_SPRING = 1u << 3,   /* R-SPRING: +3 on the highest printed value */
    SR_FIXED = 1u << 4,    /* Heroine 10 / Courtesan 1, never modified */
    SR_NO_VALUE = 1u << 5, /* other special cards are worth 0 */
    SR_HIDDEN = 1u << 6,   /* face down: not counted in announced strength */
    SR_CANCELLED = 1u << 7 /* solitaire duel: Winter and Spring cancel */
};

/* The battle-wide facts that each card's value depends on. */
struct strength_context {
    enum strength_view view;
    bool winter;     /* a Winter counts */
    bool spring;     /* a Spring counts */
    bool cancelled;  /* Winter and Spring cancelled each other */
    bool spring_effective; /* SPRING_TOP_EFFECTIVE */
    int spring_top;  /* highest printed mercenary value in play (0: none);
                      * with spring_effective the highest value after
                      * Winter and the Drummer */
    uint8_t drummer; /* bit i: line i has a Drummer that counts */
};

void strength_context_init(struct strength_context *ctx, const struct strength_line *lines,
                           int nlines, enum strength_view view, enum season_clash clash);
/* The same with Spring's reading named (the one above: SPRING_TOP_PRINTED). */
void strength_context_init_spring(struct strength_context *ctx,
                                  const struct strength_line *lines, int nlines,
                                  enum strength_view view, enum season_clash clash,
                                  enum spring_top spring);

/* Value of one card of `kind` in line `line`; `face_down` says which copy.
 * `rules`, if not NULL, receives the strength_rule bits that applied. */
int strength_card_value(const struct strength_context *ctx, int line, int kind, bool face_down,
                        unsigned *rules);

/* Strength of every line into out[0..nlines-1]. */
void strength_compute(const struct strength_line *lines, int nlines, enum strength_view view,
                      enum season_clash clash, int *out);
/* The same with Spring's reading named (the one above: SPRING_TOP_PRINTED). */
void strength_compute_spring(const struct strength_line *lines, int nlines,
                             enum strength_view view, enum season_clash clash,
                             enum spring_top spring, int *out);

/* Index of the unique strongest line, or -1 when the highest is tied. */
int strength_winner(const int *strength, int nlines);

#endif
