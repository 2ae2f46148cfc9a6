/* game_rules.h — internal to the engine and the rule modules (src/engine,
 * src/rules): the standard game's rules split at hook points, the hook
 * table that a rule module fills, and the helpers they share (battle
 * lines, events, dealing, the end of the game).
 *
 *   hook point         standard rule here                 file
 *   adjust             game_init (effective numbers)      game.c
 *   target_regions     battle_targetable_regions          battle.c
 *   pope_regions       battle_pope_regions                battle.c
 *   may_decline        (none: the holder must designate)  apply.c
 *   on_decline         round_decline                      round.c
 *   on_battle_start    battle_start                       battle.c
 *   may_play           battle_may_play                    battle.c
 *   before_play,
 *   face_down,
 *   card_effect,
 *   after_play         battle_play, battle_scarecrow      battle.c
 *   on_pass            battle_pass                        battle.c
 *   before_strength,
 *   on_battle_end      conclude_battle                    conclude.c
 *   draw               (none: rounds deal)                conclude.c
 *   draw_quota,
 *   draw_choice        (none: no PHASE_DRAW)              conclude.c
 *   after_lines        round_region_chosen (steps 3-4)    round.c
 *   final_battle       final_battle_start                 victory.c
 *   score              (points-game only)                 campaign.c
 *   victory            victory_reached, victory_no_region_left  victory.c
 *
 * Hooks of several modules run in registry order. The rule modules
 * (src/rules) fill the tables; enabling a module stores its table in the
 * ruleset (ruleset.hooks), and game_init collects them into struct game:
 * the engine knows no module, it only calls hooks. */
#ifndef CONDOTTIERE_GAME_RULES_H
#define CONDOTTIERE_GAME_RULES_H

#include <stdbool.h>

#include "engine/event.h"
#include "engine/game.h"

/* ---- hooks of the rule modules ---- */
enum rule_hook_point {
    HOOK_ADJUST = 1u << 0,
    HOOK_TARGET_REGIONS = 1u << 1,
    HOOK_POPE_REGIONS = 1u << 2,
    HOOK_MAY_DECLINE = 1u << 3,
    HOOK_ON_DECLINE = 1u << 4,
    HOOK_ON_BATTLE_START = 1u << 5,
    HOOK_MAY_PLAY = 1u << 6,
    HOOK_BEFORE_PLAY = 1u << 7,
    HOOK_FACE_DOWN = 1u << 8,
    HOOK_CARD_EFFECT = 1u << 9,
    HOOK_ON_PASS = 1u << 10,
    HOOK_BEFORE_STRENGTH = 1u << 11,
    HOOK_ON_BATTLE_END = 1u << 12,
    HOOK_DRAW = 1u << 13,
    HOOK_AFTER_LINES = 1u << 14,
    HOOK_FINAL_BATTLE = 1u << 15,
    HOOK_SCORE = 1u << 16,
    HOOK_AFTER_PLAY = 1u << 17,
    HOOK_DRAW_QUOTA = 1u << 18,
    HOOK_DRAW_CHOICE = 1u << 19,
    HOOK_ALL = (1u << 20) - 1,
};

/* What a battle's end decides (R-CONCLUDE step 1), before it is applied:
 * the on_battle_end hooks may change it. */
struct battle_outcome {
    int reason;       /* BATTLE_BY_* */
    int winner;       /* the conqueror, or -1 */
    int token;        /* the next token holder */
    int token_reason; /* TOKEN_* */
    bool courtesans;  /* the Courtesan exception may still move the token */
};

