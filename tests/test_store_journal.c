/* test_store_journal.c — the journal: profiles, games and seats, every
 * action stored in order and loaded back exactly, seeds of 64 bits, a
 * killed process leaving a resumable game, finishing and abandoning, undo,
 * battles and their lines, campaigns, argument checks, and a full disk in
 * the middle of play losing nothing already recorded. */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "store/store.h"
#include "test_msg.h"
#include "store/store_internal.h"
#include "test_store_fixture.h"

struct fixture {
    struct tmpdir dir;
    char path[512];
    struct store *s;
    int64_t profile;
};

static int setup(void **state)
{
    static struct fixture f;
    memset(&f, 0, sizeof f);
    tmpdir_make(&f.dir);
    tmpdir_file(&f.dir, "journal.db", f.path, sizeof f.path);
    f.s = open_store(f.path);
    store_set_fixed_time(f.s, 1700000000); /* 2023-11-14 22:13:20 UTC */
    struct msg err = { 0 };
    assert_int_equal(store_profile_ensure(f.s, "Anna", &f.profile, &err), STORE_OK);
    *state = &f;
    return 0;
}

static int teardown(void **state)
{
    struct fixture *f = *state;
    store_close(f->s);
    assert_database_clean(f->path);
    tmpdir_remove(&f->dir);
    return 0;
}

static int64_t start(struct fixture *f, const char *kind, const char *variant, const char *ruleset,
                     int players)
{
    struct store_new_game g;
    new_game_fill(&g, f->profile, kind, variant, ruleset, players);
    int64_t id = 0;
    struct msg err = { 0 };
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_OK);
    assert_true(id > 0);
    return id;
}

static void append(struct fixture *f, int64_t game, int seat, const char *action)
{
    struct msg err = { 0 };
    if (store_action_append(f->s, game, seat, action, NULL, &err) != STORE_OK)
        fail_msg("append %s: %s", action, TXT(err));
}

/* ---- profiles ---- */

static void profile_is_created_once_and_found(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t again = 0, found = 0, other = 0;
    assert_int_equal(store_profile_ensure(f->s, "Anna", &again, &err), STORE_OK);
    assert_int_equal(again, f->profile);
    assert_int_equal(store_profile_find(f->s, "Anna", &found, &err), STORE_OK);
    assert_int_equal(found, f->profile);
    assert_int_equal(store_profile_ensure(f->s, "Bruno", &other, &err), STORE_OK);
    assert_int_not_equal(other, f->profile);
    assert_int_equal(store_profile_find(f->s, "Carla", &found, &err), STORE_E_NOT_FOUND);
    assert_non_null(strstr(TXT(err), "Carla"));
    assert_int_equal(store_profile_ensure(f->s, "", &found, &err), STORE_E_INVALID);
    char longname[STORE_NAME_MAX + 2];
    memset(longname, 'x', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    assert_int_equal(store_profile_ensure(f->s, longname, &found, &err), STORE_E_INVALID);
    assert_non_null(strstr(TXT(err), "too long"));
}

/* ---- games and actions ---- */

static void game_start_checks_its_arguments(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = 0;
    struct store_new_game g;
    new_game_fill(&g, f->profile, "chess", "standard", "standard", 3);
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_INVALID);
    new_game_fill(&g, f->profile, "standard", "standard", "standard", 3);
    g.nseats = 2;
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_INVALID);
    new_game_fill(&g, f->profile, "standard", "standard", "standard", 3);
    g.seats[2].seat = 1; /* seat 1 twice */
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_INVALID);
    new_game_fill(&g, f->profile, "standard", "standard", "standard", 3);
    g.profile_seat = 3;
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_INVALID);
    new_game_fill(&g, f->profile, "standard", "standard", "", 3);
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_INVALID);
    new_game_fill(&g, f->profile, "standard", "standard", "standard", 3);
    g.campaign_id = 99;
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_E_NOT_FOUND);
    /* Nothing half-recorded. */
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM games"), 0);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM seats"), 0);
}

