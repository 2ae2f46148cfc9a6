/* solo_levels.h — the solitaire's difficulty levels: each a named set of
 * the solitaire's options (nothing new in the rules) with the win rates
 * measured for it by a study of doc/studies/ (the search bot at its
 * default budget and the solitaire bot, over the same seeded games).
 *
 * Level 1 is the easiest; the levels step down in the search bot's win
 * rate, each one's 95 % interval wholly below the one before
 * (tests/levels.sh checks it, and that every figure is its study's). The
 * default level is "classic", the Spanish text's rules. */
#ifndef CONDOTTIERE_SOLO_LEVELS_H
#define CONDOTTIERE_SOLO_LEVELS_H

#include "engine/message.h"
#include "solo/solo.h"

/* What a study measured for one bot: games played, games won and the 95 %
 * Wilson interval of the win rate in percent, rounded to a tenth as
 * tools/study.sh prints it. */
struct solo_level_figure {
    int games, wins;
    double low, high;
};

struct solo_level {
    const char *name;    /* typed: "classic" (English, never translated) */
    const char *title;   /* a few words, N_() for the catalogues */
    const char *options; /* the solitaire options, "" for the defaults */
    const char *study;   /* the study behind the figures: "doc/studies/..." */
    struct solo_level_figure search, bot;
};

int solo_level_count(void);
/* Level i (0: the easiest; shown as "level i+1"), NULL when out of range. */
const struct solo_level *solo_level_at(int i);
/* The level of the Spanish text's rules, the default. */
int solo_level_default(void);
/* A level by its name (any case) or its number "1".."N"; -1 when none. */
int solo_level_find(const char *text);
/* The level's options into *o (the defaults, then its own). */
void solo_level_options(int i, struct solo_options *o);
/* The level whose option set is exactly *o, or -1 (a custom game). */
int solo_level_match(const struct solo_options *o);
/* The same for a stored game: its variant and ruleset string ("solitaire
 * armies=6"); -1 for another variant or options of no level. */
int solo_level_of_ruleset(const char *variant, const char *ruleset);
/* The names of the levels, "gentle, classic, fierce". */
void solo_level_names(char *buf, size_t cap);

#endif
