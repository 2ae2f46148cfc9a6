/* heuristic_internal.h — internal to the heuristic bot: the facts read once
 * per decision from the seat's observation (the battle's standing, the
 * cards not yet seen, the round's outlook), the tunable weights, and the
 * functions of each part (region values, hand values, battle decisions).
 * Nothing here reads anything but the observation and the legal actions. */
#ifndef CONDOTTIERE_HEURISTIC_INTERNAL_H
#define CONDOTTIERE_HEURISTIC_INTERNAL_H

#include <stdbool.h>

#include "ai/heuristic_bot.h"
#include "ai/heuristic_kinds.h"
#include "engine/strength.h"

/* What the bot reads of each card kind, as constants (the lookups of
 * card_info() cost more than the decisions that use them):
 *   alone        its strength on its own: a mercenary's printed value, the
 *                fixed strength of the Heroine and the Courtesan, 0 otherwise
 *   winter       the same under Winter (a mercenary counts 1)
 *   keep_halves  what keeping it is worth, in halves of a strength point
 *                (the Drummer's depends on the hand: card_keep_value)
 * tests/test_bots_tables.c checks them against the catalogue (card.c).
 * Every keep value is a whole number of halves, so a hand's keep value
 * (hview.hand_power) is summed exactly, in any order, as halves. */
struct heuristic_card {
    int alone;
    int winter;
    int keep_halves;
};
extern const struct heuristic_card heuristic_cards[CARD_KINDS];
/* The same as weights of the kinds (heuristic_kinds.h): `alone`, `winter`,
 * `keep_halves` (the Drummer's lane 0: its value depends on the hand), and
 * `alone` of the mercenaries only. tests/test_bots_tables.c checks them. */
extern const struct kind_weights heuristic_alone, heuristic_winter, heuristic_keep,
    heuristic_mercenary;

/* The weights, in "region" units (conquering an ordinary region = 1) and
 * in strength points. Set from measurements (doc/bots.md). */
struct heuristic_params {
    double win_value;        /* a region that wins the game */
    double progress_value;   /* each region less needed to win */
    double near_value;       /* extra when the remaining need becomes 1 */
    double deny_win;         /* an opponent would win the game with the region */
    double deny_share;       /* weight of an opponent's ordinary gain */
    double deny_any;         /* weight of a seat still playing that would win the game */
    double future_battle;    /* value of one future battle of the round */
    double cards_per_battle; /* cards a player spends in a battle, on average */
    double response;         /* share of an active opponent's likely cards counted as threat */
    int response_cards;      /* at most this many of an opponent's cards count */
    double token_value;      /* the Condottiere token (choosing the next region) */
    double lead_now;         /* safety too costly: still take the lead with one card kept at most this */
    double decoy_ratio;      /* weak hand: below this share of the average hand, decoy */
    double hidden_weight;    /* hidden-cards: another seat's face-down card counts this
                              * many times the average card it may be (above 1: the bot
                              * plays safe against a card it cannot see) */
    double hidden_response;  /* hidden-cards: what a seat still playing may add, this
                              * many times the standard game's guess (its next card
                              * comes face down too) */
    double hidden_lead;      /* hidden-cards: another seat's face-down card counts this
                              * many times the average when I take the lead with a
                              * small card (rule 6 of the battle) */
    double draw_keep;        /* draw-after-battle: a strength point kept is worth this
                              * share of the round's estimate (cards spent come back
                              * with the draws), and nothing when the hand is at its
                              * limit */
    double capture_take;     /* capture-regions: choosing a region another seat holds,
                              * what its loss is worth to me */
    double capture_near;     /* ...more when that seat is one region from victory */
};

extern const struct heuristic_params heuristic_default_params;

