/* test_cli_stats.c — the renderers of `history` and `stats` on hand-made
 * input: JSON escaping and layout, CSV quoting, the results strip in ASCII,
 * blocks and colour, the UTF-8 locale test, local time, the opponents and
 * result columns of history, and the text report's sections. The commands
 * themselves, on a real database, are tested by tests/history-stats.sh. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "cli/history/history_render.h"
#include "cli/stats/stats_render.h"
#include "cli/term/term_safe.h"
#include "cli/term/term_style.h"

/* Output captured in memory. */
struct capture {
    char *text;
    size_t len;
    FILE *f;
};

static void capture_open(struct capture *c)
{
    c->text = NULL;
    c->len = 0;
    c->f = open_memstream(&c->text, &c->len);
    assert_non_null(c->f);
}

static const char *capture_close(struct capture *c)
{
    fclose(c->f);
    return c->text;
}

static const struct term_style ascii = { false, false };

/* ---- JSON and CSV pieces ---- */

static void json_string_escapes_quotes_backslashes_and_controls(void **state)
{
    (void)state;
    struct capture c;
    capture_open(&c);
    json_write_string(c.f, "a \"b\" \\ c\nd\te\x01 caf\xc3\xa9");
    assert_string_equal(capture_close(&c), "\"a \\\"b\\\" \\\\ c\\nd\\te\\u0001 caf\xc3\xa9\"");
    free(c.text);
}

/* Whatever the database holds: valid JSON, no control byte, invalid UTF-8
 * (a lone byte, an overlong form, a surrogate) as \ufffd, C1 and DEL escaped. */
static void json_string_is_valid_for_any_bytes(void **state)
{
    (void)state;
    struct capture c;
    capture_open(&c);
    json_write_string(c.f, "\033]0;x\007 \xff \xc0\xaf \xed\xa0\x80 \xc2\x9b \x7f \xe2\x82");
    assert_string_equal(capture_close(&c), "\"\\u001b]0;x\\u0007 \\ufffd \\ufffd\\ufffd "
                                           "\\ufffd\\ufffd\\ufffd \\u009b \\u007f \\ufffd\\ufffd\"");
    free(c.text);
}

