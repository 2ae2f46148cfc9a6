/* test_game_util.c — helpers shared by the standard game's tests. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_game_util.h"

#ifndef SCENARIO_DIR
#define SCENARIO_DIR "tests/scenarios"
#endif

void tg_parse(const char *text, struct game *g, struct state *s)
{
    struct msg err;
    if (scenario_parse(text, g, s, &err) < 0)
        fail_msg("scenario: %s", msg_s(&err));
    tg_check_census(g, s);
}

void tg_load(const char *name, struct game *g, struct state *s)
{
    char path[1024];
    static char text[65536];
    snprintf(path, sizeof path, "%s/%s", SCENARIO_DIR, name);
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("cannot open %s", path);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    struct msg err;
    if (scenario_parse(text, g, s, &err) < 0)
        fail_msg("%s: %s", name, msg_s(&err));
    tg_check_census(g, s);
}

static char events_text[65536];

const char *tg_do_view(const struct game *g, struct state *s, const char *actions, int viewer)
{
    char buf[1024], *save = NULL;
    struct msg err;
    size_t used = 0;
    events_text[0] = '\0';
    snprintf(buf, sizeof buf, "%s", actions);
    for (char *t = strtok_r(buf, ";", &save); t; t = strtok_r(NULL, ";", &save)) {
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply_text(g, s, t, &log, &err) != STATE_OK)
            fail_msg("'%s': %s (legal: %s)", t, msg_s(&err), tg_legal(g, s));
        assert_true(log.count <= log.cap);
        for (int i = 0; i < log.count; i++) {
            used += event_format(&items[i], viewer, events_text + used,
                                 sizeof events_text - used);
            assert_true(used + 1 < sizeof events_text);
            events_text[used++] = '\n';
            events_text[used] = '\0';
        }
        tg_check_census(g, s);
    }
    return events_text;
}

const char *tg_do(const struct game *g, struct state *s, const char *actions)
{
    return tg_do_view(g, s, actions, EVENT_VIEW_ALL);
}

int tg_try(const struct game *g, struct state *s, const char *text)
{
    struct msg err;
    return state_apply_text(g, s, text, NULL, &err);
}

const char *tg_legal(const struct game *g, const struct state *s)
{
    static char out[8192];
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used < sizeof out - ACTION_TEXT_MAX - 3; i++) {
        if (i)
            used += (size_t)snprintf(out + used, sizeof out - used, ", ");
        used += action_to_text(buf[i], out + used, sizeof out - used);
    }
    return out;
}

void tg_check_census(const struct game *g, const struct state *s)
{
    uint8_t census[CARD_KINDS];
    state_card_census(s, census);
    assert_memory_equal(census, g->rules.deck, CARD_KINDS);
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = 0;
        for (int k = 0; k < CARD_KINDS; k++)
            n += s->hand[seat][k];
        assert_int_equal(n, s->hand_count[seat]);
    }
}

int tg_has(const char *events, const char *prefix)
{
    size_t len = strlen(prefix);
    for (const char *p = events; *p;) {
        if (!strncmp(p, prefix, len))
            return 1;
        p = strchr(p, '\n');
        if (!p)
            break;
        p++;
    }
    return 0;
}

int tg_strength(const struct state *s, int seat)
{
    int out[GAME_MAX_SEATS];
    state_line_strengths(s, STRENGTH_ANNOUNCED, out);
    return out[seat];
}
