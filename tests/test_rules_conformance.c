/* test_rules_conformance.c — seeded random games under every combination
 * of the five optional rules (32, R-OPT-*) and under the 1st edition
 * (R-FIRST), CONDOTTIERE_RULES_GAMES games each (default 1000), 2 to 6
 * players. After every action: every card in exactly one place; legal
 * actions until the end and none after; the legality check agrees with
 * the list; the action's text round-trips and replaying it gives a state
 * equal byte for byte (and the whole game again from the seed and the
 * texts at the end); a clone equals its original; an illegal action
 * changes nothing; at most one face-down card per line, only while a
 * battle is on; a seat's observation does not change when another hand,
 * the deck order or another seat's face-down card does, and never shows
 * another seat's face-down card; events fit their bound and keep private
 * cards private. Games with points-game are played as campaigns (with a
 * low target), final battles on a points tie included.
 *
 * Built twice so that the two halves run side by side: CONFORMANCE_PART 1
 * plays the combinations without hidden-cards and a few mixes of the 1st
 * edition's modules with the optional rules, part 2 the combinations with
 * hidden-cards and the 1st edition. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "engine/campaign.h"
#include "rules/rules.h"
#include "test_game_util.h"

#ifndef CONFORMANCE_PART
#define CONFORMANCE_PART 1
#endif

#define MAX_GAME_ACTIONS 40000

static char (*history)[ACTION_TEXT_MAX];

struct tally {
    int games, campaigns, campaign_final_battles, reasons[RESULT_DECLINED + 1];
    long actions;
    long face_down_plays, soft_passes, declines, reveals, truces;
};

static action random_legal(const struct game *g, const struct state *s, struct rng *pick)
{
    action buf[STATE_MAX_ACTIONS];
    int n = state_legal_actions(g, s, buf, STATE_MAX_ACTIONS);
    assert_true(n > 0 && n <= STATE_MAX_ACTIONS);
    return buf[rng_below(pick, (uint32_t)n)];
}

static void check_layout(const struct game *g, const struct state *s)
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

static void check_legality(const struct game *g, const struct state *s, struct rng *pick)
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
static void check_observation(const struct game *g, const struct state *s, int v)
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

static void check_events(const struct event_log *log, const struct event *items, int nseats,
                         struct tally *t)
{
    char line[512];
    assert_true(log->count <= log->cap);
    for (int i = 0; i < log->count; i++) {
        const struct event *e = &items[i];
        assert_true(event_format(e, EVENT_VIEW_ALL, line, sizeof line) < sizeof line);
        if (e->type == EVENT_PLAY && e->flag)
            t->face_down_plays++;
        if (e->type == EVENT_PASS && e->flag == 2)
            t->soft_passes++;
        if (e->type == EVENT_DECLINE)
            t->declines++;
        if (e->type == EVENT_REVEAL)
            t->reveals++;
        if (e->type == EVENT_BATTLE_END && e->reason == BATTLE_BY_BISHOP)
            t->truces++;
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

/* One game (or a campaign's final battle, when `from` is given) played at
 * random with every check. The finished state goes to *out. */
