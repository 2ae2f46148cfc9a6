/* cmd_strength.c — `condottiere strength`: the battle calculator. One
 * argument per battle line ("NAME: card card ..."), one output line per
 * battle line ("NAME STRENGTH"), then "winner NAME" or "winner none". */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/cmd_args.h"
#include "engine/strength.h"
#include "engine/variant.h"
#include "cli/i18n/i18n_names.h"
#include "cli/i18n/i18n_text.h"
#include "i18n.h"
#include "cli/i18n/i18n_msg.h"

#define MAX_LINES 6
#define MAX_CARDS 64
#define NAME_MAX_LEN 24

struct calc_line {
    char name[NAME_MAX_LEN];
    int ncards;
    uint8_t kind[MAX_CARDS];
    bool down[MAX_CARDS];
};

struct calc {
    int nlines;
    struct calc_line lines[MAX_LINES];
    struct strength_line counts[MAX_LINES];
    bool explain, announced;
    struct variant variant;
};

enum { OPT_EXPLAIN, OPT_ANNOUNCED, OPT_EDITION };
static const struct cmd_option options[] = {
    [OPT_EXPLAIN] = { "explain", 'e', NULL, N_("show each card's value and the rules that made it"),
                      VALUES_NONE, NULL },
    [OPT_ANNOUNCED] = { "announced", 'a', NULL,
                        N_("the strength announced during the battle: face-down cards not "
                        "counted (hidden-cards rule)"),
                        VALUES_NONE, NULL },
    [OPT_EDITION] = { "edition", 0, "EDITION", N_("the deck and rules: third (the default) or first"),
                      VALUES_WORDS, "first third" },
    { NULL, 0, NULL, NULL, VALUES_NONE, NULL },
};

const struct subcommand strength_subcommand = {
    "strength", NULL, "'NAME: CARD...'...",
    N_("battle calculator: the strength of each battle line and the winner"),
    N_("The battle calculator: one argument per battle line, its name, a colon and its cards "
    "(5, 10, heroine or h, winter or w, ...; a card in parentheses, like (5), is face down). "
    "Prints one line per battle line, its name and strength, then the winner (or none)."),
    options, VALUES_NONE, cmd_strength,
};

__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...)
{
    va_list ap;
    char msg[1024];
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return cmd_usage_error(&strength_subcommand, "%s", msg);
}

static int bad_card(const char *token, const char *line, const struct variant *v)
{
    char names[512];
    card_names_list(names, sizeof names, v->deck);
    return usage_error(_("unknown card '%s' in line %s (valid for %s: %s; a card in parentheses, "
                       "like '(5)', is face down)"),
                       token, line, v->name, names);
}

/* "A 5 10": a word that is no card, then cards, reads as a line's name
 * without its colon: says so with the form to type (EXIT_USAGE), else 0. */
static int missing_colon(const char *arg, const struct variant *v)
{
    const char *first = arg + strspn(arg, " \t");
    size_t len = strcspn(first, " \t,");
    const char *rest = first + len + strspn(first + len, " \t,");
    char word[NAME_MAX_LEN];
    if (!len || len >= sizeof word || !*rest)
        return 0;
    memcpy(word, first, len);
    word[len] = '\0';
    int kind = card_parse(word);
    if (kind >= 0 && v->deck[kind])
        return 0;
    /* TRANSLATORS: the argument as typed, then the form with its name and cards. */
    return usage_error(_("'%s' has no colon: a battle line is 'NAME: CARDS', its name, a colon "
                         "and its cards, e.g. '%s: %s'"),
                       arg, word, rest);
}

