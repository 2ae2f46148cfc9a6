/* store.h — the SQLite store: opening and migrating the database, the game
 * journal (profiles, games, seats, every action, battles, campaigns), and the
 * history and statistics queries. The schema is documented in
 * doc/database.md.
 *
 * The store never prints and never exits: every function returns a
 * store_status and, on failure, fills the caller's struct msg `err` (when
 * not NULL) with a message that names the database file and says what
 * failed (SQLite's reason in brackets), never what the player should do:
 * the front end adds its advice from the message's code (the status and a
 * STORE_FAULT_* mark, see below). The store knows
 * nothing of the rules: a game is its kind, variant, ruleset string, seed,
 * seats and the text of its actions, which the engine replays. */
#ifndef CONDOTTIERE_STORE_H
#define CONDOTTIERE_STORE_H

#include <stddef.h>
#include <stdint.h>

#include "engine/message.h"

/* Limits on the text the store accepts (bytes, without the final NUL).
 * Longer text is refused with STORE_E_INVALID, never cut. */
#define STORE_NAME_MAX 63     /* profile, seat, bot kind, variant, army, region names */
#define STORE_RULESET_MAX 255 /* a ruleset string */
#define STORE_ACTION_MAX 127  /* one action's text */
#define STORE_REASON_MAX 127  /* why a game or a battle ended */
#define STORE_CARDS_MAX 255   /* a battle line's cards as text */
#define STORE_TIME_MAX 19     /* "YYYY-MM-DD HH:MM:SS", UTC */
#define STORE_PATH_MAX 4095
#define STORE_SCENARIO_MAX 65535 /* a scenario file's text kept with its game */
#define STORE_MAX_SEATS 8
#define STORE_MAX_LINES 8     /* battle lines in one battle */

/* No seat: an action made by no seat (the cards, the enemy deck), a battle
 * or a game with no winning seat, a game the profile only watches. */
#define STORE_NO_SEAT (-1)

enum store_status {
    STORE_OK = 0,
    STORE_E_INVALID,   /* a bad argument: text too long, unknown id, bad count */
    STORE_E_NOT_FOUND, /* no such profile / game / campaign; a database a first game is creating (read mode) */
    STORE_E_STATE,     /* the game is not in progress (finish, append to a finished game) */
    STORE_E_LOCKED,    /* another process held the database beyond the busy timeout */
    STORE_E_READONLY,  /* the file or its folder cannot be written */
    STORE_E_NOFOLDER,  /* the folder is missing and cannot be created */
    STORE_E_NOTADB,    /* the file is not an SQLite database */
    STORE_E_FOREIGN,   /* an SQLite database of another program */
    STORE_E_NEWER,     /* written by a newer version of the program: will not write */
    STORE_E_OLDER,     /* an older schema that a read-only open cannot upgrade */
    STORE_E_FULL,      /* the disk (or the database's size limit) is full */
    STORE_E_CORRUPT,   /* the file is damaged */
    STORE_E_NOMEM,
    STORE_E_IO,        /* any other failure of SQLite or of the file system */
    STORE_E_MISSING,   /* no database at the path (read mode, or STORE_CREATE_NONE) */
};

/* The code of a store message (msg.code) is its status, perhaps with one
 * of these marks above it: which fault of its status it reports, for the
 * advice the front end adds. */
enum store_fault {
    STORE_FAULT_NONE = 0,
    STORE_FAULT_SQLITE = 1 << 8,          /* SQLite refused, its reason in brackets */
    STORE_FAULT_OPENED_READONLY = 2 << 8, /* a write asked of a store opened to read */
    STORE_FAULT_CANNOT_RECORD = 3 << 8,   /* the file or its folder is read-only, opening to write */
    STORE_FAULT_IS_FOLDER = 4 << 8,       /* the path is a folder */
    STORE_FAULT_MAKE_FOLDER = 5 << 8,     /* a folder on the way could not be made */
    STORE_FAULT_NOT_FOLDER = 6 << 8,      /* a file stands where a folder should be made */
    STORE_FAULT_NO_LOCATION = 7 << 8,     /* no path given and HOME not set */
    STORE_FAULT_PATH_LONG = 8 << 8,       /* the default path does not fit */
};
#define STORE_CODE_STATUS(code) ((enum store_status)((code) & 0xff))
#define STORE_CODE_FAULT(code) ((enum store_fault)((code) & ~0xff))

