/* test_action_seen.c — what the other seats see of a decision
 * (engine/action_seen.h): along seeded games of every ruleset that hides
 * a move (hidden-cards' face-down cards, the cards kept at a round's end,
 * a private number of cards drawn) and of the standard game, two moves
 * of a battle the viewer is told apart (different codes) always leave him
 * different observations, so the search's merging never hides what he
 * sees; moves
 * merged into one code leave him the same view while the battle goes on;
 * the deciding seat sees its own moves; and each kind of unseen move is
 * met and merged. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/standard_bot.h"
#include "engine/action_seen.h"
#include "rules/rules.h"
#include "test_bots_util.h"

/* The unseen codes met, by type (ACTION_PLAY, ACTION_KEEP, ACTION_DRAW). */
struct tally {
    int merged[ACTION_TYPE_MAX + 1];
    int checked;
};

static void view_after(const struct game *g, const struct state *s, action a, int viewer,
                       struct observation *out)
{
    struct state t = *s;
    struct msg err;
    assert_int_equal(state_apply(g, &t, a, NULL, &err), STATE_OK);
    state_observe(g, &t, viewer, out);
}

/* Every pair of the current seat's legal moves, seen by `viewer`. */
static void check_position(const struct game *g, const struct state *s, int viewer,
                           struct tally *tally)
{
    action legal[STATE_MAX_ACTIONS], seen[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, legal, STATE_MAX_ACTIONS);
    int seat = state_current_seat(s);
    for (int i = 0; i < n; i++) {
        seen[i] = action_seen(g, s, viewer, legal[i]);
        if (viewer == seat)
            assert_int_equal(seen[i], legal[i]);
        if (seen[i] != legal[i]) {
            assert_true(action_is_unseen_code(seen[i]));
            assert_false(action_valid(seen[i]));
            assert_int_equal(action_type(seen[i]), ACTION_UNSEEN | action_type(legal[i]));
        } else {
            assert_false(action_is_unseen_code(seen[i]));
        }
    }
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) {
            struct observation oi, oj;
            view_after(g, s, legal[i], viewer, &oi);
            view_after(g, s, legal[j], viewer, &oj);
            bool same = memcmp(&oi, &oj, sizeof oi) == 0;
            if (seen[i] != seen[j]) {
                /* in a battle, what he is told apart he sees apart (after a
                 * round's last decisions a reshuffled deal may hide which
                 * was taken, his own moves too: not told apart there) */
                if (s->phase == PHASE_BATTLE)
                    assert_false(same);
            } else {
                tally->merged[action_type(legal[i])]++;
                /* two cards face down: the same view while the battle goes on */
                if (action_type(legal[i]) == ACTION_PLAY && oi.phase == PHASE_BATTLE &&
                    oj.phase == PHASE_BATTLE)
                    assert_true(same);
            }
            tally->checked++;
        }
}

/* The seat to act's moves, seen by himself and by the next seat. */
static void visit_position(const struct game *g, const struct state *s, void *ctx)
{
    int seat = state_current_seat(s);
    check_position(g, s, seat, ctx);
    check_position(g, s, (seat + 1) % g->nseats, ctx);
}

static void play_games(const char *ruleset, int nseats, int games, struct tally *tally)
{
    struct game g;
    tb_ruleset_game(&g, ruleset, nseats);
    for (int game = 0; game < games; game++)
        tb_walk(&g, 50u + (uint64_t)game * 7u + (uint64_t)nseats, visit_position, tally);
}

/* The standard game: every card is played face up, so only the cards
 * kept at a round's end are unseen. */
static void standard_game_hides_only_the_cards_kept(void **unused)
{
    (void)unused;
    struct tally t = {{0}, 0};
    play_games("standard", 3, 6, &t);
    play_games("standard", 5, 3, &t);
    assert_true(t.checked > 1000);
    assert_int_equal(t.merged[ACTION_PLAY], 0);
    assert_int_equal(t.merged[ACTION_DRAW], 0);
    assert_true(t.merged[ACTION_KEEP] > 0);
}

/* hidden-cards: the cards placed face down are one move to the others. */
static void hidden_cards_merge_the_face_down_cards(void **unused)
{
    (void)unused;
    struct tally t = {{0}, 0};
    play_games("standard+hidden-cards", 4, 4, &t);
    play_games("standard+hidden-cards,hidden-cards.flip=line-card", 3, 3, &t);
    play_games("first-edition+hidden-cards", 2, 3, &t);
    assert_true(t.checked > 1000);
    assert_true(t.merged[ACTION_PLAY] > 100);
}

/* draw-choice=optional with hand-sizes=private: how many cards another
 * seat draws is unseen; with public hand sizes it is seen. */
static void private_draws_are_merged(void **unused)
{
    (void)unused;
    struct tally t = {{0}, 0};
    play_games("standard+draw-after-battle,draw-after-battle.draw-choice=optional,"
               "hand-sizes=private",
               3, 4, &t);
    assert_true(t.merged[ACTION_DRAW] > 0);
    struct tally pub = {{0}, 0};
    play_games("standard+draw-after-battle,draw-after-battle.draw-choice=optional", 3, 3, &pub);
    assert_int_equal(pub.merged[ACTION_DRAW], 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(standard_game_hides_only_the_cards_kept),
        cmocka_unit_test(hidden_cards_merge_the_face_down_cards),
        cmocka_unit_test(private_draws_are_merged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
