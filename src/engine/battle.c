/* battle.c — one battle (R-BATTLE): turns clockwise from the token holder,
 * playing and passing, forced passes, and the cards' effects when played:
 * Winter and Spring discard each other, Bishop (R-BISHOP), Scarecrow
 * (R-SCARECROW), Surrender (R-SURRENDER); the rule modules' hooks where a
 * module changes them (face-down cards, soft passes, a Bishop's truce). */
#include <string.h>

#include "engine/game_rules.h"
#include "engine/kind_counts.h"

region_set battle_targetable_regions(const struct game *g, const struct state *s)
{
    region_set taken = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        taken |= s->owned[seat];
    if (s->pope != SEAT_NONE)
        taken |= (region_set)1u << s->pope;
    region_set set = REGION_ALL & ~taken;
    if (g->hooked & HOOK_TARGET_REGIONS)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->target_regions)
                set = g->hooks[i]->target_regions(g, s, set);
    return set;
}

region_set battle_pope_regions(const struct game *g, const struct state *s)
{
    region_set taken = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        taken |= s->owned[seat];
    region_set set = REGION_ALL & ~taken;
    /* pope-contested=forbidden: not the region being fought over */
    if (g->rules.reading[READING_POPE_CONTESTED] == POPE_CONTESTED_FORBIDDEN &&
        s->contested < REGION_COUNT)
        set &= ~((region_set)1u << s->contested);
    if (g->hooked & HOOK_POPE_REGIONS)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->pope_regions)
                set = g->hooks[i]->pope_regions(g, s, set);
    return set;
}

bool battle_may_pass_reveal(const struct game *g, const struct state *s, int seat)
{
    if (!g->pass_reveal)
        return false;
    for (int k = 0; k < CARD_KINDS; k++)
        if (s->lines[seat].down[k])
            return true;
    return false;
}

bool battle_may_play(const struct game *g, const struct state *s, int seat, int kind)
{
    if (!(g->hooked & HOOK_MAY_PLAY))
        return true;
    for (int i = 0; i < g->nmodules; i++)
        if (g->hooks[i]->may_play && !g->hooks[i]->may_play(g, s, seat, kind))
            return false;
    return true;
}

bool battle_may_decline(const struct game *g, const struct state *s)
{
    if (!(g->hooked & HOOK_MAY_DECLINE))
        return false;
    for (int i = 0; i < g->nmodules; i++)
        if (g->hooks[i]->may_decline && g->hooks[i]->may_decline(g, s))
            return true;
    return false;
}

/* Can `seat` play anything at all? */
static bool has_playable(const struct game *g, const struct state *s, int seat)
{
    if (!s->hand_count[seat])
        return false;
    if (!(g->hooked & HOOK_MAY_PLAY))
        return true;
    for (int k = 0; k < CARD_KINDS; k++)
        if (s->hand[seat][k] && battle_may_play(g, s, seat, k))
            return true;
    return false;
}

static int announced_strength(const struct game *g, const struct state *s, int seat)
{
    int strength[GAME_MAX_SEATS];
    game_line_strengths(g, s, STRENGTH_ANNOUNCED, strength);
    return strength[seat];
}

void battle_start(const struct game *g, struct state *s, int first, struct event_log *log)
{
    s->phase = PHASE_BATTLE;
    s->passed = 0;
    s->played = 0;
    s->defender = SEAT_NONE;
    HOOKS_EACH(g, HOOK_ON_BATTLE_START, on_battle_start, g, s, log);
    struct event *e = event_add(log, EVENT_BATTLE_START, first);
    if (e) {
        e->region = s->contested;
        e->count = (uint16_t)(s->battles + 1);
        e->flag = s->final_battle;
        e->other = s->defender;
    }
    /* battle_next_turn looks from the seat after `current`: start before `first`. */
    s->current = (uint8_t)((first + s->nseats - 1) % s->nseats);
    battle_next_turn(g, s, log);
}

void battle_mark_passed(struct state *s, int seat, int flag, struct event_log *log)
{
    if (flag != 2)
        s->passed |= (uint8_t)(1u << seat);
    struct event *e = event_add(log, EVENT_PASS, seat);
    if (e)
        e->flag = (uint8_t)flag;
}

