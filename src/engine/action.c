/* action.c — actions: building them, and their canonical text form. */
#include "engine/message.h"
#include "engine/action.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/card.h"
#include "engine/map.h"

void action_keep_kinds(action a, int *kind1, int *kind2)
{
    unsigned lo = (unsigned)action_arg(a) & 0xfu, hi = (unsigned)action_arg(a) >> 4;
    *kind1 = lo == ACTION_KEEP_NONE ? -1 : (int)lo;
    *kind2 = hi == ACTION_KEEP_NONE ? -1 : (int)hi;
}

bool action_valid(action a)
{
    int arg = action_arg(a);
    switch (action_type(a)) {
    case ACTION_REGION:
        return arg < REGION_COUNT;
    case ACTION_PLAY:
        return arg < CARD_KINDS;
    case ACTION_PASS:
        return arg <= 1;
    case ACTION_SCARECROW:
        return arg == (int)ACTION_NONE || card_is_mercenary(arg);
    case ACTION_POPE:
        return arg == (int)ACTION_NONE || arg < REGION_COUNT;
    case ACTION_KEEP: {
        unsigned lo = (unsigned)arg & 0xfu, hi = (unsigned)arg >> 4;
        return lo <= hi && (lo < CARD_KINDS || lo == ACTION_KEEP_NONE) &&
               (hi < CARD_KINDS || hi == ACTION_KEEP_NONE);
    }
    case ACTION_DISCARD_HAND:
        return arg <= 1;
    case ACTION_DECLINE:
        return arg == 0;
    case ACTION_DRAW:
        return arg <= ACTION_DRAW_MAX;
    default:
        return false;
    }
}

size_t action_to_text(action a, char *buf, size_t cap)
{
    int arg = action_arg(a), n;
    if (!action_valid(a)) {
        n = snprintf(buf, cap, "invalid-%04x", (unsigned)a);
        return n < 0 ? 0 : (size_t)n;
    }
    switch (action_type(a)) {
    case ACTION_REGION:
        n = snprintf(buf, cap, "region %s", region_name(arg));
        break;
    case ACTION_PLAY:
        n = snprintf(buf, cap, "play %s", card_info((enum card_kind)arg)->name);
        break;
    case ACTION_PASS:
        n = snprintf(buf, cap, arg ? "pass reveal" : "pass");
        break;
    case ACTION_SCARECROW:
        n = snprintf(buf, cap, "scarecrow %s",
                     arg == (int)ACTION_NONE ? "none" : card_info((enum card_kind)arg)->name);
        break;
    case ACTION_POPE:
        n = snprintf(buf, cap, "pope %s", arg == (int)ACTION_NONE ? "off" : region_name(arg));
        break;
    case ACTION_KEEP: {
        int k1, k2;
        action_keep_kinds(a, &k1, &k2);
        if (k1 < 0)
            n = snprintf(buf, cap, "keep none");
        else if (k2 < 0)
            n = snprintf(buf, cap, "keep %s", card_info((enum card_kind)k1)->name);
        else
            n = snprintf(buf, cap, "keep %s %s", card_info((enum card_kind)k1)->name,
                         card_info((enum card_kind)k2)->name);
        break;
    }
    case ACTION_DECLINE:
        n = snprintf(buf, cap, "decline");
        break;
    case ACTION_DRAW:
        n = snprintf(buf, cap, "draw %d", arg);
        break;
    default: /* ACTION_DISCARD_HAND */
        n = snprintf(buf, cap, "discard-hand %s", arg ? "yes" : "no");
        break;
    }
    return n < 0 ? 0 : (size_t)n;
}

#define MAX_WORDS 4
#define WORD_LEN 32

/* Splits text into at most MAX_WORDS blank-separated words; returns the
 * count, or -1 if there are more or a word is too long. */
