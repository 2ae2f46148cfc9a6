/* test_store_fixture.h — helpers shared by the store's tests: a temporary
 * folder per test (removed afterwards), paths inside it, and a direct SQLite
 * connection to inspect or disturb a database. */
#ifndef CONDOTTIERE_TEST_STORE_FIXTURE_H
#define CONDOTTIERE_TEST_STORE_FIXTURE_H

#include <sqlite3.h>
#include <stddef.h>

#include "store/store.h"
#include "test_msg.h"

/* Skips the running test, saying why (cmocka's skip() takes no reason). */
#define skip_because(reason)                      \
    do {                                          \
        print_message("[ SKIPPED  ] %s\n", reason); \
        skip();                                   \
    } while (0)

struct tmpdir {
    char path[256];
};

/* mkdtemp under $TMPDIR (or /tmp); fails the test on error. */
void tmpdir_make(struct tmpdir *t);
/* rm -rf of the folder (permissions restored first). */
void tmpdir_remove(struct tmpdir *t);
/* "<tmpdir>/<name>" into a static-free buffer. */
void tmpdir_file(const struct tmpdir *t, const char *name, char *out, size_t cap);

/* Opens path in write mode with defaults (fails the test on error). */
struct store *open_store(const char *path);
/* Opens path with the given mode, busy timeout and max version. */
enum store_status open_store_with(const char *path, enum store_mode mode, int busy_ms,
                                  int max_version, struct store **out, struct msg *err);

/* A direct connection, and one integer from a query on it. */
sqlite3 *raw_open(const char *path);
long long raw_int(sqlite3 *db, const char *sql);
/* The text of the first column of the first row ("" when none), in out. */
void raw_text(sqlite3 *db, const char *sql, char *out, size_t cap);

/* PRAGMA integrity_check says "ok" and foreign_key_check is empty. */
void assert_database_clean(const char *path);

/* A game for the profile: kind, variant, ruleset, seats "human" for the
 * profile's seat 0 and "random" bots named Bot1, Bot2 ... for the others. */
void new_game_fill(struct store_new_game *g, int64_t profile_id, const char *kind,
                   const char *variant, const char *ruleset, int players);

#endif
