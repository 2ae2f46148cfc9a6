/* test_game_action.c — actions of the standard game: the compact code, the
 * canonical text form (the save and replay format) and its round trip,
 * aliases, errors, and the menu descriptions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "engine/kind_bits.h"
#include "test_game_util.h"

static const char *text_of(action a)
{
    static char buf[ACTION_TEXT_MAX];
    size_t n = action_to_text(a, buf, sizeof buf);
    assert_true(n < sizeof buf);
    return buf;
}

static action parse(const char *text)
{
    action a = 0;
    struct msg err;
    if (action_from_text(text, &a, &err) < 0)
        fail_msg("'%s': %s", text, msg_s(&err));
    return a;
}

static void action_text_examples(void **state)
{
    (void)state;
    assert_string_equal(text_of(action_region(REGION_FIRENZE)), "region Firenze");
    assert_string_equal(text_of(action_play(CARD_M10)), "play 10");
    assert_string_equal(text_of(action_play(CARD_DRUMMER)), "play drummer");
    assert_string_equal(text_of(action_pass()), "pass");
    assert_string_equal(text_of(action_scarecrow(CARD_M5)), "scarecrow 5");
    assert_string_equal(text_of(action_scarecrow(-1)), "scarecrow none");
    assert_string_equal(text_of(action_pope(REGION_ROMA)), "pope Roma");
    assert_string_equal(text_of(action_pope(-1)), "pope off");
    assert_string_equal(text_of(action_keep(CARD_HEROINE, CARD_M10)), "keep 10 heroine");
    assert_string_equal(text_of(action_keep(CARD_M3, -1)), "keep 3");
    assert_string_equal(text_of(action_keep(CARD_M1, CARD_M1)), "keep 1 1");
    assert_string_equal(text_of(action_keep(-1, -1)), "keep none");
    assert_string_equal(text_of(action_discard_hand(true)), "discard-hand yes");
    assert_string_equal(text_of(action_discard_hand(false)), "discard-hand no");
    assert_string_equal(text_of(action_draw(2)), "draw 2");
}

/* Every well-formed code has a text that parses back to the same code, and
 * that text is the canonical one. */
static void action_text_round_trip_every_code(void **state)
{
    (void)state;
    int valid = 0;
    for (unsigned code = 0; code <= 0xffff; code++) {
        action a = (action)code;
        if (!action_valid(a))
            continue;
        valid++;
        const char *t = text_of(a);
        char copy[ACTION_TEXT_MAX];
        snprintf(copy, sizeof copy, "%s", t);
        action back = parse(copy);
        assert_int_equal(back, a);
        assert_string_equal(text_of(back), copy);
    }
    /* 17 regions, 15 cards, pass and pass reveal, 7+1 scarecrow, 17+1
     * pope, keep: 16*17/2 pairs of (kind or none) = 136, discard yes/no,
     * decline, draw 0 to 30. */
    assert_int_equal(valid, 17 + 15 + 2 + 8 + 18 + 136 + 2 + 1 + ACTION_DRAW_MAX + 1);
    assert_false(action_valid(0));
    assert_false(action_valid(action_scarecrow(CARD_HEROINE)));
}

static void action_text_accepts_aliases(void **state)
{
    (void)state;
    assert_int_equal(parse("PLAY Dr"), action_play(CARD_DRUMMER));
    assert_int_equal(parse("  play   tamburino "), action_play(CARD_DRUMMER));
    assert_int_equal(parse("region fir"), action_region(REGION_FIRENZE));
    assert_int_equal(parse("keep heroine 10"), action_keep(CARD_M10, CARD_HEROINE));
    assert_int_equal(parse("pope OFF"), action_pope(-1));
    assert_int_equal(parse("Discard-Hand Yes"), action_discard_hand(true));
}

static void action_text_errors(void **state)
{
    (void)state;
    const char *bad[] = {"", "   ", "fly", "play", "play dragon", "play 7", "region Atlantis",
                         "region", "pass now", "scarecrow heroine", "keep 1 2 3",
                         "discard-hand maybe", "pope", "region mo"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        action a;
        struct msg err;
        if (action_from_text(bad[i], &a, &err) == 0)
            fail_msg("'%s' parsed", bad[i]);
        assert_true(msg_s(&err)[0] != '\0');
    }
}

static void action_describe_for_menus(void **state)
{
    (void)state;
    struct game g;
    struct state s;
    char buf[128];
    tg_parse("players 2\ntoken 0\npope Roma\n", &g, &s);
    state_describe_action(&g, &s, action_play(CARD_M10), buf, sizeof buf);
    assert_string_equal(buf, "play Mercenary 10");
    state_describe_action(&g, &s, action_pope(REGION_ROMA), buf, sizeof buf);
    assert_string_equal(buf, "leave the Pope on Roma");
    state_describe_action(&g, &s, action_pope(REGION_SIENA), buf, sizeof buf);
    assert_string_equal(buf, "place the Pope on Siena");
    state_describe_action(&g, &s, action_keep(CARD_M10, CARD_HEROINE), buf, sizeof buf);
    assert_string_equal(buf, "keep Mercenary 10 and Heroine");
    state_describe_action(&g, &s, action_scarecrow(CARD_M5), buf, sizeof buf);
    assert_string_equal(buf, "take Mercenary 5 back to your hand");
    state_describe_action(&g, &s, action_region(REGION_FIRENZE), buf, sizeof buf);
    assert_string_equal(buf, "fight the next battle for Firenze");
    /* The menu of regions: every region but the Pope's. */
    assert_int_equal(state_choosable_regions(&g, &s), REGION_ALL & ~(1u << REGION_ROMA));
}

/* An illegal action is refused with a message, and the state is unchanged. */
static void action_illegal_leaves_state_unchanged(void **state)
{
    (void)state;
    struct game g;
    struct state s, before;
    struct msg err;
    tg_parse("players 3\ntoken 1\nhand 1 10 5\nhand 0 3\nhand 2 3\nregion Milano\n", &g, &s);
    state_clone(&before, &s);
    assert_int_equal(state_apply(&g, &s, action_play(CARD_HEROINE), NULL, &err),
                     STATE_ILLEGAL);
    assert_non_null(strstr(msg_s(&err), "play heroine"));
    assert_memory_equal(&s, &before, sizeof s);
    assert_int_equal(state_apply(&g, &s, action_region(REGION_ROMA), NULL, &err),
                     STATE_ILLEGAL);
    assert_int_equal(state_apply(&g, &s, 0, NULL, &err), STATE_ILLEGAL);
    assert_memory_equal(&s, &before, sizeof s);
    assert_int_equal(tg_try(&g, &s, "play 10"), STATE_OK);
}

/* The play-outs' bit tables (engine/kind_bits.h) against plain loops, for
 * every 16-bit mask: the count, and the position of each bit by rank. */
static void kind_bits_tables(void **state)
{
    (void)state;
    for (unsigned m = 0; m < 0x10000u; m++) {
        unsigned rank = 0;
        for (int k = 0; k < 16; k++)
            if (m >> k & 1u) {
                assert_int_equal(kind_bits_select(m, rank), k);
                rank++;
            }
        assert_int_equal(kind_bits_count(m), rank);
        assert_int_equal(state_kind_count(m), rank);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(action_text_examples),
        cmocka_unit_test(action_text_round_trip_every_code),
        cmocka_unit_test(action_text_accepts_aliases),
        cmocka_unit_test(kind_bits_tables),
        cmocka_unit_test(action_text_errors),
        cmocka_unit_test(action_describe_for_menus),
        cmocka_unit_test(action_illegal_leaves_state_unchanged),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
