/* test_conformance_checks.c — the checks the conformance tests make after
 * every action of a random game, whatever the rules: the state's layout
 * (cards where they belong, unused bytes zero, at most one face-down card,
 * a defender only where one can be), legality, what each seat may see, and
 * the events (bounded, private cards kept private). */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "rules/rules.h"
#include "test_conformance_checks.h"

action conformance_random_legal(const struct game *g, const struct state *s, struct rng *pick)
{
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    assert_true(n > 0 && n <= STATE_MAX_ACTIONS);
    return buf[rng_below(pick, (uint32_t)n)];
}

void conformance_check_layout(const struct game *g, const struct state *s)
{
    for (int i = 0; i < s->deck_top; i++)
        assert_int_equal(s->deck[i], 0);
    for (int i = s->deck_size; i < STATE_DECK_MAX; i++)
        assert_int_equal(s->deck[i], 0);
    bool battle_on = s->phase == PHASE_BATTLE || s->phase == PHASE_SCARECROW ||
                     s->phase == PHASE_POPE;
    for (int seat = 0; seat < GAME_MAX_SEATS; seat++) {
        uint8_t up[CARD_KINDS] = {0}, down[CARD_KINDS] = {0};
        int ndown = 0;
        for (int i = 0; i < s->line_len[seat]; i++) {
            unsigned c = s->line[seat][i];
            if (c & LINE_FACE_DOWN) {
                assert_true((c & ~LINE_FACE_DOWN) < CARD_KINDS);
                assert_true(card_info((enum card_kind)(c & ~LINE_FACE_DOWN))->hideable);
                down[c & ~LINE_FACE_DOWN]++;
                ndown++;
            } else {
                assert_true(c < CARD_KINDS);
                up[c]++;
            }
        }
        for (int i = s->line_len[seat]; i < STATE_LINE_MAX; i++)
            assert_int_equal(s->line[seat][i], 0);
        assert_memory_equal(up, s->lines[seat].up, CARD_KINDS);
        assert_memory_equal(down, s->lines[seat].down, CARD_KINDS);
        /* R-OPT-HIDDEN: at most one face down, only during a battle */
        assert_true(ndown <= 1);
        if (ndown)
            assert_true(battle_on && ruleset_has_module(&g->rules, RULE_HIDDEN_CARDS));
        if (seat >= s->nseats)
            assert_int_equal(s->hand_count[seat], 0);
        assert_int_equal(s->lines[seat].up[CARD_BISHOP], 0);
        assert_int_equal(s->lines[seat].up[CARD_SCARECROW], 0);
        assert_false(s->lines[seat].up[CARD_WINTER] && s->lines[seat].up[CARD_SPRING]);
    }
    /* R-OPT-CAPTURE: a defender only in a battle on his own region */
    if (s->defender != SEAT_NONE) {
        assert_true(battle_on && ruleset_has_module(&g->rules, RULE_CAPTURE_REGIONS));
        assert_int_equal(s->owner[s->contested], s->defender);
        assert_int_not_equal(s->defender, s->token);
    }
    if (s->phase == PHASE_CHOOSE_REGION && s->contested != SEAT_NONE && !s->after_battle)
        fail_msg("a region is contested before it is chosen");
    for (int r = 0; r < REGION_COUNT; r++) {
        int owners = 0;
        for (int seat = 0; seat < s->nseats; seat++)
            owners += (int)(s->owned[seat] >> r & 1u);
        assert_int_equal(owners, s->owner[r] != SEAT_NONE);
        if (s->owner[r] != SEAT_NONE)
            assert_true(s->owned[s->owner[r]] >> r & 1u);
    }
    for (size_t i = 0; i < sizeof s->pad; i++)
        assert_int_equal(s->pad[i], 0);
}

void conformance_check_legality(const struct game *g, const struct state *s, struct rng *pick)
{
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    assert_int_equal(n == 0, state_is_terminal(s));
    for (int i = 0; i < n; i++) {
        assert_true(state_is_legal(g, s, buf[i]));
        if (i)
            assert_true(buf[i] > buf[i - 1]);
    }
    for (int t = 0; t < 6; t++) {
        action a = (action)((1 + rng_below(pick, ACTION_TYPE_MAX)) << 8 |
                            (t & 1 ? 0 : rng_below(pick, 256)));
        int listed = 0;
        for (int i = 0; i < n; i++)
            listed |= buf[i] == a;
        assert_int_equal(state_is_legal(g, s, a), listed);
    }
}