/* The terminal form: ESC as \e, other controls as \xNN, cut whole. */
static void term_safe_escapes_visibly(void **state)
{
    (void)state;
    char buf[64];
    assert_string_equal(term_safe(buf, sizeof buf, "\033[31mred\033[0m"), "\\e[31mred\\e[0m");
    assert_string_equal(term_safe(buf, sizeof buf, "caf\xc3\xa9 \xc2\x85 \x7f"), "caf\xc3\xa9 \\x85 \\x7f");
    assert_string_equal(term_safe(buf, sizeof buf, "\xf0\x9f\x8e"), "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
    assert_string_equal(term_safe(buf, 5, "ab\033cd"), "ab\\e"); /* never half an escape */
    assert_string_equal(term_safe(buf, 4, "ab\033cd"), "ab");
    assert_true(term_text_showable("Anna Maria caf\xc3\xa9"));
    assert_false(term_text_showable("Anna\033[2J"));
    assert_false(term_text_showable("\xff"));
    assert_false(term_text_showable("tab\there"));
}

static void csv_field_quoted_only_when_needed(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out;
    } cases[] = {
        { "standard", "standard" },
        { "", "" },
        { "standard+hidden-cards,capture-regions", "\"standard+hidden-cards,capture-regions\"" },
        { "say \"hi\"", "\"say \"\"hi\"\"\"" },
        /* control characters shown escaped, never raw; invalid UTF-8 replaced */
        { "two\nlines", "two\\x0alines" },
        { "\033]0;owned\007", "\\e]0;owned\\x07" },
        { "a,\033[31m", "\"a,\\e[31m\"" },
        { "bad \xff\xc3(", "bad \xef\xbf\xbd\xef\xbf\xbd(" },
        { " padded", "\" padded\"" },
        { "3 in a row", "3 in a row" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        struct capture c;
        capture_open(&c);
        csv_write_field(c.f, cases[i].in);
        assert_string_equal(capture_close(&c), cases[i].out);
        free(c.text);
    }
}

/* ---- the results strip ---- */

static const enum store_result wld[] = { STORE_RESULT_WIN, STORE_RESULT_LOSS, STORE_RESULT_DRAW,
                                         STORE_RESULT_WIN };

static void strip_ascii_is_letters_with_spaces(void **state)
{
    (void)state;
    struct capture c;
    capture_open(&c);
    stats_results_strip(c.f, wld, 4, &ascii);
    assert_string_equal(capture_close(&c), "W L D W");
    free(c.text);
}

static void strip_unicode_is_one_block_per_game(void **state)
{
    (void)state;
    struct term_style blocks = { true, false };
    struct capture c;
    capture_open(&c);
    stats_results_strip(c.f, wld, 4, &blocks);
    assert_string_equal(capture_close(&c), "\xe2\x96\x88\xe2\x96\x81\xe2\x96\x84\xe2\x96\x88");
    free(c.text);
}

static void strip_colour_wraps_each_result(void **state)
{
    (void)state;
    struct term_style colour = { false, true };
    struct capture c;
    capture_open(&c);
    stats_results_strip(c.f, wld, 2, &colour);
    assert_string_equal(capture_close(&c), "\033[32mW\033[0m \033[31mL\033[0m");
    free(c.text);
}

static void strip_empty_writes_nothing(void **state)
{
    (void)state;
    struct capture c;
    capture_open(&c);
    stats_results_strip(c.f, wld, 0, &ascii);
    assert_string_equal(capture_close(&c), "");
    free(c.text);
}

/* ---- terminal style ---- */

static void locale_utf8_read_from_lc_all_then_lc_ctype_then_lang(void **state)
{
    (void)state;
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    setenv("LANG", "it_IT.UTF-8", 1);
    assert_true(term_locale_is_utf8());
    setenv("LANG", "C", 1);
    assert_false(term_locale_is_utf8());
    setenv("LC_CTYPE", "pl_PL.utf8@euro", 1);
    assert_true(term_locale_is_utf8());
    setenv("LC_ALL", "POSIX", 1);
    assert_false(term_locale_is_utf8());
    setenv("LC_ALL", "", 1); /* empty counts as unset */
    assert_true(term_locale_is_utf8());
    setenv("LC_CTYPE", "fr_FR.ISO-8859-1", 1);
    assert_false(term_locale_is_utf8());
}

static void style_of_a_file_is_plain_ascii(void **state)
{
    (void)state;
    setenv("LANG", "en_US.UTF-8", 1);
    unsetenv("NO_COLOR");
    FILE *f = tmpfile();
    assert_non_null(f);
    struct term_style st = { true, true };
    term_style_detect(f, &st);
    assert_false(st.unicode);
    assert_false(st.color);
    fclose(f);
}

/* ---- history columns ---- */

static void header_with_seats(struct store_game_header *g, const char *kind, int profile_seat,
                              int n, const char *const *kinds, const char *const *names)
{
    memset(g, 0, sizeof *g);
    snprintf(g->kind, sizeof g->kind, "%s", kind);
    g->profile_seat = profile_seat;
    g->nseats = n;
    for (int i = 0; i < n; i++) {
        g->seats[i].seat = i;
        snprintf(g->seats[i].kind, sizeof g->seats[i].kind, "%s", kinds[i]);
        snprintf(g->seats[i].name, sizeof g->seats[i].name, "%s", names[i]);
    }
}

static void opponents_group_bots_by_kind_and_name_people(void **state)
{
    (void)state;
    struct store_game_header g;
    char buf[128];
    const char *kinds[] = { "random", "human", "heuristic", "random", "human" };
    const char *names[] = { "Bot1", "anna", "Bot2", "Bot3", "Carla" };
    header_with_seats(&g, "standard", 1, 5, kinds, names);
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "2 random bots, heuristic bot, Carla");

    header_with_seats(&g, "standard", STORE_NO_SEAT, 2, kinds, names); /* watched: all seats */
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "random bot, anna");

    header_with_seats(&g, "standard", 0, 1, kinds, names);
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "nobody");
}

