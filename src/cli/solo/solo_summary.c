/* solo_summary.c — `rules solitaire` opens with how a solitaire game goes,
 * in one screen, at the defaults (the Spanish text's rules): the set-up, a
 * battle, the duel, between battles and the end. Every ruling and option:
 * doc/rules-solitaire.md. */
#include <stdio.h>

#include "cli/solo/solo_screen.h"
#include "i18n.h"

void solo_render_summary(void)
{
    /* TRANSLATORS: the solitaire in brief, one line a paragraph (the
     * screen wraps them to its width); keep the commands (special CARD,
     * blind...) as they are typed. */
    printf(_(
        "The solitaire (the Spanish text; every ruling: doc/rules-solitaire.md).\n"
        "Set-up: 30 mercenaries are your deck; you draw 10 of them as your open "
        "hand and turn up 6 special cards, your reserve for the whole game. The "
        "enemy deck holds the other 28 mercenaries and 4 Scarecrows, for 2 enemy "
        "armies, A and B.\n"
        "A battle: a coin says which army you fight. The enemy opens the odd "
        "battles, you the even ones; in turn the enemy turns up its top card and "
        "you play a mercenary from your hand, until each side has 5 cards. The "
        "stronger line wins; a tie goes to the enemy. Once you have played 2 "
        "cards you may concede: the cards you did not play stay in your hand.\n"
        "The duel: once a mercenary is down you may play one special card from "
        "your reserve (special CARD); the enemy answers with the top card of the "
        "special deck; both take effect, the lines are compared and the battle "
        "ends. One special a battle. An enemy Scarecrow forces the duel at once.\n"
        "Between battles your hand is not refilled, and your used mercenaries "
        "never come back. With fewer than 5 cards in hand the battle is blind: "
        "your hand, then the top card of your deck unseen (blind); then you draw "
        "10 new cards.\n"
        "The end: 5 victories end the game (yours: you win); an army that wins 3 "
        "battles in a row wins it; when your 30 mercenaries are all used, you "
        "win only with more victories than each army.\n"));
}
