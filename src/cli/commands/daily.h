/* daily.h — the deal of the day (solo --daily, play --daily): the same
 * deal for everyone on a UTC date, its seed drawn from the date, the
 * game's canonical ruleset and (play) the seats' setup; the first try of
 * a profile counts, the later ones are practice (record/journal.h marks
 * them). The date is today's in UTC, or CONDOTTIERE_TODAY=YYYY-MM-DD (for
 * tests). */
#ifndef CONDOTTIERE_DAILY_H
#define CONDOTTIERE_DAILY_H

#include <stdbool.h>
#include <stdint.h>

#include "store/store.h"

struct session;

/* Today's UTC date, "YYYY-MM-DD": CONDOTTIERE_TODAY when set. Returns 0,
 * or -1 when CONDOTTIERE_TODAY is not such a date (the clock's date is
 * then in date all the same). */
int daily_today(char date[STORE_DATE_MAX + 1]);

/* The days since 1970-01-01 of a "YYYY-MM-DD" date, or -1 when it is not one. */
int64_t daily_day_number(const char *date);

/* The deal's seed: a hash of the date, the ruleset's canonical string and
 * the setup (the players and bots of play, "" for the solitaire). */
uint64_t daily_seed(const char *date, const char *ruleset, const char *setup);

/* The option --daily read by solo and play: today's date into date, with
 * --seed and --scenario refused. Returns 0, or -1 after a usage error. */
struct subcommand;
int daily_check(const struct subcommand *cmd, bool seeded, bool scenario,
                char date[STORE_DATE_MAX + 1]);

/* Before the deal of the day is dealt: the player is told whether this
 * try counts, and the journal marks the game when it is stored. */
void daily_announce(struct session *s, const char *date, uint64_t seed);

#endif
