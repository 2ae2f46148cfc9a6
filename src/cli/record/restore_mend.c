/* restore_mend.c — what restoring a game shares between its two kinds: the
 * message when it cannot be rebuilt, and the mending of its derived rows
 * after a resume's replay, before the player sees the prompt. */
#include <stdarg.h>
#include <stdio.h>

#include "cli/prompt/session.h"
#include "record/heal.h"
#include "cli/record/restore.h"
#include "cli/term/term_safe.h"
#include "i18n.h"
#include "cli/record/db.h"

bool restore_check_local;

bool restore_english(enum restore_mode mode)
{
    return mode == RESTORE_CHECK && !restore_check_local;
}

void restore_say(struct session *s, enum restore_mode mode, const char *fmt, ...)
{
    char text[sizeof s->journal.failure];
    va_list ap;
    va_start(ap, fmt);
    /* fmt is marked N_(): in check mode the reason stays English (check
     * --json keeps it), on the screen it is in the screen's language */
    vsnprintf(text, sizeof text, restore_english(mode) ? fmt : gettext(fmt), ap);
    va_end(ap);
    if (mode == RESTORE_CHECK) {
        snprintf(s->journal.failure, sizeof s->journal.failure, "%s", text);
    } else { /* it may quote stored text */
        term_safe_write(stdout, text);
        printf("\n");
    }
}

static void say_line(void *ctx, const char *text, const char *shown)
{
    (void)ctx;
    (void)text;
    printf("  ");
    term_safe_write(stdout, shown);
    printf("\n");
}

int restore_mend(struct session *s, const struct store_game *g, struct journal_derived *d)
{
    const struct store_game_header *h = &g->header;
    struct msg err = { 0 };
    int over = d->has_end;
    if (d->nomem) {
        journal_derived_free(d);
        return 0;
    }
    int n = heal_compare(s->journal.store, h, d, NULL, NULL, &err);
    if (n < 0)
        printf(_("Could not check game %lld's battles: %s\n"), (long long)h->id, db_say(&err));
    if (n > 0) {
        printf(_("Game %lld's record was incomplete; rebuilt from its actions:\n"), (long long)h->id);
        heal_compare(s->journal.store, h, d, say_line, NULL, &err);
        if (heal_write(s->journal.store, h, d, &err) != STORE_OK)
            printf(_("Could not mend it: %s\n"), db_say(&err));
    }
    journal_derived_free(d);
    if (!over)
        return 0;
    if (s->screen && !s->screen->ends_when_over(s)) {
        /* stopped between a campaign's games (by an older program): the
         * next game is set up when the table goes on */
        printf(_("Game %lld is over; the campaign goes on.\n"), (long long)h->id);
        return 0;
    }
    printf(_("Game %lld is over (replay %lld shows it again).\n"), (long long)h->id,
           (long long)h->id);
    session_end_games(s);
    return 1;
}
