/* session.c — what the current game makes of bare words and empty lines,
 * and the prompt text. */
#include "cli/session.h"

#include <stdio.h>

#include "cli/solo_screen.h"
#include "engine/card.h"

unsigned session_mode(const struct session *s)
{
    return s->solo ? MODE_SOLO : MODE_IDLE;
}

const char *session_card_verb(const struct session *s, const char *word)
{
    int kind = card_parse(word);
    if (kind < 0 || !s->solo)
        return NULL;
    return card_is_mercenary(kind) ? "play" : "special";
}

const char *session_empty_line_verb(const struct session *s)
{
    if (!s->solo)
        return NULL;
    switch (solo_decision(&s->solo->state)) {
    case SOLO_DECIDE_RESPOND:
        return "next";
    case SOLO_DECIDE_CONCLUDE:
        return "fight";
    default:
        return NULL;
    }
}

size_t session_complete_cards(struct session *s, const char **out, size_t cap)
{
    size_t n = 0;
    if (!s->solo)
        return 0;
    struct solo_view v;
    solo_view(&s->solo->state, &v);
    for (int k = 0; k < CARD_KINDS && n < cap; k++)
        if (v.hand[k] || v.reserve[k])
            out[n++] = card_info((enum card_kind)k)->name;
    return n;
}

void session_prompt_text(const struct session *s, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s> ", s->solo ? "solo" : "condottiere");
}