static void every_action_is_stored_in_order_and_loaded_exactly(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    struct store_new_game g;
    new_game_fill(&g, f->profile, "standard", "standard", "standard+hidden-cards,capture-regions", 4);
    snprintf(g.seats[2].kind, sizeof g.seats[2].kind, "heuristic");
    snprintf(g.seats[2].name, sizeof g.seats[2].name, "Lorenzo");
    g.seed = 123456789;
    int64_t id = 0;
    assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_OK);

    char text[100][32];
    int seats[100];
    for (int i = 0; i < 100; i++) {
        seats[i] = i % 5 == 4 ? STORE_NO_SEAT : i % 4;
        snprintf(text[i], sizeof text[i], i % 7 ? "play %d" : "region R%d", i);
        int64_t seq = 0;
        store_set_fixed_time(f->s, 1700000000 + i);
        assert_int_equal(store_action_append(f->s, id, seats[i], text[i], &seq, &err),
                         STORE_OK);
        assert_int_equal(seq, i + 1);
    }

    struct store_game loaded;
    assert_int_equal(store_game_load(f->s, id, &loaded, &err), STORE_OK);
    assert_int_equal(loaded.nactions, 100);
    for (int i = 0; i < 100; i++) {
        assert_int_equal(loaded.actions[i].seq, i + 1);
        assert_int_equal(loaded.actions[i].seat, seats[i]);
        assert_string_equal(loaded.actions[i].text, text[i]);
    }
    assert_string_equal(loaded.actions[0].at, "2023-11-14 22:13:20");
    assert_string_equal(loaded.actions[99].at, "2023-11-14 22:14:59");
    const struct store_game_header *h = &loaded.header;
    assert_int_equal(h->id, id);
    assert_int_equal(h->profile_id, f->profile);
    assert_int_equal(h->campaign_id, 0);
    assert_string_equal(h->kind, "standard");
    assert_string_equal(h->variant, "standard");
    assert_string_equal(h->ruleset, "standard+hidden-cards,capture-regions");
    assert_true(h->seed == 123456789);
    assert_int_equal(h->player_count, 4);
    assert_int_equal(h->profile_seat, 0);
    assert_int_equal(h->status, STORE_GAME_IN_PROGRESS);
    assert_int_equal(h->result, STORE_RESULT_NONE);
    assert_int_equal(h->winner_seat, STORE_NO_SEAT);
    assert_string_equal(h->created_at, "2023-11-14 22:13:20");
    assert_string_equal(h->updated_at, "2023-11-14 22:14:59");
    assert_string_equal(h->finished_at, "");
    assert_int_equal(h->nactions, 100);
    assert_int_equal(h->nbattles, 0);
    assert_int_equal(h->nseats, 4);
    assert_string_equal(h->seats[0].kind, "human");
    assert_string_equal(h->seats[2].kind, "heuristic");
    assert_string_equal(h->seats[2].name, "Lorenzo");
    assert_int_equal(h->seats[3].seat, 3);
    assert_false(h->seats[3].has_score);
    store_game_free(&loaded);

    assert_int_equal(store_game_load(f->s, id + 1, &loaded, &err), STORE_E_NOT_FOUND);
}

static void action_text_is_checked(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "standard", "standard", "standard", 2);
    assert_int_equal(store_action_append(f->s, id, 0, "", NULL, &err), STORE_E_INVALID);
    assert_int_equal(store_action_append(f->s, id, 0, "play 10\nplay 6", NULL, &err),
                     STORE_E_INVALID);
    assert_non_null(strstr(TXT(err), "line break"));
    char longtext[STORE_ACTION_MAX + 2];
    memset(longtext, 'a', sizeof longtext - 1);
    longtext[sizeof longtext - 1] = '\0';
    assert_int_equal(store_action_append(f->s, id, 0, longtext, NULL, &err),
                     STORE_E_INVALID);
    longtext[STORE_ACTION_MAX] = '\0'; /* exactly the limit */
    assert_int_equal(store_action_append(f->s, id, 0, longtext, NULL, &err), STORE_OK);
    assert_int_equal(store_action_append(f->s, id, 2, "pass", NULL, &err), STORE_E_INVALID);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM actions"), 1);
}

