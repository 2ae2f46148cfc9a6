/* game.c — the game (ruleset + player count) and the read-only questions
 * about a state: whose turn, over or not, the result, regions that may be
 * chosen, line strengths, where the cards are. */
#include "engine/game.h"

#include <stdio.h>
#include <string.h>

#include "engine/game_rules.h"

/* Two equal positions must compare equal byte for byte: no padding. */
_Static_assert(sizeof(struct state) == offsetof(struct state, pad) + sizeof(((struct state *)0)->pad),
               "struct state has trailing padding");
_Static_assert(offsetof(struct state, battles) ==
                   offsetof(struct state, owned) + sizeof(region_set) * GAME_MAX_SEATS,
               "struct state has padding");
_Static_assert(offsetof(struct state, hand) + GAME_MAX_SEATS * CARD_KINDS + 1 <= sizeof(struct state),
               "state_hand_kinds reads one byte after the last hand");
_Static_assert(sizeof(struct state) <= 2048, "struct state must stay under 2 KB");

/* Whether the deck's count, with the cards seen, tells a number of cards
 * a player chose unseen: how many the last player kept at a round end when
 * the next deal gives 10 more (round-deal=ten-more: the up-to-10 deal
 * fills every hand to the same size again), or how many each drew when
 * the players choose their draws (draws_chosen; cards drawn after the
 * battles, a draw hook, replace the rounds' deals). Elsewhere the rules
 * fix every deal and draw, and the deck's count tells nothing that the
 * deals and the plays do not. */
static bool deck_tells_a_choice(const struct game *g)
{
    if (g->hooked & HOOK_DRAW)
        return g->draws_chosen;
    return g->keep_at_round_end > 0 &&
           g->rules.reading[READING_ROUND_DEAL] == ROUND_DEAL_TEN_MORE;
}

unsigned rule_hook_points(const struct rule_hooks *h)
{
    unsigned m = 0;
    m |= h->adjust ? HOOK_ADJUST : 0;
    m |= h->target_regions ? HOOK_TARGET_REGIONS : 0;
    m |= h->pope_regions ? HOOK_POPE_REGIONS : 0;
    m |= h->may_decline ? HOOK_MAY_DECLINE : 0;
    m |= h->on_decline ? HOOK_ON_DECLINE : 0;
    m |= h->on_battle_start ? HOOK_ON_BATTLE_START : 0;
    m |= h->may_play ? HOOK_MAY_PLAY : 0;
    m |= h->before_play ? HOOK_BEFORE_PLAY : 0;
    m |= h->face_down ? HOOK_FACE_DOWN : 0;
    m |= h->card_effect ? HOOK_CARD_EFFECT : 0;
    m |= h->on_pass ? HOOK_ON_PASS : 0;
    m |= h->before_strength ? HOOK_BEFORE_STRENGTH : 0;
    m |= h->on_battle_end ? HOOK_ON_BATTLE_END : 0;
    m |= h->draw ? HOOK_DRAW : 0;
    m |= h->draw_quota ? HOOK_DRAW_QUOTA : 0;
    m |= h->draw_choice ? HOOK_DRAW_CHOICE : 0;
    m |= h->after_lines ? HOOK_AFTER_LINES : 0;
    m |= h->final_battle ? HOOK_FINAL_BATTLE : 0;
    m |= h->score ? HOOK_SCORE : 0;
    m |= h->after_play ? HOOK_AFTER_PLAY : 0;
    return m;
}

int game_set_numbers(struct game *g, struct msg *err)
{
    const struct ruleset *r = &g->rules;
    bool small = g->nseats <= r->small_table_max;
    g->win_total = small ? r->win_total_small : r->win_total_large;
    g->win_adjacent = small ? r->win_adjacent_small : r->win_adjacent_large;
    g->first_deal = r->hand_size;
    g->hand_size = r->hand_size;
    g->extra_per_region = r->extra_per_region;
    g->keep_at_round_end = r->keep_at_round_end;
    g->hand_bonus = 0;
    g->designation = DESIGNATE_AT_ONCE;
    g->pass_reveal = false;
    g->draws_chosen = false;
    g->campaign_target = 0;
    g->campaign_exceed = false;
    g->nmodules = 0;
    g->hooked = 0;
    for (int id = 0; id < RULESET_MAX_MODULES; id++) {
        const struct rule_hooks *h = r->hooks[id];
        if (!h)
            continue;
        g->hooks[g->nmodules++] = h;
        g->hooked |= rule_hook_points(h);
        if (h->adjust)
            h->adjust(g);
    }
    g->deck_private = r->reading[READING_HAND_SIZES] == HAND_SIZES_PRIVATE &&
                      deck_tells_a_choice(g);
    g->plain_battle = !g->pass_reveal &&
                      !(g->hooked & (HOOK_MAY_PLAY | HOOK_BEFORE_PLAY | HOOK_FACE_DOWN |
                                     HOOK_CARD_EFFECT | HOOK_AFTER_PLAY | HOOK_ON_PASS));
    int biggest = g->first_deal > g->hand_size ? g->first_deal : g->hand_size;
    if (g->keep_at_round_end > biggest)
        biggest = g->keep_at_round_end;
    biggest += g->extra_per_region * REGION_COUNT + g->hand_bonus;
    if (biggest > STATE_LINE_MAX) {
        msg_fail(err, -1, "a hand could hold %d cards (at most %d)", biggest,
                     STATE_LINE_MAX);
        return -1;
    }
    if (g->win_adjacent < 1 || g->win_total < 1) {
        msg_fail(err, -1, "a victory target is below 1");
        return -1;
    }
    return 0;
}

