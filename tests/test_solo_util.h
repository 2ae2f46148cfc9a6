/* test_solo_util.h — helpers shared by the solitaire tests: start a game
 * from a scenario, play actions by their text, look for events, check that
 * every card is in exactly one place. */
#ifndef TEST_SOLO_UTIL_H
#define TEST_SOLO_UTIL_H

#include <stdbool.h>

#include "solo/solo.h"

#define EVENTS_CAP 512

/* A game under test with its last events. */
struct game {
    struct solo_state s;
    struct solo_options o;
    struct variant v;
    struct solo_event evbuf[EVENTS_CAP];
    struct solo_events ev;
};

/* Loads the solitaire variant and the default options, then applies the
 * options text (may be NULL or ""). */
void game_options(struct game *g, const char *options);
/* Starts from a scenario (fails the test on an error). */
void game_scenario(struct game *g, const char *options, const char *scenario, uint64_t seed);
/* Starts a normal game. */
void game_new(struct game *g, const char *options, uint64_t seed);
/* Plays the action text (fails the test if it is refused). Events of this
 * action only are kept in g->ev. */
void play(struct game *g, const char *action);
/* Tries the action text; returns the status and fills err. */
int try_play(struct game *g, const char *action, char *err, size_t cap);

/* The first event of a type in g->ev at or after index from, or NULL. */
const struct solo_event *find_event(const struct game *g, enum solo_event_type type, int from);
int count_events(const struct game *g, enum solo_event_type type);
/* The formatted line of the first event of that type ("" if none). */
const char *event_line(const struct game *g, enum solo_event_type type);
/* Whether some event line contains text. */
bool events_contain(const struct game *g, const char *text);

/* Asserts every card of the variant is in exactly one place. */
void check_conservation(const struct solo_state *s, const struct variant *v);
/* Whether a legal action has this text. */
bool legal_has(const struct solo_state *s, const char *text);

#endif
