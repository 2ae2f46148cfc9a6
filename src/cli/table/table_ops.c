/* table_ops.c — the standard game at the table as a screen of the prompt
 * (screen.h): what a card alone means in it, the cards in hand, the rules
 * modules that change the cards, the board at each stop of replay --step
 * (the map again only when it changed), and the rest of struct
 * screen_ops. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/session.h"
#include "cli/table/table_screen.h"
#include "i18n.h"

static bool over(const struct session *s)
{
    return state_is_terminal(&table_of(s)->state);
}

static bool unrecorded(const struct session *s)
{
    return table_of(s)->unrecorded;
}

static void board(const struct session *s)
{
    table_render_lines(s);
    table_render_map(s);
}

/* What the map shows: the owners, the Pope, the battle's region. */
struct map_key {
    uint8_t owner[REGION_COUNT], pope, contested;
};

/* Notes the map at this stop; true when it is the stop before's. Every
 * stop of a pass goes through here, the silent ones too, so that a stop
 * says the same at every pass (back shows the same board). */
static bool map_unchanged(const struct session *s, int stop, int *since)
{
    static struct map_key before;
    static int unchanged_since;
    const struct state *st = &table_of(s)->state;
    struct map_key now;
    memset(&now, 0, sizeof now);
    memcpy(now.owner, st->owner, sizeof now.owner);
    now.pope = st->pope;
    now.contested = st->contested;
    bool same = stop > 1 && !memcmp(&now, &before, sizeof now);
    before = now;
    if (!same)
        unchanged_since = stop;
    *since = unchanged_since;
    return same;
}

/* At a stop of --step: the battle lines, and the map when it changed
 * since the stop before (else a line says since when it has not). */
static void step(const struct session *s, int stop, bool shown)
{
    int since;
    bool same = map_unchanged(s, stop, &since);
    if (!shown)
        return;
    table_render_lines(s);
    if (same)
        printf(_("(The map has not changed since your move %d.)\n"), since);
    else
        table_render_map(s);
}

static const char *card_verb(int kind)
{
    (void)kind;
    return "play";
}

static const char *empty_line_verb(const struct session *s)
{
    (void)s;
    return NULL;
}

static void cards(const struct session *s, uint8_t out[CARD_KINDS])
{
    struct observation o;
    table_observe(s, &o);
    for (int k = 0; k < CARD_KINDS; k++)
        out[k] = o.hand[k];
}

static bool has_card(int kind)
{
    (void)kind;
    return true;
}

static const struct ruleset *ruleset(const struct session *s)
{
    return &table_of(s)->game.rules;
}

/* A game of a points campaign found over on resume: the campaign goes on
 * (stopped between its games by an older program). */
static bool ends_when_over(const struct session *s)
{
    const struct table_screen *t = table_of(s);
    return !t->in_campaign || t->campaign.next == CAMPAIGN_OVER;
}

static struct undo_mark *undo(const struct session *s)
{
    return &table_of(s)->undo;
}

static bool stored(const struct store_game_header *h)
{
    (void)h;
    return true; /* every game that is no solitaire */
}

const struct screen_ops table_screen_ops = {
    .prompt = "table",
    .mode = MODE_STANDARD,
    .over = over,
    .unrecorded = unrecorded,
    .end = table_screen_end,
    .status = table_render_status,
    .board = board,
    .step = step,
    .rules = table_render_rules,
    .card_verb = card_verb,
    .empty_line_verb = empty_line_verb,
    .cards = cards,
    .has_card = has_card,
    /* TRANSLATORS: the card names follow (typed words, English or yours). */
    .cards_intro = N_("A card alone plays it: '10' is 'play 10'. Cards: 1 2 3 4 5 6 10, "),
    .has_regions = true,
    .doc = "doc/rules-standard.md",
    .ruleset = ruleset,
    .ends_when_over = ends_when_over,
    .undo = undo,
    .actor = table_seat_name,
    .stored = stored,
    .restore = restore_table,
};
