/* prompt.c — the read-dispatch loop: splits a line into words, finds the
 * command (name, alias or unique prefix, never a prefix for an
 * irreversible one), or the card a bare word names (a shortcut for `play
 * CARD`), asks when a word could be both, and suggests the closest words
 * for a typo. */
#include "cli/prompt/prompt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/prompt/line_input.h"
#include "cli/prompt/session.h"
#include "engine/card.h"
#include "i18n.h"

#define MAX_WORDS 16
#define MAX_MATCHES 12

static bool in_mode(const struct session *s, const struct prompt_command *c)
{
    return (c->modes & session_mode(s)) != 0;
}

bool prompt_offered(const struct session *s, const struct prompt_command *c)
{
    return in_mode(s, c) && (!c->available || c->available(s));
}

static const struct prompt_command *find_exact(const struct session *s, const char *word)
{
    for (const struct prompt_command *const *p = prompt_commands; *p; p++)
        if (in_mode(s, *p) && (!strcasecmp((*p)->name, word) ||
                               ((*p)->alias && !strcasecmp((*p)->alias, word))))
            return *p;
    /* the command's word in the screen's language */
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        const char *local = in_mode(s, *p) ? prompt_local_word((*p)->name) : NULL;
        if (local && !strcasecmp(local, word))
            return *p;
    }
    return NULL;
}

/* The commands of this mode whose name starts with `word`. */
static int find_prefixes(const struct session *s, const char *word,
                         const struct prompt_command **out, int cap)
{
    int n = 0;
    size_t len = strlen(word);
    for (const struct prompt_command *const *p = prompt_commands; *p; p++) {
        if (!in_mode(s, *p) || strncasecmp((*p)->name, word, len))
            continue;
        bool seen = false; /* one name may have several entries */
        for (int i = 0; i < n; i++)
            seen |= !strcmp(out[i]->name, (*p)->name);
        if (!seen && n < cap)
            out[n++] = *p;
    }
    return n;
}

const struct prompt_command *prompt_find(const struct session *s, const char *word, bool *ambiguous)
{
    const struct prompt_command *c = find_exact(s, word), *m[MAX_MATCHES];
    *ambiguous = false;
    if (c)
        return c;
    int n = find_prefixes(s, word, m, MAX_MATCHES);
    *ambiguous = n > 1;
    return n == 1 ? m[0] : NULL;
}

static void list_commands(const struct session *s, char *buf, size_t cap)
{
    const char *sep = "";
    size_t len = 0;
    buf[0] = '\0';
    for (const struct prompt_command *const *p = prompt_commands; *p && len < cap; p++)
        if (prompt_offered(s, *p)) {
            len += (size_t)snprintf(buf + len, cap - len, "%s%s", sep, (*p)->name);
            sep = ", ";
        }
}

/* "hand, help or hint"; with `more`, "hand, help, hint" (more follows). */
static void names_text(const struct prompt_command **m, int n, bool more, char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && len < cap; i++)
        /* TRANSLATORS: between the last two of a list of choices. */
        len += (size_t)snprintf(buf + len, cap - len, "%s%s",
                                i == 0 ? "" : i == n - 1 && !more ? _(" or ") : ", ", m[i]->name);
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

static void unknown_word(const struct session *s, const char *word)
{
    char near[256];
    prompt_suggest(s, word, near, sizeof near);
    if (*near) {
        printf(_("Unknown command '%s'. Did you mean %s? (help lists the commands)\n"), word, near);
        return;
    }
    char list[1024];
    list_commands(s, list, sizeof list);
    printf(_("Unknown command '%s'. Commands here: %s (help for details).\n"), word, list);
}

/* No exact command and no card: a unique prefix of a command, unless the
 * word could also be a card or names an irreversible command. */
