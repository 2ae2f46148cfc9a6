/* advisor.c — the advisor: asks the heuristic bot for its action and the
 * reason behind it, and puts the reason into one line of words, in the
 * screen's language (the hint is read by a person only). */
#include "ai/advisor.h"

#include <stdio.h>

#include "ai/heuristic_bot.h"
#include "i18n.h"

static const char *number_word(int n, char *buf, size_t cap)
{
    /* TRANSLATORS: a count in words inside a hint ("two small mercenaries");
     * write the digits (0, 1, 2...) where your language's number words
     * would have to agree with what they count. */
    static const char *const words[] = {N_("no"),    N_("one"),  N_("two"), N_("three"),
                                        N_("four"),  N_("five"), N_("six"), N_("seven"),
                                        N_("eight"), N_("nine"), N_("ten"), N_("eleven"),
                                        N_("twelve")};
    if (n >= 0 && n <= 12)
        return gettext(words[n]);
    snprintf(buf, cap, "%d", n);
    return buf;
}

static const char *card_name(int kind)
{
    return kind >= 0 && kind < CARD_KINDS ? card_info((enum card_kind)kind)->name : "?";
}

/* The region as the screen names it (the context "region" of the catalogue,
 * as src/cli/i18n/i18n_names.c marks the names: "Florencja" under Polish). */
static const char *region(int r)
{
    if (r < 0 || r >= REGION_COUNT)
        return _("this region");
    return i18n_context("region", region_name(r));
}

static const char *seat_name(const char *const *names, int seat, char *buf, size_t cap)
{
    if (names && seat >= 0 && seat < GAME_MAX_SEATS && names[seat])
        return names[seat];
    snprintf(buf, cap, _("seat %d"), seat);
    return buf;
}

/* The reasons of a choice outside the battle's moves: the region, the
 * Pope, the token, the cards kept at a round's end. */
static bool explain_choice(const struct heuristic_why *w, const char *const *names, char *buf,
                           size_t cap)
{
    char n1[16], who[16];
    switch (w->reason) {
    case HR_ONLY_CHOICE:
        snprintf(buf, cap, "%s", _("the only legal move"));
        return true;
    case HR_REGION_WINS:
        if (w->other) /* points-game */
            snprintf(buf, cap, _("conquering %s brings you to the campaign's target"),
                     region(w->region));
        else
            snprintf(buf, cap, _("conquering %s wins you the game"), region(w->region));
        return true;
    case HR_REGION_ADJACENT:
        snprintf(buf, cap, _("it borders %s of your regions and grows your kingdom"),
                 number_word(w->count, n1, sizeof n1));
        return true;
    case HR_REGION_VALUE:
        snprintf(buf, cap,
                 ngettext("a good start for you: %s free neighbour to grow into",
                          "a good start for you: %s free neighbours to grow into",
                          (unsigned long)w->other),
                 number_word(w->other, n1, sizeof n1));
        return true;
    case HR_REGION_DECOY:
        snprintf(buf, cap,
                 "%s", _("your hand is weak: let the others spend their cards on a region nobody needs"));
        return true;
    case HR_POPE_DENY:
        snprintf(buf, cap,
                 ngettext("%s needs %s most (%s region from victory)",
                          "%s needs %s most (%s regions from victory)", (unsigned long)w->count),
                 seat_name(names, w->seat, who, sizeof who), region(w->region),
                 number_word(w->count, n1, sizeof n1));
        return true;
    case HR_POPE_OFF:
        snprintf(buf, cap, "%s", _("no free region is worth blocking"));
        return true;
    case HR_REGION_CAPTURE:
        snprintf(buf, cap,
                 ngettext("take it from %s, who needs %d more region to win",
                          "take it from %s, who needs %d more regions to win",
                          (unsigned long)w->count),
                 seat_name(names, w->seat, who, sizeof who), w->count);
        return true;
    case HR_DECLINE:
        snprintf(buf, cap, "%s", _("every region you may choose would win the game for another "
                           "player: let the token pass on"));
        return true;
    case HR_KEEP_BEST:
        snprintf(buf, cap, "%s", _("your strongest cards for the next round"));
        return true;
    case HR_DISCARD_WEAK:
        snprintf(buf, cap,
                 ngettext("your %s card is worth %.1f points, less than a fresh deal (%.1f)",
                          "your %s cards are worth %.1f points each, less than a fresh deal "
                          "(%.1f)",
                          (unsigned long)w->count),
                 number_word(w->count, n1, sizeof n1), w->mine / 10.0, w->other / 10.0);
        return true;
    case HR_DISCARD_KEEP:
        snprintf(buf, cap,
                 ngettext("your %s card is worth %.1f points, more than a fresh deal (%.1f)",
                          "your %s cards are worth %.1f points each, more than a fresh deal "
                          "(%.1f)",
                          (unsigned long)w->count),
                 number_word(w->count, n1, sizeof n1), w->mine / 10.0, w->other / 10.0);
        return true;
    default:
        return false;
    }
}