static void seeds_of_64_bits_round_trip(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    const uint64_t seeds[] = {0, 1, INT64_MAX, (uint64_t)INT64_MAX + 1, UINT64_MAX};
    const char *decimal[] = {"0", "1", "9223372036854775807", "9223372036854775808",
                             "18446744073709551615"};
    for (int i = 0; i < 5; i++) {
        struct store_new_game g;
        new_game_fill(&g, f->profile, "solitaire", "solitaire", "solitaire", 1);
        g.seed = seeds[i];
        int64_t id = 0;
        assert_int_equal(store_game_start(f->s, &g, &id, &err), STORE_OK);
        struct store_game loaded;
        assert_int_equal(store_game_load(f->s, id, &loaded, &err), STORE_OK);
        assert_true(loaded.header.seed == seeds[i]);
        store_game_free(&loaded);
        /* The view shows it unsigned; the table holds the bit pattern. */
        char sql[128], text[32];
        snprintf(sql, sizeof sql, "SELECT seed FROM game_summary WHERE game_id = %lld", (long long)id);
        raw_text(f->s->db, sql, text, sizeof text);
        assert_string_equal(text, decimal[i]);
    }
    assert_int_equal(raw_int(f->s->db, "SELECT seed FROM games ORDER BY id DESC LIMIT 1"), -1);
}

static void a_killed_process_leaves_a_resumable_game(void **state)
{
    struct fixture *f = *state;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        /* The child plays three actions, then dies without closing. */
        struct store *s = NULL;
        struct msg err = { 0 };
        if (store_open(f->path, NULL, &s, &err) != STORE_OK)
            _exit(2);
        struct store_new_game g;
        new_game_fill(&g, f->profile, "solitaire", "solitaire", "solitaire armies=2", 1);
        int64_t id = 0;
        if (store_game_start(s, &g, &id, &err) != STORE_OK ||
            store_action_append(s, id, 0, "play 10", NULL, &err) != STORE_OK ||
            store_action_append(s, id, STORE_NO_SEAT, "enemy 6", NULL, &err) != STORE_OK ||
            store_action_append(s, id, 0, "special winter", NULL, &err) != STORE_OK)
            _exit(3);
        raise(SIGKILL);
        _exit(4);
    }
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);

    struct msg err = { 0 };
    struct store_game_list list;
    assert_int_equal(store_games_resumable(f->s, f->profile, &list, &err), STORE_OK);
    assert_int_equal(list.n, 1);
    assert_string_equal(list.games[0].ruleset, "solitaire armies=2");
    assert_int_equal(list.games[0].nactions, 3);
    struct store_game g;
    assert_int_equal(store_game_load(f->s, list.games[0].id, &g, &err), STORE_OK);
    assert_int_equal(g.nactions, 3);
    assert_string_equal(g.actions[0].text, "play 10");
    assert_int_equal(g.actions[1].seat, STORE_NO_SEAT);
    assert_string_equal(g.actions[2].text, "special winter");
    store_game_free(&g);
    store_game_list_free(&list);
}

static void resumable_games_are_in_progress_most_recent_first(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    store_set_fixed_time(f->s, 1000);
    int64_t a = start(f, "standard", "standard", "standard", 3);
    store_set_fixed_time(f->s, 2000);
    int64_t b = start(f, "solitaire", "solitaire", "solitaire", 1);
    int64_t c = start(f, "standard", "first-edition", "first-edition", 2);
    int64_t d = start(f, "standard", "standard", "standard", 2);
    store_set_fixed_time(f->s, 3000);
    append(f, a, 0, "region Firenze"); /* a is now the most recently played */
    struct store_game_end end = {STORE_RESULT_LOSS, "3 adjacent regions", 1, "Bot1", NULL};
    assert_int_equal(store_game_finish(f->s, c, &end, &err), STORE_OK);
    assert_int_equal(store_game_abandon(f->s, d, "quit", &err), STORE_OK);
    int64_t other = 0;
    assert_int_equal(store_profile_ensure(f->s, "Bruno", &other, &err), STORE_OK);
    struct store_new_game g;
    new_game_fill(&g, other, "standard", "standard", "standard", 2);
    int64_t bruno_game = 0;
    assert_int_equal(store_game_start(f->s, &g, &bruno_game, &err), STORE_OK);

    struct store_game_list list;
    assert_int_equal(store_games_resumable(f->s, f->profile, &list, &err), STORE_OK);
    assert_int_equal(list.n, 2);
    assert_int_equal(list.games[0].id, a);
    assert_int_equal(list.games[1].id, b);
    assert_int_equal(list.games[0].nseats, 3);
    assert_string_equal(list.games[0].seats[1].name, "Bot1");
    store_game_list_free(&list);
}

