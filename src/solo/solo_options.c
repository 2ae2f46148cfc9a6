/* solo_options.c — the solitaire game's rule options: one table gives each
 * option's name, description, default and allowed values, and drives
 * parsing ("key=value"), formatting and the variant files' `set` lines. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The descriptions are marked N_() for the catalogues (po/); the screens
 * translate them (solo_render_rules), the game never does. */
#ifndef N_
#define N_(text) text
#endif

#include "solo/solo_internal.h"

#define PREFIX "solitaire."

static const char *const yes_no[] = { "no", "yes", NULL };
static const char *const streaks[] = { "game", "own", "player-breaks", NULL };
static const char *const timings[] = { "any", "turn", NULL };
static const char *const scarecrow_answers[] = { "must", "may", NULL };
static const char *const redraws[] = { "enemy-first", "battle-first", NULL };
static const char *const refills[] = { "draw", "up-to", NULL };
static const char *const deck_ends[] = { "played-out", "empty", NULL };
static const char *const concede_whens[] = { "any", "own-turn", NULL };
static const char *const deck_end_wins[] = { "each", "combined", NULL };
static const char *const surrender_cards[] = { "any", "after-two-cards", NULL };
static const char *const blind_views[] = { "unseen", "seen", NULL };

struct option_def {
    struct solo_option_info info;
    size_t offset;
    int min, max, def;
    const char *const *choices; /* NULL: a number from min to max */
    bool has_legacy;            /* the default changed: a stored string that */
    int legacy;                 /* does not name the option means `legacy` */
};