/* Every hook is optional (NULL: the module does not use that point). */
struct rule_hooks {
    /* game_init: change the game's effective numbers (hand, victory...). */
    void (*adjust)(struct game *g);
    /* The regions the token may go on: gets the set so far, returns it. */
    region_set (*target_regions)(const struct game *g, const struct state *s, region_set set);
    /* The regions the Pope may go on (besides off the board). */
    region_set (*pope_regions)(const struct game *g, const struct state *s, region_set set);
    /* May the token holder decline to designate a battle now? */
    bool (*may_decline)(const struct game *g, const struct state *s);
    /* The token holder declined (ACTION_DECLINE): move the game on. */
    void (*on_decline)(const struct game *g, struct state *s, struct event_log *log);
    /* A battle on s->contested begins (participants known, before any turn). */
    void (*on_battle_start)(const struct game *g, struct state *s, struct event_log *log);
    /* May `seat` play a card of `kind` (held) now? */
    bool (*may_play)(const struct game *g, const struct state *s, int seat, int kind);
    /* `seat` is about to play `kind` (already out of the hand, nothing placed). */
    void (*before_play)(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log);
    /* Is this card placed face down? */
    bool (*face_down)(const struct game *g, const struct state *s, int seat, int kind);
    /* The card's effect when played: return true when the module did it all
     * (the standard effect and the next turn are skipped: the module moves
     * the game on itself, e.g. by ending the battle). */
    bool (*card_effect)(const struct game *g, struct state *s, int seat, int kind,
                        struct event_log *log);
    /* The effect of a card played face up is done (after the Bishop's
     * discards, after the Scarecrow's choice), before the next turn or the
     * Pope's placement. */
    void (*after_play)(const struct game *g, struct state *s, int seat, int kind,
                       struct event_log *log);
    /* `seat` passes: return true when the module handled it (the turn moved on). */
    bool (*on_pass)(const struct game *g, struct state *s, int seat, struct event_log *log);
    /* The battle is over, strength not yet compared (turn cards up...). */
    void (*before_strength)(const struct game *g, struct state *s, struct event_log *log);
    /* Change the outcome of a battle (a defender keeps his region...). */
    void (*on_battle_end)(const struct game *g, const struct state *s, struct battle_outcome *o);
    /* After "compare strength" (and the victory check), before the next
     * region is chosen: cards drawn after a battle. */
    void (*draw)(const struct game *g, struct state *s, struct event_log *log);
    /* PHASE_DRAW (a draw hook asked the players): how many cards `seat`
     * may draw now, and the current seat's "draw N" (then the next seat's
     * question, or the next region: conclude_next_region). */
    int (*draw_quota)(const struct game *g, const struct state *s, int seat);
    void (*draw_choice)(const struct game *g, struct state *s, int n, struct event_log *log);
    /* Steps 3-4: the lines were just discarded and the next region is
     * chosen. Return true when the module started the next battle itself
     * (no hand discards, no rounds). */
    bool (*after_lines)(const struct game *g, struct state *s, struct event_log *log);
    /* Set up the final battle among `seats` (the board stays); return true
     * when done (the battle started), false for the standard setup. */
    bool (*final_battle)(const struct game *g, struct state *s, uint8_t seats,
                         struct event_log *log);
    /* Points of a finished game (points-game): points[seat] for every seat. */
    void (*score)(const struct game *g, const struct state *s, int *points);
};

/* Calls every enabled module's hook `name` with the arguments. */
#define HOOKS_EACH(g, point, name, ...)                                                   \
    do {                                                                                   \
        if ((g)->hooked & (point))                                                         \
            for (int hook_i_ = 0; hook_i_ < (g)->nmodules; hook_i_++)                      \
                if ((g)->hooks[hook_i_]->name)                                             \
                    (g)->hooks[hook_i_]->name(__VA_ARGS__);                                \
    } while (0)

/* ---- the game (game.c) ---- */
/* The hook points a table provides (its hooks that are not NULL). */
unsigned rule_hook_points(const struct rule_hooks *h);
/* Sets g's numbers in play and hook table from g->rules and g->nseats
 * (the modules' adjust hooks applied) and checks them. Returns 0, or -1
 * with a message. */
int game_set_numbers(struct game *g, struct msg *err);