/* Another hand, the deck order and another seat's face-down card change;
 * seat v's view must not. And the view never names another seat's
 * face-down card. */
void conformance_check_observation(const struct game *g, const struct state *s, int v)
{
    struct observation o1, o2;
    struct state p;
    state_observe(g, s, v, &o1);
    assert_memory_equal(o1.hand, s->hand[v], CARD_KINDS);
    assert_int_equal(o1.deck_count, s->deck_size - s->deck_top);
    for (int seat = 0; seat < s->nseats; seat++) {
        int down = 0;
        for (int k = 0; k < CARD_KINDS; k++) {
            down += s->lines[seat].down[k];
            if (seat != v)
                assert_int_equal(o1.lines[seat].down[k], 0);
        }
        assert_int_equal(o1.face_down[seat], down);
        for (int i = 0; i < o1.line_len[seat]; i++)
            if (seat != v && (o1.line[seat][i] & LINE_FACE_DOWN))
                assert_int_equal(o1.line[seat][i], LINE_HIDDEN);
    }
    state_clone(&p, s);
    for (int i = p.deck_top, j = p.deck_size - 1; i < j; i++, j--) {
        uint8_t t = p.deck[i];
        p.deck[i] = p.deck[j];
        p.deck[j] = t;
    }
    for (int seat = 0; seat < p.nseats; seat++) {
        if (seat == v)
            continue;
        if (p.hand_count[seat] && p.deck_top < p.deck_size) {
            int a = 0;
            while (!p.hand[seat][a])
                a++;
            int b = p.deck[p.deck_top];
            p.hand[seat][a]--;
            p.hand[seat][b]++;
            p.deck[p.deck_top] = (uint8_t)a;
        }
        for (int i = 0; i < p.line_len[seat]; i++) {
            unsigned c = p.line[seat][i];
            if (!(c & LINE_FACE_DOWN))
                continue;
            int a = (int)(c & ~LINE_FACE_DOWN);
            int b = a == CARD_HEROINE ? CARD_M1 : CARD_HEROINE;
            p.lines[seat].down[a]--;
            p.lines[seat].down[b]++;
            p.line[seat][i] = (uint8_t)(b | LINE_FACE_DOWN);
        }
    }
    state_observe(g, &p, v, &o2);
    assert_memory_equal(&o1, &o2, sizeof o1);
}

void conformance_check_events(const struct event_log *log, const struct event *items, int nseats,
                             struct conformance_counts *t)
{
    char line[512];
    assert_true(log->count <= log->cap);
    for (int i = 0; i < log->count; i++) {
        const struct event *e = &items[i];
        assert_true(event_format(e, EVENT_VIEW_ALL, line, sizeof line) < sizeof line);
        if (t) {
            t->face_down_plays += e->type == EVENT_PLAY && e->flag;
            t->soft_passes += e->type == EVENT_PASS && e->flag == 2;
            t->declines += e->type == EVENT_DECLINE;
            t->reveals += e->type == EVENT_REVEAL;
            t->truces += e->type == EVENT_BATTLE_END && e->reason == BATTLE_BY_BISHOP;
        }
        bool private_cards = e->type == EVENT_DEAL || e->type == EVENT_ROUND_END;
        bool hidden_play = e->type == EVENT_PLAY && e->flag;
        if (!private_cards && !hidden_play)
            continue;
        for (int v = 0; v < nseats; v++) {
            struct event seen;
            event_format(e, v, line, sizeof line);
            event_view(e, v, &seen);
            if (v == e->seat) {
                assert_memory_equal(&seen, e, sizeof seen);
                continue;
            }
            if (private_cards) {
                assert_null(strstr(line, "cards="));
                for (int k = 0; k < CARD_KINDS; k++)
                    assert_int_equal(seen.cards[k], 0);
            } else {
                assert_non_null(strstr(line, " card=hidden "));
                assert_int_equal(seen.card, EVENT_NONE);
            }
        }
    }
}

