/* store_practice.c — a practice game stored from a position of another
 * game: the same kind, ruleset, seed, seats (and scenario) as the game it
 * practises, that game's actions before the player's decision N copied as
 * its own first actions with the battles they ended, and its marks
 * (practice, practice_of, practice_from, practice_seed), in one
 * transaction (doc/practice.md). */
#include "store/store_internal.h"

/* The statements below share their parameters: ?1 the new game, ?2 the
 * game practised, ?3 the actions kept, ?4 now, ?5 the decision, ?6 the
 * seed of a new deal or NULL; each binds those it names. */
static enum store_status run(struct store *s, const char *sql, int64_t game,
                             const struct store_practice *p, const char *now,
                             const char *doing, struct msg *err)
{
    sqlite3_stmt *st = NULL;
    enum store_status status = store_prepare(s, sql, &st, doing, err);
    if (status != STORE_OK)
        return status;
    int n = sqlite3_bind_parameter_count(st);
    for (int i = 1; i <= n; i++) {
        switch (i) {
        case 1: sqlite3_bind_int64(st, i, game); break;
        case 2: sqlite3_bind_int64(st, i, p->source); break;
        case 3: sqlite3_bind_int64(st, i, p->keep); break;
        case 4: sqlite3_bind_text(st, i, now, -1, SQLITE_STATIC); break;
        case 5: sqlite3_bind_int(st, i, p->from); break;
        case 6:
            if (p->redeal)
                sqlite3_bind_int64(st, i, store_seed_to_db(p->redeal_seed));
            break;
        default: break;
        }
    }
    int rc = sqlite3_step(st);
    if (rc != SQLITE_DONE)
        status = store_sqlite_fail(s, rc, doing, err);
    sqlite3_finalize(st);
    return status;
}

static const char *const copy_rows[] = {
    "INSERT INTO seats (game_id, seat, kind, name) "
    "SELECT ?1, seat, kind, name FROM seats WHERE game_id = ?2 ORDER BY seat",
    "INSERT INTO actions (game_id, seq, seat, action, created_at) "
    "SELECT ?1, seq, seat, action, ?4 FROM actions WHERE game_id = ?2 AND seq <= ?3 "
    "ORDER BY seq",
    "INSERT INTO battles (game_id, number, after_action, region, enemy_army, winner_seat, "
    "                     winner_army, ending, created_at) "
    "SELECT ?1, number, after_action, region, enemy_army, winner_seat, winner_army, ending, ?4 "
    "FROM battles WHERE game_id = ?2 AND after_action <= ?3 ORDER BY number",
    "INSERT INTO battle_lines (battle_id, seat, army, strength, cards) "
    "SELECT nb.id, l.seat, l.army, l.strength, l.cards FROM battle_lines l "
    "JOIN battles ob ON ob.id = l.battle_id "
    "JOIN battles nb ON nb.game_id = ?1 AND nb.number = ob.number "
    "WHERE ob.game_id = ?2 AND ob.after_action <= ?3 ORDER BY l.id",
};

enum store_status store_practice_start(struct store *s, const struct store_practice *p,
                                       int64_t *game_id, struct msg *err)
{
    const char *doing = MSG_T("cannot record the practice game");
    enum store_status st;
    if (p->keep < 0 || p->from < 1)
        return store_bug(STORE_E_INVALID, err, "a practice game before decision %d, after %lld actions",
                         p->from, (long long)p->keep);
    if ((st = store_require_writable(s, doing, err)) || (st = store_begin(s, doing, err)))
        return st;
    char now[STORE_TIME_MAX + 1];
    store_now(s, now);
    st = store_game_lookup(s, p->source, 0, NULL, doing, err);
    if (st == STORE_OK)
        st = run(s,
                 "INSERT INTO games (profile_id, kind, variant, ruleset, seed, player_count, "
                 "  profile_seat, created_at, updated_at, scenario, level, practice, "
                 "  practice_of, practice_from, practice_seed) "
                 "SELECT profile_id, kind, variant, ruleset, seed, player_count, profile_seat, "
                 "  ?4, ?4, scenario, level, 1, id, ?5, ?6 FROM games WHERE id = ?2",
                 0, p, now, doing, err);
    int64_t id = sqlite3_last_insert_rowid(s->db);
    for (size_t i = 0; st == STORE_OK && i < sizeof copy_rows / sizeof copy_rows[0]; i++)
        st = run(s, copy_rows[i], id, p, now, doing, err);
    if (st == STORE_OK && (st = store_commit(s, doing, err)) == STORE_OK) {
        *game_id = id;
        return STORE_OK;
    }
    store_rollback(s);
    return st;
}
