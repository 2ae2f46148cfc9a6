/* solo_action.c — the solitaire actions' text form, the save and replay
 * format: "play 6", "blind", "special winter", "special none", "next",
 * "fight", "concede". Formatting is canonical; reading also takes the
 * card names and aliases card_parse() knows, in any case. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "solo/solo_internal.h"

int solo_fail(struct msg *err, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    msg_vfail(err, SOLO_ERR_INPUT, fmt, ap);
    va_end(ap);
    return SOLO_ERR_INPUT;
}

static const char *const words[] = {
    [SOLO_ACT_PLAY] = "play",   [SOLO_ACT_BLIND] = "blind", [SOLO_ACT_SPECIAL] = "special",
    [SOLO_ACT_NEXT] = "next",   [SOLO_ACT_FIGHT] = "fight", [SOLO_ACT_CONCEDE] = "concede",
};

#define NWORDS ((int)(sizeof words / sizeof words[0]))

/* Whether a code is a well-formed action (legal or not). */
bool solo_action_well_formed(solo_action a)
{
    int card = solo_action_card(a);
    switch (solo_action_type(a)) {
    case SOLO_ACT_PLAY:
        return card_is_mercenary(card);
    case SOLO_ACT_SPECIAL:
        return card == CARD_NONE || solo_is_special_kind(card);
    case SOLO_ACT_BLIND:
    case SOLO_ACT_NEXT:
    case SOLO_ACT_FIGHT:
    case SOLO_ACT_CONCEDE:
        return card == CARD_NONE;
    default:
        return false;
    }
}

size_t solo_action_format(solo_action a, char *buf, size_t cap)
{
    int n;
    if (!solo_action_well_formed(a))
        n = snprintf(buf, cap, "?");
    else if (solo_action_type(a) == SOLO_ACT_PLAY || solo_action_type(a) == SOLO_ACT_SPECIAL)
        n = snprintf(buf, cap, "%s %s", words[solo_action_type(a)],
                     solo_action_card(a) == CARD_NONE
                         ? "none"
                         : card_info((enum card_kind)solo_action_card(a))->name);
    else
        n = snprintf(buf, cap, "%s", words[solo_action_type(a)]);
    return n > 0 ? (size_t)n : 0;
}

static bool same_word(const char *a, size_t alen, const char *b)
{
    if (strlen(b) != alen)
        return false;
    for (size_t i = 0; i < alen; i++) {
        char x = a[i];
        if (x >= 'A' && x <= 'Z')
            x = (char)(x - 'A' + 'a');
        if (x != b[i])
            return false;
    }
    return true;
}

int solo_action_parse(const char *text, solo_action *out, struct msg *err)
{
    char word[48], arg[48];
    const char *p = text + strspn(text, " \t");
    size_t wlen = strcspn(p, " \t\r\n");
    const char *q = p + wlen;
    q += strspn(q, " \t");
    size_t alen = strcspn(q, " \t\r\n");
    const char *rest = q + alen;
    rest += strspn(rest, " \t\r\n");
    if (!wlen)
        return solo_fail(err, "no action (try: play CARD, blind, special CARD, special "
                                   "none, next, fight, concede)");
    if (*rest || wlen >= sizeof word || alen >= sizeof arg)
        return solo_fail(err, "'%s' is not an action: too many words", text);
    memcpy(word, p, wlen);
    word[wlen] = '\0';
    memcpy(arg, q, alen);
    arg[alen] = '\0';

    int type = 0;
    for (int t = 1; t < NWORDS; t++)
        if (same_word(word, wlen, words[t]))
            type = t;
    if (!type) {
        /* a bare card: a mercenary is played, a special starts the duel */
        int kind = alen ? -1 : card_parse(word);
        if (kind >= 0 && card_is_mercenary(kind)) {
            *out = solo_action_make(SOLO_ACT_PLAY, kind);
            return SOLO_OK;
        }
        if (kind >= 0 && solo_is_special_kind(kind)) {
            *out = solo_action_make(SOLO_ACT_SPECIAL, kind);
            return SOLO_OK;
        }
        return solo_fail(err, "unknown action '%s' (try: play CARD, blind, special CARD, "
                                   "special none, next, fight, concede)", word);
    }
    if (type != SOLO_ACT_PLAY && type != SOLO_ACT_SPECIAL) {
        if (alen)
            return solo_fail(err, "'%s' takes no card", words[type]);
        *out = solo_action_make((enum solo_action_type)type, CARD_NONE);
        return SOLO_OK;
    }
    if (!alen)
        return solo_fail(err, "'%s' needs a card: %s", words[type],
                         type == SOLO_ACT_PLAY ? "play 1|2|3|4|5|6|10"
                                               : "special winter|spring|bishop|drummer|heroine|"
                                                 "surrender|none");
    if (type == SOLO_ACT_SPECIAL && same_word(arg, alen, "none")) {
        *out = solo_action_make(SOLO_ACT_SPECIAL, CARD_NONE);
        return SOLO_OK;
    }
    int kind = card_parse(arg);
    if (kind < 0)
        return solo_fail(err, "unknown card '%s'", arg);
    if (type == SOLO_ACT_PLAY && !card_is_mercenary(kind))
        return solo_fail(err, "'play' takes a mercenary (1 2 3 4 5 6 10); %s is a special "
                                   "card: 'special %s'", arg, card_info((enum card_kind)kind)->name);
    if (type == SOLO_ACT_SPECIAL && !solo_is_special_kind(kind))
        return solo_fail(err, "%s is not a special card (winter, spring, bishop, drummer, "
                                   "heroine, surrender)", arg);
    *out = solo_action_make((enum solo_action_type)type, kind);
    return SOLO_OK;
}
