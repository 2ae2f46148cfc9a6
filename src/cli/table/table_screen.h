/* table_screen.h — a standard game at the prompt: the human in seat 1 (seat
 * 0 inside the engine; a game from a scenario may seat him elsewhere), bots
 * in the other seats; starting a game, applying the human's actions,
 * letting the bots play, and showing what happened. */
#ifndef CONDOTTIERE_TABLE_SCREEN_H
#define CONDOTTIERE_TABLE_SCREEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/standard_bot.h"
#include "cli/prompt/session.h"
#include "engine/campaign.h"
#include "engine/game.h"
#include "engine/observation.h"
#include "record/undo.h"
#include "rules/rules.h"
#include "store/store.h"

/* The human's seat at the table: 0, or the seat a scenario gave him
 * (play --scenario --seat). One table is played at a time. */
int table_human(void);
#define TABLE_HUMAN (table_human())

#define TABLE_PENDING_MAX 64 /* bots' moves kept before the game is stored */

struct table_screen {
    struct game game;
    struct state state;
    struct bot bots[GAME_MAX_SEATS]; /* seat 0 is the human's: unused */
    uint64_t seed;
    int human;                           /* the human's seat (TABLE_HUMAN) */
    char *scenario;                      /* the scenario text it started from, owned;
                                          * NULL: dealt from the seed */
    char *played_scenario; /* a campaign's scenario once its first game is over
                            * (owned): the next games are dealt */
    char ruleset[RULESET_CANONICAL_MAX]; /* canonical: "standard+hidden-cards" */
    enum bot_kind bot_kinds[GAME_MAX_SEATS]; /* each bot's level; [0] unused */
    int bot_budgets[GAME_MAX_SEATS];         /* a search bot's "search:N", 0: default */
    /* points-game: a campaign of games; game i is dealt from first_seed + i */
    bool in_campaign;
    struct campaign campaign;
    uint64_t first_seed;
    int64_t campaign_id; /* in the database, 0: not recorded */
    struct state last;   /* the last finished game: the final battle's board */
    /* the campaign moved on with the last action, shown after its events */
    bool campaign_moved;
    bool moved_from_final;
    struct event deal_items[EVENT_MAX_PER_APPLY];
    struct event_log deal; /* the next game's deal */
    /* A game started lazily (session.record_lazily; not a campaign) is
     * stored at the human's first move, with the bots' moves before it:
     * a game the player never moved in is not kept. */
    bool unrecorded;
    /* this game's actions as undo sees them (record/undo.h) */
    struct undo_mark undo;
    int npending;
    struct {
        int seat;
        action a;
    } pending[TABLE_PENDING_MAX];
};

/* The session's table, or NULL when its screen is another. */
static inline struct table_screen *table_of(const struct session *s)
{
    return s->screen == &table_screen_ops ? (struct table_screen *)s->game : NULL;
}

/* Rebuilds stored game g (table_restore.c; screen_ops.restore). */
int restore_table(struct session *s, const struct store_game *g, enum restore_mode mode,
                  bool step);

/* The name of a seat as shown: "you", "Sforza", ... */
const char *table_seat_name(int seat);

/* A new game, recorded in the database, with the bots' first moves:
 * every bot of kind `bots`, or each its own (kinds[1..players-1], and
 * budgets[1..players-1] for search bots: N of "search:N", 0 the default;
 * budgets may be NULL). */
int table_screen_start(struct session *s, const struct ruleset *r, int players,
                       enum bot_kind bots, uint64_t seed);
int table_screen_start_seats(struct session *s, const struct ruleset *r, int players,
                             const enum bot_kind *kinds, const int *budgets, uint64_t seed);
/* The game set up and dealt (events into `log`), not recorded: for
 * restoring a stored game. */
int table_screen_begin(struct session *s, const struct ruleset *r, int players,
                       enum bot_kind bots, uint64_t seed, struct event_log *log);
int table_screen_begin_seats(struct session *s, const struct ruleset *r, int players,
                             const enum bot_kind *kinds, const int *budgets, uint64_t seed,
                             struct event_log *log);
/* A game from a scenario's position (doc/scenario.md): `text` read with
 * its seed replaced by `seed` (the cards it does not place are shuffled
 * with it), the human in seat `human`, a bot of kinds[seat] (budgets[seat])
 * in every other seat. The _begin form sets it up, not recorded, for
 * restoring it; the _start form records it and shows it. 0, or -1 after a
 * message (err for the position: "line N: what is wrong"). */