/* Parses one "NAME: cards" argument into line i. */
static int parse_line(struct calc *c, int i, char *arg)
{
    struct calc_line *l = &c->lines[i];
    char *colon = strchr(arg, ':');
    char *cards = arg;
    if (colon) {
        *colon = '\0';
        char *name = arg;
        while (*name == ' ')
            name++;
        size_t n = strcspn(name, " ");
        name[n] = '\0';
        if (!*name || n >= sizeof l->name)
            return usage_error(_("bad line name '%s' (use 1 to 23 characters before ':')"), name);
        strcpy(l->name, name);
        cards = colon + 1;
    } else {
        int rc = missing_colon(arg, &c->variant);
        if (rc)
            return rc;
        snprintf(l->name, sizeof l->name, "%c", 'A' + i);
    }
    for (int j = 0; j < i; j++)
        if (!strcmp(c->lines[j].name, l->name))
            return usage_error(_("two battle lines are named '%s'"), l->name);
    for (char *tok = strtok(cards, " \t,"); tok; tok = strtok(NULL, " \t,")) {
        bool down = false;
        size_t len = strlen(tok);
        if (len >= 3 && tok[0] == '(' && tok[len - 1] == ')') {
            down = true;
            tok[len - 1] = '\0';
            tok++;
        }
        int kind = card_parse(tok);
        if (kind < 0 || !c->variant.deck[kind])
            return bad_card(tok, l->name, &c->variant);
        if (down && !card_info((enum card_kind)kind)->hideable)
            return usage_error(_("'%s' cannot be face down (only mercenaries, Drummer, Heroine and "
                               "Courtesan are played face down)"), tok);
        if (l->ncards >= MAX_CARDS)
            return usage_error(_("too many cards in line %s"), l->name);
        l->kind[l->ncards] = (uint8_t)kind;
        l->down[l->ncards++] = down;
        (down ? c->counts[i].down : c->counts[i].up)[kind]++;
    }
    if (l->ncards == 0)
        return usage_error(_("battle line %s is empty: give at least one card"), l->name);
    return 0;
}

/* Cards of a kind beyond what the deck holds, and Winter with Spring, cannot
 * happen in a real battle. */
static int check_battle(const struct calc *c)
{
    int winter = 0, spring = 0;
    for (int k = 0; k < CARD_KINDS; k++) {
        int n = 0;
        for (int i = 0; i < c->nlines; i++)
            n += c->counts[i].up[k] + c->counts[i].down[k];
        if (n > c->variant.deck[k]) {
            return usage_error(ngettext("the %s deck has only %d card of '%s'",
                                        "the %s deck has only %d cards of '%s'",
                                        (unsigned long)c->variant.deck[k]),
                               c->variant.name,
                               c->variant.deck[k], card_info((enum card_kind)k)->name);
        }
        if (k == CARD_WINTER)
            winter = n;
        if (k == CARD_SPRING)
            spring = n;
    }
    if (winter && spring)
        return usage_error(_("Winter and Spring are never in play together: playing one discards "
                           "the other [R-SPRING]"));
    return 0;
}

static void explain_card(const struct strength_context *ctx, int line, int kind, bool down)
{
    const struct card_info *ci = card_info((enum card_kind)kind);
    unsigned rules;
    int value = strength_card_value(ctx, line, kind, down, &rules);
    char label[24];
    const char *name = ci->name; /* "winter", "10"; a special card in the screen's language */
    if (!ci->printed && strcmp(card_title_local(kind), ci->title))
        name = card_title_local(kind);
    snprintf(label, sizeof label, down ? "(%s)" : "%s", name);
    printf("  ");
    fput_left(stdout, label, 12); /* letters, not bytes: "Épouvantail" */
    printf(" %3d  ", value);
    if (rules & SR_HIDDEN) {
        printf(_("face down: not in the announced strength [R-OPT-HIDDEN]\n"));
        return;
    }
    if (rules & SR_FIXED) {
        printf(_("always %d, never modified [R-STRENGTH]\n"), ci->fixed_strength);
        return;
    }
    if (rules & SR_NO_VALUE) {
        if (kind == CARD_WINTER)
            printf("%s\n", _("worth 0 [R-STRENGTH]; every mercenary counts 1 [R-WINTER]"));
        else if (kind == CARD_SPRING)
            printf("%s\n", _("worth 0 [R-STRENGTH]; +3 to the highest printed mercenaries "
                             "[R-SPRING]"));
        else if (kind == CARD_DRUMMER)
            printf("%s\n", _("worth 0 [R-STRENGTH]; doubles this line's mercenaries [R-DRUMMER]"));
        else
            printf("%s\n", _("worth 0 [R-STRENGTH]"));
        return;
    }
    printf(_("printed %d"), ci->printed);
    if (rules & SR_WINTER)
        printf(_(", Winter: counts 1 [R-WINTER]"));
    if (rules & SR_DRUMMER)
        printf(_(", Drummer: x2 [R-DRUMMER]"));
    if (rules & SR_SPRING)
        printf(_(", Spring: +3, highest printed value in play is %d [R-SPRING]"), ctx->spring_top);
    printf("\n");
}