/* ---- events (event.c) ---- */
/* A new event of `type` in the log, every field EVENT_NONE / 0, or NULL when
 * there is no log or it is full (the event is still counted). */
struct event *event_log_add(struct event_log *log, int type, int seat);
/* Without a log (a playout) nothing is called at all. */
static inline struct event *event_add(struct event_log *log, int type, int seat)
{
    return log ? event_log_add(log, type, seat) : NULL;
}

/* ---- battle lines (line.c) ---- */
void line_add(struct state *s, int seat, int kind);
/* Adds a face-down card (R-OPT-HIDDEN). */
void line_add_face_down(struct state *s, int seat, int kind);
/* Turns seat's face-down cards up (in place); returns how many, and
 * reports each with an EVENT_REVEAL. */
int line_reveal(const struct game *g, struct state *s, int seat, struct event_log *log);

/* After the draw (conclude.c): the next region is chosen, or the game
 * ends for want of one. */
void conclude_next_region(const struct game *g, struct state *s, struct event_log *log);
/* Removes up to n cards of `kind` from seat's line (latest first); returns
 * how many went. The caller puts them where they belong. */
int line_remove(struct state *s, int seat, int kind, int n);
/* Every line to the discard pile; returns the number of cards. */
int lines_discard(struct state *s);

/* ---- setup and deal (deal.c) ---- */
/* Rebuilds the deck from every card that is in no hand and no line (the
 * discard pile empties) and shuffles it. Returns its `shuffle` event (NULL
 * without a log). */
struct event *deal_rebuild_deck(const struct game *g, struct state *s, struct event_log *log);
/* Deals quota[seat] cards one at a time round the table, starting left of
 * the token holder, while the deck lasts. */
void deal_cards(const struct game *g, struct state *s, const int quota[GAME_MAX_SEATS],
                struct event_log *log);
/* The same, but an empty deck is rebuilt from the discard pile (shuffled)
 * and the deal goes on, while cards are left (R-OPT-DRAW). */
void deal_cards_reshuffling(const struct game *g, struct state *s,
                            const int quota[GAME_MAX_SEATS], struct event_log *log);
/* The round's deal: up to hand_size in hand, then extra_per_region per
 * controlled region. */
void deal_round(const struct game *g, struct state *s, struct event_log *log);

/* ---- battle (battle.c) ---- */
/* may_target_region: the regions the token may be placed on now. */
region_set battle_targetable_regions(const struct game *g, const struct state *s);
/* The regions the Pope may be placed on (besides off the board). */
region_set battle_pope_regions(const struct game *g, const struct state *s);
/* May `seat` pass? Always (R-BATTLE); inline, as the play-outs ask it on
 * every turn. */
static inline bool battle_may_pass(const struct game *g, const struct state *s, int seat)
{
    (void)g;
    (void)s;
    (void)seat;
    return true;
}
/* hidden-cards, pass-reveal=choice: may `seat` pass turning his face-down
 * card up ("pass reveal")? Only with a face-down card in his line. */
bool battle_may_pass_reveal(const struct game *g, const struct state *s, int seat);
/* May `seat` play a held card of `kind` now (the may_play hooks)? */
bool battle_may_play(const struct game *g, const struct state *s, int seat, int kind);
/* May the token holder decline to designate now (the may_decline hooks)? */
bool battle_may_decline(const struct game *g, const struct state *s);
/* Starts the battle on s->contested among s->participants; `first` plays
 * first (forced passes are applied as turns come). */
void battle_start(const struct game *g, struct state *s, int first, struct event_log *log);
/* Would `seat` place a card of `kind` face down now (a module says so)? */
bool battle_face_down(const struct game *g, const struct state *s, int seat, int kind);
/* The current seat plays `kind`: the card's effect (R-WINTER/SPRING,
 * R-BISHOP, R-SCARECROW, R-SURRENDER), then the turn moves on unless a
 * decision of the same seat is pending. */