void battle_next_turn(const struct game *g, struct state *s, struct event_log *log)
{
    unsigned active = (unsigned)s->participants & ~(unsigned)s->passed;
    unsigned cur = s->current;
    while (active) {
        /* The first active seat after `cur`, clockwise (`cur` itself last). */
        unsigned after = active & ~((2u << cur) - 1);
        unsigned seat = (unsigned)__builtin_ctz(after ? after : active);
        if (!has_playable(g, s, (int)seat)) {
            /* R-BATTLE: no card (that may be played): must pass */
            battle_mark_passed(s, (int)seat, 1, log);
            active &= ~(1u << seat);
            cur = seat;
            continue;
        }
        s->current = (uint8_t)seat;
        s->phase = PHASE_BATTLE;
        return;
    }
    conclude_battle(g, s, BATTLE_BY_PASSES, log);
}

void battle_pass(const struct game *g, struct state *s, struct event_log *log)
{
    if (g->hooked & HOOK_ON_PASS)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->on_pass && g->hooks[i]->on_pass(g, s, s->current, log))
                return;
    battle_mark_passed(s, s->current, 0, log);
    battle_next_turn(g, s, log);
}

/* Discards every card of `kind` from every line (Winter and Spring). */
static void discard_season(struct state *s, int kind, int by, struct event_log *log)
{
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->lines[seat].up[kind];
        if (!n)
            continue;
        line_remove(s, seat, kind, n);
        s->discard[kind] = (uint8_t)(s->discard[kind] + n);
        struct event *e = event_add(log, EVENT_SEASON_DISCARD, seat);
        if (e) {
            e->card = (uint8_t)kind;
            e->count = (uint16_t)n;
            e->other = (uint8_t)by;
        }
    }
}

/* R-BISHOP: every face-up mercenary of the highest printed value in play,
 * in every line (passed players' included), is discarded. Face-down
 * cards count neither for "highest" nor for the discard (R-OPT-HIDDEN). */
/* The value a Bishop compares for mercenary `kind` in seat's line: its
 * printed value, doubled by a Drummer with bishop-highest=effective, 1 for
 * all under Winter with bishop-winter=all. */
static int bishop_value(const struct game *g, const struct state *s, int seat, int kind,
                        bool winter_all)
{
    if (winter_all)
        return 1;
    int v = card_info((enum card_kind)kind)->printed;
    if (g->rules.reading[READING_BISHOP_HIGHEST] == BISHOP_HIGHEST_EFFECTIVE &&
        s->lines[seat].up[CARD_DRUMMER])
        v *= 2;
    return v;
}

/* The Bishop's discards under the readings that are not the default. */
static void bishop_discard_reading(const struct game *g, struct state *s, int by,
                                   struct event_log *log)
{
    bool winter_all = false;
    if (g->rules.reading[READING_BISHOP_WINTER] == BISHOP_WINTER_ALL)
        for (int seat = 0; seat < s->nseats; seat++)
            winter_all |= s->lines[seat].up[CARD_WINTER] > 0;
    int top = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            if (s->lines[seat].up[k] && bishop_value(g, s, seat, k, winter_all) > top)
                top = bishop_value(g, s, seat, k, winter_all);
    for (int seat = 0; seat < s->nseats; seat++)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
            int n = s->lines[seat].up[k];
            if (!n || bishop_value(g, s, seat, k, winter_all) != top)
                continue;
            line_remove(s, seat, k, n);
            s->discard[k] = (uint8_t)(s->discard[k] + n);
            struct event *e = event_add(log, EVENT_BISHOP_DISCARD, seat);
            if (e) {
                e->card = (uint8_t)k;
                e->count = (uint16_t)n;
                e->other = (uint8_t)by;
            }
        }
}

void battle_bishop_discard(const struct game *g, struct state *s, int by,
                           struct event_log *log)
{
    if (g->rules.reading[READING_BISHOP_HIGHEST] != BISHOP_HIGHEST_PRINTED ||
        g->rules.reading[READING_BISHOP_WINTER] != BISHOP_WINTER_PRINTED) {
        bishop_discard_reading(g, s, by, log);
        return;
    }
    /* the highest mercenary face up anywhere: the lines' mercenary
     * counts ORed a word at a time, then its bytes from the top */
    uint64_t any = 0;
    for (int seat = 0; seat < s->nseats; seat++)
        any |= kind_counts_mercenaries(s->lines[seat].up);
    if (!any)
        return;
    uint8_t present[sizeof any];
    memcpy(present, &any, sizeof any);
    int top = CARD_MERCENARY_KINDS - 1;
    while (!present[top])
        top--;
    for (int seat = 0; seat < s->nseats; seat++) {
        int n = s->lines[seat].up[top];
        if (!n)
            continue;
        line_remove(s, seat, top, n);
        s->discard[top] = (uint8_t)(s->discard[top] + n);
        struct event *e = event_add(log, EVENT_BISHOP_DISCARD, seat);
        if (e) {
            e->card = (uint8_t)top;
            e->count = (uint16_t)n;
            e->other = (uint8_t)by;
        }
    }
}

