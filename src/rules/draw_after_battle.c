/* draw_after_battle.c — the `draw-after-battle` module, optional rule A
 * [R-OPT-DRAW]: no rounds; 7 cards to start; after "compare strength"
 * every player draws up to 3 cards without going over his hand limit
 * (10 + 1 per region), or 10 each when nobody holds a card; no hand
 * discards; an empty deck is rebuilt from the discard pile (RULING). */
#include "rules/modules.h"

enum { OPT_START, OPT_DRAW, OPT_REFILL };

static void adjust(struct game *g)
{
    g->first_deal = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_START);
    /* the refill may exceed the round deal's size */
    int refill = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_REFILL);
    if (refill > g->hand_size)
        g->hand_bonus += refill - g->hand_size;
}

/* After "compare strength": draw up to `draw` (or `refill` when nobody
 * holds a card), never beyond the hand limit. */
static void draw(const struct game *g, struct state *s, struct event_log *log)
{
    bool anyone = false;
    for (int seat = 0; seat < s->nseats; seat++)
        anyone |= s->hand_count[seat] > 0;
    int want = game_option(g, RULE_DRAW_AFTER_BATTLE, anyone ? OPT_DRAW : OPT_REFILL);
    int quota[GAME_MAX_SEATS] = {0};
    for (int seat = 0; seat < s->nseats; seat++) {
        int limit = g->hand_size + g->extra_per_region * region_count(s->owned[seat]);
        int room = anyone ? limit - s->hand_count[seat] : want;
        quota[seat] = want < room ? want : room;
    }
    deal_cards_reshuffling(g, s, quota, log);
}

/* Steps 3-4: the lines are discarded; no hand discards and no rounds: the
 * next battle begins at once. */
static bool after_lines(const struct game *g, struct state *s, struct event_log *log)
{
    round_begin_battle(g, s, log);
    return true;
}

static const struct rule_hooks hooks = {
    .adjust = adjust,
    .draw = draw,
    .after_lines = after_lines,
};

static const struct rule_option options[] = {
    {"start", "cards each player is dealt at the start of the game", RULE_OPTION_NUMBER, 7, 1, 30,
     NULL},
    {"draw", "cards each player draws after a battle (up to his hand limit)",
     RULE_OPTION_NUMBER, 3, 1, 30, NULL},
    {"refill", "cards each player draws instead when nobody holds a card", RULE_OPTION_NUMBER,
     10, 1, 30, NULL},
};

static const struct rule_pairing refuses[] = {
    {"first-edition-deal", "there are no rounds, so there is no round deal to change"},
    {"designate-after-deal", "draw-after-battle fixes the order: draw, choose the region, "
                             "then discard the lines"},
    {NULL, NULL},
};

const struct rule_module rule_draw_after_battle = {
    .name = "draw-after-battle",
    .rule_id = "R-OPT-DRAW",
    .summary = "Draw up to 3 cards after every battle instead of playing rounds",
    .description =
        "Optional rule A. There are no rounds: each player is dealt 7 cards to start.\n"
        "After \"compare strength\" (and before the next region is chosen) every\n"
        "player draws up to 3 cards, never going over his hand limit of 10 + 1 per\n"
        "region he controls; if nobody holds a card, everyone draws 10 instead.\n"
        "Players may not discard their hands, and nobody keeps cards at a round end\n"
        "since there is none. RULING: when the deck runs out during a draw, the\n"
        "discard pile is shuffled into a new deck (the lines of the battle just\n"
        "fought are still on the table and stay out of it).",
    .source = "Italian 3rd-edition rulebook 'Regole opzionali' A; Polish and "
              "Portuguese optional rules; doc/rule-modules.md",
    .options = options,
    .noptions = 3,
    .refuses = refuses,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST | HOOK_DRAW | HOOK_AFTER_LINES,
    .hooks = &hooks,
};
