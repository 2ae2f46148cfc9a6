/* prompt_words.c — the words of the prompt that are not commands: which
 * card a typed word names (no one-letter aliases, no alias that is also a
 * command's prefix when the word stands alone) and why a word names none,
 * the program's name typed before a command, and the closest commands,
 * cards and regions to a mistyped word (edit distance); the commands' words
 * in the screen's language. */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/commands/subcommands.h"
#include "engine/card.h"
#include "engine/map.h"
#include "cli/i18n/i18n_names.h"
#include "i18n.h"

static bool all_digits(const char *w)
{
    if (!*w)
        return false;
    for (; *w; w++)
        if (*w < '0' || *w > '9')
            return false;
    return true;
}

int prompt_card(const struct session *s, const char *word, bool bare)
{
    int k = card_parse(word);
    if (k < 0 || all_digits(word))
        return k;
    if (!strcasecmp(word, card_info(k)->name))
        return k;
    if (strlen(word) < 2)
        return -1;
    if (bare)
        for (const struct prompt_command *const *p = prompt_commands; *p; p++)
            if (((*p)->modes & session_mode(s)) && !strncasecmp((*p)->name, word, strlen(word)))
                return -1;
    return k;
}

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Optimal string alignment distance (a swap of two neighbours counts 1),
 * case-insensitive; words longer than 31 characters are far from all. */
static int distance(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    if (n > 31 || m > 31)
        return 99;
    int d[32][32];
    for (size_t i = 0; i <= n; i++)
        d[i][0] = (int)i;
    for (size_t j = 0; j <= m; j++)
        d[0][j] = (int)j;
    for (size_t i = 1; i <= n; i++)
        for (size_t j = 1; j <= m; j++) {
            int cost = lower((unsigned char)a[i - 1]) != lower((unsigned char)b[j - 1]);
            int best = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < best)
                best = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < best)
                best = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && lower((unsigned char)a[i - 1]) == lower((unsigned char)b[j - 2]) &&
                lower((unsigned char)a[i - 2]) == lower((unsigned char)b[j - 1]) &&
                d[i - 2][j - 2] + 1 < best)
                best = d[i - 2][j - 2] + 1;
            d[i][j] = best;
        }
    return d[n][m];
}

struct near {
    int best;
    char *buf;
    size_t cap, len;
    int count;
};

static void consider(struct near *nr, const char *word, const char *candidate, const char *what)
{
    size_t len = strlen(word);
    int limit = len <= 2 ? 0 : len <= 5 ? 1 : 2;
    int d = distance(word, candidate);
    if (d > limit || d > nr->best)
        return;
    char entry[64];
    snprintf(entry, sizeof entry, "%s%s", what, candidate);
    if (d < nr->best) {
        nr->best = d;
        nr->len = 0;
        nr->count = 0;
        nr->buf[0] = '\0';
    }
    if (strstr(nr->buf, entry) || nr->count == 4)
        return;
    int w = snprintf(nr->buf + nr->len, nr->cap - nr->len, "%s%s", nr->count ? _(" or ") : "", entry);
    if (w > 0 && nr->len + (size_t)w < nr->cap) {
        nr->len += (size_t)w;
        nr->count++;
    }
}

bool prompt_number_word(const char *word)
{
    if (*word == '-' || *word == '+')
        word++;
    return *word >= '0' && *word <= '9';
}

int prompt_card_word(const struct session *s, const char *word)
{
    int k = prompt_card(s, word, false);
    if (k >= 0)
        return k;
    k = card_parse(word);
    if (k >= 0) {
        printf(_("'%s' is not a card name at the prompt: type %s.\n"), word, card_info(k)->name);
        return -1;
    }
    if (prompt_number_word(word)) {
        printf(_("There is no card '%s': mercenaries are 1, 2, 3, 4, 5, 6 and 10.\n"), word);
        return -1;
    }
    char near[256];
    struct near nr = { 99, near, sizeof near, 0, 0 };
    near[0] = '\0';
    for (int c = CARD_M10 + 1; c < CARD_KINDS; c++) {
        if (!session_has_card(s, c))
            continue; /* not in this kind of game */
        consider(&nr, word, card_info((enum card_kind)c)->name, "");
        if (strcasecmp(card_title_local(c), card_info((enum card_kind)c)->name))
            consider(&nr, word, card_title_local(c), "");
    }
    if (*near)
        /* TRANSLATORS: the closest cards' names follow ("bishop or drummer"). */
        printf(_("There is no card '%s'. Did you mean %s?\n"), word, near);
    else
        printf(_("There is no card '%s' (help lists the cards' names).\n"), word);
    return -1;
}

