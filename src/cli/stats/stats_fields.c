/* stats_fields.c — the sections of the document of `stats --json` and
 * `stats --csv`, and the tables of their fields: every key of both
 * formats is spelled here, once. */
#include "cli/stats/stats_fields.h"

#include <string.h>

#include "cli/stats/stats_render.h"
#include "solo/solo_levels.h"

#define DOC_FIELD(part, member, kind)                                                          \
    { #member, kind, offsetof(struct stats_doc, part.member), FIELD_BOTH }

static const struct field format_fields[] = {DOC_FIELD(format, version, FIELD_INT)};
static const struct field profile_fields[] = {DOC_FIELD(profile, name, FIELD_STRING)};

static const struct field games_fields[] = {
    DOC_FIELD(games, recorded, FIELD_INT),       DOC_FIELD(games, finished, FIELD_INT),
    DOC_FIELD(games, in_progress, FIELD_INT),    DOC_FIELD(games, abandoned, FIELD_INT),
    DOC_FIELD(games, from_scenarios, FIELD_INT), DOC_FIELD(games, scenarios_counted, FIELD_FLAG),
};

/* A tally, from the start of a struct store_tally at base. */
#define TALLY_FIELD(base, member, kind)                                                        \
    { #member, kind, (base) + offsetof(struct store_tally, member), FIELD_BOTH }
#define TALLY_FIELDS(base)                                                                     \
    TALLY_FIELD(base, games, FIELD_INT), TALLY_FIELD(base, wins, FIELD_INT),                   \
        TALLY_FIELD(base, losses, FIELD_INT), TALLY_FIELD(base, draws, FIELD_INT),             \
        TALLY_FIELD(base, win_rate, FIELD_RATE), TALLY_FIELD(base, ci_low, FIELD_RATE),        \
        TALLY_FIELD(base, ci_high, FIELD_RATE)

static const struct field overall_fields[] = {TALLY_FIELDS(0)};
static const struct field group_fields[] = {
    TALLY_FIELDS(offsetof(struct store_group_tally, tally))};
static const struct field variant_key = {"variant", FIELD_TEXT,
                                         offsetof(struct store_group_tally, key), FIELD_BOTH};
static const struct field ruleset_key = {"ruleset", FIELD_TEXT,
                                         offsetof(struct store_group_tally, key), FIELD_BOTH};
static const struct field players_key = {
    "players", FIELD_INT32, offsetof(struct store_group_tally, player_count), FIELD_BOTH};

static const struct field streaks_fields[] = {
    DOC_FIELD(streaks, current_result, FIELD_OR_NULL),
    DOC_FIELD(streaks, current_length, FIELD_INT),
    DOC_FIELD(streaks, best_win, FIELD_INT),
    DOC_FIELD(streaks, best_loss, FIELD_INT),
};
static const struct field battles_fields[] = {
    DOC_FIELD(battles, fought, FIELD_INT),
    DOC_FIELD(battles, won, FIELD_INT),
    DOC_FIELD(battles, per_finished_game, FIELD_RATE),
};

static const struct field army_key = FIELD(struct store_army_record, army, FIELD_TEXT);
static const struct field army_fields[] = {
    FIELD(struct store_army_record, battles, FIELD_INT),
    FIELD(struct store_army_record, won, FIELD_INT),
    FIELD(struct store_army_record, lost, FIELD_INT),
};
static const struct field ending_fields[] = {
    FIELD(struct store_ending, outcome, FIELD_TEXT),
    FIELD(struct store_ending, reason, FIELD_TEXT),
    FIELD(struct store_ending, games, FIELD_INT),
};
static const struct field card_key = FIELD(struct store_card_count, card, FIELD_TEXT);
static const struct field card_fields[] = {
    FIELD(struct store_card_count, battles, FIELD_INT),
    FIELD(struct store_card_count, copies, FIELD_INT),
};
static const struct field recent_fields[] = {
    {"result", FIELD_STRING, offsetof(struct stats_doc, recent[0].result), FIELD_BOTH}};

static const struct field level_key = FIELD(struct stats_level_record, level, FIELD_TEXT);
static const struct field level_fields[] = {
    FIELD(struct stats_level_record, number, FIELD_INT),
    TALLY_FIELDS(offsetof(struct stats_level_record, tally))};
static const struct field ladder_fields[] = {
    DOC_FIELD(solitaire_ladder, highest_beaten, FIELD_INT),
    DOC_FIELD(solitaire_ladder, levels, FIELD_INT),
};

static const struct field daily_fields[] = {
    DOC_FIELD(daily, days, FIELD_INT),          DOC_FIELD(daily, won, FIELD_INT),
    DOC_FIELD(daily, streak_played, FIELD_INT), DOC_FIELD(daily, streak_won, FIELD_INT),
    DOC_FIELD(daily, best_played, FIELD_INT),   DOC_FIELD(daily, best_won, FIELD_INT),
    DOC_FIELD(daily, today, FIELD_OR_NULL),
};

static const struct field rating_fields[] = {
    DOC_FIELD(rating, rating, FIELD_REAL),
    DOC_FIELD(rating, deviation, FIELD_REAL),
    DOC_FIELD(rating, volatility, FIELD_REAL),
    DOC_FIELD(rating, rated_games, FIELD_INT),
    DOC_FIELD(rating, unrated_people, FIELD_INT),
    DOC_FIELD(rating, unrated_rules, FIELD_INT),
};
static const struct field history_key = FIELD(struct store_rating_point, game, FIELD_INT);
static const struct field history_fields[] = {
    FIELD(struct store_rating_point, date, FIELD_TEXT),
    FIELD(struct store_rating_point, rating, FIELD_REAL),
    FIELD(struct store_rating_point, deviation, FIELD_REAL),
};

static struct stats_section one(const char *name, enum section_shape shape, struct fields t,
                                const void *rec)
{
    return (struct stats_section){name, shape, NULL, t, rec, 0, 0};
}

static struct stats_section many(const char *name, enum section_shape shape,
                                 const struct field *key, struct fields t, const void *items,
                                 size_t n, size_t size)
{
    return (struct stats_section){name, shape, key, t, items, n, size};
}

void stats_sections(const char *profile, const struct store_stats *st,
                    const struct store_rating *r, const struct daily_figures *daily,
                    struct stats_doc *doc, struct stats_section out[STATS_SECTIONS])
{
    if (daily) {
        doc->daily.days = daily->days;
        doc->daily.won = daily->won;
        doc->daily.streak_played = daily->streak_played;
        doc->daily.streak_won = daily->streak_won;
        doc->daily.best_played = daily->best_played;
        doc->daily.best_won = daily->best_won;
        doc->daily.today = daily->today;
    } else {
        memset(&doc->daily, 0, sizeof doc->daily);
    }
    struct store_glicko start = STORE_GLICKO_START;
    doc->rating.rating = r ? r->now.rating : start.rating;
    doc->rating.deviation = r ? r->now.deviation : start.deviation;
    doc->rating.volatility = r ? r->now.volatility : start.volatility;
    doc->rating.rated_games = r ? (int64_t)r->rated : 0;
    doc->rating.unrated_people = r ? (int64_t)r->unrated_people : 0;
    doc->rating.unrated_rules = r ? (int64_t)r->unrated_rules : 0;
    doc->format.version = STATS_FORMAT_VERSION;
    doc->profile.name = profile;
    doc->games.recorded = st->games_recorded;
    doc->games.finished = st->overall.games;
    doc->games.in_progress = st->in_progress;
    doc->games.abandoned = st->abandoned;
    doc->games.from_scenarios = st->scenario_games;
    doc->games.scenarios_counted = st->scenarios_included;
    doc->streaks.current_result = st->current_streak_result == STORE_RESULT_NONE
                                      ? NULL
                                      : store_result_name(st->current_streak_result);
    doc->streaks.current_length = st->current_streak;
    doc->streaks.best_win = st->best_win_streak;
    doc->streaks.best_loss = st->best_loss_streak;
    doc->battles.fought = st->battles;
    doc->battles.won = st->battles_won;
    doc->battles.per_finished_game = st->battles_per_game;
    for (size_t i = 0; i < st->nrecent; i++)
        doc->recent[i].result = store_result_name(st->recent[i]);
    int nlevels = stats_levels_tally(st, doc->levels, STATS_MAX_LEVELS,
                                     &doc->solitaire_ladder.highest_beaten);
    doc->solitaire_ladder.levels = solo_level_count();

    int k = 0;
    out[k++] = one("format", SECTION_VALUE, FIELDS(format_fields), doc);
    out[k++] = one("profile", SECTION_VALUE, FIELDS(profile_fields), doc);
    out[k++] = one("games", SECTION_OBJECT, FIELDS(games_fields), doc);
    out[k++] = one("overall", SECTION_OBJECT, FIELDS(overall_fields), &st->overall);
    out[k++] = many("by_variant", SECTION_LIST, &variant_key, FIELDS(group_fields),
                    st->by_variant, st->nvariants, sizeof *st->by_variant);
    out[k++] = many("by_ruleset", SECTION_LIST, &ruleset_key, FIELDS(group_fields),
                    st->by_ruleset, st->nrulesets, sizeof *st->by_ruleset);
    out[k++] = many("by_player_count", SECTION_LIST, &players_key, FIELDS(group_fields),
                    st->by_player_count, st->nplayer_counts, sizeof *st->by_player_count);
    out[k++] = one("streaks", SECTION_OBJECT, FIELDS(streaks_fields), doc);
    out[k++] = one("battles", SECTION_OBJECT, FIELDS(battles_fields), doc);
    out[k++] = many("solitaire_armies", SECTION_LIST, &army_key, FIELDS(army_fields),
                    st->armies, st->narmies, sizeof *st->armies);
    out[k++] = many("solitaire_endings", SECTION_PIVOT, NULL, FIELDS(ending_fields),
                    st->endings, st->nendings, sizeof *st->endings);
    out[k++] = many("solitaire_levels", SECTION_LIST, &level_key, FIELDS(level_fields),
                    doc->levels, (size_t)nlevels, sizeof doc->levels[0]);
    out[k++] = one("solitaire_ladder", SECTION_OBJECT, FIELDS(ladder_fields), doc);
    out[k++] = many("winning_cards", SECTION_LIST, &card_key, FIELDS(card_fields), st->cards,
                    st->ncards, sizeof *st->cards);
    out[k++] = many("recent_results", SECTION_SERIES, NULL, FIELDS(recent_fields), doc,
                    st->nrecent, sizeof doc->recent[0]);
    out[k++] = one("daily", SECTION_OBJECT, FIELDS(daily_fields), doc);
    out[k++] = one("rating", SECTION_OBJECT, FIELDS(rating_fields), doc);
    out[k++] = many("rating_history", SECTION_LIST, &history_key, FIELDS(history_fields),
                    r ? r->history : NULL, r ? r->nhistory : 0, sizeof(struct store_rating_point));
}
