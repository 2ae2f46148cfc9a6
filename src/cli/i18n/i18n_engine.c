/* i18n_engine.c — the engine's refusals of a typed action, recognised by
 * their English wording (src/engine/action.c, src/solo/solo_action.c) and
 * said again in the screen's language. */
#include "cli/i18n/i18n_engine.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "cli/i18n/i18n_message.h"

/* Whether err reads prefix, then a word, then suffix; the word goes to arg. */
static int match(const char *err, const char *prefix, const char *suffix, char *arg, size_t cap)
{
    size_t lp = strlen(prefix), ls = strlen(suffix), le = strlen(err);
    if (le < lp + ls || strncmp(err, prefix, lp) || strcmp(err + le - ls, suffix))
        return 0;
    size_t n = le - lp - ls;
    if (n >= cap)
        return 0;
    memcpy(arg, err + lp, n);
    arg[n] = '\0';
    return 1;
}

const char *engine_error_local(const char *err, char *buf, size_t cap)
{
    char a[128];
    if (!strcmp(err, "empty action"))
        snprintf(buf, cap, "%s", _("empty action"));
    else if (!strcmp(err, "too many words in the action"))
        snprintf(buf, cap, "%s", _("too many words in the action"));
    else if (!strcmp(err, "'pass' takes no argument but 'reveal'"))
        snprintf(buf, cap, "%s", _("'pass' takes no argument but 'reveal'"));
    else if (!strcmp(err, "'decline' takes no argument"))
        snprintf(buf, cap, "%s", _("'decline' takes no argument"));
    else if (!strcmp(err, "usage: keep none | keep CARD [CARD]"))
        snprintf(buf, cap, "%s", _("usage: keep none | keep CARD [CARD]"));
    else if (!strcmp(err, "usage: discard-hand yes | discard-hand no"))
        snprintf(buf, cap, "%s", _("usage: discard yes | discard no"));
    else if (match(err, "unknown card '", "'", a, sizeof a))
        snprintf(buf, cap, _("unknown card '%s'"), a);
    else if (match(err, "unknown region '", "'", a, sizeof a))
        snprintf(buf, cap, _("unknown region '%s'"), a);
    else if (match(err, "unknown action '", "'", a, sizeof a))
        snprintf(buf, cap, _("unknown action '%s'"), a);
    else if (match(err, "'", "' takes one argument, or is not an action", a, sizeof a))
        snprintf(buf, cap, _("'%s' takes one argument, or is not an action"), a);
    else if (match(err, "the Scarecrow takes back a mercenary, not '", "'", a, sizeof a))
        snprintf(buf, cap, _("the Scarecrow takes back a mercenary, not '%s'"), a);
    /* the solitaire's */
    else if (match(err, "unknown action '", "' (try: play CARD, blind, special CARD, special none, "
                                            "next, fight, concede)", a, sizeof a))
        snprintf(buf, cap, _("unknown action '%s' (try: play CARD, blind, special CARD, special "
                             "none, next, fight, concede)"), a);
    else if (match(err, "'", "' takes no card", a, sizeof a))
        snprintf(buf, cap, _("'%s' takes no card"), a);
    else if (match(err, "'", "' is not an action: too many words", a, sizeof a))
        snprintf(buf, cap, _("'%s' is not an action: too many words"), a);
    else if (match(err, "'play' takes a mercenary (1 2 3 4 5 6 10); ", "", a, sizeof a))
        snprintf(buf, cap, "%s", _("'play' takes a mercenary (1 2 3 4 5 6 10); a special card is "
                                   "played with special CARD"));
    else if (match(err, "", " is not a special card (winter, spring, bishop, drummer, heroine, "
                            "surrender)", a, sizeof a))
        snprintf(buf, cap, _("%s is not a special card (winter, spring, bishop, drummer, heroine, "
                             "surrender)"), a);
    else
        message_local(err, buf, cap); /* the other messages, or as it is */
    return buf;
}