/* A short stable name for a status ("locked", "read-only", ...). */
const char *store_status_name(enum store_status st);

/* ---- Location ------------------------------------------------------------ */

/* The database path, pure (reads no environment itself): the first of
 * cli_path (--db), env_db ($CONDOTTIERE_DB), $XDG_DATA_HOME/condottiere/
 * condottiere.db (xdg_data_home, used only when absolute), then
 * $HOME/.local/share/condottiere/condottiere.db. NULL or "" means unset.
 * Returns STORE_OK, or STORE_E_INVALID when nothing is set or the path does
 * not fit in outcap. */
enum store_status store_default_path(const char *cli_path, const char *env_db,
                                     const char *xdg_data_home, const char *home,
                                     char *out, size_t outcap, struct msg *err);

/* ---- Opening ------------------------------------------------------------- */

struct store; /* opaque: one open connection */

enum store_mode {
    /* Create the file when missing (and its folders: store_create says
     * which), apply the migrations, allow every function. */
    STORE_MODE_WRITE,
    /* Open an existing file read-only: history, stats, list and load work;
     * writing functions return STORE_E_READONLY. Works wherever the file
     * can be read: a read-only file, a read-only folder (where SQLite
     * cannot make the -shm file, the file is read as immutable). Does not
     * migrate (STORE_E_OLDER if needed). A database of a newer version may
     * be read. No file: STORE_E_MISSING, naming a missing folder on the
     * way; a database a first game is still creating: STORE_E_NOT_FOUND. */
    STORE_MODE_READ,
};

#define STORE_DEFAULT_BUSY_TIMEOUT_MS 5000

/* What write mode may create when the path has no database yet. */
enum store_create {
    STORE_CREATE_FOLDERS, /* the file and its missing folders (mkdir -p): the default place */
    STORE_CREATE_FILE,    /* the file, in a folder that exists (else STORE_E_NOFOLDER) */
    STORE_CREATE_NONE,    /* nothing: an existing database only (else STORE_E_MISSING) */
};

struct store_options {
    enum store_mode mode;
    int busy_timeout_ms;  /* 0: STORE_DEFAULT_BUSY_TIMEOUT_MS */
    int max_version;      /* 0: every migration; N: stop after migration N (tests, tools) */
    enum store_create create; /* write mode; read mode never creates */
};

/* Opens (and in write mode creates and migrates) the database at path.
 * options may be NULL (write mode, defaults). On success *out is the store,
 * to be closed with store_close; on failure *out is NULL. */
enum store_status store_open(const char *path, const struct store_options *options,
                             struct store **out, struct msg *err);
void store_close(struct store *s);

const char *store_path(const struct store *s);
int store_is_readonly(const struct store *s);
/* The schema version of the file (PRAGMA user_version), and the newest one
 * this program knows. */
int store_schema_version(const struct store *s);
int store_latest_version(void);

/* Timestamps are the clock's UTC time, or this fixed time (seconds since
 * the epoch) when set; 0 restores the clock. For tests and transcripts. */
void store_set_fixed_time(struct store *s, int64_t unix_seconds);

/* ---- Transactions of the caller ---------------------------------------- */

/* Groups writes: between begin and commit, every writing function of the
 * store joins one transaction (each still all or nothing on its own, as a
 * savepoint), committed together by store_transaction_commit or undone
 * together by store_transaction_rollback. A game's action and everything it
 * implies (battle, lines, the game's end, scores) are recorded this way: a
 * killed process leaves the state before the action or the state after it.
 * Not nested: begin while one is open is STORE_E_STATE. A failed commit is
 * rolled back. */
enum store_status store_transaction_begin(struct store *s, struct msg *err);
enum store_status store_transaction_commit(struct store *s, struct msg *err);
void store_transaction_rollback(struct store *s);

/* ---- Profiles ------------------------------------------------------------ */

/* The id of the profile called name, created when missing. */
enum store_status store_profile_ensure(struct store *s, const char *name, int64_t *id,
                                       struct msg *err);
/* STORE_E_NOT_FOUND when there is none. */
enum store_status store_profile_find(struct store *s, const char *name, int64_t *id,
                                     struct msg *err);

/* ---- Games --------------------------------------------------------------- */

enum store_game_status {
    STORE_GAME_IN_PROGRESS,
    STORE_GAME_FINISHED,
    STORE_GAME_ABANDONED,
};

