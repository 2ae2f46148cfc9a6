/* test_advisor_search.c — `hint` on the search bot (ai/advisor_search.h):
 * in >= 1000 positions of seeded games across rulesets and table sizes,
 * and in solitaire games under several option sets, every move a hint
 * names is a command of the prompt (its first word a command of that
 * game's prompt) that the game then accepts, with the prompt's one
 * respelling (`discard` for the engine's `discard-hand`); never a special
 * when none may be played, never `concede` before the player's 2nd card;
 * the chances are shares in 0..100; asking for a hint changes nothing
 * in the game (the state is the same byte for byte afterwards); the
 * standard game's "this battle" share is given while a battle is on,
 * and is 0 for a pass that cannot win it; and a
 * solitaire hint that departs from the solitaire bot's move names that
 * move in the prompt's words; the hint searches as the level hard does
 * (search-v2: heads-up its play-outs pass rarely). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/advisor_search.h"
#include "ai/search_bot.h"
#include "ai/solo_bot.h"
#include "ai/standard_bot.h"
#include "rules/rules.h"

static const char *const rulesets[] = {
    "standard",
    "standard+hidden-cards",
    "standard+capture-regions",
    "standard+draw-after-battle",
    "standard+bigger-kingdoms",
    "standard+points-game",
    "first-edition",
    "first-edition+hidden-cards",
};
#define NRULESETS ((int)(sizeof rulesets / sizeof rulesets[0]))

/* The hint's search is the level hard's (search-v6): search-v2's pass
 * weight heads-up, search-v1's uniform one with more seats; the regions of
 * its play-outs chosen as the heuristic bot would under capture-regions,
 * at random elsewhere; under hidden-cards a tree of what the seat sees;
 * with three seats or more, in the standard game and under hidden-cards,
 * a tree that expects the moves of the seats the table shows as the
 * heuristic bot to be that bot's; every iteration, the budget and threads
 * asked for, else the hint's. */
static void hint_searches_as_hard(void **unused)
{
    (void)unused;
    for (int nseats = 2; nseats <= GAME_MAX_SEATS; nseats++) {
        struct ruleset r;
        struct game g;
        char warn[256];
        struct msg err;
        assert_int_equal(ruleset_from_string(&r, "standard", warn, sizeof warn, &err), 0);
        assert_int_equal(game_init(&g, &r, nseats, &err), 0);
        struct search_params p;
        advisor_search_params(&g, 0, 1, SEARCH_EVERY_SEAT, &p);
        assert_int_equal(p.pass_weight, nseats == 2 ? SEARCH_V2_PASS_WEIGHT : PLAYOUT_PASS_UNIFORM);
        assert_int_equal(p.iterations, ADVISOR_ITERATIONS);
        assert_int_equal(p.stop_early, 0);
        assert_int_equal(p.threads, 1);
        advisor_search_params(&g, 300, 3, 0x6u, &p);
        assert_int_equal(p.iterations, 300);
        assert_int_equal(p.threads, 3);
        assert_int_equal(p.modelled_seats, 0x6u); /* the seats the table shows
                                                   * as the heuristic bot */
        assert_int_equal(p.region_heuristic, 0);
        assert_int_equal(p.seen_moves, 0);
        int model = nseats >= 3 ? SEARCH_V5_OPPONENT_MODEL : 0;
        assert_int_equal(p.opponent_model, model);
        assert_int_equal(ruleset_from_string(&r, "standard+capture-regions", warn, sizeof warn,
                                             &err), 0);
        assert_int_equal(game_init(&g, &r, nseats, &err), 0);
        advisor_search_params(&g, 0, 1, SEARCH_EVERY_SEAT, &p);
        assert_int_equal(p.region_heuristic, 1);
        assert_int_equal(p.seen_moves, 0);
        assert_int_equal(p.opponent_model, 0);
        assert_int_equal(p.pass_weight, nseats == 2 ? SEARCH_V2_PASS_WEIGHT : PLAYOUT_PASS_UNIFORM);
        assert_int_equal(ruleset_from_string(&r, "standard+hidden-cards", warn, sizeof warn,
                                             &err), 0);
        assert_int_equal(game_init(&g, &r, nseats, &err), 0);
        advisor_search_params(&g, 0, 1, SEARCH_EVERY_SEAT, &p);
        assert_int_equal(p.seen_moves, SEARCH_V4_SEEN_MOVES);
        assert_int_equal(p.region_heuristic, 0);
        assert_int_equal(p.opponent_model, model);
    }
}

