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

void strength_compute(const struct strength_line *lines, int nlines, enum strength_view view,
                      enum season_clash clash, int *out)
{
    struct strength_context ctx;
    strength_context_init(&ctx, lines, nlines, view, clash);
    for (int i = 0; i < nlines; i++) {
        const struct strength_line *l = &lines[i];
        int sum = counted(l, CARD_HEROINE, view) * card_info(CARD_HEROINE)->fixed_strength +
                  counted(l, CARD_COURTESAN, view) * card_info(CARD_COURTESAN)->fixed_strength;
        for (int k = 0; k < CARD_MERCENARY_KINDS; k++) {
            int n = counted(l, k, view);
            if (n)
                sum += n * strength_card_value(&ctx, i, k, false, NULL);
        }
        out[i] = sum;
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