static int split(const char *text, char words[MAX_WORDS][WORD_LEN])
{
    int n = 0;
    const char *p = text;
    for (;;) {
        while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
            p++;
        if (!*p)
            return n;
        size_t len = strcspn(p, " \t\r\n");
        if (n == MAX_WORDS || len >= WORD_LEN)
            return -1;
        memcpy(words[n], p, len);
        words[n][len] = '\0';
        n++;
        p += len;
    }
}

static int is_word(const char *w, const char *name)
{
    for (; *w && *name; w++, name++) {
        int c = *w >= 'A' && *w <= 'Z' ? *w - 'A' + 'a' : *w;
        if (c != *name)
            return 0;
    }
    return !*w && !*name;
}

int action_from_text(const char *text, action *out, struct msg *err)
{
    char w[MAX_WORDS][WORD_LEN];
    int n = split(text ? text : "", w);
    if (n <= 0)
        return n == 0 ? msg_fail(err, -1, "empty action")
                      : msg_fail(err, -1, "too many words in the action");
    const char *verb = w[0];
    if (is_word(verb, "pass")) {
        if (n == 2 && is_word(w[1], "reveal")) {
            *out = action_pass_reveal();
            return 0;
        }
        if (n != 1)
            return msg_fail(err, -1, "'pass' takes no argument but 'reveal'");
        *out = action_pass();
        return 0;
    }
    if (is_word(verb, "decline")) {
        if (n != 1)
            return msg_fail(err, -1, "'decline' takes no argument");
        *out = action_decline();
        return 0;
    }
    if (is_word(verb, "keep")) {
        if (n == 2 && is_word(w[1], "none")) {
            *out = action_keep(-1, -1);
            return 0;
        }
        if (n < 2 || n > 3)
            return msg_fail(err, -1, "usage: keep none | keep CARD [CARD]");
        int k[2] = {-1, -1};
        for (int i = 1; i < n; i++) {
            k[i - 1] = card_parse(w[i]);
            if (k[i - 1] < 0)
                return msg_fail(err, -1, "unknown card '%s'", w[i]);
        }
        *out = action_keep(k[0], k[1]);
        return 0;
    }
    if (n != 2)
        return msg_fail(err, -1, "'%s' takes one argument, or is not an action", verb);
    const char *arg = w[1];
    if (is_word(verb, "region") || is_word(verb, "pope")) {
        int pope = is_word(verb, "pope");
        if (pope && is_word(arg, "off")) {
            *out = action_pope(-1);
            return 0;
        }
        int r = region_parse(arg);
        if (r < 0)
            return msg_fail(err, -1, "unknown region '%s'", arg);
        *out = pope ? action_pope(r) : action_region(r);
        return 0;
    }
    if (is_word(verb, "draw")) {
        char *end;
        long cards = strtol(arg, &end, 10);
        if (*end || end == arg || cards < 0 || cards > ACTION_DRAW_MAX)
            return msg_fail(err, -1, "'draw' takes a number of cards, not '%s'", arg);
        *out = action_draw((int)cards);
        return 0;
    }
    if (is_word(verb, "play")) {
        int k = card_parse(arg);
        if (k < 0)
            return msg_fail(err, -1, "unknown card '%s'", arg);
        *out = action_play(k);
        return 0;
    }
    if (is_word(verb, "scarecrow")) {
        if (is_word(arg, "none")) {
            *out = action_scarecrow(-1);
            return 0;
        }
        int k = card_parse(arg);
        if (k < 0)
            return msg_fail(err, -1, "unknown card '%s'", arg);
        if (!card_is_mercenary(k))
            return msg_fail(err, -1, "the Scarecrow takes back a mercenary, not '%s'", arg);
        *out = action_scarecrow(k);
        return 0;
    }
    if (is_word(verb, "discard-hand")) {
        if (is_word(arg, "yes") || is_word(arg, "no")) {
            *out = action_discard_hand(is_word(arg, "yes"));
            return 0;
        }
        return msg_fail(err, -1, "usage: discard-hand yes | discard-hand no");
    }
    return msg_fail(err, -1, "unknown action '%s'", verb);
}
