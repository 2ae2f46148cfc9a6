/* prompt_terms.c — the words of the rules that are not cards, for `help
 * NAME` and `rules NAME`: the Pope (the Favour of the Pope token) and the
 * Condottiere token; and `help NAME` itself: the rule of a card or a term
 * first, then the command of the same name (help scarecrow, help pope).
 * The texts restate doc/rules-standard.md. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/term/term_width.h"
#include "engine/card.h"
#include "i18n.h"
#include "rules/rules.h"

enum term { TERM_POPE, TERM_TOKEN };

/* The words typed for a term: English, and the rulebooks' words for the
 * Pope (po/GLOSSARY.md); the command pope's own word in the screen's
 * language names it too (prompt_help_topic). */
static const struct {
    const char *word;
    enum term term;
} term_words[] = {
    { "pope", TERM_POPE },       { "favour", TERM_POPE }, { "favor", TERM_POPE },
    { "papa", TERM_POPE },       { "pape", TERM_POPE },   { "papież", TERM_POPE },
    { "Papież", TERM_POPE },     { "papiez", TERM_POPE }, { "token", TERM_TOKEN },
    { "condottiere", TERM_TOKEN },
};

static int term_find(const char *word)
{
    for (size_t i = 0; i < sizeof term_words / sizeof term_words[0]; i++)
        if (!strcasecmp(word, term_words[i].word))
            return (int)term_words[i].term;
    return -1;
}

static bool module_on(const struct session *s, const char *name)
{
    const struct ruleset *r = s && s->screen && s->screen->ruleset ? s->screen->ruleset(s) : NULL;
    int id = rule_module_find(name);
    return r && id >= 0 && ruleset_has_module(r, id);
}

/* A rule's text as one paragraph wrapped to the output's width (its line
 * breaks, for 80 columns, read as spaces). */
static void paragraph(const char *text)
{
    char buf[1024];
    snprintf(buf, sizeof buf, "%s", text);
    for (char *p = buf; *p; p++)
        if (*p == '\n')
            *p = ' ';
    term_wrap(stdout, buf, term_width(stdout), 0, 0);
}

static void explain_term(const struct session *s, int term)
{
    /* what the game in progress lacks */
    const struct screen_ops *o = s && session_mode(s) != MODE_IDLE ? s->screen : NULL;
    if (term == TERM_POPE) {
        /* TRANSLATORS: the Pope and its token, as po/GLOSSARY.md names them;
         * pope REGION and pope off are typed as they are. */
        paragraph(_("The Pope (the Favour of the Pope token): the player of a Bishop places "
                         "it on a\nregion without a control marker, or off the board (pope "
                         "REGION, pope off). No\nbattle may be chosen for the region under the "
                         "Pope; it stays there until the\nnext Bishop (on the region fought over: "
                         "rules pope-contested)."));
        if (module_on(s, "bishop-truce"))
            printf(_("  bishop-truce: there is no Pope; the Bishop ends the battle at once with "
                     "no\n  winner (1st edition).\n"));
        if (o && o->no_pope)
            printf("%s", gettext(o->no_pope));
    } else {
        paragraph(_("The Condottiere token: its holder chooses the region of the next "
                         "battle and\nplays first in it. The winner of a battle takes it; after a "
                         "tie it passes to the\nleft of the player who held it. A player with more "
                         "Courtesans in his line than\nanyone else takes it instead, whoever "
                         "wins."));
        if (o && o->no_token)
            printf("%s", gettext(o->no_token));
    }
    /* TRANSLATORS: %s is a file of the documentation. */
    printf(_("See %s.\n"), "doc/rules-standard.md");
}

int prompt_rules_term(const struct session *s, const char *name)
{
    int term = term_find(name);
    if (term < 0)
        return -1;
    explain_term(s, term);
    return 0;
}

int prompt_help_topic(const struct session *s, const char *word, const char *command)
{
    int k = card_parse(word);
    if (k >= 0 && (strlen(word) > 1 || card_is_mercenary(k))) {
        prompt_explain_card(s, k);
        return 0;
    }
    if (prompt_rules_term(s, word) == 0)
        return 0;
    /* a command's word in the screen's language that names a card or a
     * term in English: the Italian "spaventapasseri" is the Scarecrow, the
     * pope command's word is the Pope */
    if (command && strcasecmp(word, command))
        return prompt_help_topic(s, command, NULL);
    return -1;
}