void battle_play(const struct game *g, struct state *s, int kind, struct event_log *log);
void battle_pass(const struct game *g, struct state *s, struct event_log *log);
/* Marks `seat` as passed and reports it (flag: 0, 1 forced, 2 soft). */
void battle_mark_passed(struct state *s, int seat, int flag, struct event_log *log);
void battle_scarecrow(const struct game *g, struct state *s, int kind, struct event_log *log);
/* The Bishop's effect (R-BISHOP): the highest mercenaries leave every line,
 * as the readings say; `by` played it. */
void battle_bishop_discard(const struct game *g, struct state *s, int by, struct event_log *log);
void battle_pope(const struct game *g, struct state *s, int region, struct event_log *log);
/* After a seat's turn: the next seat that has not passed, clockwise; a
 * seat with an empty hand passes by force; nobody left: the battle ends. */
void battle_next_turn(const struct game *g, struct state *s, struct event_log *log);

/* ---- concluding a battle (conclude.c) ---- */
/* PHASE_DRAW: how many cards `seat` may draw now (the draw_quota hook; 0
 * without one), and the current seat's "draw N" (the draw_choice hook). */
int conclude_draw_quota(const struct game *g, const struct state *s, int seat);
void conclude_draw_choice(const struct game *g, struct state *s, int n, struct event_log *log);
/* R-CONCLUDE step 1 (compare strength, the token, victory), then step 2
 * (the next region, or the end of the game). `reason`: BATTLE_BY_*. */
void conclude_battle(const struct game *g, struct state *s, int reason, struct event_log *log);

/* ---- steps 3-4 and rounds (round.c) ---- */
/* The token holder chose s->contested: start the battle, or (after a
 * battle) discard the lines, offer hand discards, end the round. */
void round_region_chosen(const struct game *g, struct state *s, struct event_log *log);
/* The token holder declined to designate (ACTION_DECLINE). */
void round_decline(const struct game *g, struct state *s, struct event_log *log);
/* Starts the next battle on s->contested with every seat, the token
 * holder first. */
void round_begin_battle(const struct game *g, struct state *s, struct event_log *log);
/* Steps 3-4 after a battle (s->after_battle set): the lines are discarded,
 * hand discards are offered, a round may end; then the battle begins, or
 * with DESIGNATE_AFTER_REDEAL the token holder designates it. */
void round_after_battle(const struct game *g, struct state *s, struct event_log *log);
void round_discard_hand(const struct game *g, struct state *s, bool yes, struct event_log *log);
void round_keep(const struct game *g, struct state *s, int kind1, int kind2,
                struct event_log *log);

/* ---- victory (victory.c) ---- */
/* R-WIN: does `seat` meet the victory condition now? Returns the reason,
 * or RESULT_NONE. */
int victory_reached(const struct game *g, const struct state *s, int seat);
void game_over(struct state *s, uint8_t winners, int reason, struct event_log *log);
/* No region left (or the battle cap): the most regions wins; a tie starts
 * the final battle. */
void victory_no_region_left(const struct game *g, struct state *s, struct event_log *log);
/* The game ends for `reason`: the unique most regions wins; a tie starts
 * the final battle among the tied seats. */
void victory_most_regions(const struct game *g, struct state *s, int reason,
                          struct event_log *log);
/* The final battle among `seats` (a final_battle hook, or the standard
 * setup: every hand and line discarded, hand_size + extra per region). */
void final_battle_start(const struct game *g, struct state *s, uint8_t seats,
                        struct event_log *log);
/* The final battle's end: its winner wins, a tie is shared. */
void victory_final_battle_end(const struct game *g, struct state *s, const int *strength,
                              int reason, struct event_log *log);

static inline int next_seat(const struct state *s, int seat)
{
    return seat + 1 == s->nseats ? 0 : seat + 1;
}

#endif
