/* hint_print.c — `hint` on the screen: the advisor writes its moves in the
 * engine's English words; here each special card becomes the name the
 * player's screens give it (the hand shows "Inverno": the hint says "play
 * inverno"), checked to be a name the prompt reads back as that card, each
 * region its name on the screens ("region Florencja" under Polish), and
 * the moves' column keeps its width in letters (accented names take more
 * bytes than letters). */
#include "cli/prompt/hint_print.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/i18n/i18n_names.h"
#include "cli/term/term_width.h"
#include "engine/card.h"
#include "engine/map.h"

#define MOVE_COLUMN 20 /* advisor_format's %-20s */

/* The first letter in lower case: ASCII, or a Latin-1 capital in UTF-8
 * ("É" is C3 89, "é" C3 A9), the only ones the card titles begin with. */
static void lower_first(char *word)
{
    unsigned char *u = (unsigned char *)word;
    if (u[0] >= 'A' && u[0] <= 'Z')
        u[0] = (unsigned char)(u[0] - 'A' + 'a');
    else if (u[0] == 0xc3 && u[1] >= 0x80 && u[1] <= 0x9e && u[1] != 0x97)
        u[1] = (unsigned char)(u[1] + 0x20);
}

/* The word for card `kind` in the screen's language, when the prompt reads
 * it back as that card; else the English name. */
static const char *local_card(int kind, char *buf, size_t cap)
{
    snprintf(buf, cap, "%s", card_title_local(kind));
    lower_first(buf);
    if (card_parse(buf) == kind)
        return buf;
    snprintf(buf, cap, "%s", card_title_local(kind));
    if (card_parse(buf) == kind)
        return buf;
    return card_info((enum card_kind)kind)->name;
}

void hint_local_command(const char *command, char *out, size_t cap)
{
    size_t len = 0;
    if (!cap)
        return;
    out[0] = '\0';
    const char *p = command;
    for (int n = 0; *p && len < cap; n++) {
        size_t w = strcspn(p, " ");
        char word[48], local[64];
        snprintf(word, sizeof word, "%.*s", (int)w, p);
        const char *shown = word;
        int k = n > 0 ? card_parse(word) : -1; /* the first word is the command */
        if (k >= 0 && !card_is_mercenary(k) && !strcasecmp(word, card_info((enum card_kind)k)->name))
            shown = local_card(k, local, sizeof local);
        else if (n == 1 && (!strncmp(command, "region ", 7) || !strncmp(command, "pope ", 5)) &&
                 region_parse(word) >= 0) /* "region Florencja" */
            shown = region_name_local(region_parse(word));
        int wrote = snprintf(out + len, cap - len, "%s%s", n ? " " : "", shown);
        len += wrote > 0 ? (size_t)wrote : 0;
        p += w;
        while (*p == ' ')
            p++;
    }
}

void hint_print(const struct advisor_advice *a)
{
    struct advisor_advice shown = *a;
    for (int i = 0; i < shown.nmoves; i++) {
        char *command = shown.moves[i].command;
        size_t cap = sizeof shown.moves[i].command;
        hint_local_command(a->moves[i].command, command, cap);
        /* padded to the column in letters: %-20s counts bytes */
        size_t bytes = strlen(command), letters = term_text_width(command, bytes);
        while (letters < MOVE_COLUMN && bytes + 1 < cap) {
            command[bytes++] = ' ';
            command[bytes] = '\0';
            letters++;
        }
    }
    char text[1024];
    advisor_format(&shown, text, sizeof text);
    if (a->nmoves > 1 || (a->nmoves == 1 && a->moves[0].percent >= 0))
        fputs(advisor_order_text(a), stdout);
    fputs(text, stdout);
}