static void solitaire_armies_read_from_the_ruleset(void **state)
{
    (void)state;
    struct store_game_header g;
    char buf[128];
    const char *kinds[] = { "human" };
    const char *names[] = { "anna" };
    header_with_seats(&g, "solitaire", 0, 1, kinds, names);
    snprintf(g.ruleset, sizeof g.ruleset, "solitaire armies=3 streak=own");
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "armies A, B, C");
    snprintf(g.ruleset, sizeof g.ruleset, "solitaire,solitaire.armies=1");
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "army A");
    snprintf(g.ruleset, sizeof g.ruleset, "solitaire");
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "armies A, B"); /* the default: a coin */
    snprintf(g.ruleset, sizeof g.ruleset, "solitaire armies=9 xarmies=4");
    history_opponents(&g, buf, sizeof buf);
    assert_string_equal(buf, "armies A, B"); /* out of range and look-alikes ignored */
}

static void result_word_from_status_and_result(void **state)
{
    (void)state;
    struct store_game_header g;
    memset(&g, 0, sizeof g);
    g.status = STORE_GAME_IN_PROGRESS;
    assert_string_equal(history_result_word(&g), "in progress");
    g.status = STORE_GAME_ABANDONED;
    assert_string_equal(history_result_word(&g), "abandoned");
    g.status = STORE_GAME_FINISHED;
    g.result = STORE_RESULT_DRAW;
    assert_string_equal(history_result_word(&g), "draw");
    g.result = STORE_RESULT_LOSS;
    assert_string_equal(history_result_word(&g), "loss");
}

static void local_time_follows_tz(void **state)
{
    (void)state;
    char buf[32];
    setenv("TZ", "UTC0", 1);
    history_local_time("2025-03-01 09:00:00", buf, sizeof buf);
    assert_string_equal(buf, "2025-03-01 09:00");
    setenv("TZ", "CET-1", 1);
    history_local_time("2024-12-31 23:30:59", buf, sizeof buf);
    assert_string_equal(buf, "2025-01-01 00:30");
    setenv("TZ", "EST5", 1);
    history_local_time("2024-03-01 02:00:00", buf, sizeof buf); /* a leap year's Feb 29 */
    assert_string_equal(buf, "2024-02-29 21:00");
    history_local_time("yesterday", buf, sizeof buf);
    assert_string_equal(buf, "yesterday");
    setenv("TZ", "UTC0", 1);
}

static void history_table_aligns_columns(void **state)
{
    (void)state;
    struct store_game_header games[2];
    const char *kinds[] = { "human", "random", "random" };
    const char *names[] = { "anna", "Bot1", "Bot2" };
    header_with_seats(&games[0], "standard", 0, 3, kinds, names);
    games[0].id = 12;
    snprintf(games[0].variant, sizeof games[0].variant, "standard");
    snprintf(games[0].ruleset, sizeof games[0].ruleset, "standard");
    snprintf(games[0].created_at, sizeof games[0].created_at, "2025-03-02 10:00:00");
    games[0].status = STORE_GAME_FINISHED;
    games[0].result = STORE_RESULT_WIN;
    games[0].nactions = 120;
    games[0].nbattles = 7;
    header_with_seats(&games[1], "solitaire", 0, 1, kinds, names);
    games[1].id = 3;
    snprintf(games[1].variant, sizeof games[1].variant, "solitaire");
    snprintf(games[1].ruleset, sizeof games[1].ruleset, "solitaire");
    snprintf(games[1].created_at, sizeof games[1].created_at, "2025-03-01 09:00:00");
    games[1].status = STORE_GAME_IN_PROGRESS;
    games[1].nactions = 4;
    struct store_game_list list = { 2, games };
    setenv("TZ", "UTC0", 1);
    struct capture c;
    capture_open(&c);
    history_render(c.f, &list);
    assert_string_equal(
        capture_close(&c),
        "game  date              variant    rules      opponents      result       actions  battles\n"
        "  12  2025-03-02 10:00  standard   standard   2 random bots  win              120        7\n"
        "   3  2025-03-01 09:00  solitaire  solitaire  armies A, B    in progress        4        0\n");
    free(c.text);
}