/* The standard game's prompt: its move commands. */
static const char *const table_moves[] = {"play", "pass", "region", "pope", "scarecrow",
                                          "keep", "discard", "decline"};

/* What the prompt does with the words: the command, then the engine's text. */
static int feed_back(const struct game *g, const struct state *s, const char *command)
{
    char verb[32];
    const char *rest = strchr(command, ' ');
    size_t vlen = rest ? (size_t)(rest - command) : strlen(command);
    assert_true(vlen < sizeof verb);
    memcpy(verb, command, vlen);
    verb[vlen] = '\0';
    int known = 0;
    for (size_t i = 0; i < sizeof table_moves / sizeof table_moves[0]; i++)
        known |= !strcmp(verb, table_moves[i]);
    if (!known)
        fail_msg("'%s' is no command of the prompt", command);
    char text[96];
    snprintf(text, sizeof text, "%s%s", strcmp(verb, "discard") ? verb : "discard-hand",
             rest ? rest : "");
    struct state copy = *s;
    struct msg err;
    int rc = state_apply_text(g, &copy, text, NULL, &err);
    if (rc != STATE_OK)
        fail_msg("hint '%s' refused: %s", command, msg_s(&err));
    return rc;
}

/* The hint's lines in the order its header names: after the search's
 * choice, the standard game's by how often the search tried each move,
 * the solitaire's by the chance of winning the game; every share in
 * 0..1, and no "100%" (nor "0%") printed: "> 99%", "< 1%" instead. */
static int hundreds;
static void check_named_order(const struct advisor_advice *adv)
{
    for (int i = 2; i < adv->nmoves; i++) {
        if (adv->order == ADVISOR_BY_GAME && adv->moves[i - 1].game < adv->moves[i].game)
            fail_msg("line %d (%s, %.3f) above a higher game share (%s, %.3f)", i,
                     adv->moves[i - 1].command, adv->moves[i - 1].game, adv->moves[i].command,
                     adv->moves[i].game);
        if (adv->order == ADVISOR_BY_VISITS && adv->moves[i - 1].visits < adv->moves[i].visits)
            fail_msg("line %d (%s) tried less often than the next", i, adv->moves[i - 1].command);
    }
    for (int i = 0; i < adv->nmoves; i++) {
        const struct advisor_move *m = &adv->moves[i];
        if (m->percent < 0)
            continue;
        assert_true(m->game >= 0 && m->game <= 1);
        assert_true(m->battle == -1 || (m->battle >= 0 && m->battle <= 1));
        hundreds += m->game > 0.995 || m->battle > 0.995;
    }
    char text[1024];
    advisor_format(adv, text, sizeof text);
    if (strstr(text, "100%") || strstr(text, " 0%"))
        fail_msg("a hint prints 100%% or 0%%:\n%s", text);
}

struct battle_tally {
    int on;       /* hints given while a battle was on */
    int hopeless; /* passes from an empty line below another: 0 */
    int likely;   /* moves given more than 50% */
};

/* The standard game's "this battle": a share on every line while a
 * battle is on (not yet concluded), none otherwise. In the standard
 * rules (`exact`), passing with an empty line while another line is
 * stronger can never win the battle: its share is exactly 0. */
static void battle_shares(const struct game *g, const struct state *s,
                          const struct observation *obs, const struct advisor_advice *adv,
                          bool exact, struct battle_tally *t)
{
    bool on = !obs->after_battle && (obs->contested != SEAT_NONE || obs->final_battle);
    t->on += on;
    int seat = obs->seat, stronger = 0;
    int strength[GAME_MAX_SEATS];
    game_line_strengths(g, s, STRENGTH_FINAL, strength);
    for (int i = 0; i < g->nseats; i++)
        stronger |= i != seat && strength[i] > 0;
    for (int i = 0; i < adv->nmoves; i++) {
        const struct advisor_move *m = &adv->moves[i];
        if (m->percent < 0)
            continue;
        if (!on) {
            assert_true(m->battle == -1);
            continue;
        }
        assert_true(m->battle >= 0 && m->battle <= 1);
        t->likely += m->battle > 0.5;
        if (exact && !strcmp(m->command, "pass") && s->line_len[seat] == 0 && stronger) {
            assert_true(m->battle == 0);
            t->hopeless++;
        }
    }
}

