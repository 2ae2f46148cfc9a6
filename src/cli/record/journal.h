/* journal.h — keeping the game in progress in the database as it is
 * played: the game's header when it starts, every action when it is made
 * (committed at once: a killed process loses at most the action being
 * typed), each battle with its lines, and the end. The battle record is
 * rebuilt from the events, so resuming a game rebuilds it too. */
#ifndef CONDOTTIERE_JOURNAL_H
#define CONDOTTIERE_JOURNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/event.h"
#include "solo/solo.h"
#include "store/store.h"

#define JOURNAL_LINES 8

struct journal {
    struct store *store;   /* NULL: games are not saved (the reason was shown) */
    bool tried;            /* the database was opened (or failed) once */
    bool replaying;        /* rebuilding a game: nothing is written */
    int64_t profile_id;
    int64_t game_id;       /* 0: no game being recorded */
    const int *scores;     /* points per seat to record with the game's end */
    uint8_t line[JOURNAL_LINES][CARD_KINDS]; /* the current battle's lines */
};

struct session;

/* Opens the database on first use; on failure says once that games will
 * not be saved. Returns true when games are saved. */
bool journal_ready(struct journal *j);
void journal_close(struct journal *j);

/* Records a new game (seats[0] is the human). */
void journal_begin(struct journal *j, const struct store_new_game *g);

/* Records one action; returns false (after a message) when it could not be
 * written, and then the action must not be applied. */
bool journal_action(struct journal *j, int seat, const char *text);

/* Feed every event of the game, in order: they keep the battle lines and
 * record battles and the game's end. */
void journal_solo_events(struct journal *j, const struct solo_events *ev);
void journal_table_events(struct journal *j, const struct event_log *log, int nseats);

/* The player gave up the game in progress. */
void journal_abandon(struct journal *j);

/* A campaign (points-game series): its id in the database, 0 when games
 * are not saved. */
int64_t journal_campaign_begin(struct journal *j, const char *kind, const char *name, int target);
void journal_campaign_end(struct journal *j, int64_t campaign_id);

#endif
