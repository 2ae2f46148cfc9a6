/* solo_screen.h — a solitaire game at the prompt: the game, how to start
 * one, how to play an action and show what happened. */
#ifndef CONDOTTIERE_SOLO_SCREEN_H
#define CONDOTTIERE_SOLO_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cli/prompt/session.h"
#include "record/undo.h"
#include "solo/solo.h"

#define SOLO_SETUP_EVENTS 16

struct solo_screen {
    struct variant variant;
    struct solo_options options;
    uint64_t seed;
    char *scenario; /* the scenario text it started from (owned), NULL: dealt */
    int level;      /* the level it is played at (solo/solo_levels.h), -1: custom */
    struct solo_state state;
    /* A game started lazily (session.record_lazily) is recorded with its
     * setup events only when the player makes his first move. */
    bool unrecorded;
    /* the game's actions as undo sees them (record/undo.h) */
    struct undo_mark undo;
    int setup_n;
    struct solo_event setup[SOLO_SETUP_EVENTS];
};

/* The session's solitaire game, or NULL when its screen is another. */
static inline struct solo_screen *solo_of(const struct session *s)
{
    return s->screen == &solo_screen_ops ? (struct solo_screen *)s->game : NULL;
}

/* Rebuilds stored game g (solo_restore.c; screen_ops.restore). */
int restore_solo(struct session *s, const struct store_game *g, enum restore_mode mode, bool step);

/* Starts a new game in the session (replacing none: the caller checks).
 * Returns 0, or -1 after printing why on stderr. */
int solo_screen_start(struct session *s, const struct variant *v, const struct solo_options *o,
                      uint64_t seed);
/* The same from a scenario's piles (doc/rules-solitaire.md, "Scenarios"),
 * the text stored with the game; `name` (the file) is shown. */
int solo_screen_start_scenario(struct session *s, const struct variant *v,
                               const struct solo_options *o, uint64_t seed, const char *text,
                               const char *name);
/* The ruleset string recorded with the game: "solitaire armies=3". */
void solo_screen_ruleset(const struct solo_screen *g, char *buf, size_t cap);

/* Applies an action typed by the player ("play 6"): on bad input prints a
 * one-line reason and changes nothing. */
void solo_screen_act(struct session *s, const char *text);

/* Output. */
void solo_render_events(const struct session *s, const struct solo_events *ev);
void solo_render_status(const struct session *s);
/* Both lines, the hand and what to do next, in two lines. */
void solo_render_brief(const struct session *s);
void solo_render_hand(const struct session *s);
void solo_render_turn(const struct session *s);
/* The question line at a pause (before an enemy card, before the
 * comparison, against a Scarecrow): exactly the commands accepted there. */
void solo_render_pause(const struct session *s);
void solo_render_rules(const struct solo_options *o);

/* The levels on the screen (solo_levels_render.c). The level of a game
 * with these options: -1 for a scenario, another variant or options of
 * no level. */
int solo_screen_level_of(const struct variant *v, const struct solo_options *o,
                         const char *scenario);
/* "Level 2 of 3, classic (...): a strong player wins 97%. ..." (nothing
 * for a scenario). */
void solo_render_level_line(const struct solo_screen *g);
/* The level a bare `solo` starts after this game: the next one after a
 * won game, the same after a lost one; -1 when none (not over, custom). */
int solo_screen_offer(const struct solo_screen *g);
/* The end screen's offer of that level; false (nothing printed) if none. */
bool solo_render_ladder(const struct solo_screen *g);
/* The levels as a table (rules solitaire). */
void solo_render_levels_table(void);
/* How a solitaire game goes, in one screen (rules solitaire). */
void solo_render_summary(void);
/* Whether the rules allow an action of this type (SOLO_ACT_...) now. */
bool solo_can(const struct solo_state *st, int type);

#endif
