/* draw_after_battle.c — the `draw-after-battle` module, optional rule A
 * [R-OPT-DRAW]: no rounds; 7 cards to start; after "compare strength"
 * every player draws up to 3 cards without going over his hand limit
 * (10 + 1 per region), or 10 each when nobody holds a card; no hand
 * discards; an empty deck is rebuilt from the discard pile (RULING). */
#include "rules/modules.h"

enum { OPT_START, OPT_DRAW, OPT_REFILL, OPT_DRAW_CHOICE };
/* draw-choice=optional reaches the engine as game.draws_chosen (adjust). */
enum { DRAW_AUTOMATIC, DRAW_OPTIONAL };

static void adjust(struct game *g)
{
    g->first_deal = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_START);
    g->draws_chosen = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_DRAW_CHOICE) == DRAW_OPTIONAL;
    /* the refill may exceed the round deal's size */
    int refill = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_REFILL);
    if (refill > g->hand_size)
        g->hand_bonus += refill - g->hand_size;
}

/* The up-to-`draw` quota of a seat: never beyond its hand limit. */
static int up_to_draw(const struct game *g, const struct state *s, int seat)
{
    int want = game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_DRAW);
    int limit = g->hand_size + g->extra_per_region * region_count(s->owned[seat]);
    int room = limit - s->hand_count[seat];
    int q = want < room ? want : room;
    return q > 0 ? q : 0;
}

/* With draw-choice=optional: the next seat that has a draw to decide,
 * from the token holder clockwise (as the hand discards), asked; or, none
 * left, the next region. */
static void next_draw(const struct game *g, struct state *s, struct event_log *log)
{
    if (!s->discard_pending) {
        s->phase = PHASE_BATTLE; /* no longer asking (conclude_next_region sets the next) */
        conclude_next_region(g, s, log);
        return;
    }
    int seat = s->token;
    while (!(s->discard_pending & (1u << seat)))
        seat = seat + 1 < s->nseats ? seat + 1 : 0;
    s->phase = PHASE_DRAW;
    s->current = (uint8_t)seat;
}

/* After "compare strength": draw up to `draw` (or `refill` when nobody
 * holds a card), never beyond the hand limit. With draw-choice=optional
 * each player with room is asked how many he draws, 0 to his quota (the
 * refill stays compulsory); the asked seats are kept in discard_pending
 * (no hand is discarded in this module, so the mask is free). */
static void draw(const struct game *g, struct state *s, struct event_log *log)
{
    bool anyone = false;
    for (int seat = 0; seat < s->nseats; seat++)
        anyone |= s->hand_count[seat] > 0;
    int quota[GAME_MAX_SEATS] = {0};
    if (anyone && game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_DRAW_CHOICE) == DRAW_OPTIONAL) {
        s->discard_pending = 0;
        for (int seat = 0; seat < s->nseats; seat++)
            if (up_to_draw(g, s, seat) > 0)
                s->discard_pending |= (uint8_t)(1u << seat);
        if (s->discard_pending) {
            s->phase = PHASE_DRAW;
            next_draw(g, s, log);
        }
        return;
    }
    for (int seat = 0; seat < s->nseats; seat++)
        quota[seat] = anyone ? up_to_draw(g, s, seat)
                             : game_option(g, RULE_DRAW_AFTER_BATTLE, OPT_REFILL);
    deal_cards_reshuffling(g, s, quota, log);
}

/* PHASE_DRAW: the quota of a seat still asked. */
static int draw_quota(const struct game *g, const struct state *s, int seat)
{
    return s->phase == PHASE_DRAW && (s->discard_pending >> seat & 1u) ? up_to_draw(g, s, seat)
                                                                        : 0;
}

/* The current seat's "draw N". */
static void draw_choice(const struct game *g, struct state *s, int n, struct event_log *log)
{
    int seat = s->current;
    int quota[GAME_MAX_SEATS] = {0};
    quota[seat] = n;
    s->discard_pending &= (uint8_t)~(1u << seat);
    if (n > 0)
        deal_cards_reshuffling(g, s, quota, log);
    next_draw(g, s, log);
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
    .draw_quota = draw_quota,
    .draw_choice = draw_choice,
    .after_lines = after_lines,
};

static const char *const draw_choices[] = {"automatic", "optional", NULL};

static const struct rule_option options[] = {
    {"start", N_("cards each player is dealt at the start of the game"), RULE_OPTION_NUMBER, 7, 1, 30,
     NULL},
    {"draw", N_("cards each player draws after a battle (up to his hand limit)"),
     RULE_OPTION_NUMBER, 3, 1, 30, NULL},
    {"refill", N_("cards each player draws instead when nobody holds a card"), RULE_OPTION_NUMBER,
     10, 1, 30, NULL},
    {"draw-choice", N_("the draw after a battle: automatic = every player draws up to draw "
                    "cards, optional = each player chooses how many, 0 up to that (draw N); "
                    "the refill stays compulsory"),
     RULE_OPTION_CHOICE, DRAW_AUTOMATIC, 0, 1, draw_choices},
};

static const struct rule_pairing refuses[] = {
    {"first-edition-deal", N_("there are no rounds, so there is no round deal to change")},
    {"designate-after-deal", N_("draw-after-battle fixes the order: draw, choose the region, "
                             "then discard the lines")},
    {NULL, NULL},
};

const struct rule_module rule_draw_after_battle = {
    .name = "draw-after-battle",
    .rule_id = "R-OPT-DRAW",
    .summary = N_("Draw up to 3 cards after every battle instead of playing rounds"),
    .description =
        N_("Optional rule A. There are no rounds: each player is dealt 7 cards to start.\n"
        "After \"compare strength\" (and before the next region is chosen) every\n"
        "player draws up to 3 cards, never going over his hand limit of 10 + 1 per\n"
        "region he controls; if nobody holds a card, everyone draws 10 instead.\n"
        "The draw is automatic; with draw-choice=optional each player in turn (from\n"
        "the token holder clockwise) chooses how many he draws, 0 up to his 3\n"
        "(draw N). Players may not discard their hands, and nobody keeps cards at a round end\n"
        "since there is none. RULING: when the deck runs out during a draw, the\n"
        "discard pile is shuffled into a new deck (the lines of the battle just\n"
        "fought are still on the table and stay out of it)."),
    .source = N_("Italian 3rd-edition rulebook 'Regole opzionali' A; Polish and "
              "Portuguese optional rules; doc/rule-modules.md"),
    .options = options,
    .noptions = 4,
    .refuses = refuses,
    .warns = NULL,
    .hooks_used = HOOK_ADJUST | HOOK_DRAW | HOOK_DRAW_QUOTA | HOOK_DRAW_CHOICE | HOOK_AFTER_LINES,
    .hooks = &hooks,
};
