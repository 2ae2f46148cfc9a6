/* practice.c — a practice game started from a position of a stored game:
 * the game chosen and checked, stored (store_practice_start: its ruleset,
 * seed and the actions before the decision), then rebuilt like a resumed
 * game, the unseen cards dealt again at the position with --redeal (the
 * screens' restore does it, so that every replay does it the same way),
 * and shown. The `try` command at the prompt. */
#include "cli/record/practice.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/commands/cmd_args.h"
#include "cli/commands/subcommands.h"
#include "cli/commands/variant_file.h"
#include "cli/prompt/prompt.h"
#include "cli/prompt/session.h"
#include "cli/record/db.h"
#include "cli/record/restore.h"
#include "i18n.h"
#include "record/practice.h"

int practice_parse_position(const char *text, int64_t *game, int *from)
{
    char *end;
    const char *colon = strchr(text, ':');
    errno = 0;
    *game = 0;
    if (colon) {
        long long g = strtoll(text, &end, 10);
        if (end != colon || g < 1 || errno)
            return -1;
        *game = g;
        text = colon + 1;
    }
    long n = strtol(text, &end, 10);
    if (!*text || *end || n < 1 || n > 1000000 || errno || *text == '+' || *text == '-')
        return -1;
    *from = (int)n;
    return 0;
}

static void say(const struct practice_request *r, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void say(const struct practice_request *r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (r->subcommand) {
        fflush(stdout);
        fputs("condottiere: ", stderr);
        vfprintf(stderr, fmt, ap);
    } else {
        vprintf(fmt, ap);
    }
    va_end(ap);
}

/* The profile's last finished game that is no practice game: 0 when none. */
static int64_t last_finished(struct session *s, const struct practice_request *r)
{
    struct store_history_filter f = { .profile_id = s->journal.profile_id };
    struct store_game_list list = { 0 };
    struct msg err = { 0 };
    int64_t id = 0;
    if (store_history(s->journal.store, &f, &list, &err) != STORE_OK) {
        say(r, "%s\n", db_say(&err));
        return -1;
    }
    for (size_t i = 0; i < list.n && !id; i++)
        if (list.games[i].status == STORE_GAME_FINISHED && !list.games[i].practice)
            id = list.games[i].id;
    store_game_list_free(&list);
    if (!id)
        say(r, "%s", _("No finished game to practise from: try GAME:N names one (history "
                       "lists your games).\n"));
    return id ? id : -1;
}

/* Whether game g can be practised before decision r->from; says why not. */
static bool practicable(struct session *s, const struct practice_request *r,
                        const struct store_game *g)
{
    const struct store_game_header *h = &g->header;
    long long id = (long long)h->id;
    bool solo = !strcmp(h->kind, "solitaire");
    int n = practice_decisions(g);
    if (h->profile_id != s->journal.profile_id)
        say(r, _("Game %lld belongs to another profile.\n"), id);
    else if (r->kind && !strcmp(r->kind, "standard") && solo)
        say(r, _("Game %lld is a solitaire game: solo --from %lld:%d practises it.\n"), id, id,
            r->from);
    else if (r->kind && !strcmp(r->kind, "solitaire") && !solo)
        say(r, _("Game %lld is a standard game: play --from %lld:%d practises it.\n"), id, id,
            r->from);
    else if (h->campaign_id)
        say(r, _("Game %lld is a game of a campaign: a practice starts from a game of its "
                 "own.\n"), id);
    else if (h->redeal)
        say(r, _("Game %lld is a practice whose unseen cards were dealt again: practise from "
                 "game %lld instead.\n"), id, (long long)h->practice_of);
    else if (n == 0)
        say(r, _("Game %lld has no decision of yours to practise from.\n"), id);
    else if (r->from > n)
        say(r, _("Game %lld has no decision %d of yours: N goes from 1 to %d.\n"), id, r->from,
            n);
    else
        return true;
    return false;
}

/* The practice game stored; its id, or -1 after a message. */
static int64_t store_it(struct session *s, const struct practice_request *r,
                        const struct store_game *g, uint64_t seed)
{
    struct store_practice p = { g->header.id, practice_keep(g, r->from), r->from, r->redeal,
                                seed };
    struct msg err = { 0 };
    int64_t id = 0;
    if (store_practice_start(s->journal.store, &p, &id, &err) != STORE_OK) {
        say(r, "%s\n", db_say(&err));
        return -1;
    }
    return id;
}

int practice_begin(struct session *s, const struct practice_request *r)
{
    struct store_game g = { 0 };
    struct msg err = { 0 };
    if (!journal_ready(&s->journal))
        return -1;
    int64_t source = r->game ? r->game : last_finished(s, r);
    if (source < 0)
        return -1;
    if (store_game_load(s->journal.store, source, &g, &err) != STORE_OK) {
        say(r, "%s\n", db_say(&err));
        return -1;
    }
    uint64_t seed = r->seeded ? r->seed : fresh_seed();
    int64_t id = practicable(s, r, &g) ? store_it(s, r, &g, seed) : -1;
    store_game_free(&g);
    if (id < 0 || store_game_load(s->journal.store, id, &g, &err) != STORE_OK) {
        if (id >= 0)
            say(r, "%s\n", db_say(&err));
        return -1;
    }
    int rc = screen_restore(s, &g, RESTORE_QUIET, false);
    store_game_free(&g);
    if (rc)
        return -1;
    if (r->redeal)
        printf(_("Practice game %lld: game %lld before your decision %d, the cards you could "
                 "not see dealt again (seed %llu). undo goes back as far as here; stats leaves "
                 "the game out.\n"),
               (long long)id, (long long)source, r->from, (unsigned long long)seed);
    else
        printf(_("Practice game %lld: game %lld before your decision %d, with the same cards "
                 "as in the game. undo goes back as far as here; stats leaves the game out.\n"),
               (long long)id, (long long)source, r->from);
    s->screen->status(s);
    return 0;
}

static enum prompt_result run_try(struct session *s, int argc, char **argv)
{
    struct practice_request r = { 0 };
    bool bad = argc < 2 || practice_parse_position(argv[1], &r.game, &r.from);
    for (int i = 2; i < argc && !bad; i++) {
        if (!strcmp(argv[i], "--redeal"))
            r.redeal = true;
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc && !seed_parse(argv[i + 1], &r.seed))
            r.seeded = true, i++;
        else
            bad = true;
    }
    if (bad || (r.seeded && !r.redeal))
        printf("%s", _("usage: try [GAME:]N [--redeal [--seed N]]: before your decision N of "
                       "game GAME (the last finished game by default).\n"));
    else
        practice_begin(s, &r);
    return PROMPT_CONTINUE;
}

