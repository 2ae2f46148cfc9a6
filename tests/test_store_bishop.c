/* test_store_bishop.c — migration 004: a battle that the 1st edition's
 * Bishop ended (module bishop-truce) and that an older program stored with
 * ending 'passes' reads 'bishop' after the upgrade; battles that really
 * ended by passes (a Bishop as a last card without the module, or a pass
 * with it) stay as they were. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "test_store_fixture.h"

static int setup(void **state)
{
    static struct tmpdir t;
    tmpdir_make(&t);
    *state = &t;
    return 0;
}

static int teardown(void **state)
{
    tmpdir_remove(*state);
    return 0;
}

/* A game of `ruleset` with one battle that ended after `last` (stored as
 * an older program did: ending 'passes', no winner). */
static int64_t game_with_battle(struct store *s, int64_t profile, const char *variant,
                                const char *ruleset, const char *last)
{
    struct msg err = { 0 };
    struct store_new_game g;
    int64_t id = 0;
    new_game_fill(&g, profile, "standard", variant, ruleset, 2);
    assert_int_equal(store_game_start(s, &g, &id, &err), STORE_OK);
    assert_int_equal(store_action_append(s, id, 0, "region Firenze", NULL, &err),
                     STORE_OK);
    assert_int_equal(store_action_append(s, id, 0, "play 10", NULL, &err), STORE_OK);
    assert_int_equal(store_action_append(s, id, 1, last, NULL, &err), STORE_OK);
    struct store_battle b = {"Firenze", NULL, STORE_NO_SEAT, NULL, "passes", 2,
                             {{0, NULL, 10, "10"}, {1, NULL, 0, ""}}};
    assert_int_equal(store_battle_record(s, id, &b, NULL, &err), STORE_OK);
    /* a later action: the battle's own last action is the one that counts */
    assert_int_equal(store_action_append(s, id, 1, "region Milano", NULL, &err),
                     STORE_OK);
    return id;
}

static void ending_of(sqlite3 *db, int64_t game, char *out, size_t cap)
{
    char sql[160];
    snprintf(sql, sizeof sql, "SELECT ending FROM battles WHERE game_id = %lld",
             (long long)game);
    raw_text(db, sql, out, cap);
}

static void bishop_truces_become_bishop_endings(void **state)
{
    char path[512], text[64];
    struct msg err = { 0 };
    tmpdir_file(*state, "v3.db", path, sizeof path);
    struct store *s = NULL;
    assert_int_equal(open_store_with(path, STORE_MODE_WRITE, 0, 3, &s, &err), STORE_OK);
    int64_t p = 0;
    assert_int_equal(store_profile_ensure(s, "Anna", &p, &err), STORE_OK);
    int64_t first = game_with_battle(s, p, "first-edition", "first-edition", "play bishop");
    int64_t first_plus = game_with_battle(s, p, "first-edition",
                                          "first-edition+hidden-cards", "play bishop");
    int64_t added = game_with_battle(s, p, "standard", "standard+bishop-truce", "play bishop");
    int64_t added_later = game_with_battle(s, p, "standard", "standard+hidden-cards,bishop-truce",
                                           "play bishop");
    int64_t removed = game_with_battle(s, p, "first-edition", "first-edition+-bishop-truce",
                                       "play bishop");
    int64_t standard = game_with_battle(s, p, "standard", "standard", "play bishop");
    int64_t passed = game_with_battle(s, p, "first-edition", "first-edition", "pass");
    store_close(s);

    s = open_store(path);
    assert_int_equal(store_schema_version(s), store_latest_version());
    store_close(s);
    sqlite3 *db = raw_open(path);
    ending_of(db, first, text, sizeof text);
    assert_string_equal(text, "bishop");
    ending_of(db, first_plus, text, sizeof text);
    assert_string_equal(text, "bishop");
    ending_of(db, added, text, sizeof text);
    assert_string_equal(text, "bishop");
    ending_of(db, added_later, text, sizeof text);
    assert_string_equal(text, "bishop");
    ending_of(db, removed, text, sizeof text);
    assert_string_equal(text, "passes");
    ending_of(db, standard, text, sizeof text);
    assert_string_equal(text, "passes");
    ending_of(db, passed, text, sizeof text);
    assert_string_equal(text, "passes");
    sqlite3_close(db);
    assert_database_clean(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(bishop_truces_become_bishop_endings, setup, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
