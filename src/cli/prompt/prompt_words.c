/* prompt_words.c — the words of the prompt that are not commands: which
 * card a typed word names (no one-letter aliases, no alias that is also a
 * command's prefix when the word stands alone), and the closest commands,
 * cards and regions to a mistyped word (edit distance). */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "engine/card.h"
#include "engine/map.h"

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
    int w = snprintf(nr->buf + nr->len, nr->cap - nr->len, "%s%s", nr->count ? " or " : "", entry);
    if (w > 0 && nr->len + (size_t)w < nr->cap) {
        nr->len += (size_t)w;
        nr->count++;
    }
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
            consider(&nr, word, card_info((enum card_kind)k)->name, "the card ");
    if (session_mode(s) == MODE_STANDARD)
        for (int r = 0; r < REGION_COUNT; r++) {
            consider(&nr, word, region_name(r), "the region ");
            consider(&nr, word, region_english_name(r), "the region ");
        }
}