static void standard_hints_are_accepted(void **unused)
{
    (void)unused;
    int positions = 0, moves = 0;
    struct battle_tally battles = {0, 0, 0};
    for (int rs = 0; rs < NRULESETS; rs++)
        for (int nseats = 2; nseats <= GAME_MAX_SEATS; nseats += 2) {
            struct ruleset r;
            struct game g;
            char warn[256];
            struct msg err;
            struct msg err_m;
            assert_int_equal(ruleset_from_string(&r, rulesets[rs], warn, sizeof warn, &err_m), 0);
            assert_int_equal(game_init(&g, &r, nseats, &err_m), 0);
            for (uint64_t seed = 1; seed <= 2; seed++) {
                struct state s;
                struct bot b;
                bot_init(&b, BOT_RANDOM, seed);
                state_init(&g, &s, seed * 7u + (uint64_t)rs, NULL);
                int step = 0;
                while (!state_is_terminal(&s)) {
                    if (step++ % 4 == 0) {
                        int seat = state_current_seat(&s);
                        struct observation obs;
                        action legal[STATE_MAX_ACTIONS];
                        state_observe(&g, &s, seat, &obs);
                        int n = state_legal_actions(&g, &s, legal, STATE_MAX_ACTIONS);
                        struct advisor_advice adv;
                        struct state before = s;
                        assert_int_equal(advisor_search_hint(&g, &obs, legal, n, NULL, 24, 1,
                                                             SEARCH_EVERY_SEAT, &adv),
                                         0);
                        assert_memory_equal(&before, &s, sizeof s);
                        assert_true(adv.nmoves >= 1 && adv.nmoves <= ADVISOR_MOVES);
                        assert_true(adv.reason[0] != '\0');
                        for (int i = 0; i < adv.nmoves; i++) {
                            feed_back(&g, &s, adv.moves[i].command);
                            assert_true(adv.moves[i].percent <= 100);
                            moves++;
                        }
                        check_named_order(&adv);
                        battle_shares(&g, &s, &obs, &adv, rs == 0, &battles);
                        positions++;
                    }
                    assert_int_equal(state_apply(&g, &s, bot_act(&b, &g, &s), NULL, &err), STATE_OK);
                }
            }
        }
    printf("%d positions, %d hinted moves, every one accepted; %d hinted in a battle, %d "
           "passes that cannot win it at 0%%, %d moves above 50%%\n",
           positions, moves, battles.on, battles.hopeless, battles.likely);
    assert_true(positions >= 1000);
    assert_true(battles.on >= 300 && battles.hopeless >= 10 && battles.likely >= 20);
}

static void solitaire_hints_are_accepted(void **unused)
{
    (void)unused;
    struct variant v;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    static const char *const options[] = {"", "armies=3", "special-timing=turn",
                                          "streak-length=2", "armies=6"};
    int positions = 0;
    struct rng pick;
    rng_seed(&pick, 3);
    for (int oi = 0; oi < 5; oi++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            struct solo_options o;
            solo_options_default(&o);
            assert_int_equal(solo_options_parse(&o, options[oi], &err), SOLO_OK);
            struct solo_state s;
            struct solo_events none = {NULL, 0, 0, 0};
            assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
            while (!solo_is_terminal(&s)) {
                struct advisor_advice adv;
                struct solo_state before = s;
                assert_int_equal(advisor_solo_hint(&s, 24, 1, &adv), 0);
                assert_memory_equal(&before, &s, sizeof s);
                assert_int_equal(adv.order, ADVISOR_BY_GAME);
                check_named_order(&adv);
                struct solo_view view;
                solo_view(&s, &view);
                for (int i = 0; i < adv.nmoves; i++) {
                    solo_action a = 0;
                    assert_int_equal(solo_action_parse(adv.moves[i].command, &a, &err),
                                     SOLO_OK);
                    struct solo_state copy = s;
                    none.n = none.lost = 0;
                    if (solo_apply(&copy, a, &none, &err) != SOLO_OK)
                        fail_msg("hint '%s' refused: %s", adv.moves[i].command, msg_s(&err));
                    if (solo_action_type(a) == SOLO_ACT_CONCEDE)
                        assert_true(view.player_played >= 2);
                    if (solo_action_type(a) == SOLO_ACT_SPECIAL && solo_action_card(a) != CARD_NONE)
                        assert_true(view.special_allowed);
                }
                positions++;
                solo_action legal[SOLO_MAX_ACTIONS];
                int n = solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS);
                none.n = none.lost = 0;
                assert_int_equal(solo_apply(&s, legal[rng_below(&pick, (uint32_t)n)], &none, &err), SOLO_OK);
            }
        }
    printf("solitaire: %d positions hinted, %d shares above 99.5%% printed as \"> 99%%\"\n",
           positions, hundreds);
    assert_true(positions >= 200);
}

