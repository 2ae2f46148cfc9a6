/* store_internal.h — what the store's files share and the public header
 * hides: the connection, error mapping, transactions, text checks, the
 * clock. Not for the rest of the program (the tests may read it). */
#ifndef CONDOTTIERE_STORE_INTERNAL_H
#define CONDOTTIERE_STORE_INTERNAL_H

#include <sqlite3.h>

#include "store/store.h"

/* 'Cond', the PRAGMA application_id set by db/001-initial.sql. */
#define STORE_APPLICATION_ID 1131376228

struct store {
    sqlite3 *db;
    char path[STORE_PATH_MAX + 1];
    int readonly;
    int version;          /* PRAGMA user_version when opened (after migrating) */
    int busy_timeout_ms;
    int64_t fixed_time;   /* 0: the clock */
    int depth;            /* 0: no transaction of the caller's; 1: one; 2+: savepoints in it */
};

/* What is at the database's path, before SQLite opens it: a folder, or a
 * file that is not a database (STORE_E_NOTADB); no file, where the mode
 * and create may not make one (STORE_E_MISSING; STORE_E_NOFOLDER for the
 * folder of a file that may be created); with STORE_CREATE_FOLDERS in
 * write mode, the missing folders are made. */
enum store_status store_check_place(const char *path, enum store_mode mode,
                                    enum store_create create, struct msg *err);

/* Fills err (when not NULL) with the message fmt under code, a status
 * with perhaps a STORE_FAULT_* mark (msg.code), and returns the status.
 * The format is English, marked for the catalogues (xgettext keyword
 * store_fail:3); it says what failed, never what the player should do. */
#define store_fail(code, err, ...)                                             \
    store_status_of(msg_fail((err), (code), __VA_ARGS__), (code))
static inline enum store_status store_status_of(int failed, int code)
{
    (void)failed;
    return STORE_CODE_STATUS(code);
}

/* The same for a fault of the calling program that no player can cause
 * (a negative count, an unknown id, a build fault): said in English, so
 * not marked for the catalogues. */
#define store_bug store_fail

/* Maps an SQLite result code to a status and writes the message: the file,
 * what was being done (a MSG_T text) and what went wrong. Call it before any
 * other SQLite call on the connection (it reads sqlite3_errmsg). */
enum store_status store_sqlite_fail(const struct store *s, int rc, const char *doing,
                                    struct msg *err);

/* STORE_E_READONLY with its message when the store was opened read-only. */
enum store_status store_require_writable(const struct store *s, const char *doing,
                                         struct msg *err);

/* Transactions: BEGIN IMMEDIATE (takes the write lock, waiting up to the
 * busy timeout), COMMIT, and a ROLLBACK that is harmless when SQLite has
 * already rolled back. */
enum store_status store_begin(struct store *s, const char *doing, struct msg *err);
enum store_status store_commit(struct store *s, const char *doing, struct msg *err);
void store_rollback(struct store *s);
/* A read transaction (the reads agree with each other), or nothing inside
 * a transaction of the caller's, which they join. */
enum store_status store_read_begin(struct store *s, const char *doing, struct msg *err);
void store_read_end(struct store *s);

/* Prepares one of the program's constant statements. */
enum store_status store_prepare(struct store *s, const char *sql, sqlite3_stmt **st,
                                const char *doing, struct msg *err);

/* Checks a text argument: NULL allowed only if optional, "" allowed only if
 * may_be_empty, at most max bytes, no line breaks. */
enum store_status store_check_text(const char *what, const char *text, size_t max,
                                   int optional, int may_be_empty, struct msg *err);

/* Copies column col (NULL: "") into dst, cut to cap - 1 bytes. */
void store_column_text(sqlite3_stmt *st, int col, char *dst, size_t cap);
/* Column col as an int, or fallback when NULL. */
int store_column_int_or(sqlite3_stmt *st, int col, int fallback);

/* The current time (or the fixed time) as "YYYY-MM-DD HH:MM:SS" UTC. */
void store_now(const struct store *s, char out[STORE_TIME_MAX + 1]);

/* Makes room for `need` elements in a growing array (*arr, *cap); 0 or -1. */
int store_grow(void **arr, size_t *cap, size_t elem_size, size_t need);

