/* test_solo_util.c — helpers shared by the solitaire tests (see
 * test_solo_util.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "test_solo_util.h"

void game_options(struct game *g, const char *options)
{
    struct msg err;
    struct msg err_m;
    memset(g, 0, sizeof *g);
    if (variant_load_embedded("solitaire", &g->v, &err_m))
        fail_msg("solitaire variant: %s", msg_s(&err));
    solo_options_default(&g->o);
    if (options && solo_options_parse(&g->o, options, &err))
        fail_msg("options '%s': %s", options, msg_s(&err));
    g->ev.ev = g->evbuf;
    g->ev.cap = EVENTS_CAP;
}

void game_scenario(struct game *g, const char *options, const char *scenario, uint64_t seed)
{
    struct msg err;
    game_options(g, options);
    if (solo_new_scenario(&g->s, &g->v, &g->o, seed, scenario, &g->ev, &err))
        fail_msg("scenario: %s", msg_s(&err));
    check_conservation(&g->s, &g->v);
}

void game_new(struct game *g, const char *options, uint64_t seed)
{
    struct msg err;
    game_options(g, options);
    if (solo_new(&g->s, &g->v, &g->o, seed, &g->ev, &err))
        fail_msg("new game: %s", msg_s(&err));
}

int try_play(struct game *g, const char *action, char *err, size_t cap)
{
    struct msg m;
    solo_action a = 0;
    int rc = solo_action_parse(action, &a, &m);
    if (!rc) {
        g->ev.n = g->ev.lost = 0;
        rc = solo_apply(&g->s, a, &g->ev, &m);
    }
    if (rc && err && cap)
        msg_english(&m, err, cap);
    return rc;
}

void play(struct game *g, const char *action)
{
    char err[512];
    if (try_play(g, action, err, sizeof err))
        fail_msg("'%s' refused: %s", action, err);
    assert_int_equal(g->ev.lost, 0);
    check_conservation(&g->s, &g->v);
}

const struct solo_event *find_event(const struct game *g, enum solo_event_type type, int from)
{
    for (int i = from; i < g->ev.n; i++)
        if (g->ev.ev[i].type == type)
            return &g->ev.ev[i];
    return NULL;
}

int count_events(const struct game *g, enum solo_event_type type)
{
    int n = 0;
    for (int i = 0; i < g->ev.n; i++)
        n += g->ev.ev[i].type == type;
    return n;
}

const char *event_line(const struct game *g, enum solo_event_type type)
{
    static char line[256];
    const struct solo_event *e = find_event(g, type, 0);
    line[0] = '\0';
    if (e)
        solo_event_format(e, line, sizeof line);
    return line;
}

bool events_contain(const struct game *g, const char *text)
{
    char line[256];
    for (int i = 0; i < g->ev.n; i++) {
        solo_event_format(&g->ev.ev[i], line, sizeof line);
        if (strstr(line, text))
            return true;
    }
    return false;
}

void check_conservation(const struct solo_state *s, const struct variant *v)
{
    int counts[SOLO_PLACES][CARD_KINDS];
    solo_count_places(s, counts);
    for (int k = 0; k < CARD_KINDS; k++) {
        int sum = 0;
        for (int p = 0; p < SOLO_PLACES; p++) {
            if (counts[p][k] < 0)
                fail_msg("negative count of %s in %s", card_info((enum card_kind)k)->name,
                         solo_place_name((enum solo_place)p));
            sum += counts[p][k];
        }
        if (sum != v->deck[k])
            fail_msg("%d cards of %s in play, the variant has %d", sum,
                     card_info((enum card_kind)k)->name, v->deck[k]);
    }
}

bool legal_has(const struct solo_state *s, const char *text)
{
    solo_action buf[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        char t[32];
        solo_action_format(buf[i], t, sizeof t);
        if (!strcmp(t, text))
            return true;
    }
    return false;
}