static void finish_and_abandon_only_games_in_progress(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "standard", "standard", "standard", 3);
    append(f, id, 0, "region Roma");
    struct store_game_end bad = {STORE_RESULT_NONE, NULL, STORE_NO_SEAT, NULL, NULL};
    assert_int_equal(store_game_finish(f->s, id, &bad, &err), STORE_E_INVALID);
    struct store_game_end wrong_seat = {STORE_RESULT_WIN, NULL, 3, NULL, NULL};
    assert_int_equal(store_game_finish(f->s, id, &wrong_seat, &err), STORE_E_INVALID);

    const int scores[3] = {7, 2, 4};
    struct store_game_end end = {STORE_RESULT_WIN, "6 regions", 0, "You", scores};
    store_set_fixed_time(f->s, 1700000100);
    assert_int_equal(store_game_finish(f->s, id, &end, &err), STORE_OK);
    assert_int_equal(store_game_finish(f->s, id, &end, &err), STORE_E_STATE);
    assert_non_null(strstr(TXT(err), "finished"));
    assert_int_equal(store_game_abandon(f->s, id, NULL, &err), STORE_E_STATE);
    assert_int_equal(store_action_append(f->s, id, 0, "pass", NULL, &err), STORE_E_STATE);
    assert_int_equal(store_action_truncate(f->s, id, 0, &err), STORE_E_STATE);

    struct store_game g;
    assert_int_equal(store_game_load(f->s, id, &g, &err), STORE_OK);
    assert_int_equal(g.header.status, STORE_GAME_FINISHED);
    assert_int_equal(g.header.result, STORE_RESULT_WIN);
    assert_string_equal(g.header.reason, "6 regions");
    assert_int_equal(g.header.winner_seat, 0);
    assert_string_equal(g.header.winner, "You");
    assert_string_equal(g.header.finished_at, "2023-11-14 22:15:00");
    assert_true(g.header.seats[0].has_score && g.header.seats[0].score == 7);
    assert_int_equal(g.header.seats[2].score, 4);
    assert_int_equal(g.nactions, 1);
    store_game_free(&g);

    int64_t quit = start(f, "solitaire", "solitaire", "solitaire", 1);
    assert_int_equal(store_game_abandon(f->s, quit, "quit at the prompt", &err), STORE_OK);
    assert_int_equal(store_game_load(f->s, quit, &g, &err), STORE_OK);
    assert_int_equal(g.header.status, STORE_GAME_ABANDONED);
    assert_int_equal(g.header.result, STORE_RESULT_NONE);
    assert_string_equal(g.header.reason, "quit at the prompt");
    store_game_free(&g);
    assert_int_equal(store_game_abandon(f->s, 999, NULL, &err), STORE_E_NOT_FOUND);
}

/* ---- battles and undo ---- */

