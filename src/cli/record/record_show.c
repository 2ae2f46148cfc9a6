/* record_show.c — stored text escaped in place for display. */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli/record/record_show.h"
#include "cli/term/term_safe.h"
#include "i18n.h"

#define SHOW(field) show(field, sizeof field)

static void show(char *text, size_t cap)
{
    char safe[STORE_RULESET_MAX + 1 > STORE_REASON_MAX + 1 ? STORE_RULESET_MAX + 1
                                                            : STORE_REASON_MAX + 1];
    if (term_text_showable(text))
        return;
    term_safe(safe, cap < sizeof safe ? cap : sizeof safe, text);
    memcpy(text, safe, strlen(safe) + 1);
}

void record_show_header(struct store_game_header *h)
{
    SHOW(h->kind);
    SHOW(h->variant);
    SHOW(h->ruleset);
    SHOW(h->reason);
    SHOW(h->winner);
    for (int i = 0; i < h->nseats && i < STORE_MAX_SEATS; i++) {
        SHOW(h->seats[i].kind);
        SHOW(h->seats[i].name);
    }
}

void record_show_list(struct store_game_list *list)
{
    for (size_t i = 0; i < list->n; i++)
        record_show_header(&list->games[i]);
}

void record_show_stats(struct store_stats *st)
{
    for (size_t i = 0; i < st->nvariants; i++)
        SHOW(st->by_variant[i].key);
    for (size_t i = 0; i < st->nrulesets; i++)
        SHOW(st->by_ruleset[i].key);
    for (size_t i = 0; i < st->nplayer_counts; i++)
        SHOW(st->by_player_count[i].key);
    for (size_t i = 0; i < st->narmies; i++)
        SHOW(st->armies[i].army);
    for (size_t i = 0; i < st->nendings; i++) {
        SHOW(st->endings[i].outcome);
        SHOW(st->endings[i].reason);
    }
    for (size_t i = 0; i < st->ncards; i++)
        SHOW(st->cards[i].card);
}

void record_show_sim_list(struct store_sim_list *list)
{
    for (size_t i = 0; i < list->n; i++) {
        struct store_sim_header *h = &list->runs[i];
        SHOW(h->kind);
        SHOW(h->variant);
        SHOW(h->bots);
        SHOW(h->program);
        for (int k = 0; k < h->narms && k < STORE_SIM_MAX_ARMS; k++) {
            SHOW(h->arms[k].ruleset);
            SHOW(h->arms[k].policy);
        }
    }
}

bool record_profile_name_ok(const char *name, char *why, size_t cap)
{
    if (strlen(name) > STORE_NAME_MAX) {
        snprintf(why, cap, _("a profile name has at most %d bytes"), STORE_NAME_MAX);
        return false;
    }
    if (!term_text_showable(name)) {
        snprintf(why, cap,
                 "%s", _("a profile name is printable UTF-8 text, without control characters "
                         "or escape sequences"));
        return false;
    }
    return true;
}