static const struct prompt_command *by_prefix(const struct session *s, const char *word)
{
    const struct prompt_command *m[MAX_MATCHES];
    int n = find_prefixes(s, word, m, MAX_MATCHES);
    int card = session_mode(s) == MODE_IDLE ? -1 : card_parse(word);
    char names[512];
    if (n > 0 && card >= 0) {
        names_text(m, n, true, names, sizeof names);
        /* TRANSLATORS: commands, then a card's name as typed. */
        printf(_("Did you mean %s or the card %s? Type more of the word.\n"), names,
               card_info(card)->name);
        return NULL;
    }
    if (n > 1) {
        names_text(m, n, false, names, sizeof names);
        printf(_("Ambiguous command '%s': did you mean %s?\n"), word, names);
        return NULL;
    }
    if (n == 1 && (m[0]->flags & PROMPT_WHOLE_NAME)) {
        printf(_("Type %s in full: it cannot be undone.\n"), m[0]->name);
        return NULL;
    }
    if (n == 1)
        return m[0];
    if (card >= 0) {
        printf(_("'%s' is not a card name at the prompt: type %s.\n"), word,
               card_info(card)->name);
        return NULL;
    }
    if (session_mode(s) != MODE_IDLE && prompt_number_word(word)) {
        printf(_("There is no card '%s': mercenaries are 1, 2, 3, 4, 5, 6 and 10.\n"), word);
        return NULL;
    }
    unknown_word(s, word);
    return NULL;
}

enum prompt_result prompt_execute(struct session *s, char *line)
{
    char *words[MAX_WORDS + 1]; /* +1: room for an implied "play" */
    int n = split_words(line, words, MAX_WORDS);
    if (n < 0) {
        printf(_("A quote is not closed.\n"));
        return PROMPT_CONTINUE;
    }
    if (n == 0) {
        const char *verb = session_empty_line_verb(s);
        if (!verb)
            return PROMPT_CONTINUE;
        words[n++] = (char *)verb;
    }
    if (prompt_program_name(s, n, words))
        return PROMPT_CONTINUE;
    /* A command's name or alias, then a card ("10" means "play 10",
     * "winter" means "special winter" in the solitaire), then a unique
     * prefix of a command. A word that is both a command and a card
     * ("scarecrow") is the command when the rules allow it now. */
    const struct prompt_command *c = find_exact(s, words[0]);
    int card = prompt_card(s, words[0], true);
    if (c && card >= 0 && !prompt_offered(s, c))
        c = NULL;
    if (!c && card >= 0) {
        const char *verb = session_card_verb(s, card);
        if (verb && (c = find_exact(s, verb)) != NULL) {
            memmove(words + 1, words, (size_t)n * sizeof words[0]);
            words[0] = (char *)verb;
            n++;
        }
    }
    if (!c && !(c = by_prefix(s, words[0])))
        return PROMPT_CONTINUE;
    const char *local = prompt_local_word(c->name);
    if ((c->flags & PROMPT_WHOLE_NAME) && strcasecmp(words[0], c->name) &&
        !(local && !strcasecmp(words[0], local))) {
        printf(_("Type %s in full: it cannot be undone.\n"), c->name);
        return PROMPT_CONTINUE;
    }
    if (c->flags & PROMPT_CONFIRM) {
        char q[192];
        snprintf(q, sizeof q, _("Really %s? It cannot be undone."), c->name);
        if (!prompt_confirm(s, q)) {
            printf(_("Nothing done.\n"));
            return PROMPT_CONTINUE;
        }
    }
    return c->run(s, n, words);
}

bool prompt_confirm(const struct session *s, const char *question)
{
    if (!s->interactive)
        return true;
    char ask[256];
    /* TRANSLATORS: a yes/no question; the answer's first letter is read:
     * y (or your language's "yes" initial, see the next message) says yes. */
    snprintf(ask, sizeof ask, _("%s [y/N] "), question);
    char *answer = line_input_ask(ask);
    /* TRANSLATORS: the first letter of "yes" in your language, lower case
     * (s for sì/sí/sim, o for oui, t for tak); y is accepted too. */
    const char *yes_letter = _("y");
    bool yes = answer && (answer[0] == 'y' || answer[0] == 'Y' ||
                          (answer[0] && strncasecmp(answer, yes_letter, 1) == 0));
    free(answer);
    return yes;
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
            if (prompt_offered(s, *p))
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
    if (!c && prompt_card(s, first, true) >= 0)
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
        if (!line) {
            if (s->interactive)
                printf("quit\n"); /* Ctrl-D on an empty line: leave as quit does */
            break;
        }
        enum prompt_result r = prompt_execute(s, line);
        free(line);
        if (r == PROMPT_QUIT)
            break;
        fflush(stdout);
    }
    line_input_close();
    return 0;
}

bool prompt_interrupted(void)
{
    return line_input_interrupted();
}
