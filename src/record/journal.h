/* journal.h — keeping the game in progress in the database as it is
 * played: the game's header when it starts, then each action with
 * everything it implies (the battle it ends with its lines, the game's end,
 * the scores) in one transaction, a step: a killed process leaves the game
 * as it was before the action or as it is after it, never half-way. The
 * battle record is rebuilt from the events, so a replay of the journal can
 * collect what the derived rows should be (resume mends them, check
 * compares them). The program gives the journal its way into the database
 * and the player's language (struct journal's open and local); the journal
 * knows nothing of the screens. */
#ifndef CONDOTTIERE_JOURNAL_H
#define CONDOTTIERE_JOURNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/card.h"
#include "engine/event.h"
#include "solo/solo.h"
#include "store/store.h"

#define JOURNAL_LINES 8

/* What a replay of the journal says a game's derived rows are. */
struct journal_derived {
    size_t nbattles, cap;
    struct store_battle_row *battles; /* owned: journal_derived_free */
    bool has_end;
    enum store_result result;
    char reason[STORE_REASON_MAX + 1];
    int winner_seat;
    char winner[STORE_NAME_MAX + 1];
    bool has_scores;
    int scores[STORE_MAX_SEATS];
    bool nomem;
};

void journal_derived_free(struct journal_derived *d);

/* Opens the program's database for playing (saying why not on stderr). */
typedef enum store_status journal_open_fn(struct store **s, int64_t *profile_id);
/* A message of the store as the player reads it: in the player's
 * language, with the program's advice (good until the next call). */
typedef const char *journal_local_fn(struct msg *m);

struct journal {
    /* the program's part, kept by journal_close: NULL open, games are not
     * saved; NULL local, messages in English */
    journal_open_fn *open;
    journal_local_fn *local;
    struct store *store;   /* NULL: games are not saved (the reason was shown) */
    bool tried;            /* the database was opened (or failed) once */
    bool replaying;        /* rebuilding a game: nothing is written */
    int64_t profile_id;
    int64_t game_id;       /* 0: no game being recorded */
    int64_t finished_id;   /* the last game recorded to its end here (review offers it), 0: none */
    /* the deal of the day ("YYYY-MM-DD") the next game begun is a try of,
     * "" none: journal_begin marks it (a practice game when the profile
     * has tried that deal already) and forgets it */
    char daily[STORE_DATE_MAX + 1];
    const int *scores;     /* points per seat to record with the game's end */
    uint8_t line[JOURNAL_LINES][CARD_KINDS]; /* the current battle's lines */
    /* a step in progress (journal_step_begin): what to restore if it fails */
    bool in_step, failed;
    char failure[512];
    int64_t saved_game_id;
    uint8_t saved_line[JOURNAL_LINES][CARD_KINDS];
    /* replaying with collect set: the battles and the end go there, each
     * battle placed after `seq` actions (the replay counts them) */
    struct journal_derived *collect;
    int64_t seq;
};

struct session;

/* Opens the database on first use (j->open); on failure says once that
 * games will not be saved. Returns true when games are saved. */
bool journal_ready(struct journal *j);
void journal_close(struct journal *j);

/* Records a new game (seats[0] is the human); inside a step (the next game
 * of a campaign) a failure fails the step. A try of the deal of the day
 * (j->daily) is marked with it, and as practice after the first try. */
void journal_begin(struct journal *j, const struct store_new_game *g);

/* A step: journal_step_begin, journal_action, the events it made
 * (journal_*_events), journal_step_end. Each returns false (after a
 * message) when the step cannot be saved; then it is undone in the database
 * and in the journal (journal_step_abort after a failed journal_action),
 * and the action must not be applied. Outside a recorded game they do
 * nothing and return true. */
bool journal_step_begin(struct journal *j);
bool journal_action(struct journal *j, int seat, const char *text);
bool journal_step_end(struct journal *j);
void journal_step_abort(struct journal *j);

/* Starts collecting the derived rows of the game being replayed into d
 * (emptied first); NULL stops. */
void journal_collect(struct journal *j, struct journal_derived *d);

/* Feed every event of the game, in order: they keep the battle lines and
 * record battles and the game's end (won or lost by the profile's seat,
 * `human`, in the standard game). */
void journal_solo_events(struct journal *j, const struct solo_events *ev);
void journal_table_events(struct journal *j, const struct event_log *log, int nseats, int human);

/* The player gave up the game in progress. */
void journal_abandon(struct journal *j);

/* A campaign (points-game series): its id in the database, 0 when games
 * are not saved. */
int64_t journal_campaign_begin(struct journal *j, const char *kind, const char *name, int target);
void journal_campaign_end(struct journal *j, int64_t campaign_id);

#endif