static int parse_args(struct calc *c, int argc, char **argv)
{
    const char *edition = "standard";
    struct cmd_args a;
    int r;
    cmd_args_start(&a, &strength_subcommand, argc, argv);
    while ((r = cmd_args_next(&a)) >= 0) {
        if (r == OPT_EXPLAIN) {
            c->explain = true;
        } else if (r == OPT_ANNOUNCED) {
            c->announced = true;
        } else if (!strcmp(a.value, "first")) {
            edition = "first-edition";
        } else if (!strcmp(a.value, "third") || !strcmp(a.value, "standard")) {
            edition = "standard";
        } else {
            return usage_error(_("unknown edition '%s' (valid: first, third)"), a.value);
        }
    }
    if (r != CMD_ARGS_END)
        return r == CMD_ARGS_HELP ? -1 : EXIT_USAGE;
    int first = a.next;
    struct msg m;
    if (variant_load_embedded(edition, &c->variant, &m))
        return usage_error(_("cannot load the %s deck: %s"), edition, i18n_msg_l(&m));
    c->nlines = argc - first;
    if (c->nlines < 1)
        return usage_error(_("give one argument per battle line, e.g. 'A: 2 5 5' 'B: 1 4 heroine "
                           "spring'"));
    if (c->nlines > MAX_LINES)
        return usage_error(_("at most %d battle lines (one per player), not %d"), MAX_LINES,
                           c->nlines);
    for (int i = 0; i < c->nlines; i++) {
        char *arg = strdup(argv[first + i]);
        int rc = arg ? parse_line(c, i, arg) : usage_error(_("out of memory"));
        free(arg);
        if (rc)
            return rc;
    }
    return check_battle(c);
}

int cmd_strength(int argc, char **argv)
{
    static struct calc c;
    memset(&c, 0, sizeof c);
    int rc = parse_args(&c, argc, argv);
    if (rc)
        return rc < 0 ? EXIT_OK : rc;
    enum strength_view view = c.announced ? STRENGTH_ANNOUNCED : STRENGTH_FINAL;
    int strength[MAX_LINES];
    strength_compute(c.counts, c.nlines, view, SEASONS_EXCLUSIVE, strength);
    struct strength_context ctx;
    strength_context_init(&ctx, c.counts, c.nlines, view, SEASONS_EXCLUSIVE);
    for (int i = 0; i < c.nlines; i++) {
        printf("%s %d\n", c.lines[i].name, strength[i]);
        if (c.explain)
            for (int j = 0; j < c.lines[i].ncards; j++)
                explain_card(&ctx, i, c.lines[i].kind[j], c.lines[i].down[j]);
    }
    int w = strength_winner(strength, c.nlines);
    if (w < 0)
        printf("%s\n", _("winner none"));
    else
        /* TRANSLATORS: %s is a battle line's name as typed (A, B, ...). */
        printf(_("winner %s\n"), c.lines[w].name);
    if (c.explain && w < 0)
        printf(_("  tie for the highest strength: nobody conquers [R-CONCLUDE]\n"));
    return EXIT_OK;
}