int table_screen_begin_scenario(struct session *s, const char *text, uint64_t seed, int human,
                                const enum bot_kind *kinds, const int *budgets, struct msg *err);
int table_screen_start_scenario(struct session *s, const char *name, const char *text,
                                uint64_t seed, int human, const enum bot_kind *kinds,
                                const int *budgets);
/* A table for game g, no position yet (table_screen.c), and the session's
 * table set to it; a game's own start uses them. */
struct table_screen *table_screen_new(const struct game *g, const enum bot_kind *kinds,
                                      const int *budgets, uint64_t seed, int human);
void table_screen_set(struct session *s, struct table_screen *t);
/* The position of a scenario text with its seed replaced: 0, or -1 with
 * "line N: what is wrong" in err. */
int table_scenario_position(const char *text, uint64_t seed, struct game *g, struct state *st,
                            struct msg *err);
/* A bot's level as typed and stored: "search:N" when it has a budget. */
const char *table_bot_name(const struct table_screen *t, int seat, char *buf, size_t cap);
/* Plays the current seat's action (saved first, see table_screen.c);
 * STATE_OK, STATE_ILLEGAL with err, or 1 when it could not be saved. */
int table_screen_apply(struct session *s, action a, bool show, struct msg *err);
/* Lets the bots play until the human's turn (and, in a campaign, starts
 * the next game when one ends). */
void table_screen_continue(struct session *s);

/* Points-game campaigns (table_campaign.c). The finished game goes into
 * the campaign's totals; then the next game (dealt from `seed`, its deal in
 * `deal`) or the final battle is set up, not recorded, nothing shown.
 * Returns 1 when a game follows, 0 when the campaign is over. */
int table_campaign_advance(struct session *s, uint64_t seed);
/* In play, within the open journal step of the action that ended a game
 * (`ended`, the state after it): the next game is set up and recorded, or
 * the campaign's end; then the step is committed. Returns 0, or 1 when
 * nothing could be saved (a message was shown; the table is unchanged). */
int table_campaign_step(struct session *s, const struct state *ended);
/* The same for a finished game found at the table outside any action, in
 * a step of its own; shown at once. Returns 1 when a game follows. */
int table_campaign_continue(struct session *s);
/* Shows (when `show`) how the campaign moved on with the last action:
 * the points, the next game's deal or the campaign's end. */
void table_campaign_show(struct session *s, bool show);
/* Says until when the campaign's games go on (the greeting of a new
 * campaign; `from_scenario`: its first game is a scenario's position), or,
 * on resume, which game of which campaign this is. */
void table_campaign_greet(const struct table_screen *t, bool from_scenario);
void table_campaign_resumed(const struct table_screen *t);
/* Records the campaign (when the ruleset plays for points) and its first
 * game in the database. */
void table_campaign_begin(struct session *s);
/* The seats this table shows as the heuristic bot (`normal`, `easy`) but
 * `self` (bot_table_seats): what search-v6 and the hint expect to play as
 * that bot. */
unsigned table_heuristic_seats(const struct table_screen *t, int self);
/* New bots for a game dealt from `seed` (each seat's own randomness). */
void table_seat_bots(struct table_screen *t, uint64_t seed);
/* The record of a new game of this table. */
void table_game_record(const struct session *s, struct store_new_game *rec);
/* Frees the session's table (screen_ops.end). */
void table_screen_end(struct session *s);
/* Applies the human's action (text form); on bad input prints why and
 * changes nothing; then lets the bots play until the human's turn. */
void table_screen_act(struct session *s, const char *text);
void table_observe(const struct session *s, struct observation *o);

/* Output (table_render.c, table_map.c). */
void table_render_events(const struct session *s, const struct event_log *log);
void table_render_status(const struct session *s);
void table_render_lines(const struct session *s);
void table_render_hand(const struct session *s);
void table_render_turn(const struct session *s);
/* Only the question: what the human may do now. */
void table_render_ask(const struct session *s);
void table_render_map(const struct session *s);
/* `map REGION`: its owner, the Pope or the battle there, its neighbours. */
void table_render_region(const struct session *s, int region);
void table_render_rules(const struct session *s);

#endif