/* A chance said "about N%": never 100 nor 0 (a guess against face-down
 * cards is no certainty). */
static int about_odds(int percent)
{
    return percent > 99 ? 99 : percent < 1 ? 1 : percent;
}

/* The reasons to pass, and the Scarecrow's pick from the line. */
static bool explain_pass(const struct heuristic_why *w, const char *contested, char *buf,
                         size_t cap)
{
    switch (w->reason) {
    case HR_PASS_WINNING:
        if (w->mine <= w->best) /* capture-regions: the defender keeps a tie */
            snprintf(buf, cap, _("you defend: a tie (%d to %d) keeps your region and nobody can "
                               "answer"), w->mine, w->best);
        else
            snprintf(buf, cap, _("you lead %d to %d and nobody can answer"), w->mine, w->best);
        return true;
    case HR_PASS_SAFE:
        snprintf(buf, cap, _("you lead %d to %d, more than the others are likely to add"),
                 w->mine, w->best);
        return true;
    case HR_PASS_HOPELESS:
        snprintf(buf, cap, _("even your whole hand cannot beat %d"), w->best);
        return true;
    case HR_PASS_COSTLY:
        if (w->target > w->best) /* the seats still playing may add to their lines */
            snprintf(buf, cap, _("beating %d and what the others may still add (about %d in "
                               "all) would cost more cards than %s is worth to you"),
                     w->best, w->target, contested);
        else
            snprintf(buf, cap, _("beating %d would cost more cards than %s is worth to you"),
                     w->best, contested);
        return true;
    case HR_PASS_HOLD_LEAD:
        snprintf(buf, cap, _("you lead %d to %d; more cards would cost more than %s is worth"),
                 w->mine, w->best, contested);
        return true;
    case HR_PASS_SOFT:
        snprintf(buf, cap, "%s", _("you defend and have not played: you stay in the battle and "
                           "answer once the attackers have passed"));
        return true;
    case HR_PASS_HIDDEN_ODDS:
        snprintf(buf, cap, _("no card is worth adding: about %d%% to win against the face-down "
                           "cards"), about_odds(w->count));
        return true;
    case HR_SCARECROW_TAKE:
        snprintf(buf, cap, "%s", _("the strongest mercenary you can spare from your line"));
        return true;
    case HR_SCARECROW_NONE:
        snprintf(buf, cap, "%s", _("your line needs every mercenary to keep the lead"));
        return true;
    default:
        return false;
    }
}