/* Between games, or instead of a game no move was made in (the solitaire
 * the program opens with): that one is not kept anyway. */
static bool try_here(const struct session *s)
{
    return session_mode(s) == MODE_IDLE || (s->screen && s->screen->unrecorded(s));
}

const struct prompt_command try_command = {
    .name = "try",
    .args = "[GAME:]N [--redeal [--seed N]]",
    .help = N_("practise from a position of a stored game: before your decision N"),
    .modes = MODE_ANY,
    .run = run_try,
    .available = try_here,
    .details = N_("try N starts a practice game at the position before your decision N (your "
                  "N-th move) of the last finished game, try GAME:N of game GAME (history "
                  "lists them): with the same cards as in the game, to see what would have "
                  "happened, or with --redeal the cards you could not see dealt again from "
                  "what you could see (--seed N to choose the deal). A practice game is "
                  "stored, marked in history and left out of stats, and undo works in it at "
                  "any time, back to its start."),
};

int practice_options(const struct subcommand *cmd, const char *from, bool redeal,
                     const char *other, bool seeded, uint64_t seed, struct practice_request *out)
{
    if (!from)
        return cmd_usage_error(cmd, _("--redeal goes with --from")), -1;
    if (other)
        return cmd_usage_error(cmd, _("%s does not go with --from: the game practised sets "
                                      "the players and the rules"), other), -1;
    if (seeded && !redeal)
        return cmd_usage_error(cmd, _("--seed goes with --from only with --redeal: it chooses "
                                      "the new deal")), -1;
    if (practice_parse_position(from, &out->game, &out->from))
        return cmd_usage_error(cmd, _("--from: '%s' is not GAME:N (a game's number, a colon "
                                      "and the number of your decision)"), from), -1;
    out->redeal = redeal;
    out->seeded = seeded;
    out->seed = seed;
    return 0;
}