/* Fills one element of an array (elem, not zeroed) from the current row of st. */
typedef void store_row_fn(sqlite3_stmt *st, void *elem);

/* Steps through a prepared and bound statement and finalizes it: for each
 * row, one more element of elem_size at the end of the growing array
 * (*arr, *n), filled by fill. Out of memory: STORE_E_NOMEM ("out of
 * memory", after doing); a failed step: its error. Either way the rows
 * read before stay in (*arr, *n), for the caller to free. */
enum store_status store_read_rows(struct store *s, sqlite3_stmt *st, void **arr, size_t *n,
                                  size_t elem_size, store_row_fn *fill, const char *doing,
                                  struct msg *err);

/* The seed's 64-bit pattern as SQLite's signed integer, and back. */
int64_t store_seed_to_db(uint64_t seed);
uint64_t store_seed_from_db(int64_t value);

/* Text <-> enums of the games table; -1 when unknown. */
int store_game_status_parse(const char *text);
int store_result_parse(const char *text); /* NULL or "" -> STORE_RESULT_NONE */

/* Reads a header row selected by STORE_HEADER_COLUMNS (no seats). */
#define STORE_HEADER_COLUMNS                                                   \
    "g.id, g.profile_id, IFNULL(g.campaign_id, 0), g.kind, g.variant, "        \
    "g.ruleset, g.seed, g.player_count, g.profile_seat, g.status, g.result, "  \
    "g.reason, g.winner_seat, g.winner, g.created_at, g.updated_at, "          \
    "g.finished_at, "                                                          \
    "(SELECT COUNT(*) FROM actions a WHERE a.game_id = g.id), "                \
    "(SELECT COUNT(*) FROM battles b WHERE b.game_id = g.id), "                \
    "g.scenario IS NOT NULL, g.imported_at IS NOT NULL, g.practice, "         \
    "IFNULL(g.practice_of, 0), IFNULL(g.practice_from, 0), "                  \
    "g.practice_seed IS NOT NULL, IFNULL(g.practice_seed, 0), IFNULL(g.level, '') "
enum store_status store_read_header_row(const struct store *s, sqlite3_stmt *st,
                                        struct store_game_header *h,
                                        struct msg *err);
/* Fills h->seats for h->id. */
enum store_status store_load_seats(struct store *s, struct store_game_header *h,
                                   struct msg *err);

/* mkdir -p of the folder holding `file`: STORE_OK, or STORE_E_NOFOLDER
 * naming the folder that could not be made. */
enum store_status store_make_parent_folders(const char *file, struct msg *err);

/* The status and player count of a game; STORE_E_NOT_FOUND when none. With
 * must_be_in_progress, STORE_E_STATE when it is finished or abandoned. */
enum store_status store_game_lookup(struct store *s, int64_t game_id, int must_be_in_progress,
                                    int *player_count, const char *doing,
                                    struct msg *err);

/* Inside the caller's transaction: a battle and its lines with the number
 * and place given (the text checked first). */
enum store_status store_battle_insert(struct store *s, int64_t game_id,
                                     const struct store_battle *b, int number,
                                     int64_t after_action, const char *doing,
                                     struct msg *err);

/* Inside the caller's transaction: the game's status and end (end NULL:
 * result, winner cleared), and the seats' scores. */
enum store_status store_game_update_end(struct store *s, int64_t game_id, const char *status_text,
                                        const struct store_game_end *end, const char *reason,
                                        const char *doing, struct msg *err);
enum store_status store_game_set_scores(struct store *s, int64_t game_id, const int *scores,
                                        int player_count, const char *doing,
                                        struct msg *err);

/* Sets the game's updated_at to now. */
enum store_status store_game_touch(struct store *s, int64_t game_id, const char *doing,
                                   struct msg *err);

/* Runs a prepared STORE_HEADER_COLUMNS query into out (which must be empty)
 * and loads each game's seats. */
enum store_status store_collect_headers(struct store *s, sqlite3_stmt *st,
                                        struct store_game_list *out, const char *doing,
                                        struct msg *err);

/* Applies the migrations after the file's version up to `target`, all in one
 * transaction; s->version is updated. */
enum store_status store_migrate(struct store *s, int target, struct msg *err);

#endif