static void battles_are_numbered_with_their_lines(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "standard", "standard", "standard", 3);
    append(f, id, 0, "region Firenze");
    append(f, id, 0, "play 10");
    struct store_battle b1 = {"Firenze", NULL, 0, NULL, "strength", 3,
                              {{0, NULL, 20, "10 10"}, {1, NULL, 6, "6"}, {2, NULL, 0, ""}}};
    int number = 0;
    assert_int_equal(store_battle_record(f->s, id, &b1, &number, &err), STORE_OK);
    assert_int_equal(number, 1);
    struct store_battle b2 = {"Roma", NULL, STORE_NO_SEAT, NULL, "bishop", 0, {{0}}};
    assert_int_equal(store_battle_record(f->s, id, &b2, &number, &err), STORE_OK);
    assert_int_equal(number, 2);

    int64_t solo = start(f, "solitaire", "solitaire", "solitaire", 1);
    struct store_battle b3 = {NULL, "army B", STORE_NO_SEAT, "army B", "surrender", 2,
                              {{0, NULL, 9, "4 5"}, {STORE_NO_SEAT, "army B", 7, "surrender 7"}}};
    assert_int_equal(store_battle_record(f->s, solo, &b3, &number, &err), STORE_OK);
    assert_int_equal(number, 1);

    sqlite3 *db = f->s->db;
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM battle_lines"), 5);
    assert_int_equal(raw_int(db, "SELECT after_action FROM battles WHERE region = 'Firenze'"), 2);
    assert_int_equal(raw_int(db, "SELECT strength FROM battle_lines WHERE cards = '10 10'"), 20);
    char text[64];
    raw_text(db, "SELECT winner_army || '/' || ending FROM battles WHERE enemy_army = 'army B'",
             text, sizeof text);
    assert_string_equal(text, "army B/surrender");
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM battles WHERE winner_seat IS NULL"), 2);

    /* Bad battles are refused whole. */
    struct store_battle both = {NULL, "army A", STORE_NO_SEAT, NULL, "strength", 1,
                                {{0, "army A", 5, "5"}}};
    assert_int_equal(store_battle_record(f->s, solo, &both, NULL, &err), STORE_E_INVALID);
    struct store_battle far = {"Roma", NULL, 5, NULL, "strength", 0, {{0}}};
    assert_int_equal(store_battle_record(f->s, id, &far, NULL, &err), STORE_E_INVALID);
    struct store_battle far_line = {"Roma", NULL, 0, NULL, "strength", 1, {{3, NULL, 1, "1"}}};
    assert_int_equal(store_battle_record(f->s, id, &far_line, NULL, &err), STORE_E_INVALID);
    struct store_battle no_ending = {"Roma", NULL, 0, NULL, NULL, 0, {{0}}};
    assert_int_equal(store_battle_record(f->s, id, &no_ending, NULL, &err), STORE_E_INVALID);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM battles"), 3);
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM battle_lines"), 5);
}

static void undo_truncates_actions_and_later_battles(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "solitaire", "solitaire", "solitaire", 1);
    append(f, id, 0, "play 1");
    append(f, id, 0, "play 2");
    append(f, id, 0, "play 3");
    struct store_battle b = {NULL, "army A", 0, NULL, "strength", 1, {{0, NULL, 6, "1 2 3"}}};
    assert_int_equal(store_battle_record(f->s, id, &b, NULL, &err), STORE_OK);
    append(f, id, 0, "play 4");
    append(f, id, 0, "play 5");
    assert_int_equal(store_battle_record(f->s, id, &b, NULL, &err), STORE_OK);

    assert_int_equal(store_action_truncate(f->s, id, 4, &err), STORE_OK);
    struct store_game g;
    assert_int_equal(store_game_load(f->s, id, &g, &err), STORE_OK);
    assert_int_equal(g.nactions, 4);
    assert_string_equal(g.actions[3].text, "play 4");
    assert_int_equal(g.header.nbattles, 1);
    store_game_free(&g);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM battle_lines"), 1);
    int64_t seq = 0;
    assert_int_equal(store_action_append(f->s, id, 0, "play 6", &seq, &err), STORE_OK);
    assert_int_equal(seq, 5);
    assert_int_equal(store_action_truncate(f->s, id, -1, &err), STORE_E_INVALID);
    assert_int_equal(store_action_truncate(f->s, id, 0, &err), STORE_OK);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM actions"), 0);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM battles"), 0);
}

/* A practice game that ended goes back: in progress again, its end and
 * scores cleared, with the actions and battles after the kept ones, and
 * its stored review (of the game as it was). */
static void take_back_reopens_a_finished_game(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "standard", "standard", "standard", 3);
    append(f, id, 0, "region Roma");
    append(f, id, 0, "pass");
    struct store_battle b = {"Roma", NULL, 1, NULL, "passes", 0, {{0}}};
    assert_int_equal(store_battle_record(f->s, id, &b, NULL, &err), STORE_OK);
    const int scores[3] = {7, 2, 4};
    struct store_game_end end = {STORE_RESULT_WIN, "6 regions", 0, "You", scores};
    assert_int_equal(store_game_finish(f->s, id, &end, &err), STORE_OK);
    assert_int_equal(store_review_save(f->s, id, 100, "test", "{}", &err), STORE_OK);
    assert_int_equal(store_action_truncate(f->s, id, 1, &err), STORE_E_STATE);
    assert_int_equal(store_action_take_back(f->s, id, 1, &err), STORE_OK);
    struct store_game g;
    assert_int_equal(store_game_load(f->s, id, &g, &err), STORE_OK);
    assert_int_equal(g.header.status, STORE_GAME_IN_PROGRESS);
    assert_int_equal(g.header.result, STORE_RESULT_NONE);
    assert_string_equal(g.header.finished_at, "");
    assert_int_equal(g.nactions, 1);
    assert_int_equal(g.header.nbattles, 0);
    assert_int_equal(g.header.seats[0].has_score, 0);
    store_game_free(&g);
    assert_int_equal(raw_int(f->s->db, "SELECT COUNT(*) FROM reviews"), 0);
    assert_int_equal(store_action_append(f->s, id, 0, "pass", NULL, &err), STORE_OK);
}