/* The reasons to play a card for the strength it gives the line. */
static bool explain_strength(const struct heuristic_why *w, char *buf, size_t cap)
{
    char n1[16], n2[16];
    switch (w->reason) {
    case HR_PLAY_SURRENDER:
        if (w->count > 0) /* hidden-cards: on the odds against the face-down cards */
            snprintf(buf, cap, _("about %d%% to win against the face-down cards: it ends the "
                               "battle now"), about_odds(w->count));
        else
            snprintf(buf, cap, _("you lead %d to %d and it ends the battle now"), w->mine, w->best);
        return true;
    case HR_PLAY_WINTER:
        if (w->count >= 2 && w->other >= 1)
            snprintf(buf, cap,
                     ngettext("your line has %s small mercenaries or heroines against %s big "
                              "mercenary (%d against about %d after it)",
                              "your line has %s small mercenaries or heroines against %s big "
                              "mercenaries (%d against about %d after it)",
                              (unsigned long)w->other),
                     number_word(w->count, n1, sizeof n1), number_word(w->other, n2, sizeof n2),
                     w->after, w->target);
        else
            snprintf(buf, cap,
                     _("every mercenary counts 1: your line %d against about %d after it"),
                     w->after, w->target);
        return true;
    case HR_PLAY_SPRING:
        snprintf(buf, cap, _("it lifts your line to %d against a target of %d"), w->after,
                 w->best_after);
        return true;
    case HR_PLAY_BISHOP:
        snprintf(buf, cap,
                 _("the highest mercenaries in play hurt the others more: your line %d after it, "
                 "theirs at most %d"),
                 w->after, w->best_after);
        return true;
    case HR_PLAY_DRUMMER:
        snprintf(buf, cap, _("it doubles your mercenaries: %d against a target of %d"), w->after,
                 w->best_after);
        return true;
    case HR_PLAY_TAKE_LEAD:
        if (w->after > w->target && w->target > w->best_after)
            snprintf(buf, cap, _("the cheapest card that beats %d and what the others may "
                               "still add (about %d in all): your line %d after it"),
                     w->best_after, w->target, w->after);
        else
            snprintf(buf, cap, _("the cheapest card that beats %d (your line %d after it)"),
                     w->best_after, w->after);
        return true;
    case HR_PLAY_BUILD:
        if (w->target > w->best_after)
            snprintf(buf, cap, _("the most strength for what it costs, toward beating %d and "
                               "what the others may still add (about %d in all)"),
                     w->best_after, w->target);
        else
            snprintf(buf, cap, _("the most strength for what it costs, toward beating %d"),
                     w->best_after);
        return true;
    case HR_PLAY_LAST_CARDS:
        snprintf(buf, cap,
                 _("the others are nearly out of cards: what you keep is worth little now "
                 "(toward beating %d)"),
                 w->best_after);
        return true;
    case HR_PLAY_HAND_FULL:
        snprintf(buf, cap, _("your hand is at its limit: a card kept only takes the place of one "
                           "you would draw (toward beating %d)"), w->best_after);
        return true;
    case HR_PLAY_HIDDEN_ODDS:
        snprintf(buf, cap, _("against the face-down cards it gives you about %d%% to win, "
                           "worth what it costs"), about_odds(w->count));
        return true;
    default:
        return false;
    }
}

/* The reasons to play a card against another seat, or to take one back. */
static bool explain_rival(const struct heuristic_why *w, const char *contested,
                          const char *const *names, char *buf, size_t cap)
{
    char n1[16], who[16];
    switch (w->reason) {
    case HR_PLAY_DENY:
        if (w->other) /* points-game */
            snprintf(buf, cap, _("%s would reach the campaign's target with %s: beat %d"),
                     seat_name(names, w->seat, who, sizeof who), contested, w->best_after);
        else
            snprintf(buf, cap, _("%s would win the game with %s: beat %d"),
                     seat_name(names, w->seat, who, sizeof who), contested, w->best_after);
        return true;
    case HR_PLAY_COURTESAN_TOKEN:
        snprintf(buf, cap,
                 ngettext("the battle is lost, but %s courtesan takes the token",
                          "the battle is lost, but %s courtesans take the token",
                          (unsigned long)w->count),
                 number_word(w->count, n1, sizeof n1));
        return true;
    case HR_PLAY_SCARECROW_SALVAGE:
        if (w->other)
            snprintf(buf, cap, _("you cannot beat %d and this battle ends the game: no move "
                               "changes the outcome"), w->target);
        else
            snprintf(buf, cap, _("you cannot beat %d: take your %s back for a later battle"),
                     w->target, card_name(w->card));
        return true;
    case HR_PLAY_SCARECROW_RECOVER:
        snprintf(buf, cap, _("you lead %d to %d and still win without your %s: take it back"),
                 w->mine, w->best, card_name(w->card));
        return true;
    case HR_PLAY_TRUCE:
        snprintf(buf, cap, _("%s would take %s: the Bishop ends the battle with no winner"),
                 seat_name(names, w->seat, who, sizeof who), contested);
        return true;
    default:
        return false;
    }
}

