/* strength.c — battle-line strength, §2.3 of the rules reference. */
#include "engine/strength.h"

static int counted(const struct strength_line *l, int kind, enum strength_view view)
{
    return l->up[kind] + (view == STRENGTH_FINAL ? l->down[kind] : 0);
}

void strength_context_init(struct strength_context *ctx, const struct strength_line *lines,
                           int nlines, enum strength_view view, enum season_clash clash)
{
    int winter = 0, spring = 0, top = 0;
    ctx->view = view;
    ctx->drummer = 0;
    for (int i = 0; i < nlines; i++) {
        const struct strength_line *l = &lines[i];
        winter += counted(l, CARD_WINTER, view);
        spring += counted(l, CARD_SPRING, view);
        if (counted(l, CARD_DRUMMER, view))
            ctx->drummer |= (uint8_t)(1u << i);
        for (int k = CARD_MERCENARY_KINDS - 1; k >= 0; k--)
            if (counted(l, k, view)) {
                int printed = card_info((enum card_kind)k)->printed;
                if (printed > top)
                    top = printed;
                break;
            }
    }
    ctx->cancelled = clash == SEASONS_CANCEL && winter && spring;
    ctx->winter = winter && !ctx->cancelled;
    ctx->spring = spring && !ctx->cancelled;
    ctx->spring_top = top;
}

int strength_card_value(const struct strength_context *ctx, int line, int kind, bool face_down,
                        unsigned *rules)
{
    unsigned applied = 0;
    int value = 0;
    const struct card_info *c = card_info((enum card_kind)kind);
    if (face_down && ctx->view == STRENGTH_ANNOUNCED) {
        applied = SR_HIDDEN;
    } else if (c->mercenary) {
        applied = SR_PRINTED;
        value = c->printed;
        if (ctx->winter) {
            value = 1;
            applied |= SR_WINTER;
        }
        if (ctx->drummer & (1u << line)) {
            value *= 2;
            applied |= SR_DRUMMER;
        }
        if (ctx->spring && c->printed == ctx->spring_top) {
            value += 3;
            applied |= SR_SPRING;
        }
        if (ctx->cancelled)
            applied |= SR_CANCELLED;
    } else if (c->fixed_strength) {
        value = c->fixed_strength;
        applied = SR_FIXED;
    } else {
        applied = SR_NO_VALUE;
        if (ctx->cancelled && (kind == CARD_WINTER || kind == CARD_SPRING))
            applied |= SR_CANCELLED;
    }
    if (rules)
        *rules = applied;
    return value;
}

/* One line's mercenaries: how many, their printed values summed, and the
 * highest kind among them (-1: none). `down` is 0 or 1, a constant where
 * it is inlined, so each view gets its own loop. */
static inline void line_mercenaries(const struct strength_line *l, int down, int *count,
                                    int *sum, int *top)
{
    /* the catalogue's printed values (card.c), as constants: the test of
     * strength_compute against strength_card_value keeps them equal */
    static const int printed[CARD_MERCENARY_KINDS] = { 1, 2, 3, 4, 5, 6, 10 };
    int n_all = 0, s = 0, high = -1;
    for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
        int n = l->up[k] + down * l->down[k];
        n_all += n;
        s += n * printed[k];
        high = n ? k : high;
    }
    *count = n_all;
    *sum = s;
    *top = high;
}

/* The same sums as strength_card_value() card by card, in two passes over
 * the counts: each line's mercenaries counted and added at printed value,
 * then Winter (every mercenary 1), the Drummer (x2) and Spring (+3 on each
 * mercenary of the highest printed value) applied to those sums. */
void strength_compute(const struct strength_line *lines, int nlines, enum strength_view view,
                      enum season_clash clash, int *out)
{
    const int heroine = 10, courtesan = 1; /* fixed strengths (card.c) */
    const int down = view == STRENGTH_FINAL; /* face-down cards count */
    int winter = 0, spring = 0, top = -1; /* top: the kind of the highest printed value */
    int count[STRENGTH_MAX_LINES], sum[STRENGTH_MAX_LINES], fixed[STRENGTH_MAX_LINES];
    unsigned drummer = 0;
    for (int i = 0; i < nlines; i++) {
        const struct strength_line *l = &lines[i];
        int high;
        if (down)
            line_mercenaries(l, 1, &count[i], &sum[i], &high);
        else
            line_mercenaries(l, 0, &count[i], &sum[i], &high);
        top = high > top ? high : top;
        fixed[i] = (l->up[CARD_HEROINE] + down * l->down[CARD_HEROINE]) * heroine +
                   (l->up[CARD_COURTESAN] + down * l->down[CARD_COURTESAN]) * courtesan;
        winter += l->up[CARD_WINTER] + down * l->down[CARD_WINTER];
        spring += l->up[CARD_SPRING] + down * l->down[CARD_SPRING];
        if (l->up[CARD_DRUMMER] + down * l->down[CARD_DRUMMER])
            drummer |= 1u << i;
    }
    int cancelled = clash == SEASONS_CANCEL && winter && spring;
    int winter_on = winter && !cancelled, spring_on = spring && !cancelled && top >= 0;
    for (int i = 0; i < nlines; i++) {
        int v = winter_on ? count[i] : sum[i];
        if (drummer >> i & 1u)
            v *= 2;
        if (spring_on)
            v += 3 * (lines[i].up[top] + down * lines[i].down[top]);
        out[i] = v + fixed[i];
    }
}

int strength_winner(const int *strength, int nlines)
{
    int best = -1, tied = 0;
    for (int i = 0; i < nlines; i++) {
        if (best < 0 || strength[i] > strength[best]) {
            best = i;
            tied = 0;
        } else if (strength[i] == strength[best]) {
            tied = 1;
        }
    }
    return tied ? -1 : best;
}