/* The result of a game for its profile (the profile's seat). */
enum store_result {
    STORE_RESULT_NONE, /* not finished */
    STORE_RESULT_WIN,
    STORE_RESULT_LOSS,
    STORE_RESULT_DRAW, /* a shared victory */
};

const char *store_game_status_name(enum store_game_status st); /* "in-progress" ... */
const char *store_result_name(enum store_result r);            /* "win", "loss", "draw", "" */

struct store_seat {
    int seat;                        /* the engine's seat number, 0 first */
    char kind[STORE_NAME_MAX + 1];   /* "human", or the bot kind ("random", ...) */
    char name[STORE_NAME_MAX + 1];
    int has_score;                   /* score set at the end (points game) */
    int score;
};

/* A game to start. Strings must be non-empty except where noted. */
struct store_new_game {
    int64_t profile_id;
    int64_t campaign_id;  /* 0: none */
    const char *kind;     /* "standard" or "solitaire" */
    const char *variant;  /* "standard", "first-edition", "solitaire", ... */
    const char *ruleset;  /* e.g. "standard+hidden-cards,capture-regions" */
    uint64_t seed;        /* stored as the same 64-bit pattern (doc/database.md) */
    int player_count;     /* 1..STORE_MAX_SEATS */
    int profile_seat;     /* the seat the profile plays, or STORE_NO_SEAT */
    int nseats;           /* 1..STORE_MAX_SEATS */
    struct store_seat seats[STORE_MAX_SEATS]; /* scores ignored here */
    const char *scenario; /* NULL: dealt from the seed; else the text of the scenario
                           * file it starts from (non-empty, at most STORE_SCENARIO_MAX) */
    const char *level;    /* NULL: none; else the solitaire's level it was started at
                           * ("classic", at most STORE_NAME_MAX bytes) */
};

/* Records a new game and its seats in one transaction; *game_id its id. */
enum store_status store_game_start(struct store *s, const struct store_new_game *g,
                                   int64_t *game_id, struct msg *err);

/* Appends one action to an in-progress game, committed at once in its own
 * transaction (or in the caller's, see store_transaction_begin). seat may be STORE_NO_SEAT. *seq (may be NULL) receives its
 * number: 1 for the first action of the game. */
enum store_status store_action_append(struct store *s, int64_t game_id, int seat,
                                      const char *action, int64_t *seq,
                                      struct msg *err);

/* Forgets the actions after the first `keep` (undo), with the battles
 * recorded after them, in one transaction. */
enum store_status store_action_truncate(struct store *s, int64_t game_id, int64_t keep,
                                        struct msg *err);
/* The same for a game in progress or finished: a finished game becomes in
 * progress again, its end and scores cleared (undo in a practice game that
 * ended). */
enum store_status store_action_take_back(struct store *s, int64_t game_id, int64_t keep,
                                         struct msg *err);

/* One battle line: a seat's, or an enemy army's (solitaire). */
struct store_battle_line {
    int seat;            /* or STORE_NO_SEAT for an army */
    const char *army;    /* the army's name, or NULL for a seat */
    int strength;        /* final strength */
    const char *cards;   /* the cards as text, space-separated, e.g. "10 10 drummer" */
};

struct store_battle {
    const char *region;      /* the region fought for (standard game), or NULL */
    const char *enemy_army;  /* the enemy army fought (solitaire), or NULL */
    int winner_seat;         /* or STORE_NO_SEAT */
    const char *winner_army; /* the winning army, or NULL */
    const char *ending;      /* how it ended: "strength", "surrender", "bishop", ... */
    int nlines;              /* 0..STORE_MAX_LINES */
    struct store_battle_line lines[STORE_MAX_LINES];
};

/* Records a battle with its lines in one transaction (all or nothing). Its
 * number is the next in the game (1 first); it is attached to the actions
 * recorded so far. *number may be NULL. */
enum store_status store_battle_record(struct store *s, int64_t game_id,
                                       const struct store_battle *b, int *number,
                                       struct msg *err);

struct store_game_end {
    enum store_result result; /* WIN, LOSS or DRAW for the profile */
    const char *reason;       /* why it ended ("3 adjacent regions", "5 victories"), may be NULL */
    int winner_seat;          /* or STORE_NO_SEAT */
    const char *winner;       /* the winner's name ("Anna", "army B"), may be NULL */
    const int *scores;        /* NULL, or one score per seat in seat order (points game) */
};