/* ---- campaigns ---- */

static void campaigns_group_games_and_sum_points(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t points = 0, run = 0;
    store_set_fixed_time(f->s, 5000);
    assert_int_equal(store_campaign_create(f->s, f->profile, "points", "Winter league", 12, &points, &err),
                     STORE_OK);
    store_set_fixed_time(f->s, 6000);
    assert_int_equal(store_campaign_create(f->s, f->profile, "solitaire-run", "Ten in a row", 0, &run, &err),
                     STORE_OK);
    assert_int_equal(store_campaign_create(f->s, f->profile, "league", "x", 0, &run, &err),
                     STORE_E_INVALID);
    assert_int_equal(store_campaign_create(f->s, 999, "points", "x", 0, &run, &err),
                     STORE_E_NOT_FOUND);

    /* Two games of the points campaign: one started inside it, one attached. */
    struct store_new_game g;
    new_game_fill(&g, f->profile, "standard", "standard", "standard+points-game", 3);
    g.campaign_id = points;
    int64_t g1 = 0;
    assert_int_equal(store_game_start(f->s, &g, &g1, &err), STORE_OK);
    int64_t g2 = start(f, "standard", "standard", "standard+points-game", 3);
    assert_int_equal(store_campaign_attach(f->s, points, g2, &err), STORE_OK);
    int s1[3] = {5, 3, 1}, s2[3] = {2, 6, 1};
    struct store_game_end e1 = {STORE_RESULT_WIN, "5 regions", 0, "You", s1};
    struct store_game_end e2 = {STORE_RESULT_LOSS, "5 regions", 1, "Bot1", s2};
    assert_int_equal(store_game_finish(f->s, g1, &e1, &err), STORE_OK);
    assert_int_equal(store_game_finish(f->s, g2, &e2, &err), STORE_OK);
    int64_t g3 = start(f, "solitaire", "solitaire", "solitaire", 1);
    assert_int_equal(store_campaign_attach(f->s, run, g3, &err), STORE_OK);

    /* Another profile's game cannot join. */
    int64_t bruno = 0, bruno_game = 0;
    assert_int_equal(store_profile_ensure(f->s, "Bruno", &bruno, &err), STORE_OK);
    new_game_fill(&g, bruno, "standard", "standard", "standard", 2);
    assert_int_equal(store_game_start(f->s, &g, &bruno_game, &err), STORE_OK);
    assert_int_equal(store_campaign_attach(f->s, points, bruno_game, &err), STORE_E_INVALID);
    assert_int_equal(store_campaign_attach(f->s, 999, g3, &err), STORE_E_NOT_FOUND);

    struct store_campaign_list list;
    assert_int_equal(store_campaign_list(f->s, f->profile, &list, &err), STORE_OK);
    assert_int_equal(list.n, 2);
    assert_int_equal(list.campaigns[0].id, run); /* the newest first */
    assert_int_equal(list.campaigns[0].games, 1);
    assert_int_equal(list.campaigns[0].finished_games, 0);
    const struct store_campaign *c = &list.campaigns[1];
    assert_int_equal(c->id, points);
    assert_string_equal(c->kind, "points");
    assert_string_equal(c->name, "Winter league");
    assert_int_equal(c->target, 12);
    assert_int_equal(c->games, 2);
    assert_int_equal(c->finished_games, 2);
    assert_int_equal(c->wins, 1);
    assert_int_equal(c->points, 7); /* 5 + 2, the profile's seat */
    assert_false(c->finished);
    store_campaign_list_free(&list);

    assert_int_equal(store_campaign_finish(f->s, points, &err), STORE_OK);
    assert_int_equal(store_campaign_finish(f->s, points, &err), STORE_E_STATE);
    int64_t g4 = start(f, "standard", "standard", "standard+points-game", 3);
    assert_int_equal(store_campaign_attach(f->s, points, g4, &err), STORE_E_STATE);
    /* Detach. */
    assert_int_equal(store_campaign_attach(f->s, 0, g3, &err), STORE_OK);
    assert_int_equal(store_campaign_list(f->s, f->profile, &list, &err), STORE_OK);
    assert_int_equal(list.campaigns[0].games, 0);
    assert_true(list.campaigns[1].finished);
    assert_string_equal(list.campaigns[1].finished_at, "1970-01-01 01:40:00");
    store_campaign_list_free(&list);
}

