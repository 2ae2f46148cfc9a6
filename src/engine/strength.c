/* strength.c — battle-line strength, §2.3 of the rules reference. The
 * strengths of whole lines are summed from the counts of each kind
 * (strength_compute: the benchmarks and the bots evaluate many battles);
 * strength_card_value gives the same values card by card, with the rules
 * that applied, and the tests check one against the other. */
#include "engine/strength.h"

#include <string.h>

/* The catalogue's printed values (card.c), as constants: the test of
 * strength_compute against strength_card_value keeps them equal. */
enum { PRINTED_1 = 1, PRINTED_2 = 2, PRINTED_3 = 3, PRINTED_4 = 4, PRINTED_5 = 5,
       PRINTED_6 = 6, PRINTED_10 = 10 };
static const int printed_value[CARD_MERCENARY_KINDS] = {
    PRINTED_1, PRINTED_2, PRINTED_3, PRINTED_4, PRINTED_5, PRINTED_6, PRINTED_10,
};

/* Both helpers below read the counts of 15 kinds as 8-byte words (bytes
 * 0..7, and 7..14 where all are needed), loaded and stored with memcpy so
 * that each kind's byte stays at its place whatever the byte order. */
_Static_assert(CARD_MERCENARY_KINDS < 8, "the mercenaries fit one word");
_Static_assert(CARD_KINDS > 8 && CARD_KINDS <= 16, "two overlapping words cover the kinds");

/* The highest mercenary kind face up in any of the lines, or -1: the first
 * eight kinds (the mercenaries, then Winter) of every line ORed as one
 * word, so that a kind present somewhere has a non-zero byte. */
static int top_kind(const struct strength_line *lines, int nlines)
{
    uint64_t any = 0, w;
    for (int i = 0; i < nlines; i++) {
        memcpy(&w, lines[i].up, sizeof w);
        any |= w;
    }
    uint8_t present[sizeof any];
    memcpy(present, &any, sizeof any);
    for (int k = CARD_MERCENARY_KINDS - 1; k >= 0; k--)
        if (present[k])
            return k;
    return -1;
}

/* Every card of a line face up: up[] + down[] into all->up[] (down[] is
 * left alone). No byte carries into the next: a line holds at most
 * STATE_LINE_MAX (64) cards. */
static void turn_up(const struct strength_line *l, struct strength_line *all)
{
    uint64_t a, b;
    memcpy(&a, l->up, sizeof a);
    memcpy(&b, l->down, sizeof b);
    a += b;
    memcpy(all->up, &a, sizeof a);
    memcpy(&a, l->up + CARD_KINDS - sizeof a, sizeof a);
    memcpy(&b, l->down + CARD_KINDS - sizeof b, sizeof b);
    a += b;
    memcpy(all->up + CARD_KINDS - sizeof a, &a, sizeof a);
}

/* The cards that count in the view, as face-up counts: the lines
 * themselves (announced strength), or copies with the face-down cards
 * turned up, written to all[] (final strength). At most
 * STRENGTH_MAX_LINES lines. */
static const struct strength_line *view_lines(const struct strength_line *lines, int nlines,
                                              enum strength_view view,
                                              struct strength_line *all)
{
    if (view != STRENGTH_FINAL)
        return lines;
    for (int i = 0; i < nlines; i++)
        turn_up(&lines[i], &all[i]);
    return all;
}

/* The highest value of a mercenary after Winter and the Drummer in any
 * line (0: none), for Spring with SPRING_TOP_EFFECTIVE. */
static int effective_top(const struct strength_line *l, int nlines, bool winter)
{
    int top = 0;
    for (int i = 0; i < nlines; i++) {
        int k = top_kind(&l[i], 1);
        if (k < 0)
            continue;
        int v = (winter ? 1 : printed_value[k]) * (l[i].up[CARD_DRUMMER] ? 2 : 1);
        if (v > top)
            top = v;
    }
    return top;
}