/* ---- stats ---- */

static void stats_with_one_group(struct store_stats *st, struct store_group_tally *g)
{
    memset(st, 0, sizeof *st);
    memset(g, 0, sizeof *g);
    st->games_recorded = 3;
    st->in_progress = 1;
    st->overall = (struct store_tally){ 2, 1, 1, 0, 0.5, 0.094531, 0.905469 };
    snprintf(g->key, sizeof g->key, "std \"x\",y");
    g->tally = st->overall;
    st->by_variant = st->by_ruleset = g;
    st->nvariants = st->nrulesets = 1;
    st->current_streak_result = STORE_RESULT_LOSS;
    st->current_streak = 1;
    st->best_win_streak = 1;
    st->best_loss_streak = 1;
    st->nrecent = 2;
    st->recent[0] = STORE_RESULT_WIN;
    st->recent[1] = STORE_RESULT_LOSS;
}

static void json_layout_and_keys(void **state)
{
    (void)state;
    struct store_stats st;
    struct store_group_tally g;
    stats_with_one_group(&st, &g);
    struct capture c;
    capture_open(&c);
    stats_render_json(c.f, "an\"na", &st, NULL, NULL);
    assert_string_equal(
        capture_close(&c),
        "{\n"
        "  \"format\": 1,\n"
        "  \"profile\": \"an\\\"na\",\n"
        "  \"games\": {\"recorded\": 3, \"finished\": 2, \"in_progress\": 1, \"abandoned\": 0, "
        "\"from_scenarios\": 0, \"scenarios_counted\": false},\n"
        "  \"overall\": {\"games\": 2, \"wins\": 1, \"losses\": 1, \"draws\": 0, \"win_rate\": "
        "0.500000, \"ci_low\": 0.094531, \"ci_high\": 0.905469},\n"
        "  \"by_variant\": [\n"
        "    {\"variant\": \"std \\\"x\\\",y\", \"games\": 2, \"wins\": 1, \"losses\": 1, "
        "\"draws\": 0, \"win_rate\": 0.500000, \"ci_low\": 0.094531, \"ci_high\": 0.905469}\n"
        "  ],\n"
        "  \"by_ruleset\": [\n"
        "    {\"ruleset\": \"std \\\"x\\\",y\", \"games\": 2, \"wins\": 1, \"losses\": 1, "
        "\"draws\": 0, \"win_rate\": 0.500000, \"ci_low\": 0.094531, \"ci_high\": 0.905469}\n"
        "  ],\n"
        "  \"by_player_count\": [],\n"
        "  \"streaks\": {\"current_result\": \"loss\", \"current_length\": 1, \"best_win\": 1, "
        "\"best_loss\": 1},\n"
        "  \"battles\": {\"fought\": 0, \"won\": 0, \"per_finished_game\": 0.000000},\n"
        "  \"solitaire_armies\": [],\n"
        "  \"solitaire_endings\": [],\n"
        "  \"solitaire_levels\": [],\n"
        "  \"solitaire_ladder\": {\"highest_beaten\": 0, \"levels\": 7},\n"
        "  \"winning_cards\": [],\n"
        "  \"recent_results\": [\"win\", \"loss\"],\n"
        "  \"daily\": {\"days\": 0, \"won\": 0, \"streak_played\": 0, \"streak_won\": 0, "
        "\"best_played\": 0, \"best_won\": 0, \"today\": null},\n"
        "  \"rating\": {\"rating\": 1500, \"deviation\": 350, \"volatility\": 0.06, "
        "\"rated_games\": 0, \"unrated_people\": 0, \"unrated_rules\": 0},\n"
        "  \"rating_history\": []\n"
        "}\n");
    free(c.text);
}

