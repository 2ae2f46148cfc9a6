/* prompt.c — the read-dispatch loop: splits a line into words, finds the
 * command (name, alias or unique prefix), runs it. A bare card name is a
 * shortcut for `play CARD` where a game takes cards. */
#include "cli/prompt/prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/line_input.h"
#include "cli/prompt/session.h"

#define MAX_WORDS 16

static bool offered(const struct session *s, const struct prompt_command *c)
{
    return (c->modes & session_mode(s)) != 0;
}

static const struct prompt_command *find_exact(const struct session *s, const char *word)
{
    for (const struct prompt_command *const *p = prompt_commands; *p; p++)
        if (offered(s, *p) && (!strcasecmp((*p)->name, word) ||
                               ((*p)->alias && !strcasecmp((*p)->alias, word))))
            return *p;
    return NULL;
}

static const struct prompt_command *find_prefix(const struct session *s, const char *word,
                                                bool *ambiguous)
{
    const struct prompt_command *found = NULL;
    size_t len = strlen(word);
    *ambiguous = false;
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        if (!offered(s, *p) || strncasecmp((*p)->name, word, len))
            continue;
        if (found) {
            *ambiguous = true;
            return NULL;
        }
        found = *p;
    }
    return found;
}

const struct prompt_command *prompt_find(const struct session *s, const char *word, bool *ambiguous)
{
    const struct prompt_command *c = find_exact(s, word);
    *ambiguous = false;
    return c ? c : find_prefix(s, word, ambiguous);
}

static void list_commands(const struct session *s, FILE *out)
{
    const char *sep = "";
    for (const struct prompt_command *const *p = prompt_commands; *p; p++)
        if (offered(s, *p)) {
            fprintf(out, "%s%s", sep, (*p)->name);
            sep = ", ";
        }
}

/* Splits `line` in place into words; '...' and "..." group words. Returns
 * the count, or -1 for an unclosed quote. */
static int split_words(char *line, char **words, int cap)
{
    int n = 0;
    char *r = line, *w = line;
    for (;;) {
        while (*r == ' ' || *r == '\t')
            r++;
        if (!*r)
            return n;
        if (n == cap)
            return n;
        words[n++] = w;
        while (*r && *r != ' ' && *r != '\t') {
            if (*r == '\'' || *r == '"') {
                char q = *r++;
                while (*r && *r != q)
                    *w++ = *r++;
                if (!*r)
                    return -1;
                r++;
            } else {
                *w++ = *r++;
            }
        }
        if (*r)
            r++;
        *w++ = '\0';
    }
}

enum prompt_result prompt_execute(struct session *s, char *line)
{
    char *words[MAX_WORDS + 1]; /* +1: room for an implied "play" */
    int n = split_words(line, words, MAX_WORDS);
    if (n < 0) {
        printf("A quote is not closed.\n");
        return PROMPT_CONTINUE;
    }
    if (n == 0) {
        const char *verb = session_empty_line_verb(s);
        if (!verb)
            return PROMPT_CONTINUE;
        words[n++] = (char *)verb;
    }
    /* A command's name or alias, then a card ("10" means "play 10", "sp"
     * means "special spring"), then a unique prefix of a command. */
    bool ambiguous = false;
    const struct prompt_command *c = find_exact(s, words[0]);
    const char *verb = c ? NULL : session_card_verb(s, words[0]);
    if (verb && (c = find_exact(s, verb)) != NULL) {
        memmove(words + 1, words, (size_t)n * sizeof words[0]);
        words[0] = (char *)verb;
        n++;
    }
    if (!c)
        c = find_prefix(s, words[0], &ambiguous);
    if (!c && session_mode(s) != MODE_IDLE && words[0][0] >= '0' && words[0][0] <= '9') {
        printf("There is no card '%s': mercenaries are 1, 2, 3, 4, 5, 6 and 10.\n", words[0]);
        return PROMPT_CONTINUE;
    }
    if (!c) {
        printf("%s command '%s'. Commands here: ", ambiguous ? "Ambiguous" : "Unknown", words[0]);
        list_commands(s, stdout);
        printf(" (help for details).\n");
        return PROMPT_CONTINUE;
    }
    return c->run(s, n, words);
}

static struct session *completing; /* the session readline completes for */

/* Completion: command names (and cards, where a card alone is a play) for
 * the first word; the command's own candidates after it. */
static size_t complete(const char *line, size_t start, const char **out, size_t cap)
{
    struct session *s = completing;
    size_t n = 0;
    size_t lead = strspn(line, " \t");
    if (start <= lead) {
        for (const struct prompt_command *const *p = prompt_commands; *p && n < cap; p++)
            if (offered(s, *p))
                out[n++] = (*p)->name;
        if (session_mode(s) != MODE_IDLE)
            n += session_complete_cards(s, out + n, cap - n);
        return n;
    }
    char first[32];
    size_t len = strcspn(line + lead, " \t");
    if (len >= sizeof first)
        return 0;
    memcpy(first, line + lead, len);
    first[len] = '\0';
    bool ambiguous;
    const struct prompt_command *c = prompt_find(s, first, &ambiguous);
    if (!c && session_card_verb(s, first))
        return 0;
    return c && c->complete ? c->complete(s, out, cap) : 0;
}

int prompt_run(struct session *s)
{
    completing = s;
    line_input_open(s->interactive, s->history_path, complete);
    for (;;) {
        char prompt[64];
        session_prompt_text(s, prompt, sizeof prompt);
        char *line = line_input_read(prompt);
        if (!line)
            break;
        enum prompt_result r = prompt_execute(s, line);
        free(line);
        if (r == PROMPT_QUIT)
            break;
        fflush(stdout);
    }
    line_input_close();
    return 0;
}
