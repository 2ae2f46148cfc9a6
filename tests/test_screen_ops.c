/* test_screen_ops.c — the one interface of the prompt's screens
 * (cli/prompt/screen.h): the solitaire and the table fill every operation
 * the session calls; a stored game goes to the screen of its kind; the
 * session with each screen in turn answers through it (its prompt, what a
 * card alone stands for, the cards it knows), and with none between games. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/solo/solo_screen.h"
#include "cli/table/table_screen.h"
#include "engine/variant.h"
#include "rules/rules.h"

static int failures;

#define CHECK(cond)                                                                \
    do {                                                                           \
        if (!(cond)) {                                                             \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, #cond);             \
            failures++;                                                            \
        }                                                                          \
    } while (0)

static void complete(const struct screen_ops *o)
{
    CHECK(o->prompt && o->mode && o->mode != MODE_IDLE);
    CHECK(o->over && o->unrecorded && o->end && o->status && o->board && o->step);
    CHECK(o->rules && o->card_verb && o->empty_line_verb && o->cards && o->has_card);
    CHECK(o->cards_intro && o->doc && o->ends_when_over && o->stored && o->restore);
}

static bool stored_as(const struct screen_ops *o, const char *kind)
{
    struct store_game_header h;
    memset(&h, 0, sizeof h);
    snprintf(h.kind, sizeof h.kind, "%s", kind);
    return o->stored(&h);
}

static void prompt_is(const struct session *s, const char *want)
{
    char buf[64];
    session_prompt_text(s, buf, sizeof buf);
    CHECK(!strcmp(buf, want));
}

static void solitaire(void)
{
    struct variant v;
    struct solo_options o;
    struct msg err;
    CHECK(!variant_load_embedded("solitaire", &v, &err));
    solo_options_default(&o);
    struct session s = { 0 };
    s.journal.tried = true; /* no database: nothing is recorded */
    CHECK(!solo_screen_start(&s, &v, &o, 7));
    CHECK(s.screen == &solo_screen_ops && solo_of(&s) && !table_of(&s));
    CHECK(session_mode(&s) == MODE_SOLO);
    prompt_is(&s, "solo> ");
    CHECK(!strcmp(session_card_verb(&s, CARD_WINTER), "special"));
    CHECK(!strcmp(session_card_verb(&s, CARD_M10), "play"));
    CHECK(!session_has_card(&s, CARD_COURTESAN) && session_has_card(&s, CARD_HEROINE));
    const char *names[CARD_KINDS];
    CHECK(session_complete_cards(&s, names, CARD_KINDS) > 0);
    session_end_games(&s);
    CHECK(!s.screen && !s.game && session_mode(&s) == MODE_IDLE);
    prompt_is(&s, "condottiere> ");
    CHECK(!session_card_verb(&s, CARD_M10) && session_has_card(&s, CARD_COURTESAN));
}

static void table(void)
{
    struct variant v;
    struct ruleset r;
    char warn[256];
    struct msg err;
    CHECK(!variant_load_embedded("standard", &v, &err));
    CHECK(!ruleset_from_variant_spec(&r, &v, "", warn, sizeof warn, &err));
    struct session s = { 0 };
    s.journal.tried = true;
    CHECK(!table_screen_start(&s, &r, 3, BOT_HEURISTIC, 7));
    CHECK(s.screen == &table_screen_ops && table_of(&s) && !solo_of(&s));
    CHECK(session_mode(&s) == MODE_STANDARD);
    prompt_is(&s, "table> ");
    CHECK(!strcmp(session_card_verb(&s, CARD_WINTER), "play"));
    CHECK(session_has_card(&s, CARD_COURTESAN));
    CHECK(!session_empty_line_verb(&s));
    CHECK(s.screen->ruleset(&s) == &table_of(&s)->game.rules);
    session_end_games(&s);
    CHECK(!s.screen && session_mode(&s) == MODE_IDLE);
}

int main(void)
{
    if (!freopen("/dev/null", "w", stdout))
        return 99;
    complete(&solo_screen_ops);
    complete(&table_screen_ops);
    CHECK(stored_as(&solo_screen_ops, "solitaire") && !stored_as(&solo_screen_ops, "standard"));
    CHECK(stored_as(&table_screen_ops, "standard"));
    CHECK(solo_screen_ops.mode != table_screen_ops.mode);
    solitaire();
    table();
    if (failures)
        fprintf(stderr, "%d failed\n", failures);
    return failures ? 1 : 0;
}