#define NUMBER(name, field, def, lo, hi, allowed, desc) \
    { { name, desc, #def, allowed }, offsetof(struct solo_options, field), lo, hi, def, NULL, \
      false, 0 }
#define CHOICE(name, field, def, list, deftext, allowed, desc) \
    { { name, desc, deftext, allowed }, offsetof(struct solo_options, field), 0, 0, def, list, \
      false, 0 }
#define CHOICE_WAS(name, field, def, old, list, deftext, allowed, desc) \
    { { name, desc, deftext, allowed }, offsetof(struct solo_options, field), 0, 0, def, list, \
      true, old }

static const struct option_def options[] = {
    NUMBER("armies", armies, 2, 1, SOLO_MAX_ARMIES, "1..6",
           N_("enemy armies, one drawn by chance for each battle (2 = a coin, 6 = a die)")),
    CHOICE("streak", streak, SOLO_STREAK_GAME, streaks, "game", "game|own|player-breaks",
           N_("an army's wins in a row: game = consecutive battles of the game, own = consecutive "
           "battles it fought, player-breaks = its wins since the player last won")),
    NUMBER("streak-length", streak_length, 3, 0, 10, "0..10",
           N_("an enemy army that wins so many battles in a row wins the game (0: never)")),
    NUMBER("victories", victories, 5, 1, 20, "1..20",
           N_("victories that end the game at once, for the player or any army")),
    NUMBER("cards-per-side", cards_per_side, 5, 1, 10, "1..10",
           N_("cards each side plays in a battle before strengths are compared")),
    NUMBER("hand-size", hand_size, 10, 1, 30, "1..30",
           N_("cards the player draws for a hand (at the start and after a blind battle)")),
    NUMBER("reserve", reserve, 6, 0, 24, "0..24",
           N_("special cards the player turns up as his reserve for the whole game")),
    NUMBER("blind-below", blind_below, 5, 0, 30, "0..30",
           N_("a battle is played blind when the hand holds fewer cards than this at its start")),
    NUMBER("player-deck", player_deck, 30, 1, SOLO_MAX_CARDS - 1, "1..127",
           N_("mercenaries dealt to the player's deck; the others go to the enemy deck")),
    CHOICE("special-timing", special_timing, SOLO_TIMING_ANY, timings, "any", "any|turn",
           N_("when the player may start the duel: any = on his turns and before every enemy "
           "card, turn = on his turns and before the final comparison")),
    CHOICE("special-before-enemy", special_before_enemy, 1, yes_no, "yes", "yes|no",
           N_("the special may be played before the enemy's first card (after the player's own)")),
    CHOICE("scarecrow-special", scarecrow_special, SOLO_SCARECROW_MUST, scarecrow_answers, "must",
           "must|may",
           N_("an enemy Scarecrow: must = the player answers with a special if he has one, "
           "may = he may answer 'special none'")),
    CHOICE("scarecrow-redraw", scarecrow_redraw, SOLO_REDRAW_ENEMY_FIRST, redraws, "enemy-first",
           "enemy-first|battle-first",
           N_("a Scarecrow discarded and redrawn: enemy-first = the enemy's first card of a "
           "battle, battle-first = only the first card of the whole battle")),
    NUMBER("concede-after", concede_after, 2, 0, 10, "0..10",
           N_("the player may concede a battle (a loss) after playing so many cards in it")),
    CHOICE("refill", refill, SOLO_REFILL_DRAW, refills, "draw", "draw|up-to",
           N_("after a blind battle: draw = draw hand-size new cards, up-to = draw up to hand-size")),
    CHOICE("deck-end", deck_end, SOLO_DECK_END_PLAYED_OUT, deck_ends, "played-out",
           "played-out|empty",
           N_("the exhausted deck ends the game: played-out = after a battle with no mercenary "
           "left in deck or hand, empty = after a battle that leaves the deck empty")),
    CHOICE("special-reshuffle", special_reshuffle, 1, yes_no, "yes", "yes|no",
           N_("an empty special deck is rebuilt by shuffling the used specials (no: the enemy "
           "plays none)")),
    CHOICE_WAS("concede-when", concede_when, SOLO_CONCEDE_ANY, SOLO_CONCEDE_OWN_TURN,
               concede_whens, "any", "any|own-turn",
               N_("once he may concede: any = at every decision (his turn, before an enemy card, "
               "before the comparison, against an enemy Scarecrow), own-turn = on his turn only "
               "(games stored before the option: own-turn)")),
    CHOICE("deck-end-win", deck_end_win, SOLO_DECK_WIN_EACH, deck_end_wins, "each",
           "each|combined",
           N_("at the end of the deck the player wins with more victories than each = every "
           "enemy army, combined = all enemy armies together")),
    CHOICE("surrender-card", surrender_card, SOLO_SURRENDER_ANY, surrender_cards, "any",
           "any|after-two-cards",
           N_("the Surrender special: any = like every special, after-two-cards = only once he "
           "has played concede-after cards in the battle, as for conceding")),
    CHOICE("blind-view", blind_view, SOLO_BLIND_UNSEEN, blind_views, "unseen", "unseen|seen",
           N_("a blind battle's card from the deck: unseen = played sight unseen, seen = he sees "
           "the top card of his deck before he decides (to play it, a special, or concede)")),
};

#define NOPTIONS ((int)(sizeof options / sizeof options[0]))

static uint8_t *field(struct solo_options *o, const struct option_def *d)
{
    return (uint8_t *)o + d->offset;
}

static uint8_t field_value(const struct solo_options *o, const struct option_def *d)
{
    return *((const uint8_t *)o + d->offset);
}

void solo_options_default(struct solo_options *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 0; i < NOPTIONS; i++)
        *field(o, &options[i]) = (uint8_t)options[i].def;
}

void solo_options_stored(struct solo_options *o)
{
    solo_options_default(o);
    for (int i = 0; i < NOPTIONS; i++)
        if (options[i].has_legacy)
            *field(o, &options[i]) = (uint8_t)options[i].legacy;
}

int solo_option_count(void)
{
    return NOPTIONS;
}

const struct solo_option_info *solo_option_info(int i)
{
    return i >= 0 && i < NOPTIONS ? &options[i].info : NULL;
}

size_t solo_option_value(const struct solo_options *o, int i, char *buf, size_t cap)
{
    if (i < 0 || i >= NOPTIONS)
        return (size_t)snprintf(buf, cap, "?");
    const struct option_def *d = &options[i];
    int v = field_value(o, d);
    if (d->choices) {
        int n = 0;
        while (d->choices[n])
            n++;
        return (size_t)snprintf(buf, cap, "%s", v < n ? d->choices[v] : "?");
    }
    return (size_t)snprintf(buf, cap, "%d", v);
}

