/* test_solo_conformance.c — thousands of seeded solitaire games played by
 * the bot and by the random policy, checking after EVERY action: every card
 * in exactly one place, the decision and its legal actions, the counters,
 * the view, every event's line, and that replaying options + seed + the
 * actions' TEXT form reproduces the state byte for byte (memcmp). At the
 * end of each game a full replay from the list of texts must match too.
 * SOLO_CONFORMANCE_GAMES sets the games per policy (default 10000); the
 * games with random options are a fifth of that. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/solo_bot.h"
#include "test_solo_util.h"

#define MAX_GAME_ACTIONS 2048

static int games_from_env(const char *name, int fallback)
{
    const char *v = getenv(name);
    if (!v || !*v)
        return fallback;
    int n = atoi(v);
    return n > 0 ? n : fallback;
}

static void check_state(const struct solo_state *s, const struct variant *v)
{
    check_conservation(s, v);
    solo_action buf[SOLO_MAX_ACTIONS];
    int n = solo_legal_actions(s, buf, SOLO_MAX_ACTIONS);
    assert_true(n <= SOLO_MAX_ACTIONS);
    if (solo_is_terminal(s)) {
        assert_int_equal(n, 0);
        assert_int_equal(solo_decision(s), SOLO_DECIDE_NONE);
        assert_int_not_equal(s->outcome, SOLO_ONGOING);
        assert_int_not_equal(s->end, SOLO_END_NONE);
    } else {
        /* the engine never stops at a question with one answer */
        assert_true(n >= 2);
        assert_int_not_equal(solo_decision(s), SOLO_DECIDE_NONE);
        for (int i = 0; i < n; i++)
            assert_true(solo_is_legal(s, buf[i]));
        assert_int_equal(s->outcome, SOLO_ONGOING);
        assert_true(s->player_played <= s->opt.cards_per_side);
        assert_true(s->enemy_played <= s->opt.cards_per_side);
        assert_true(s->player_line_n <= s->opt.cards_per_side + 1);
        assert_true(s->enemy_line_n <= s->opt.cards_per_side + 1);
    }
    /* one victory per finished battle */
    int marks = 0;
    for (int m = 0; m <= s->opt.armies; m++)
        marks += s->victories[m];
    assert_int_equal(marks, s->battle - (solo_is_terminal(s) ? 0 : 1));
    for (int m = s->opt.armies + 1; m < SOLO_MARKS; m++)
        assert_int_equal(s->victories[m], 0);

    struct solo_view view;
    solo_view(s, &view);
    int hand = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        hand += view.hand[k];
        assert_true(view.hand[k] == 0 || card_is_mercenary(k));
    }
    assert_int_equal(hand, view.hand_n);
    assert_int_equal(view.player_deck_n, s->player_deck.n);
    assert_int_equal(view.decision, solo_decision(s));
    struct solo_state clone = *s;
    assert_memory_equal(&clone, s, sizeof clone);
}

static void check_events(const struct solo_events *ev)
{
    assert_int_equal(ev->lost, 0);
    for (int i = 0; i < ev->n; i++) {
        char line[256];
        size_t len = solo_event_format(&ev->ev[i], line, sizeof line);
        assert_true(len > 0 && len < sizeof line);
        assert_int_equal(strncmp(line, "event=", 6), 0);
        assert_null(strchr(line, '?'));
        assert_null(strchr(line, '\n'));
    }
}

struct tally {
    int games, wins, actions;
};