/* What one decision knows, from the observation only. */
struct hview {
    const struct game *g;
    const struct observation *o;
    const struct heuristic_params *p;
    int me, n;
    struct heuristic_board *b;   /* the board: kept by the bot, or `board` */
    struct heuristic_board board;
    int mine;                 /* my line's announced strength */
    int best;                 /* the strongest other participant's line (0 if none) */
    int best_seat;            /* its seat, or -1 */
    uint8_t others;           /* other participants of the battle */
    uint8_t active;           /* ...of them, those who may still play */
    int unseen_count;         /* cards neither mine nor face up nor discarded */
    double unseen_avg;        /* average strength of such a card */
    double unseen_avg_winter; /* ...if Winter were in play */
    int hand_mercenaries;     /* printed values of the mercenaries in my hand */
    int drummer_halves;       /* a Drummer kept: half of them, 2 to 10 (in halves) */
    double hand_power;        /* my hand's keep value, in strength points */
    double kappa;             /* region value of one strength point kept for later */
    double future;            /* expected value of the rest of the round */
    /* hidden-cards (R-OPT-HIDDEN): my own face-down card counts for me
     * (the strength view is the final one), and another seat's face-down
     * card counts as the average unseen card that may be face down. */
    bool hidden;              /* the ruleset plays cards face down */
    enum strength_view view;  /* STRENGTH_FINAL with hidden, else ANNOUNCED */
    bool unseen_read;         /* read_unseen done for this decision */
    double hidden_avg;        /* a face-down card of another seat, on average */
    double hidden_avg_winter; /* ...if Winter were in play */
    double hidden_drummer;    /* the chance that such a card is a Drummer */
    double hidden_merc;       /* ...what its Mercenaries add to that average (a Drummer
                               * in the line doubles them) */
    double hidden_merc_winter;/* ...if Winter were in play */
    double extra[GAME_MAX_SEATS]; /* each other seat's face-down cards, so read */
    int best_lead;            /* `best` with the face-down cards at hidden_lead */
    int final_str[GAME_MAX_SEATS];   /* every line in the final view (mine whole) */
    uint8_t hidden_n[CARD_KINDS];    /* unseen cards of each kind that may be face down */
    int edge;                 /* capture-regions: 1 when I defend (a tie keeps my
                               * region): taken off the other lines */
    bool truce;               /* bishop-truce: the Bishop ends the battle, no winner */
    enum spring_top spring;   /* the spring-highest reading (the game's) */
    bool bishop_effective;    /* bishop-highest=effective (a Drummer doubles) */
    bool bishop_winter_all;   /* bishop-winter=all (under Winter all are 1) */
    bool bishop_reading;      /* either: the Bishop judged as the engine reads it */
    bool draw;                /* draw-after-battle: no rounds, a draw after each battle */
    bool flip_first;          /* hidden-cards, flip=any-card, flip-timing=before: my
                               * Bishop or Scarecrow turns my face-down card up
                               * before its effect (it may discard or take it) */
    bool last_stand;          /* battle_value: a seat would win the game with this
                               * region and nobody but me can still stop it */
};

/* Every line's strength, and a card's context, under the game's reading of
 * Spring (spring-highest: the bot never assumes the default). */
static inline void hv_strengths(const struct hview *v, const struct strength_line *lines,
                                enum strength_view view, int *out)
{
    if (v->spring == SPRING_TOP_EFFECTIVE)
        strength_compute_spring(lines, v->n, view, SEASONS_EXCLUSIVE, v->spring, out);
    else
        strength_compute(lines, v->n, view, SEASONS_EXCLUSIVE, out);
}
static inline void hv_context(const struct hview *v, struct strength_context *ctx,
                              const struct strength_line *lines)
{
    strength_context_init_spring(ctx, lines, v->n, v->view, SEASONS_EXCLUSIVE, v->spring);
}

/* strength_card_value of a face-up card of `kind` in `line`, from the
 * table (no catalogue look-up): what a card adds to the line when it
 * changes nothing else (changes_context). tests/test_bots_tables.c checks
 * it against the engine's in every context. */
static inline int hv_card_value(const struct strength_context *ctx, int line, int kind)
{
    if (kind < 0 || kind >= CARD_KINDS)
        return 0;
    int printed = heuristic_cards[kind].alone;
    if (kind >= CARD_MERCENARY_KINDS)
        return printed; /* the Heroine's and the Courtesan's fixed strengths, else 0 */
    int value = ctx->winter ? 1 : printed;
    if (ctx->drummer >> line & 1u)
        value *= 2;
    if (ctx->spring && (ctx->spring_effective ? value : printed) == ctx->spring_top)
        value += 3;
    return value;
}

/* The board and the battle's standing. With `kept` (a bot's memory, for
 * heuristic_default_params only) the board is read from it when its key
 * is the observation's, and read into it otherwise; with NULL, into
 * v->board. */
void hview_init(struct hview *v, const struct game *g, const struct observation *o,
                const struct heuristic_params *p, struct heuristic_board *kept);
/* The board for one seat: its connected parts, the largest of them, the
 * regions it still needs, and what a region away from its others is
 * worth to it (read when first asked for, by region_gain:
 * heuristic_region.c). */
void hview_read_seat(struct hview *v, int seat);
/* The cards: unseen ones, my hand's power, the round's outlook (kappa).
 * Only the decisions that need them pay for them. */
void hview_read_cards(struct hview *v);

static inline int count_bits(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}

bool action_in(action a, const action *legal, int nlegal);

/* ---- region values (heuristic_region.c) ---- */
/* What conquering `region` is worth to `seat`. */
double region_gain(struct hview *v, int seat, int region);
/* The same for several seats, with what the board says about the region
 * read once (its neighbours, and how many of them are free). */
struct region_look {
    region_set bit, around;
    int free_near;
};
static inline struct region_look region_look(const struct hview *v, int region)
{
    struct region_look l;
    l.bit = (region_set)1u << region;
    l.around = region_neighbours(region);
    l.free_near = count_bits(l.around & v->b->free_regions & ~l.bit);
    return l;
}
double region_gain_read(struct hview *v, int seat, const struct region_look *l);
/* region_gain of a looked-at region: inline for the common case (the
 * seat read, the region away from all its others: the same progress for
 * every such region, plus its free neighbours), else region_gain_read;
 * the same value either way, computed in the same order. */
