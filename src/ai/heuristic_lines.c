/* heuristic_lines.c — the battle lines as the heuristic bot sees them
 * after a card it may play (R-BATTLE): the engine's lines copied, the card
 * added, Winter and Spring discarding each other, the Bishop's discards
 * under the game's readings (R-BISHOP); and whether Winter is in play. */
#include <string.h>

#include "ai/heuristic_internal.h"

/* The Bishop's discards under the bishop-highest and bishop-winter
 * readings that are not the default (as the engine makes them): the
 * face-up mercenaries whose value is the highest — doubled by a Drummer in
 * their line with bishop-highest=effective, all alike (1) under Winter
 * with bishop-winter=all. */
static int bishop_value(const struct hview *v, const struct strength_line *l, int kind,
                        bool winter_all)
{
    if (winter_all)
        return 1;
    int value = heuristic_cards[kind].alone;
    return v->bishop_effective && l->up[CARD_DRUMMER] ? 2 * value : value;
}

static void bishop_by_reading(const struct hview *v, struct strength_line *out)
{
    bool winter_all = v->bishop_winter_all && winter_in(v, out);
    int top = 0;
    for (int s = 0; s < v->n; s++)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            if (out[s].up[k] && bishop_value(v, &out[s], k, winter_all) > top)
                top = bishop_value(v, &out[s], k, winter_all);
    int value[GAME_MAX_SEATS][CARD_MERCENARY_KINDS];
    for (int s = 0; s < v->n; s++) /* before any discard: a Drummer stays */
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            value[s][k] = bishop_value(v, &out[s], k, winter_all);
    for (int s = 0; s < v->n; s++)
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++)
            if (out[s].up[k] && value[s][k] == top)
                out[s].up[k] = 0;
}

/* The lines of the observation into out[] (at least GAME_MAX_SEATS):
 * all of them, a fixed size the compiler copies with vector moves (a
 * copy of n lines was a library call). */
static inline void copy_lines(const struct hview *v, struct strength_line *out)
{
    enum { HALF = GAME_MAX_SEATS / 2 };
    _Static_assert(GAME_MAX_SEATS % 2 == 0, "two halves");
    memcpy(out, v->o->lines, HALF * sizeof(struct strength_line));
    memcpy(out + HALF, v->o->lines + HALF, HALF * sizeof(struct strength_line));
}

void lines_at_effect(const struct hview *v, struct strength_line *out)
{
    copy_lines(v, out);
    if (!v->flip_first)
        return;
    struct strength_line *mine = &out[v->me];
    for (int k = 0; k < CARD_KINDS; k++) {
        mine->up[k] = (uint8_t)(mine->up[k] + mine->down[k]);
        mine->down[k] = 0;
    }
}

/* The lines after I play `kind`, its effect included. */
void lines_after(const struct hview *v, int kind, struct strength_line *out)
{
    if (kind == CARD_BISHOP || kind == CARD_SCARECROW)
        lines_at_effect(v, out);
    else
        copy_lines(v, out);
    struct strength_line *mine = &out[v->me];
    switch (kind) {
    case CARD_WINTER:
    case CARD_SPRING: {
        int other = kind == CARD_WINTER ? CARD_SPRING : CARD_WINTER;
        for (int s = 0; s < v->n; s++)
            out[s].up[other] = 0;
        mine->up[kind]++;
        break;
    }
    case CARD_BISHOP: {
        if (v->bishop_reading) {
            bishop_by_reading(v, out);
            break;
        }
        int top = -1;
        for (int s = 0; s < v->n; s++)
            for (int k = CARD_MERCENARY_KINDS - 1; k > top; k--)
                if (out[s].up[k]) {
                    top = k;
                    break;
                }
        if (top >= 0)
            for (int s = 0; s < v->n; s++)
                out[s].up[top] = 0;
        break;
    }
    case CARD_SCARECROW:
        break;
    default:
        if (kind >= 0 && kind < CARD_KINDS)
            mine->up[kind]++;
        break;
    }
}

bool winter_in(const struct hview *v, const struct strength_line *lines)
{
    for (int s = 0; s < v->n; s++)
        if (lines[s].up[CARD_WINTER])
            return true;
    return false;
}