static void play_checked(const struct game *g, uint64_t seed, const struct state *from,
                         uint8_t final_seats, bool check_views, struct state *out,
                         struct tally *t)
{
    struct state s, replay, clone;
    struct rng pick;
    char err[256];
    int n = g->nseats;
    rng_seed(&pick, seed ^ 0x5bd1e995u);
    if (from) {
        state_init_final_battle(g, &s, from, final_seats, seed, NULL);
        state_init_final_battle(g, &replay, from, final_seats, seed, NULL);
    } else {
        state_init(g, &s, seed, NULL);
        state_init(g, &replay, seed, NULL);
    }
    int count = 0;
    for (;;) {
        tg_check_census(g, &s);
        check_layout(g, &s);
        check_legality(g, &s, &pick);
        state_clone(&clone, &s);
        assert_memory_equal(&clone, &s, sizeof s);
        if (check_views)
            check_observation(g, &s, count % n);
        if (state_is_terminal(&s))
            break;
        action a = random_legal(g, &s, &pick);
        char *text = history[count];
        assert_true(action_to_text(a, text, ACTION_TEXT_MAX) < ACTION_TEXT_MAX);
        action back;
        assert_int_equal(action_from_text(text, &back, err, sizeof err), 0);
        assert_int_equal(back, a);
        if (count % 7 == 0) { /* an illegal action changes nothing */
            action bad = (action)(ACTION_REGION << 8 | REGION_COUNT);
            if (s.phase == PHASE_BATTLE)
                for (int k = 0; k < CARD_KINDS; k++)
                    if (!s.hand[s.current][k])
                        bad = action_play(k);
            assert_int_equal(state_apply(g, &s, bad, NULL, err, sizeof err), STATE_ILLEGAL);
            assert_memory_equal(&clone, &s, sizeof s);
        }
        struct event items[EVENT_MAX_PER_APPLY];
        struct event_log log;
        event_log_init(&log, items, EVENT_MAX_PER_APPLY);
        if (state_apply(g, &s, a, &log, err, sizeof err) != STATE_OK)
            fail_msg("seed %llu action %d '%s': %s", (unsigned long long)seed, count, text, err);
        check_events(&log, items, n, t);
        assert_int_equal(state_apply_text(g, &replay, text, NULL, err, sizeof err), STATE_OK);
        assert_memory_equal(&replay, &s, sizeof s);
        count++;
        assert_true(count < MAX_GAME_ACTIONS);
    }
    struct game_result res;
    state_result(&s, &res);
    assert_true(res.over);
    assert_true(res.nwinners >= 1);
    assert_true(res.reason >= RESULT_TOTAL && res.reason <= RESULT_DECLINED);
    assert_int_equal(res.winners & ~((1u << n) - 1), 0);
    t->reasons[res.reason]++;
    t->games++;
    t->actions += count;

    /* The whole game again, from the seed and the texts alone. */
    if (from)
        state_init_final_battle(g, &replay, from, final_seats, seed, NULL);
    else
        state_init(g, &replay, seed, NULL);
    for (int i = 0; i < count; i++)
        assert_int_equal(state_apply_text(g, &replay, history[i], NULL, err, sizeof err),
                         STATE_OK);
    assert_memory_equal(&replay, &s, sizeof s);
    *out = s;
}

static int games_per_ruleset(void)
{
    const char *env = getenv("CONDOTTIERE_RULES_GAMES");
    return env && *env ? atoi(env) : 1000;
}

/* `games` games under ruleset r (as campaigns with points-game). */
static void play_ruleset(const struct ruleset *r, int games, uint64_t salt, struct tally *t)
{
    struct game g;
    struct state last;
    char err[256];
    int index = 0;
    while (t->games < games) {
        int n = 2 + index % 5;
        assert_int_equal(game_init(&g, r, n, err, sizeof err), 0);
        uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(index + 1) ^ salt;
        if (!ruleset_has_module(r, RULE_POINTS_GAME)) {
            play_checked(&g, seed, NULL, 0, index % 4 == 0, &last, t);
            index++;
            continue;
        }
        struct campaign c;
        assert_int_equal(campaign_init(&c, &g, err, sizeof err), 0);
        t->campaigns++;
        while (c.next == CAMPAIGN_NEXT_GAME) {
            play_checked(&g, seed + (uint64_t)c.games, NULL, 0, index % 4 == 0, &last, t);
            assert_int_equal(campaign_record_game(&c, &g, &last, err, sizeof err), 0);
        }
        if (c.next == CAMPAIGN_FINAL_BATTLE) {
            struct state fb;
            t->campaign_final_battles++;
            play_checked(&g, seed ^ 0xfbu, &last, c.tied, true, &fb, t);
            assert_int_equal(campaign_record_final_battle(&c, &fb, err, sizeof err), 0);
        }
        assert_int_equal(c.next, CAMPAIGN_OVER);
        assert_true(c.winners != 0);
        int best = 0;
        for (int seat = 0; seat < n; seat++)
            best = c.points[seat] > best ? c.points[seat] : best;
        assert_true(best >= c.target);
        for (int seat = 0; seat < n; seat++)
            if (c.winners >> seat & 1u)
                assert_int_equal(c.points[seat], best);
        index++;
    }
}