static inline double region_gain_at(struct hview *v, int seat, const struct region_look *l)
{
    const struct heuristic_board *b = v->b;
    if ((b->seats_read >> seat & 1u) && !(l->around & b->owned[seat]) &&
        b->far_needed[seat] > 0) {
        double gain = b->far_gain[seat];
        gain += 0.1 * l->free_near;
        return gain;
    }
    return region_gain_read(v, seat, l);
}
/* region_gain of the battle's region (the observation's contested one)
 * for `seat`, read once per board (hview.b->gain): inline when read
 * already, else contested_gain_read. */
double contested_gain_read(struct hview *v, int seat);
static inline double contested_gain(struct hview *v, int seat)
{
    const struct heuristic_board *b = v->b;
    if (b->gains_region == v->o->contested && (b->gains_read >> seat & 1u))
        return b->gain[seat];
    return contested_gain_read(v, seat);
}
/* The largest connected set of `seat` if it held `region` too (what
 * region_gain reads of the board; tests check it against the map's). */
int hview_connected_with(struct hview *v, int seat, int region);
/* How bad it is for me if a seat (not me) conquers a region worth `gain`
 * to it (its region_gain). */
double threat_of_gain(const struct hview *v, double gain);
/* The value for me of winning the current battle (own gain and denial);
 * *deny_seat receives the opponent it denies most, or -1. */
double battle_value(struct hview *v, int *deny_seat, bool *deny_win);
action choose_region(struct hview *v, const action *legal, int nlegal,
                     struct heuristic_why *why);
action choose_pope(struct hview *v, const action *legal, int nlegal,
                   struct heuristic_why *why);

/* ---- hand values (heuristic_hand.c) ---- */
/* A Drummer's keep value, in halves of a strength point, with mercenaries
 * of these printed values in hand (hview_init reads it once). */
int drummer_keep_halves(int hand_mercenaries);
/* What keeping a card of `kind` is worth, in halves of a strength point
 * (0 for a kind out of range)... */
static inline int card_keep_halves(const struct hview *v, int kind)
{
    if (kind == CARD_DRUMMER)
        return v->drummer_halves;
    return kind >= 0 && kind < CARD_KINDS ? heuristic_cards[kind].keep_halves : 0;
}
/* ...and in strength points. */
static inline double card_keep_value(const struct hview *v, int kind)
{
    return 0.5 * card_keep_halves(v, kind);
}
action choose_keep(const struct hview *v, const action *legal, int nlegal,
                   struct heuristic_why *why);
action choose_discard_hand(struct hview *v, const action *legal, int nlegal,
                           struct heuristic_why *why);

/* ---- battles (heuristic_battle.c) ---- */
action choose_battle_move(struct hview *v, const action *legal, int nlegal,
                          struct heuristic_why *why);
action choose_scarecrow_target(struct hview *v, const action *legal, int nlegal,
                               struct heuristic_why *why);
/* ---- the lines after a card (heuristic_lines.c) ---- */
/* The lines after I play `kind`, its effect included (Winter and Spring
 * discarding each other, the Bishop's discards), into out[0..
 * GAME_MAX_SEATS-1] (the seats past n empty). */
void lines_after(const struct hview *v, int kind, struct strength_line *out);
/* The lines as my Bishop or Scarecrow finds them when it takes effect:
 * the observation's, with my face-down card turned up first under
 * flip_first (into out[0..GAME_MAX_SEATS-1]). */
void lines_at_effect(const struct hview *v, struct strength_line *out);
/* Whether Winter is in `lines`. */
bool winter_in(const struct hview *v, const struct strength_line *lines);
/* ---- battles, continued (heuristic_battle.c) ---- */
/* Whether playing `kind` changes more than my own line's sum. */
bool changes_context(const struct hview *v, const struct strength_context *ctx, int kind);

/* ---- hidden-cards odds (heuristic_hidden.c) ---- */
/* Nobody can answer any more and another seat's card is face down: the
 * best of passing, adding cards, a card that changes the lines, or a
 * Scarecrow, by the chance to win; 0 leaves it to the usual rules. */
action hidden_showdown(struct hview *v, const action *legal, int nlegal,
                       struct heuristic_why *why);
/* The Scarecrow's target in such a showdown, or 0 (the usual rule). */
action hidden_scarecrow_target(struct hview *v, const action *legal, int nlegal,
                               struct heuristic_why *why);
/* The chance in percent that my line beats every other as the battle
 * stands (a Surrender ends it now), -1 when no other seat's card is face
 * down (the usual rule then). */
int hidden_surrender_odds(struct hview *v);
/* A Surrender against a face-down card: played from these odds up. */
#define HIDDEN_SURRENDER_ODDS 60

/* With explicit weights (tuning and tests). */
action heuristic_choose_params(const struct game *g, const struct observation *obs,
                               const action *legal, int nlegal,
                               const struct heuristic_params *p, struct heuristic_why *why);
/* The decision itself, with the board kept in `kept` (may be NULL). */
action heuristic_decide(const struct game *g, const struct observation *obs, const action *legal,
                        int nlegal, const struct heuristic_params *p,
                        struct heuristic_board *kept, struct heuristic_why *why);

#endif