static void csv_rows_quote_the_keys(void **state)
{
    (void)state;
    struct store_stats st;
    struct store_group_tally g;
    stats_with_one_group(&st, &g);
    struct capture c;
    capture_open(&c);
    stats_render_csv(c.f, "anna", &st, NULL, NULL);
    const char *out = capture_close(&c);
    const char *head = "section,key,field,value\nformat,,version,1\nprofile,,name,anna\n";
    assert_int_equal(strncmp(out, head, strlen(head)), 0);
    assert_non_null(strstr(out, "\nby_ruleset,\"std \"\"x\"\",y\",win_rate,0.500000\n"));
    assert_non_null(strstr(out, "\nstreaks,,current_result,loss\n"));
    assert_non_null(strstr(out, "\nrecent_results,2,result,loss\n"));
    int rows = 0;
    for (const char *p = out; *p; p++)
        rows += *p == '\n';
    /* header, format, profile, 6 games (4 counts, the scenario games and
     * whether they count), 7 overall, 7 + 7 groups, 4 streaks, 3 battles,
     * 2 ladder (no level played), 2 recent, 7 daily, 6 rating (no
     * history: no rated game) */
    assert_int_equal(rows, 1 + 1 + 1 + 6 + 7 + 14 + 4 + 3 + 2 + 2 + 7 + 6);
    assert_non_null(strstr(out, "\ngames,,from_scenarios,0\ngames,,scenarios_counted,0\n"));
    free(c.text);
}

static void text_without_finished_games_has_no_rates(void **state)
{
    (void)state;
    struct store_stats st;
    memset(&st, 0, sizeof st);
    st.games_recorded = 1;
    st.in_progress = 1;
    struct capture c;
    capture_open(&c);
    stats_render_text(c.f, "anna", &st, &ascii);
    assert_string_equal(capture_close(&c),
                        "Statistics of anna: 1 game recorded (0 finished, 1 in progress, 0 "
                        "abandoned).\n"
                        "No finished games yet: win rates appear after the first one.\n"
                        "Battles: none recorded.\n");
    free(c.text);
}

static void text_strip_legend_matches_style(void **state)
{
    (void)state;
    struct store_stats st;
    struct store_group_tally g;
    stats_with_one_group(&st, &g);
    struct capture c;
    capture_open(&c);
    stats_render_text(c.f, "anna", &st, &ascii);
    const char *out = capture_close(&c);
    assert_non_null(strstr(out, "\nLast 2 results, oldest first: W L  (W win, D draw, L loss)\n"));
    assert_non_null(strstr(out, "Won 1 of 2 finished games: 50.0% (95% interval 9.5% to 90.5%)"));
    free(c.text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(json_string_escapes_quotes_backslashes_and_controls),
        cmocka_unit_test(json_string_is_valid_for_any_bytes),
        cmocka_unit_test(term_safe_escapes_visibly),
        cmocka_unit_test(csv_field_quoted_only_when_needed),
        cmocka_unit_test(strip_ascii_is_letters_with_spaces),
        cmocka_unit_test(strip_unicode_is_one_block_per_game),
        cmocka_unit_test(strip_colour_wraps_each_result),
        cmocka_unit_test(strip_empty_writes_nothing),
        cmocka_unit_test(locale_utf8_read_from_lc_all_then_lc_ctype_then_lang),
        cmocka_unit_test(style_of_a_file_is_plain_ascii),
        cmocka_unit_test(opponents_group_bots_by_kind_and_name_people),
        cmocka_unit_test(solitaire_armies_read_from_the_ruleset),
        cmocka_unit_test(result_word_from_status_and_result),
        cmocka_unit_test(local_time_follows_tz),
        cmocka_unit_test(history_table_aligns_columns),
        cmocka_unit_test(json_layout_and_keys),
        cmocka_unit_test(csv_rows_quote_the_keys),
        cmocka_unit_test(text_without_finished_games_has_no_rates),
        cmocka_unit_test(text_strip_legend_matches_style),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