/* Marks an in-progress game finished. STORE_E_STATE if it is not in progress. */
enum store_status store_game_finish(struct store *s, int64_t game_id,
                                    const struct store_game_end *end,
                                    struct msg *err);

/* Marks an in-progress game abandoned (reason may be NULL). */
enum store_status store_game_abandon(struct store *s, int64_t game_id, const char *reason,
                                     struct msg *err);

struct store_game_header {
    int64_t id;
    int64_t profile_id;
    int64_t campaign_id;                /* 0: none */
    char kind[STORE_NAME_MAX + 1];
    char variant[STORE_NAME_MAX + 1];
    char ruleset[STORE_RULESET_MAX + 1];
    uint64_t seed;
    int player_count;
    int profile_seat;                   /* or STORE_NO_SEAT */
    enum store_game_status status;
    enum store_result result;
    char reason[STORE_REASON_MAX + 1];
    int winner_seat;                    /* or STORE_NO_SEAT */
    char winner[STORE_NAME_MAX + 1];
    char created_at[STORE_TIME_MAX + 1];
    char updated_at[STORE_TIME_MAX + 1]; /* last action or change */
    char finished_at[STORE_TIME_MAX + 1]; /* "" unless finished or abandoned */
    int64_t nactions;
    int64_t nbattles;
    int scenario;                       /* started from a scenario (its text: store_game) */
    int imported;                       /* stored by import from a game record */
    int practice;                       /* a practice game (try, --from) */
    int64_t practice_of;                /* the game it practises (it may be gone) */
    int practice_from;                  /* before that game's player's decision N */
    int redeal;                         /* its unseen cards dealt again ... */
    uint64_t redeal_seed;               /* ... from this seed (practice_seed) */
    char level[STORE_NAME_MAX + 1];     /* the solitaire's level it was started at, "": none */
    int nseats;
    struct store_seat seats[STORE_MAX_SEATS];
};

struct store_action {
    int64_t seq;   /* 1, 2, 3, ... */
    int seat;      /* or STORE_NO_SEAT */
    char text[STORE_ACTION_MAX + 1];
    char at[STORE_TIME_MAX + 1];
};

/* A game loaded for resume or replay: its header and its actions in order. */
struct store_game {
    struct store_game_header header;
    size_t nactions;
    struct store_action *actions; /* owned; store_game_free */
    char *scenario;               /* the scenario's text, owned; NULL: a dealt game */
};

enum store_status store_game_load(struct store *s, int64_t game_id, struct store_game *out,
                                  struct msg *err);
void store_game_free(struct store_game *g);

struct store_game_list {
    size_t n;
    struct store_game_header *games; /* owned; store_game_list_free */
};
void store_game_list_free(struct store_game_list *list);

/* The games of a profile that can go on, the most recently played first:
 * those in progress, and the finished last game of an open points
 * campaign (its next game is still to be set up). */
enum store_status store_games_resumable(struct store *s, int64_t profile_id,
                                        struct store_game_list *out, struct msg *err);

/* ---- Practice games (store_practice.c) ------------------------------------
 * A practice game starts at a position of another game of the profile:
 * before the player's decision `from` (his `from`-th action), that is after
 * the first `keep` actions. It is stored with that game's kind, ruleset,
 * seed, seats, scenario and level, those `keep` actions as its own first
 * ones and the battles they ended, marked practice (practice_of,
 * practice_from) and, with `redeal`, the seed the cards the player could
 * not see are dealt again from at that position. One transaction. */
struct store_practice {
    int64_t source;       /* the game practised */
    int64_t keep;         /* its actions before the decision */
    int from;             /* the player's decision, 1 first */
    int redeal;           /* deal the unseen cards again ... */
    uint64_t redeal_seed; /* ... from this seed */
};
enum store_status store_practice_start(struct store *s, const struct store_practice *p,
                                       int64_t *game_id, struct msg *err);

/* ---- Derived rows (store_derived.c) --------------------------------------
 * A game's battles and its end are derived from its journal: the program
 * replays the actions (the store plays nothing) and compares, or rewrites,
 * what is stored. The journal itself is never changed here. */

struct store_battle_line_row {
    int seat;                            /* or STORE_NO_SEAT */
    char army[STORE_NAME_MAX + 1];       /* "" for a seat */
    int strength;
    char cards[STORE_CARDS_MAX + 1];
};