static void play_one(enum solo_policy policy, const struct variant *v, const struct solo_options *o,
                     uint64_t seed, struct tally *t)
{
    static char texts[MAX_GAME_ACTIONS][24];
    static const char *ptrs[MAX_GAME_ACTIONS];
    static struct solo_event evbuf[EVENTS_CAP];
    struct solo_events ev = { evbuf, EVENTS_CAP, 0, 0 };
    struct solo_state live, replay, full;
    struct msg err;
    struct rng r;
    rng_seed(&r, seed ^ 0x5eed5eedULL);
    if (solo_new(&live, v, o, seed, &ev, &err))
        fail_msg("seed %llu: %s", (unsigned long long)seed, msg_s(&err));
    check_events(&ev);
    assert_int_equal(solo_new(&replay, v, o, seed, NULL, &err), 0);
    assert_memory_equal(&live, &replay, sizeof live);
    check_state(&live, v);
    int n = 0;
    while (!solo_is_terminal(&live)) {
        assert_true(n < MAX_GAME_ACTIONS);
        solo_action a = solo_policy_choose(policy, &live, &r);
        solo_action_format(a, texts[n], sizeof texts[n]);
        ptrs[n] = texts[n];
        ev.n = ev.lost = 0;
        if (solo_apply(&live, a, &ev, &err))
            fail_msg("seed %llu action %d '%s' refused: %s", (unsigned long long)seed, n + 1,
                     texts[n], msg_s(&err));
        check_events(&ev);
        solo_action b;
        assert_int_equal(solo_action_parse(texts[n], &b, &err), 0);
        assert_int_equal(solo_apply(&replay, b, NULL, &err), 0);
        if (memcmp(&live, &replay, sizeof live))
            fail_msg("seed %llu: replay differs after action %d '%s'", (unsigned long long)seed,
                     n + 1, texts[n]);
        check_state(&live, v);
        n++;
    }
    assert_int_equal(solo_replay(&full, v, o, seed, ptrs, n, &err), 0);
    assert_memory_equal(&full, &live, sizeof live);
    struct solo_result res;
    solo_result(&live, &res);
    t->games++;
    t->wins += res.outcome == SOLO_WIN;
    t->actions += n;
}

static void conformance_default_options(enum solo_policy policy)
{
    struct variant v;
    struct solo_options o;
    struct msg err;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err), 0);
    solo_options_default(&o);
    int games = games_from_env("SOLO_CONFORMANCE_GAMES", 10000);
    struct tally t = { 0, 0, 0 };
    for (int g = 0; g < games; g++)
        play_one(policy, &v, &o, 100000 + (uint64_t)g, &t);
    assert_int_equal(t.games, games);
    printf("conformance: %d games (%s), %d actions, every action checked\n", t.games,
           solo_policy_name(policy), t.actions);
}

static void r_solo_conformance_bot(void **state)
{
    (void)state;
    conformance_default_options(SOLO_POLICY_BOT);
}

static void r_solo_conformance_random(void **state)
{
    (void)state;
    conformance_default_options(SOLO_POLICY_RANDOM);
}

/* Random options: every option at a random allowed value. */
static void random_options(struct rng *r, struct solo_options *o)
{
    char value[32];
    struct msg err;
    solo_options_default(o);
    for (int i = 0; i < solo_option_count(); i++) {
        const struct solo_option_info *info = solo_option_info(i);
        const char *allowed = info->allowed;
        if (strstr(allowed, "..")) {
            int lo = atoi(allowed), hi = atoi(strstr(allowed, "..") + 2);
            if (!strcmp(info->name, "player-deck"))
                lo = 5, hi = 50;
            if (!strcmp(info->name, "hand-size") || !strcmp(info->name, "blind-below"))
                hi = 15;
            snprintf(value, sizeof value, "%d", lo + (int)rng_below(r, (uint32_t)(hi - lo + 1)));
        } else {
            char list[64];
            snprintf(list, sizeof list, "%s", allowed);
            char *choices[8];
            int n = 0;
            for (char *p = strtok(list, "|"); p && n < 8; p = strtok(NULL, "|"))
                choices[n++] = p;
            snprintf(value, sizeof value, "%s", choices[rng_below(r, (uint32_t)n)]);
        }
        assert_int_equal(solo_options_set(o, info->name, value, &err), 0);
    }
}

static void r_solo_conformance_random_options(void **state)
{
    (void)state;
    struct variant v;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    int games = games_from_env("SOLO_CONFORMANCE_GAMES", 10000) / 5;
    if (games < 1)
        games = 1;
    struct rng r;
    rng_seed(&r, 77);
    struct tally t = { 0, 0, 0 };
    int refused = 0;
    while (t.games < games) {
        struct solo_options o;
        struct solo_state s;
        random_options(&r, &o);
        if (solo_new(&s, &v, &o, 1, NULL, &err)) {
            refused++; /* options the deck cannot satisfy */
            continue;
        }
        play_one(t.games % 2 ? SOLO_POLICY_RANDOM : SOLO_POLICY_BOT, &v, &o,
                 900000 + (uint64_t)t.games, &t);
    }
    printf("conformance: %d games with random options (%d option sets refused by setup)\n",
           t.games, refused);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(r_solo_conformance_bot),
        cmocka_unit_test(r_solo_conformance_random),
        cmocka_unit_test(r_solo_conformance_random_options),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
