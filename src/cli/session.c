/* session.c — the prompt's current mode and prompt text. */
#include "cli/session.h"

#include <stdio.h>

#include "engine/card.h"

unsigned session_mode(const struct session *s)
{
    return s->solo ? MODE_SOLO : MODE_IDLE;
}

bool session_takes_card(const struct session *s, const char *word)
{
    return session_mode(s) != MODE_IDLE && card_parse(word) >= 0;
}

void session_prompt_text(const struct session *s, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s> ", s->solo ? "solo" : "condottiere");
}

size_t session_complete_cards(struct session *s, const char **out, size_t cap)
{
    (void)s;
    (void)out;
    (void)cap;
    return 0;
}
