/* base_options.c — the base game's disputed readings as choice options
 * (enum rule_reading in engine/ruleset.h): where the rulebooks disagree or
 * leave a point open, each reading is a value, the first the default.
 * doc/rules-standard.md quotes the rulebooks' sentences on each side. */
#include <string.h>

#include "rules/rules.h"

static const char *const round_deals[] = {"up-to-10", "ten-more", NULL};
static const char *const pope_choices[] = {"allowed", "forbidden", "truce", NULL};
static const char *const printed_effective[] = {"printed", "effective", NULL};
static const char *const printed_all[] = {"printed", "all", NULL};
static const char *const public_private[] = {"public", "private", NULL};

struct reading {
    struct rule_option option;
    const char *sources;
};

#define CHOICE(name, desc, list, n) \
    { name, desc, RULE_OPTION_CHOICE, 0, 0, (n) - 1, list }

static const struct reading readings[READING_COUNT] = {
    [READING_ROUND_DEAL] = {
        CHOICE("round-deal",
               N_("a round's deal: up-to-10 = every hand is filled up to hand-size (the keeper "
               "of 2 cards gets 8), ten-more = everybody gets hand-size cards (the keeper "
               "ends with 12); region cards come on top"),
               round_deals, 2),
        N_("up-to-10: the Italian 3rd-edition rulebook (\"so that in the end they all hold 10\n"
        "  again\") and the Polish 3rd-edition rulebook (\"so that each player holds exactly\n"
        "  10 cards\").\n"
        "ten-more: the Portuguese 3rd-edition rulebook (\"now gives 10 cards to each\n"
        "  player\")."),
    },
    [READING_POPE_CONTESTED] = {
        CHOICE("pope-contested",
               N_("the Bishop's player puts the Pope on the region being fought over: allowed = "
               "the battle goes on, forbidden = not that region, truce = allowed and the "
               "battle ends at once with no winner"),
               pope_choices, 3),
        N_("allowed: the Italian 3rd-edition rulebook lets the Pope go on \"a free region of\n"
        "  his choice\", and the region fought over is still free.\n"
        "forbidden, truce: the Polish 3rd-edition rulebook: the Pope's token \"means that\n"
        "  no battles may take place in that region\" (the Portuguese: \"ensuring that\n"
        "  there are no battles in it\"); forbidden keeps the battle, truce ends it."),
    },
    [READING_BISHOP_HIGHEST] = {
        CHOICE("bishop-highest",
               N_("which mercenaries a Bishop discards: printed = those of the highest printed "
               "value, effective = the strongest after the Drummer (a 6 behind a Drummer, 12, "
               "goes before a 10)"),
               printed_effective, 2),
        N_("printed: the Italian 3rd-edition rulebook, \"all the Mercenary cards of the\n"
        "  highest value in play\" (\"di valore maggiore\"), and the Portuguese, \"the\n"
        "  mercenary card of the highest value\": the value printed on the card.\n"
        "effective: the Polish 3rd-edition rulebook, \"the strongest mercenary card in\n"
        "  play is discarded ... if several cards tie at the highest level of strength,\n"
        "  all of them\" (\"najsilniejsza karta najemnika\"): its strength in the line."),
    },
    [READING_BISHOP_WINTER] = {
        CHOICE("bishop-winter",
               N_("a Bishop under Winter, where every mercenary's printed value counts as 1: "
               "printed = the highest printed ones still go, all = every face-up mercenary "
               "goes (they are all the highest)"),
               printed_all, 2),
        N_("Under Winter \"the printed value of all the Mercenary cards in play is\n"
        "  reduced to 1\" (the Italian 3rd-edition rulebook, \"il valore stampato di tutte\n"
        "  le carte Mercenario in gioco ... si riduce idealmente a 1\"); no rulebook says\n"
        "  what a Bishop then discards.\n"
        "printed: the highest printed value, as without Winter.\n"
        "all: all count as 1, so all are the highest, and all go."),
    },
    [READING_SPRING_HIGHEST] = {
        CHOICE("spring-highest",
               N_("which mercenaries Spring's +3 goes to: printed = those of the highest "
               "printed value, effective = the strongest after the Drummer (a 6 behind a "
               "Drummer, 12, gets it before a 10)"),
               printed_effective, 2),
        N_("printed: the Italian 3rd-edition rulebook, \"all the Mercenary cards in play of\n"
        "  the highest value\" (\"di valore maggiore\"); its example doubles a 4 behind a\n"
        "  Drummer \"before\" the bonus, the 4 being \"the one of the highest value in\n"
        "  play\".\n"
        "effective: the Polish 3rd-edition rulebook, \"the player who holds the strongest\n"
        "  mercenary in play adds 3 points\" (\"najsilniejszego najemnika\"), and the\n"
        "  Portuguese, the cards \"that share the highest strength value in play\" (\"o\n"
        "  valor de força mais elevado\"): the strength in the line."),
    },
    [READING_HAND_SIZES] = {
        CHOICE("hand-sizes",
               N_("may a player see how many cards the others hold: public = the screens, "
               "the events and the bots' observations show every hand's count, private = "
               "only his own (whether a player holds any card at all stays public)"),
               public_private, 2),
        N_("No rulebook says. The hands are hidden: the Italian 3rd-edition rulebook\n"
        "  allows the players \"even to show the others their own cards, but not to\n"
        "  exchange them\" (\"è permesso anche mostrare agli altri le proprie carte, ma\n"
        "  non scambiarle\"; the French 1st-edition, the Polish and the Portuguese\n"
        "  3rd-edition rulebooks say the same), and none says whether their number\n"
        "  may be seen or asked.\n"
        "  Whether a player holds any card at all is public in both readings: a round\n"
        "  ends when \"all the players, except at most one, have no more cards\" (the\n"
        "  Italian: \"tutti i giocatori, all'infuori al massimo di uno, non hanno più\n"
        "  carte\"), which everybody must see.\n"
        "public: a hand of cards at the table shows its size.\n"
        "private: the players hold their cards so that the others cannot count them;\n"
        "  a player may still work the number out from the deals and the plays.\n"
        "  The deck's count stays public, the rules fixing every deal and draw; with\n"
        "  round-deal=ten-more (the cards kept at a round end) and\n"
        "  draw-after-battle.draw-choice=optional (the cards drawn) it would tell what\n"
        "  a player chose unseen, and is private too."),
    },
};

const struct rule_option *rule_reading_at(int i)
{
    return i >= 0 && i < READING_COUNT ? &readings[i].option : NULL;
}

const char *rule_reading_sources(int i)
{
    return i >= 0 && i < READING_COUNT ? readings[i].sources : NULL;
}

int rule_reading_find(const char *name)
{
    for (int i = 0; i < READING_COUNT; i++)
        if (!strcmp(readings[i].option.name, name))
            return i;
    return -1;
}
