/* test_game_events.c — the events reported by the engine and their
 * one-line `key=value` form (doc/events.md): private cards only in their
 * own seat's view, a full log counts what it drops, every event type
 * occurs in play; and what an observation shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

static void standard(struct game *g, int n)
{
    struct ruleset r;
    struct msg err;
    assert_int_equal(ruleset_standard(&r, &err), 0);
    assert_int_equal(game_init(g, &r, n, &err), 0);
}

static void events_deal_cards_only_in_own_view(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct event items[EVENT_MAX_PER_APPLY];
    struct event_log log;
    char line[512];
    standard(&g, 3);
    event_log_init(&log, items, EVENT_MAX_PER_APPLY);
    state_init(&g, &s, 7, &log);
    int deals = 0;
    for (int i = 0; i < log.count; i++) {
        if (items[i].type != EVENT_DEAL)
            continue;
        deals++;
        int seat = items[i].seat;
        for (int v = -1; v < 3; v++) {
            event_format(&items[i], v, line, sizeof line);
            char prefix[64];
            snprintf(prefix, sizeof prefix, "event=deal seat=%d count=10 hand=10", seat);
            assert_true(!strncmp(line, prefix, strlen(prefix)));
            assert_int_equal(strstr(line, " cards=") != NULL, v == seat || v == EVENT_VIEW_ALL);
        }
        /* The cards shown are the seat's hand. */
        uint8_t counts[CARD_KINDS] = {0};
        event_format(&items[i], seat, line, sizeof line);
        char *p = strstr(line, "cards=") + 6;
        for (char *tok = strtok(p, ","); tok; tok = strtok(NULL, ","))
            counts[card_parse(tok)]++;
        assert_memory_equal(counts, s.hand[seat], CARD_KINDS);
    }
    assert_int_equal(deals, 3);
}

static void events_full_log_counts_what_it_drops(void **state)
{
    (void)state;
    struct game g;
    struct state s, t;
    struct event items[2];
    struct event_log log;
    standard(&g, 6);
    event_log_init(&log, items, 2);
    state_init(&g, &s, 3, &log);
    assert_int_equal(log.count, 8); /* shuffle, token, six deals */
    assert_int_equal(items[0].type, EVENT_SHUFFLE);
    assert_int_equal(items[1].type, EVENT_TOKEN);
    /* Events never change the game. */
    state_init(&g, &t, 3, NULL);
    assert_memory_equal(&s, &t, sizeof s);
    char small[8];
    size_t need = event_format(&items[0], EVENT_VIEW_ALL, small, sizeof small);
    assert_int_equal(need, strlen("event=shuffle count=110"));
    assert_string_equal(small, "event=s");
}

static void events_every_type_occurs_and_formats(void **state)
{
    (void)state;
    int seen[32] = {0};
    char line[512];
    struct msg err;
    for (int i = 0; i < 300; i++) {
        struct game g;
        struct state s;
        struct rng pick;
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        standard(&g, 2 + i % 5);
        rng_seed(&pick, (uint64_t)i);
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        state_init(&g, &s, (uint64_t)i + 1000, &log);
        for (;;) {
            for (int k = 0; k < log.count; k++) {
                int type = items[k].type;
                seen[type]++;
                size_t n = event_format(&items[k], k % 3 - 1, line, sizeof line);
                assert_true(n < sizeof line);
                assert_int_equal(strlen(line), n);
                char prefix[40];
                snprintf(prefix, sizeof prefix, "event=%s", event_type_name(type));
                assert_true(!strncmp(line, prefix, strlen(prefix)));
                assert_null(strchr(line, '\n'));
                assert_null(strstr(line, "  "));
                assert_null(strchr(line, '?'));
            }
            if (state_is_terminal(&s))
                break;
            action buf[STATE_MAX_ACTIONS];
            int n = state_legal_actions(&g, &s, buf, STATE_MAX_ACTIONS);
            event_log_init(&log, items, EVENT_MAX_PER_APPLY);
            assert_int_equal(state_apply(&g, &s, buf[rng_below(&pick, (uint32_t)n)], &log, &err),
                             STATE_OK);
            assert_true(log.count <= EVENT_MAX_PER_APPLY);
        }
    }
    for (int type = EVENT_DEAL; type <= EVENT_GAME_END; type++)
        if (!seen[type])
            fail_msg("event %s never occurred", event_type_name(type));
    assert_string_equal(event_type_name(0), "?");
    assert_string_equal(event_type_name(99), "?");
}

static void events_game_end_line(void **state)
{
    (void)state;
    struct event e;
    char line[256];
    memset(&e, 0, sizeof e);
    e.type = EVENT_GAME_END;
    e.seat = e.other = e.region = e.card = EVENT_NONE;
    e.seats = 0x5;
    e.reason = RESULT_SHARED;
    event_format(&e, EVENT_VIEW_ALL, line, sizeof line);
    assert_string_equal(line, "event=game-end winners=0,2 reason=shared battle-cap=0");
}

static void observation_own_hand_and_public_facts(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    struct observation o;
    tg_load("bishop.scenario", &g, &s);
    state_observe(&g, &s, 1, &o);
    assert_int_equal(o.seat, 1);
    assert_int_equal(o.nseats, 3);
    assert_int_equal(o.phase, PHASE_BATTLE);
    assert_int_equal(o.current, 2);
    assert_int_equal(o.token, 0);
    assert_int_equal(o.pope, REGION_ROMA);
    assert_int_equal(o.contested, REGION_FIRENZE);
    assert_int_equal(o.passed, 1u << 1);
    assert_int_equal(o.hand[CARD_M4], 1);
    assert_int_equal(o.hand[CARD_BISHOP], 0); /* seat 2's card: not in seat 1's view */
    assert_int_equal(o.hand_count[0], 2);
    assert_int_equal(o.hand_count[2], 2);
    assert_int_equal(o.deck_count, s.deck_size - s.deck_top);
    assert_int_equal(o.owner[REGION_MILANO], 1);
    assert_int_equal(o.regions[1], 1);
    assert_int_equal(o.line_len[1], 3);
    assert_int_equal(o.strength[0], 15);
    assert_int_equal(o.strength[1], 23);
    assert_int_equal(o.strength[2], 26);
    state_observe(&g, &s, 2, &o);
    assert_int_equal(o.hand[CARD_BISHOP], 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(events_deal_cards_only_in_own_view),
        cmocka_unit_test(events_full_log_counts_what_it_drops),
        cmocka_unit_test(events_every_type_occurs_and_formats),
        cmocka_unit_test(events_game_end_line),
        cmocka_unit_test(observation_own_hand_and_public_facts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