/* The words after the program's name as they would be typed again, a word
 * with a space in quotes. */
static void rest_of_line(int n, char **words, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 1; i < n && len < cap; i++) {
        const char *q = strchr(words[i], ' ') || strchr(words[i], '\t') ? "'" : "";
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%s%s", i > 1 ? " " : "", q, words[i], q);
    }
}

bool prompt_program_name(const struct session *s, int n, char **words)
{
    const char *base = strrchr(words[0], '/');
    if (strcasecmp(base ? base + 1 : words[0], "condottiere"))
        return false;
    /* TRANSLATORS: in these messages the first %s is the program's name as
     * typed (condottiere), then come the words typed after it. */
    if (n == 1) {
        printf(_("You are in %s already: type a command alone (help lists them).\n"), words[0]);
        return true;
    }
    char rest[512];
    bool ambiguous;
    rest_of_line(n, words, rest, sizeof rest);
    if (prompt_find(s, words[1], &ambiguous) || ambiguous ||
        (session_mode(s) != MODE_IDLE && prompt_card(s, words[1], true) >= 0))
        printf(_("The prompt takes commands without '%s': type %s\n"), words[0], rest);
    else if (words[1][0] == '-' || subcommand_find(words[1], &ambiguous))
        printf(_("The prompt takes commands without '%s', and '%s' is not one of them: quit, then "
                 "run %s %s in a shell (help lists the commands here).\n"),
               words[0], words[1], words[0], rest);
    else
        printf(_("The prompt takes commands without '%s', and '%s' is no command here (help lists "
                 "them).\n"), words[0], words[1]);
    return true;
}

void prompt_suggest(const struct session *s, const char *word, char *buf, size_t cap)
{
    struct near nr = { 99, buf, cap, 0, 0 };
    if (!cap)
        return;
    buf[0] = '\0';
    for (const struct prompt_command *const *p = prompt_commands; *p; p++)
        if ((*p)->modes & session_mode(s))
            consider(&nr, word, (*p)->name, "");
    if (session_mode(s) != MODE_IDLE)
        for (int k = CARD_M10 + 1; k < CARD_KINDS; k++)
            /* TRANSLATORS: before a card's name in "Did you mean the card winter?" */
            consider(&nr, word, card_info((enum card_kind)k)->name, _("the card "));
    if (session_mode(s) != MODE_IDLE && s->screen->has_regions)
        for (int r = 0; r < REGION_COUNT; r++) {
            /* TRANSLATORS: before a region's name in "Did you mean the region Roma?" */
            consider(&nr, word, region_name_local(r), _("the region "));
            consider(&nr, word, region_name(r), _("the region "));
            consider(&nr, word, region_english_name(r), _("the region "));
        }
}

/* The commands' words in the screen's language, marked with the context
 * "command" (an English word may mean something else elsewhere). Only
 * xgettext reads this table; prompt_local_word looks the words up. */
static const char *const command_words[] __attribute__((unused)) = {
    /* TRANSLATORS: the word a player types for the command (context
     * "command"), accepted besides the English one: one word, lower case,
     * no space, different from every other command's word and from the
     * cards' names (except scarecrow, which is also the card's name). */
    NC_("command", "play"),     NC_("command", "special"),  NC_("command", "blind"),
    NC_("command", "next"),     NC_("command", "fight"),    NC_("command", "concede"),
    NC_("command", "hand"),     NC_("command", "hint"),     NC_("command", "status"),
    NC_("command", "pass"),     NC_("command", "region"),   NC_("command", "pope"),
    NC_("command", "scarecrow"), NC_("command", "keep"),    NC_("command", "discard"),
    NC_("command", "decline"),  NC_("command", "lines"),    NC_("command", "map"),
    NC_("command", "seen"),     NC_("command", "solo"),     NC_("command", "abandon"),
    NC_("command", "rules"),    NC_("command", "variants"), NC_("command", "resume"),
    NC_("command", "replay"),   NC_("command", "history"),  NC_("command", "stats"),
    NC_("command", "strength"), NC_("command", "help"),     NC_("command", "quit"),
    NC_("command", "draw"),     NC_("command", "undo"),
    NC_("command", "try"),
};

const char *prompt_local_word(const char *name)
{
#if ENABLE_NLS
    char key[64];
    if ((size_t)snprintf(key, sizeof key, "command%c%s", 4, name) >= sizeof key)
        return NULL;
    const char *word = gettext(key);
    if (word == key || !strcmp(word, key) || !strcasecmp(word, name) || !*word)
        return NULL;
    return word;
#else
    (void)name;
    return NULL;
#endif
}