static void conformance_every_combination_of_the_optional_rules(void **state)
{
    (void)state;
    int games = games_per_ruleset();
    struct tally all;
    memset(&all, 0, sizeof all);
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    const int optional[5] = {RULE_DRAW_AFTER_BATTLE, RULE_POINTS_GAME, RULE_BIGGER_KINGDOMS,
                             RULE_CAPTURE_REGIONS, RULE_HIDDEN_CARDS};
    unsigned from = CONFORMANCE_PART == 1 ? 0 : 16;
    for (unsigned combo = from; combo < from + 16; combo++) {
        struct ruleset r;
        char err[256], warn[512], spec[256] = "", canon[RULESET_CANONICAL_MAX];
        size_t len = 0;
        for (int i = 0; i < 5; i++)
            if (combo >> i & 1u)
                len += (size_t)snprintf(spec + len, sizeof spec - len, "%s+%s", len ? "," : "",
                                        rule_module_at(optional[i])->name);
        if (combo >> 1 & 1u) /* points-game: short campaigns */
            snprintf(spec + len, sizeof spec - len, ",points-game.target=8");
        assert_int_equal(ruleset_standard(&r, err, sizeof err), 0);
        if (ruleset_apply_spec(&r, spec, warn, sizeof warn, err, sizeof err) < 0)
            fail_msg("'%s': %s", spec, err);
        assert_int_equal(r.modules & ~RULES_OPTIONAL_MASK, 0);
        ruleset_canonical(&r, canon, sizeof canon);
        struct tally t;
        memset(&t, 0, sizeof t);
        play_ruleset(&r, games, combo, &t);
        if (combo & (1u << 4))
            assert_true(t.face_down_plays > 0 && t.reveals > 0);
        if (combo & (1u << 3))
            assert_true(t.soft_passes > 0);
        if ((combo & (1u << 1)) && games >= 200)
            assert_true(t.campaigns > 0);
        all.campaign_final_battles += t.campaign_final_battles;
        print_message("%-70s %5d games, %4ld actions a game, %d battle caps\n", canon, t.games,
                      t.actions / t.games, t.reasons[RESULT_BATTLE_CAP]);
    }
    /* A points tie at the target happens among so many campaigns. */
    if (games >= 1000)
        assert_true(all.campaign_final_battles > 0);
    free(history);
}

#if CONFORMANCE_PART == 2
static void conformance_first_edition(void **state)
{
    (void)state;
    int games = games_per_ruleset();
    struct variant v;
    struct ruleset r;
    char err[256];
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    assert_int_equal(variant_load_embedded("first-edition", &v, err, sizeof err), 0);
    assert_int_equal(ruleset_from_variant(&r, &v, err, sizeof err), 0);
    struct tally t;
    memset(&t, 0, sizeof t);
    play_ruleset(&r, games, 1995, &t);
    assert_int_equal(t.face_down_plays, 0);
    assert_int_equal(t.reasons[RESULT_TOTAL], 0); /* adjacency-only */
    if (games >= 500) {
        assert_true(t.declines > 0);
        assert_true(t.truces > 0);
        assert_true(t.reasons[RESULT_ADJACENT] > 0);
        assert_true(t.reasons[RESULT_DECLINED] + t.reasons[RESULT_MOST_REGIONS] > 0);
    }
    print_message("first-edition: %d games, %ld declines, %ld truces\n", t.games, t.declines,
                  t.truces);
    free(history);
}

#endif

#if CONFORMANCE_PART == 1
/* The 1st edition's modules mixed with the optional rules and into the
 * standard game (a fifth of the games of a ruleset above). */
static void conformance_edition_mixes(void **state)
{
    (void)state;
    static const char *const mixes[] = {
        "first-edition+hidden-cards,capture-regions",
        "first-edition+points-game,bigger-kingdoms,points-game.target=8",
        "first-edition+-first-edition-deal,-designate-after-deal,draw-after-battle",
        "standard+bishop-truce,decline-designation,first-edition-final,designate-after-deal",
        "standard+capture-regions,decline-designation,adjacency-only,"
        "decline-designation.at-start=may-decline",
    };
    int games = games_per_ruleset() / 5;
    history = malloc(sizeof *history * MAX_GAME_ACTIONS);
    assert_non_null(history);
    for (size_t i = 0; i < sizeof mixes / sizeof mixes[0]; i++) {
        struct ruleset r;
        char err[256], warn[512];
        if (ruleset_from_string(&r, mixes[i], warn, sizeof warn, err, sizeof err) < 0)
            fail_msg("'%s': %s", mixes[i], err);
        struct tally t;
        memset(&t, 0, sizeof t);
        play_ruleset(&r, games > 0 ? games : 1, 77 + i, &t);
        print_message("%-70s %5d games, %4ld actions a game\n", mixes[i], t.games,
                      t.actions / t.games);
    }
    free(history);
}
#endif

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(conformance_every_combination_of_the_optional_rules),
#if CONFORMANCE_PART == 1
        cmocka_unit_test(conformance_edition_mixes),
#endif
#if CONFORMANCE_PART == 2
        cmocka_unit_test(conformance_first_edition),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