static bool line_has_mercenary(const struct state *s, int seat)
{
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
        if (s->lines[seat].up[k])
            return true;
    return false;
}

bool battle_face_down(const struct game *g, const struct state *s, int seat, int kind)
{
    if (g->hooked & HOOK_FACE_DOWN)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->face_down && g->hooks[i]->face_down(g, s, seat, kind))
                return true;
    return false;
}

void battle_play(const struct game *g, struct state *s, int kind, struct event_log *log)
{
    int seat = s->current;
    s->hand[seat][kind]--;
    s->hand_count[seat]--;
    s->played |= (uint8_t)(1u << seat);
    HOOKS_EACH(g, HOOK_BEFORE_PLAY, before_play, g, s, seat, kind, log);
    bool down = battle_face_down(g, s, seat, kind);
    struct event *e = event_add(log, EVENT_PLAY, seat);
    if (e) {
        e->card = (uint8_t)kind;
        e->flag = down;
    }
    if (down) {
        line_add_face_down(s, seat, kind);
        if (e)
            e->value = (int16_t)announced_strength(g, s, seat);
        battle_next_turn(g, s, log);
        return;
    }
    if (g->hooked & HOOK_CARD_EFFECT)
        for (int i = 0; i < g->nmodules; i++)
            if (g->hooks[i]->card_effect) {
                /* The module reports the strength itself if it wants to;
                 * the play event keeps the strength before its effect. */
                if (e)
                    e->value = (int16_t)announced_strength(g, s, seat);
                if (g->hooks[i]->card_effect(g, s, seat, kind, log))
                    return;
            }
    switch (kind) {
    case CARD_WINTER:
    case CARD_SPRING:
        discard_season(s, kind == CARD_WINTER ? CARD_SPRING : CARD_WINTER, seat, log);
        line_add(s, seat, kind);
        break;
    case CARD_BISHOP:
    case CARD_SCARECROW:
        /* Both are discarded once their effect is done. */
        s->discard[kind]++;
        break;
    default:
        line_add(s, seat, kind);
        break;
    }
    if (kind == CARD_BISHOP)
        battle_bishop_discard(g, s, seat, log);
    if (e) /* the line's strength once the card has taken effect */
        e->value = (int16_t)announced_strength(g, s, seat);
    if (kind != CARD_SCARECROW)
        HOOKS_EACH(g, HOOK_AFTER_PLAY, after_play, g, s, seat, kind, log);
    switch (kind) {
    case CARD_SURRENDER:
        conclude_battle(g, s, BATTLE_BY_SURRENDER, log);
        return;
    case CARD_BISHOP:
        if (!s->final_battle) {
            s->phase = PHASE_POPE; /* RULING: no Pope in the final battle */
            return;
        }
        break;
    case CARD_SCARECROW:
        if (line_has_mercenary(s, seat)) {
            s->phase = PHASE_SCARECROW;
            return;
        }
        /* RULING: no mercenary in the line: nothing to take back, no question. */
        e = event_add(log, EVENT_SCARECROW, seat);
        if (e)
            e->value = (int16_t)announced_strength(g, s, seat);
        HOOKS_EACH(g, HOOK_AFTER_PLAY, after_play, g, s, seat, kind, log);
        break;
    default:
        break;
    }
    battle_next_turn(g, s, log);
}

void battle_scarecrow(const struct game *g, struct state *s, int kind, struct event_log *log)
{
    int seat = s->current;
    if (kind >= 0) {
        line_remove(s, seat, kind, 1);
        s->hand[seat][kind]++;
        s->hand_count[seat]++;
    }
    struct event *e = event_add(log, EVENT_SCARECROW, seat);
    if (e) {
        if (kind >= 0)
            e->card = (uint8_t)kind;
        e->value = (int16_t)announced_strength(g, s, seat);
    }
    HOOKS_EACH(g, HOOK_AFTER_PLAY, after_play, g, s, seat, CARD_SCARECROW, log);
    battle_next_turn(g, s, log);
}

void battle_pope(const struct game *g, struct state *s, int region, struct event_log *log)
{
    s->pope = region < 0 ? SEAT_NONE : (uint8_t)region;
    struct event *e = event_add(log, EVENT_POPE, s->current);
    if (e)
        e->region = s->pope;
    /* pope-contested=truce: no battle may take place under the Pope */
    if (g->rules.reading[READING_POPE_CONTESTED] == POPE_CONTESTED_TRUCE && region >= 0 &&
        region == s->contested)
        conclude_battle(g, s, BATTLE_BY_BISHOP, log);
    else
        battle_next_turn(g, s, log);
}