/* A battle as stored; "" stands for NULL in the text fields. */
struct store_battle_row {
    int number;                          /* 1, 2, 3 ... */
    int64_t after_action;                /* actions recorded when it ended */
    char region[STORE_NAME_MAX + 1];
    char enemy_army[STORE_NAME_MAX + 1];
    int winner_seat;                     /* or STORE_NO_SEAT */
    char winner_army[STORE_NAME_MAX + 1];
    char ending[STORE_REASON_MAX + 1];
    int nlines;
    struct store_battle_line_row lines[STORE_MAX_LINES];
};

/* The battles of a game by number; *rows owned by the caller (free()). */
enum store_status store_battles_load(struct store *s, int64_t game_id,
                                     struct store_battle_row **rows, size_t *n,
                                     struct msg *err);

/* Rewrites a game's derived rows in one transaction (or in the caller's):
 * its battles become `rows` (numbers and after_action as given); with `end`
 * a game in progress or finished becomes finished with that end (scores
 * too); with end NULL and reopen set, a game stored as finished becomes in
 * progress again (its journal does not end it). An abandoned game keeps its
 * status. */
enum store_status store_game_rewrite(struct store *s, int64_t game_id,
                                     const struct store_battle_row *rows, size_t n,
                                     const struct store_game_end *end, int reopen,
                                     struct msg *err);

/* PRAGMA integrity_check and foreign_key_check: each problem found is
 * passed to say(ctx, problem); *problems is their number. */
typedef void store_say_fn(void *ctx, const struct msg *problem);
enum store_status store_integrity(struct store *s, store_say_fn *say,
                                  void *ctx, int *problems, struct msg *err);

/* ---- Campaigns ----------------------------------------------------------- */

/* A campaign groups games: a points-game series ("points", with a target)
 * or a solitaire run ("solitaire-run"). */
struct store_campaign {
    int64_t id;
    int64_t profile_id;
    char kind[STORE_NAME_MAX + 1];
    char name[STORE_NAME_MAX + 1];
    int target;                          /* points target, 0: none */
    int finished;                        /* 0: open */
    char created_at[STORE_TIME_MAX + 1];
    char finished_at[STORE_TIME_MAX + 1];
    int64_t games;                       /* games attached */
    int64_t finished_games;
    int64_t wins;
    int64_t points;                      /* the profile's seat's scores, summed */
};

struct store_campaign_list {
    size_t n;
    struct store_campaign *campaigns; /* owned; store_campaign_list_free */
};
void store_campaign_list_free(struct store_campaign_list *list);

enum store_status store_campaign_create(struct store *s, int64_t profile_id, const char *kind,
                                        const char *name, int target, int64_t *id,
                                        struct msg *err);
/* Attaches a game to a campaign of the same profile (campaign_id 0 detaches). */
enum store_status store_campaign_attach(struct store *s, int64_t campaign_id, int64_t game_id,
                                        struct msg *err);
enum store_status store_campaign_finish(struct store *s, int64_t campaign_id,
                                        struct msg *err);
/* A profile's campaigns, the newest first. */
enum store_status store_campaign_list(struct store *s, int64_t profile_id,
                                      struct store_campaign_list *out, struct msg *err);

/* ---- History ------------------------------------------------------------- */

enum store_history_result {
    STORE_HISTORY_ANY,
    STORE_HISTORY_WIN,
    STORE_HISTORY_LOSS,
    STORE_HISTORY_DRAW,
    STORE_HISTORY_ABANDONED,
    STORE_HISTORY_IN_PROGRESS,
};

struct store_history_filter {
    int64_t profile_id;       /* 0: every profile */
    const char *variant;      /* NULL: any */
    const char *ruleset;      /* NULL: any (exact match) */
    enum store_history_result result;
    int limit;                /* 0: no limit */
};

/* Recent games, the most recently started first, one header each (seats,
 * number of actions and battles included). filter may be NULL. */
enum store_status store_history(struct store *s, const struct store_history_filter *filter,
                                struct store_game_list *out, struct msg *err);

/* ---- Reviews (store_review.c) --------------------------------------------
 * `review`'s analysis of a finished game, as its JSON (doc/review.md): one
 * row per game, search budget and program version; the game's own rows are
 * never changed. */

/* The row's JSON into *json (malloc'ed, the caller frees), or
 * STORE_E_NOT_FOUND (nothing said) when there is none. */