int game_init(struct game *g, const struct ruleset *r, int nseats, struct msg *err)
{
    memset(g, 0, sizeof *g);
    if (nseats < GAME_MIN_SEATS || nseats > GAME_MAX_SEATS) {
        msg_fail(err, -1, "the standard game takes 2 to 6 players, not %d", nseats);
        return -1;
    }
    if (ruleset_check_numbers(r, err) < 0)
        return -1;
    if (r->first_token == FIRST_TOKEN_FIXED && r->first_token_seat >= nseats) {
        msg_fail(err, -1, "first-token: no seat %d with %d players", r->first_token_seat,
                     nseats);
        return -1;
    }
    g->rules = *r;
    g->nseats = nseats;
    return game_set_numbers(g, err);
}

static const char *const reason_names[] = {
    [RESULT_NONE] = "none",
    [RESULT_TOTAL] = "total",
    [RESULT_ADJACENT] = "adjacency",
    [RESULT_MOST_REGIONS] = "most-regions",
    [RESULT_FINAL_BATTLE] = "final-battle",
    [RESULT_SHARED] = "shared",
    [RESULT_BATTLE_CAP] = "battle-cap",
    [RESULT_DECLINED] = "declined",
};

const char *result_reason_name(int reason)
{
    return reason >= 0 && (size_t)reason < sizeof reason_names / sizeof reason_names[0]
               ? reason_names[reason]
               : "?";
}

static const char *const phase_names[] = {
    [PHASE_CHOOSE_REGION] = "choose-region",
    [PHASE_BATTLE] = "battle",
    [PHASE_SCARECROW] = "scarecrow",
    [PHASE_POPE] = "pope",
    [PHASE_DISCARD_HAND] = "discard-hand",
    [PHASE_KEEP] = "keep",
    [PHASE_OVER] = "over",
    [PHASE_DRAW] = "draw",
};

const char *phase_name(int phase)
{
    return phase >= 0 && (size_t)phase < sizeof phase_names / sizeof phase_names[0]
               ? phase_names[phase]
               : "?";
}

void state_result(const struct state *s, struct game_result *out)
{
    memset(out, 0, sizeof *out);
    out->winner = -1;
    if (s->phase != PHASE_OVER)
        return;
    out->over = true;
    out->winners = s->winners;
    out->nwinners = __builtin_popcount(s->winners);
    if (out->nwinners == 1)
        out->winner = __builtin_ctz(s->winners);
    out->reason = (enum result_reason)s->reason;
    out->battle_cap = s->capped;
}

region_set state_choosable_regions(const struct game *g, const struct state *s)
{
    return battle_targetable_regions(g, s);
}

void state_line_strengths(const struct state *s, enum strength_view view, int *out)
{
    strength_compute(s->lines, s->nseats, view, SEASONS_EXCLUSIVE, out);
}

void game_line_strengths(const struct game *g, const struct state *s, enum strength_view view,
                         int *out)
{
    /* Without a module that plays cards face down, no line holds one: the
     * final strength is the announced one, the face-down counts (zero)
     * need not be added. */
    if (!(g->hooked & HOOK_FACE_DOWN))
        view = STRENGTH_ANNOUNCED;
    if (g->rules.reading[READING_SPRING_HIGHEST] == SPRING_HIGHEST_EFFECTIVE)
        strength_compute_spring(s->lines, s->nseats, view, SEASONS_EXCLUSIVE,
                                SPRING_TOP_EFFECTIVE, out);
    else
        strength_compute(s->lines, s->nseats, view, SEASONS_EXCLUSIVE, out);
}

void state_card_census(const struct state *s, uint8_t out[CARD_KINDS])
{
    memcpy(out, s->discard, CARD_KINDS);
    for (int i = s->deck_top; i < s->deck_size; i++)
        out[s->deck[i]]++;
    for (int seat = 0; seat < s->nseats; seat++)
        for (int k = 0; k < CARD_KINDS; k++)
            out[k] = (uint8_t)(out[k] + s->hand[seat][k] + s->lines[seat].up[k] +
                               s->lines[seat].down[k]);
}