/* ---- a full disk ---- */

static void a_full_disk_loses_nothing_already_recorded(void **state)
{
    struct fixture *f = *state;
    struct msg err = { 0 };
    int64_t id = start(f, "standard", "standard", "standard", 2);
    append(f, id, 0, "region Firenze");
    /* No more pages than the file has now: the next growth is "disk full". */
    sqlite3 *db = f->s->db;
    long long pages = raw_int(db, "PRAGMA page_count");
    char sql[64];
    snprintf(sql, sizeof sql, "PRAGMA max_page_count = %lld", pages);
    raw_int(db, sql);

    enum store_status st = STORE_OK;
    int appended = 1;
    char text[STORE_ACTION_MAX + 1];
    while (st == STORE_OK && appended < 100000) {
        snprintf(text, sizeof text, "play %d %0100d", appended, 0);
        st = store_action_append(f->s, id, appended % 2, text, NULL, &err);
        if (st == STORE_OK)
            appended++;
    }
    assert_int_equal(st, STORE_E_FULL);
    assert_non_null(strstr(TXT(err), f->path));
    assert_non_null(strstr(TXT(err), "disk is full"));

    /* A battle does not go in by halves either. */
    struct store_battle b = {"Firenze", NULL, 0, NULL, "strength", 2,
                             {{0, NULL, 40, "10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10 10"},
                              {1, NULL, 1, "1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1"}}};
    long long battles_before = raw_int(db, "SELECT COUNT(*) FROM battles");
    long long lines_before = raw_int(db, "SELECT COUNT(*) FROM battle_lines");
    for (int i = 0; i < 200 && (st = store_battle_record(f->s, id, &b, NULL, &err)) == STORE_OK;
         i++)
        ;
    assert_int_equal(st, STORE_E_FULL);
    long long battles = raw_int(db, "SELECT COUNT(*) FROM battles");
    assert_int_equal(raw_int(db, "SELECT COUNT(*) FROM battle_lines"), lines_before + 2 * (battles - battles_before));

    /* Everything recorded before is there, in order. */
    struct store_game g;
    assert_int_equal(store_game_load(f->s, id, &g, &err), STORE_OK);
    assert_int_equal(g.nactions, appended);
    assert_string_equal(g.actions[0].text, "region Firenze");
    snprintf(text, sizeof text, "play %d %0100d", appended - 1, 0);
    assert_string_equal(g.actions[appended - 1].text, text);
    store_game_free(&g);

    /* Space again: play goes on. */
    raw_int(db, "PRAGMA max_page_count = 1000000");
    int64_t seq = 0;
    assert_int_equal(store_action_append(f->s, id, 0, "pass", &seq, &err), STORE_OK);
    assert_int_equal(seq, appended + 1);
}

#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)

int main(void)
{
    const struct CMUnitTest tests[] = {
        T(profile_is_created_once_and_found),
        T(game_start_checks_its_arguments),
        T(every_action_is_stored_in_order_and_loaded_exactly),
        T(action_text_is_checked),
        T(seeds_of_64_bits_round_trip),
        T(a_killed_process_leaves_a_resumable_game),
        T(resumable_games_are_in_progress_most_recent_first),
        T(finish_and_abandon_only_games_in_progress),
        T(battles_are_numbered_with_their_lines),
        T(undo_truncates_actions_and_later_battles),
        T(take_back_reopens_a_finished_game),
        T(campaigns_group_games_and_sum_points),
        T(a_full_disk_loses_nothing_already_recorded),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