enum store_status store_review_load(struct store *s, int64_t game_id, int budget,
                                    const char *version, char **json, struct msg *err);
/* Stores (or replaces) the row. */
enum store_status store_review_save(struct store *s, int64_t game_id, int budget,
                                    const char *version, const char *json, struct msg *err);

/* ---- Statistics ---------------------------------------------------------- */

/* Win counts of a group of finished games, with the 95% Wilson score
 * interval of the win rate (draws count as games not won). */
struct store_tally {
    int64_t games, wins, losses, draws;
    double win_rate;          /* wins / games, 0 when no games */
    double ci_low, ci_high;   /* 95% Wilson interval, 0..1 */
};

struct store_group_tally {
    char key[STORE_RULESET_MAX + 1]; /* the variant, the ruleset, or the player count as text */
    int player_count;                /* by player count: the count; else 0 */
    struct store_tally tally;
};

struct store_army_record {
    char army[STORE_NAME_MAX + 1];
    int64_t battles, won, lost;      /* battles against that army, won/lost by the player */
};

struct store_ending {
    char outcome[STORE_NAME_MAX + 1]; /* "win", "loss", "draw" or "abandoned" */
    char reason[STORE_REASON_MAX + 1];
    int64_t games;
};

struct store_card_count {
    char card[STORE_NAME_MAX + 1];
    int64_t battles;                 /* won battles whose winning line held it */
    int64_t copies;                  /* copies in those lines */
};

#define STORE_RECENT_MAX 64

struct store_stats {
    int64_t games_recorded, in_progress, abandoned;
    struct store_tally overall;      /* finished games */
    size_t nvariants, nrulesets, nplayer_counts;
    struct store_group_tally *by_variant;      /* most games first */
    struct store_group_tally *by_ruleset;
    struct store_group_tally *by_player_count; /* by count, ascending */
    enum store_result current_streak_result;   /* NONE when no finished game */
    int64_t current_streak;                    /* length of the latest run of one result */
    int64_t best_win_streak, best_loss_streak;
    int64_t battles, battles_won;              /* every recorded battle of the profile's games */
    double battles_per_game;                   /* battles of finished games / finished games */
    size_t narmies, nendings, ncards;
    struct store_army_record *armies;          /* solitaire, by army name */
    struct store_ending *endings;              /* solitaire games ended, most first */
    struct store_card_count *cards;            /* most frequent in won battles first */
    size_t nrecent;
    enum store_result recent[STORE_RECENT_MAX]; /* last results, oldest first */
    int64_t scenario_games;                    /* the profile's scenario games (left out
                                                * of the figures unless included) */
    int scenarios_included;                    /* 1: they are in the figures */
};

struct store_stats_options {
    int recent;     /* results for the sparkline, 0: 20, at most STORE_RECENT_MAX */
    int top_cards;  /* 0: 10 */
    int include_scenarios; /* count the games played from a scenario too */
};

/* The statistics of a profile (options may be NULL). Simulations are not
 * in them: they live in their own tables. Games played from a scenario are
 * left out (counted in scenario_games) unless options->include_scenarios. */
enum store_status store_stats(struct store *s, int64_t profile_id,
                              const struct store_stats_options *options,
                              struct store_stats *out, struct msg *err);
void store_stats_free(struct store_stats *st);

/* The 95% Wilson score interval for `wins` out of `games` (pure). */
void store_wilson_interval(int64_t wins, int64_t games, double *low, double *high);

/* ---- What a game was played as (store_marks.c) --------------------------
 * The columns of migration 006 a game record carries (doc/database.md). */

#define STORE_DATE_MAX 10 /* "YYYY-MM-DD" */

struct store_game_marks {
    char level[STORE_NAME_MAX + 1];        /* the solitaire's level, "" none */
    int practice;                          /* 1: a practice game (not in stats) */
    char daily[STORE_DATE_MAX + 1];        /* the deal of the day's UTC date, "" none */
    char imported_at[STORE_TIME_MAX + 1];  /* when import stored it, "" played here */
};

enum store_status store_game_marks_get(struct store *s, int64_t game_id,
                                       struct store_game_marks *out, struct msg *err);
/* Sets all four ("" stands for NULL). */
enum store_status store_game_marks_set(struct store *s, int64_t game_id,
                                       const struct store_game_marks *m, struct msg *err);