static const struct option_def *find_option(const char *key)
{
    if (!strncmp(key, PREFIX, strlen(PREFIX)))
        key += strlen(PREFIX);
    for (int i = 0; i < NOPTIONS; i++)
        if (!strcmp(options[i].info.name, key))
            return &options[i];
    return NULL;
}

static void list_names(char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < NOPTIONS && len < cap; i++) {
        int n = snprintf(buf + len, cap - len, "%s%s", i ? ", " : "", options[i].info.name);
        if (n < 0)
            break;
        len += (size_t)n;
    }
}

int solo_options_set(struct solo_options *o, const char *key, const char *value, struct msg *err)
{
    const struct option_def *d = find_option(key);
    if (!d) {
        char names[512];
        list_names(names, sizeof names);
        return solo_fail(err, "unknown option '%s' (valid: %s)", key, names);
    }
    if (d->choices) {
        for (int c = 0; d->choices[c]; c++)
            if (!strcmp(d->choices[c], value)) {
                *field(o, d) = (uint8_t)c;
                return SOLO_OK;
            }
        return solo_fail(err, "%s must be %s, not '%s'", d->info.name, d->info.allowed, value);
    }
    char *end;
    errno = 0;
    long n = strtol(value, &end, 10);
    if (!*value || *end || errno || n < d->min || n > d->max)
        return solo_fail(err, "%s must be a number %s, not '%s'", d->info.name,
                         d->info.allowed, value);
    *field(o, d) = (uint8_t)n;
    return SOLO_OK;
}

int solo_options_parse(struct solo_options *o, const char *text, struct msg *err)
{
    struct solo_options tmp = *o;
    char item[160];
    while (*text) {
        text += strspn(text, " \t\n,;");
        size_t len = strcspn(text, " \t\n,;");
        if (!len)
            break;
        if (len >= sizeof item)
            return solo_fail(err, "option '%.20s...' is too long", text);
        memcpy(item, text, len);
        item[len] = '\0';
        text += len;
        char *eq = strchr(item, '=');
        if (!eq)
            return solo_fail(err, "'%s' is not key=value", item);
        *eq = '\0';
        if (solo_options_set(&tmp, item, eq + 1, err))
            return SOLO_ERR_INPUT;
    }
    *o = tmp;
    return SOLO_OK;
}

int solo_options_from_variant(struct solo_options *o, const struct variant *v, struct msg *err)
{
    struct solo_options tmp = *o;
    for (int i = 0; i < v->noptions; i++) {
        const char *key = v->options[i].key;
        if (strncmp(key, PREFIX, strlen(PREFIX)))
            return solo_fail(err, "variant '%s': option '%s' is not a solitaire option "
                             "(write 'set solitaire.NAME VALUE')", v->name, key);
        if (solo_options_set(&tmp, key, v->options[i].value, err))
            return SOLO_ERR_INPUT;
    }
    *o = tmp;
    return SOLO_OK;
}

size_t solo_options_format(const struct solo_options *o, char *buf, size_t cap)
{
    size_t len = 0;
    if (cap)
        buf[0] = '\0';
    for (int i = 0; i < NOPTIONS; i++) {
        const struct option_def *d = &options[i];
        if (field_value(o, d) == (d->has_legacy ? d->legacy : d->def))
            continue;
        char value[32];
        solo_option_value(o, i, value, sizeof value);
        int n = snprintf(len < cap ? buf + len : NULL, len < cap ? cap - len : 0, "%s%s=%s",
                         len ? " " : "", d->info.name, value);
        if (n > 0)
            len += (size_t)n;
    }
    return len;
}

int solo_check_options(const struct solo_options *o, struct msg *err)
{
    for (int i = 0; i < NOPTIONS; i++) {
        const struct option_def *d = &options[i];
        int v = field_value(o, d);
        int max = d->max;
        if (d->choices) {
            max = -1;
            while (d->choices[max + 1])
                max++;
        }
        if (v < d->min || v > max)
            return solo_fail(err, "option %s out of range (%s)", d->info.name,
                             d->info.allowed);
    }
    return SOLO_OK;
}