/* When the search's first move is not the solitaire bot's, the reason
 * names the bot's move as the prompt spells it (such positions occur). */
static void solitaire_hint_names_the_bot_move_it_beats(void **unused)
{
    (void)unused;
    struct variant v;
    struct msg err;
    struct msg err_m;
    assert_int_equal(variant_load_embedded("solitaire", &v, &err_m), 0);
    struct solo_options o;
    solo_options_default(&o);
    int departures = 0, positions = 0;
    struct rng pick;
    rng_seed(&pick, 5);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        struct solo_state s;
        struct solo_events none = {NULL, 0, 0, 0};
        assert_int_equal(solo_new(&s, &v, &o, seed, &none, &err), SOLO_OK);
        while (!solo_is_terminal(&s)) {
            solo_action legal[SOLO_MAX_ACTIONS];
            int n = solo_legal_actions(&s, legal, SOLO_MAX_ACTIONS);
            struct solo_view view;
            solo_view(&s, &view);
            solo_action bot = solo_bot_choose(&view, legal, n);
            struct advisor_advice adv;
            assert_int_equal(advisor_solo_hint(&s, 400, 1, &adv), 0);
            check_named_order(&adv);
            char words[48], named[96];
            solo_action_format(bot, words, sizeof words);
            snprintf(named, sizeof named, "than %s (the solitaire bot's move)", words);
            if (n > 1 && adv.moves[0].act != bot) {
                departures++;
                if (!strstr(adv.reason, named))
                    fail_msg("hint '%s' over the bot's '%s': reason '%s'", adv.moves[0].command,
                             words, adv.reason);
            } else {
                assert_null(strstr(adv.reason, "(the solitaire bot's move)"));
            }
            positions++;
            none.n = none.lost = 0;
            assert_int_equal(solo_apply(&s, legal[rng_below(&pick, (uint32_t)n)], &none, &err), SOLO_OK);
        }
    }
    printf("solitaire: %d positions, %d hints departing from the bot's move\n", positions,
           departures);
    assert_true(departures > 0);
}

static void format_starts_each_line_with_the_command(void **unused)
{
    (void)unused;
    struct advisor_advice a;
    memset(&a, 0, sizeof a);
    a.nmoves = 2;
    snprintf(a.moves[0].command, sizeof a.moves[0].command, "region Firenze");
    a.moves[0].percent = 41;
    a.moves[0].game = 0.41;
    a.moves[0].battle = -1;
    a.moves[0].margin = 3;
    snprintf(a.moves[1].command, sizeof a.moves[1].command, "pass");
    a.moves[1].percent = 7;
    a.moves[1].game = 0.07;
    a.moves[1].battle = -1;
    a.moves[1].margin = 2;
    snprintf(a.reason, sizeof a.reason, "it borders two of your regions");
    char buf[512];
    advisor_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "region Firenze       the game 41% \xc2\xb1 3   it borders two of your "
                             "regions\npass                 the game 7% \xc2\xb1 2   \n");
    /* the solitaire: this battle, then the game; the extremes in words */
    snprintf(a.moves[0].command, sizeof a.moves[0].command, "play 6");
    a.moves[0].battle = 0.64;
    a.moves[0].game = 0.82;
    snprintf(a.moves[1].command, sizeof a.moves[1].command, "concede");
    a.moves[1].battle = 0.004;
    a.moves[1].game = 0.996;
    a.moves[1].percent = 100;
    a.reason[0] = '\0';
    advisor_format(&a, buf, sizeof buf);
    assert_string_equal(buf, "play 6               this battle 64%, the game 82% \xc2\xb1 3   \n"
                             "concede              this battle < 1%, the game > 99%   \n");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(format_starts_each_line_with_the_command),
        cmocka_unit_test(hint_searches_as_hard),
        cmocka_unit_test(standard_hints_are_accepted),
        cmocka_unit_test(solitaire_hints_are_accepted),
        cmocka_unit_test(solitaire_hint_names_the_bot_move_it_beats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