void strength_context_init_spring(struct strength_context *ctx,
                                  const struct strength_line *lines, int nlines,
                                  enum strength_view view, enum season_clash clash,
                                  enum spring_top spring_reading)
{
    struct strength_line all[STRENGTH_MAX_LINES];
    const struct strength_line *l = view_lines(lines, nlines, view, all);
    int winter = 0, spring = 0;
    ctx->view = view;
    ctx->drummer = 0;
    for (int i = 0; i < nlines; i++) {
        winter += l[i].up[CARD_WINTER];
        spring += l[i].up[CARD_SPRING];
        if (l[i].up[CARD_DRUMMER])
            ctx->drummer |= (uint8_t)(1u << i);
    }
    int top = top_kind(l, nlines);
    ctx->cancelled = clash == SEASONS_CANCEL && winter && spring;
    ctx->winter = winter && !ctx->cancelled;
    ctx->spring = spring && !ctx->cancelled;
    ctx->spring_effective = spring_reading == SPRING_TOP_EFFECTIVE;
    ctx->spring_top = ctx->spring_effective ? effective_top(l, nlines, ctx->winter)
                      : top >= 0            ? printed_value[top]
                                            : 0;
}

void strength_context_init(struct strength_context *ctx, const struct strength_line *lines,
                           int nlines, enum strength_view view, enum season_clash clash)
{
    strength_context_init_spring(ctx, lines, nlines, view, clash, SPRING_TOP_PRINTED);
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
        if (ctx->spring &&
            (ctx->spring_effective ? value == ctx->spring_top : c->printed == ctx->spring_top)) {
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

/* One line's mercenaries (face up): how many (under Winter, where each
 * counts 1), or their printed values summed. */
static inline int line_mercenaries(const struct strength_line *l, int winter)
{
    const uint8_t *n = l->up;
    if (winter)
        return n[CARD_M1] + n[CARD_M2] + n[CARD_M3] + n[CARD_M4] + n[CARD_M5] + n[CARD_M6] +
               n[CARD_M10];
    return PRINTED_1 * n[CARD_M1] + PRINTED_2 * n[CARD_M2] + PRINTED_3 * n[CARD_M3] +
           PRINTED_4 * n[CARD_M4] + PRINTED_5 * n[CARD_M5] + PRINTED_6 * n[CARD_M6] +
           PRINTED_10 * n[CARD_M10];
}

/* How many of a line's mercenaries are worth `etop` after Winter and its
 * Drummer (Spring with SPRING_TOP_EFFECTIVE). */
static int effective_top_count(const struct strength_line *l, int winter, int etop)
{
    int k = top_kind(l, 1);
    if (k < 0 || (winter ? 1 : printed_value[k]) * (l->up[CARD_DRUMMER] ? 2 : 1) != etop)
        return 0;
    return winter ? line_mercenaries(l, 1) : l->up[k];
}

/* The face-up cards of `lines` counted: the same sums as
 * strength_card_value() card by card, in two passes over the counts: the
 * battle-wide facts first (Winter, Spring and the highest printed value
 * in play), then each line's mercenaries at printed value or 1 (Winter),
 * doubled by its Drummer, +3 on each mercenary of the highest printed
 * value (Spring), and the Heroine's and Courtesans' fixed strengths. */
static void compute_up(const struct strength_line *lines, int nlines, enum season_clash clash,
                       bool spring_effective, int *out)
{
    const int heroine = 10, courtesan = 1; /* fixed strengths (card.c) */
    int winter = 0, spring = 0;
    for (int i = 0; i < nlines; i++) {
        winter += lines[i].up[CARD_WINTER];
        spring += lines[i].up[CARD_SPRING];
    }
    int top = top_kind(lines, nlines); /* the kind of the highest printed value */
    int cancelled = clash == SEASONS_CANCEL && winter && spring;
    int winter_on = winter && !cancelled, spring_on = spring && !cancelled && top >= 0;
    int etop = spring_on && spring_effective ? effective_top(lines, nlines, winter_on) : 0;
    for (int i = 0; i < nlines; i++) {
        const uint8_t *n = lines[i].up;
        int v = line_mercenaries(&lines[i], winter_on);
        if (n[CARD_DRUMMER])
            v *= 2;
        if (spring_on && !spring_effective)
            v += 3 * n[top];
        else if (spring_on) /* +3 on each mercenary worth etop in this line */
            v += 3 * effective_top_count(&lines[i], winter_on, etop);
        out[i] = v + n[CARD_HEROINE] * heroine + n[CARD_COURTESAN] * courtesan;
    }
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* compute_up with Spring on the highest printed value (the default
 * reading), each line's mercenaries summed from one word of counts
 * (little-endian: count of kind j in byte j) by two multiplications: the
 * counts of the even kinds (1, 3, 5, 10) and of the odd ones (2, 4, 6) as
 * four 16-bit lanes, times the values (or ones, under Winter) laid out in
 * reverse, give the dot product in the top lane, no lane carrying into the
 * next (every partial sum of counts below 256 stays below 2^16). */
#define MERCENARY_BYTES UINT64_C(0x00ffffffffffffff)
#define EVEN_LANES UINT64_C(0x00ff00ff00ff00ff)
#define ONES UINT64_C(0x0001000100010001)
static void compute_up_printed(const struct strength_line *lines, int nlines,
                               enum season_clash clash, int *out)
{
    const int heroine = 10, courtesan = 1; /* fixed strengths (card.c) */
    const uint64_t even_values = (uint64_t)PRINTED_10 | (uint64_t)PRINTED_5 << 16 |
                                 (uint64_t)PRINTED_3 << 32 | (uint64_t)PRINTED_1 << 48;
    const uint64_t odd_values = (uint64_t)PRINTED_6 << 16 | (uint64_t)PRINTED_4 << 32 |
                                (uint64_t)PRINTED_2 << 48;
    uint64_t merc[STRENGTH_MAX_LINES], any = 0;
    int winter = 0, spring = 0;
    for (int i = 0; i < nlines; i++) {
        uint64_t w;
        memcpy(&w, lines[i].up, sizeof w);
        merc[i] = w & MERCENARY_BYTES;
        any |= merc[i];
        winter += lines[i].up[CARD_WINTER];
        spring += lines[i].up[CARD_SPRING];
    }
    /* the kind of the highest printed value in play: the top non-zero byte */
    int top = any ? (63 - __builtin_clzll(any)) >> 3 : -1;
    int cancelled = clash == SEASONS_CANCEL && winter && spring;
    int winter_on = winter && !cancelled, spring_on = spring && !cancelled && top >= 0;
    for (int i = 0; i < nlines; i++) {
        const uint8_t *n = lines[i].up;
        uint64_t w = merc[i];
        uint64_t even = w & EVEN_LANES, odd = (w >> 8) & EVEN_LANES;
        int v = winter_on ? (int)((even * ONES) >> 48) + (int)((odd * ONES) >> 48)
                          : (int)((even * even_values) >> 48) + (int)((odd * odd_values) >> 48);
        if (n[CARD_DRUMMER])
            v *= 2;
        if (spring_on)
            v += 3 * n[top];
        out[i] = v + n[CARD_HEROINE] * heroine + n[CARD_COURTESAN] * courtesan;
    }
}
#endif

void strength_compute(const struct strength_line *lines, int nlines, enum strength_view view,
                      enum season_clash clash, int *out)
{
    /* Zeroed only for the final view (once a battle): link-time
     * optimisation cannot see that view_lines fills the first nlines, the
     * only ones read (-Wmaybe-uninitialized); the announced view reads
     * `lines` itself. */
    struct strength_line all[STRENGTH_MAX_LINES];
    const struct strength_line *l = lines;
    if (view == STRENGTH_FINAL) {
        memset(all, 0, sizeof all);
        l = view_lines(lines, nlines, view, all);
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    compute_up_printed(l, nlines, clash, out);
#else
    compute_up(l, nlines, clash, false, out);
#endif
}

void strength_compute_spring(const struct strength_line *lines, int nlines,
                             enum strength_view view, enum season_clash clash,
                             enum spring_top spring, int *out)
{
    bool effective = spring == SPRING_TOP_EFFECTIVE;
    if (view != STRENGTH_FINAL) {
        compute_up(lines, nlines, clash, effective, out);
        return;
    }
    /* Zeroed: link-time optimisation cannot see that view_lines fills
     * the first nlines, the only ones read (-Wmaybe-uninitialized). */
    struct strength_line all[STRENGTH_MAX_LINES] = {0};
    compute_up(view_lines(lines, nlines, view, all), nlines, clash, effective, out);
}

int strength_winner(const int *strength, int nlines)
{
    if (nlines <= 0)
        return -1;
    /* the highest, then the lines that reach it as a mask: unique or not
     * (no branch on the values, a coin toss in random play-outs) */
    int high = strength[0];
    for (int i = 1; i < nlines; i++)
        high = strength[i] > high ? strength[i] : high;
    unsigned at = 0;
    for (int i = 0; i < nlines; i++)
        at |= (unsigned)(strength[i] == high) << i;
    return at & (at - 1) ? -1 : __builtin_ctz(at);
}
