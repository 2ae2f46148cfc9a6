/* stats_fields.h — the document of `stats --json` and `stats --csv`
 * described once: its sections in order, each with the table of its
 * fields (cli/stats/fields.h). stats_json.c and stats_csv.c each walk it. */
#ifndef CONDOTTIERE_STATS_FIELDS_H
#define CONDOTTIERE_STATS_FIELDS_H

#include <stdbool.h>
#include <stdint.h>

#include "cli/stats/fields.h"
#include "store/store.h"
#include "store/store_rating.h"
#include "cli/stats/stats_render.h"

enum section_shape {
    SECTION_VALUE,  /* JSON "name": value; CSV name,,field,value */
    SECTION_OBJECT, /* JSON "name": {fields}; CSV name,,field,value a field */
    SECTION_LIST,   /* JSON "name": [{key, fields}...]; CSV name,KEY,field,value */
    SECTION_PIVOT,  /* a list of three fields A, B, C: JSON [{A, B, C}...];
                     * CSV name,B,A,C (the key B, the field named by A) */
    SECTION_SERIES, /* JSON "name": [value, ...]; CSV name,N,field,value (N from 1) */
};

struct stats_section {
    const char *name;
    enum section_shape shape;
    const struct field *key; /* LIST: the field that names an item */
    struct fields fields;    /* offsets from an item, or from rec */
    const void *rec;         /* VALUE, OBJECT: the record; else the first item */
    size_t n, size;          /* LIST, PIVOT, SERIES: the items and their size */
};

/* The figures of the document that are not fields of struct store_stats
 * as they are: each member is named as its key. */
struct stats_doc {
    struct {
        int64_t version;
    } format;
    struct {
        const char *name;
    } profile;
    struct {
        int64_t recorded, finished, in_progress, abandoned, from_scenarios;
        bool scenarios_counted;
    } games;
    struct {
        const char *current_result; /* NULL: no finished game */
        int64_t current_length, best_win, best_loss;
    } streaks;
    struct {
        int64_t fought, won;
        double per_finished_game;
    } battles;
    struct {
        const char *result;
    } recent[STORE_RECENT_MAX];
    struct stats_level_record levels[STATS_MAX_LEVELS];
    struct {
        int64_t highest_beaten, levels;
    } solitaire_ladder;
    struct {
        int64_t days, won, streak_played, streak_won, best_played, best_won;
        const char *today; /* "won", "lost", "abandoned", "in progress"; NULL: not played */
    } daily;
    struct {
        double rating, deviation, volatility;
        int64_t rated_games, unrated_people, unrated_rules;
    } rating;
};

#define STATS_SECTIONS 18

/* The sections of the document of profile's st, rating r and the deal of
 * the day's figures daily (each NULL: none), in order (doc holds the
 * figures they point to; it, st and r must outlive them). */
void stats_sections(const char *profile, const struct store_stats *st,
                    const struct store_rating *r, const struct daily_figures *daily,
                    struct stats_doc *doc, struct stats_section out[STATS_SECTIONS]);

#endif