static void explain(const struct heuristic_why *w, const struct observation *obs,
                    const char *const *names, char *buf, size_t cap)
{
    const char *contested = region(obs->contested < REGION_COUNT ? obs->contested : -1);
    if (obs->final_battle)
        contested = _("the final battle");
    if (!explain_choice(w, names, buf, cap) && !explain_pass(w, contested, buf, cap) &&
        !explain_strength(w, buf, cap) && !explain_rival(w, contested, names, buf, cap))
        snprintf(buf, cap, "%s", _("no better move found"));
}

/* Whether a reason speaks of the lines' strengths (and so, under
 * hidden-cards, of the face-down cards as the heuristic guesses them). */
static bool cites_strengths(enum heuristic_reason r)
{
    switch (r) {
    case HR_PASS_WINNING:
    case HR_PASS_SAFE:
    case HR_PASS_HOPELESS:
    case HR_PASS_COSTLY:
    case HR_PASS_HOLD_LEAD:
    case HR_PLAY_SURRENDER:
    case HR_PLAY_WINTER:
    case HR_PLAY_SPRING:
    case HR_PLAY_BISHOP:
    case HR_PLAY_DRUMMER:
    case HR_PLAY_TAKE_LEAD:
    case HR_PLAY_BUILD:
    case HR_PLAY_LAST_CARDS:
    case HR_PLAY_DENY:
    case HR_PLAY_SCARECROW_SALVAGE:
    case HR_PLAY_SCARECROW_RECOVER:
    case HR_PLAY_HAND_FULL:
        return true;
    default:
        return false;
    }
}

/* The reason in words; under hidden-cards, when another line holds a
 * face-down card, the strengths it gives count that card at a guess (the
 * screen shows the face-up cards only), and it says so. */
static void explain_seen(const struct heuristic_why *w, const struct observation *obs,
                         const char *const *names, char *buf, size_t cap)
{
    bool guessed = false;
    for (int s = 0; s < GAME_MAX_SEATS; s++)
        guessed |= s != obs->seat && obs->face_down[s] > 0;
    if (!guessed || !cites_strengths(w->reason)) {
        explain(w, obs, names, buf, cap);
        return;
    }
    char inner[256];
    explain(w, obs, names, inner, sizeof inner);
    /* TRANSLATORS: %s is one of the hint's reasons ("you lead 12 to 10 ...") */
    snprintf(buf, cap, _("guessing the face-down cards: %s"), inner);
}

int advisor_hint(const struct game *g, const struct observation *obs, const action *legal,
                 int nlegal, action *out, char *reason, size_t cap)
{
    return advisor_hint_named(g, obs, legal, nlegal, NULL, out, reason, cap);
}

int advisor_hint_named(const struct game *g, const struct observation *obs, const action *legal,
                       int nlegal, const char *const *names, action *out, char *reason,
                       size_t cap)
{
    *out = 0;
    if (nlegal <= 0) {
        if (cap)
            snprintf(reason, cap, "%s", _("no legal action: it is not this seat's turn"));
        return -1;
    }
    struct heuristic_why why;
    action a = heuristic_choose(g, obs, legal, nlegal, &why);
    *out = a;
    if (!cap)
        return 0;
    char text[ACTION_TEXT_MAX], because[320];
    action_to_text(a, text, sizeof text);
    explain_seen(&why, obs, names, because, sizeof because);
    snprintf(reason, cap, "%s: %s", text, because);
    return 0;
}