/* The profile's first game (lowest id) of the deal of the day `date` dealt
 * from `seed`, other than game `except`; *id 0 when there is none. */
enum store_status store_daily_first(struct store *s, int64_t profile_id, const char *date,
                                    uint64_t seed, int64_t except, int64_t *id, struct msg *err);

/* A try of a deal of the day that counts (not practice). */
struct store_daily_try {
    char date[STORE_DATE_MAX + 1];
    int64_t game_id;
    enum store_game_status status;
    enum store_result result;
};
struct store_daily_list {
    size_t n;
    struct store_daily_try *tries; /* by date, then game; store_daily_list_free */
};
enum store_status store_daily_tries(struct store *s, int64_t profile_id,
                                    struct store_daily_list *out, struct msg *err);
void store_daily_list_free(struct store_daily_list *list);

/* ==== Simulations (store_sim.c) ============================================
 * The results of `condottiere simulate` in their own tables (db/003): a
 * run's parameters, the rulesets it compared (its arms), the shards it holds
 * and each shard's counters per arm. No view of history or stats reads them,
 * so they never count as a profile's games. The store knows nothing of what
 * a counter means: the simulation driver names them (doc/simulate.md). */

#define STORE_SIM_MAX_ARMS 16
#define STORE_SIM_COUNTER_MAX 31 /* a counter's name */

struct store_sim_arm {
    char ruleset[STORE_RULESET_MAX + 1];
    char policy[STORE_NAME_MAX + 1];  /* the solitaire player's policy, "" for none */
};

struct store_sim_header {
    int64_t id;                          /* set by save, list and load */
    char kind[STORE_NAME_MAX + 1];       /* "standard" or "solitaire" */
    char variant[STORE_NAME_MAX + 1];
    int players;
    char bots[STORE_RULESET_MAX + 1];    /* "heuristic,random,random,random", "bot,random" */
    uint64_t seed;
    int64_t games;                       /* games of the whole run, every shard */
    int shard_count;                     /* N of --shard K/N; 1 unsharded */
    char program[STORE_NAME_MAX + 1];    /* the version of the program that played it */
    char created_at[STORE_TIME_MAX + 1]; /* set by save */
    int narms;                           /* 1..STORE_SIM_MAX_ARMS */
    struct store_sim_arm arms[STORE_SIM_MAX_ARMS];
    int nshards;                         /* list, load: shards stored */
    int64_t games_stored;                /* list, load: games of those shards */
};

struct store_sim_shard {
    int shard;                           /* K of K/N, 1..shard_count */
    int64_t games;                       /* games this shard played */
    int jobs;                            /* threads, 0: unknown */
    double seconds;                      /* wall time, < 0: unknown */
    char source[STORE_RULESET_MAX + 1];  /* merged: the file it came from; "" none */
    char created_at[STORE_TIME_MAX + 1]; /* kept when given (a merge), else now */
};

struct store_sim_count {
    int shard;                           /* a shard of the run */
    int arm;                             /* 0..narms-1 */
    char name[STORE_SIM_COUNTER_MAX + 1];
    int index;                           /* >= 0 */
    int64_t value;
};

/* A run with its shards and counters. */
struct store_sim {
    struct store_sim_header header;
    size_t nshards;
    struct store_sim_shard *shards;      /* by shard number */
    size_t ncounts;
    struct store_sim_count *counts;      /* by shard, arm, name, index */
};

/* Records a run, its arms, shards and counters in one transaction (all or
 * nothing); *id (may be NULL) its id. STORE_E_INVALID for a bad header,
 * a shard out of 1..shard_count or given twice, a count of a shard or arm
 * not given, text too long. The header's id, nshards and games_stored are
 * ignored. */
enum store_status store_sim_save(struct store *s, const struct store_sim *run, int64_t *id,
                                 struct msg *err);

/* Loads run `id` (STORE_E_NOT_FOUND when none); free with store_sim_free. */
enum store_status store_sim_load(struct store *s, int64_t id, struct store_sim *out,
                                 struct msg *err);
void store_sim_free(struct store_sim *run);

struct store_sim_list {
    size_t n;
    struct store_sim_header *runs;       /* owned; store_sim_list_free */
};
void store_sim_list_free(struct store_sim_list *list);

/* Every stored run's header, the oldest first. */
enum store_status store_sim_list(struct store *s, struct store_sim_list *out,
                                 struct msg *err);

#endif
