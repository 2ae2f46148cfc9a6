/* record_read.c — a game record read back from its text
 * (doc/record-format.md): line by line, comments and blank lines skipped,
 * each fact checked as it comes (a number where a number belongs, text
 * within the store's limits) and each game checked when its `end` comes.
 * Errors name the line. */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "record/record_file.h"

/* The line being read, cut into its key and the rest. */
struct reader {
    struct record *r;
    struct record_game *g; /* the game being read, NULL between games */
    int line;
    struct msg *err;
    bool started, scenario_open;
    size_t scenario_len;
};

static int record_fail(struct reader *rd, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static int record_fail(struct reader *rd, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    msg_vfail(rd->err, code, fmt, ap);
    va_end(ap);
    return msg_at_line(rd->err, rd->line);
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F'                               ? c - 'A' + 10
                                                                : -1;
}

/* Unescapes text (up to its end or, with `word`, the next space) into
 * out[cap]; *rest after it. -1 when too long or badly escaped. */
static int unesc(const char *text, bool word, char *out, size_t cap, const char **rest)
{
    size_t n = 0;
    const char *p = text;
    while (*p && !(word && *p == ' ')) {
        char c = *p++;
        if (c == '\\') {
            if (*p == '\\' || *p == 'n') {
                c = *p == 'n' ? '\n' : '\\';
                p++;
            } else if (*p == 'x' && hexval(p[1]) >= 0 && hexval(p[2]) >= 0) {
                c = (char)(hexval(p[1]) * 16 + hexval(p[2]));
                p += 3;
            } else {
                return -1;
            }
        }
        if (n + 1 >= cap)
            return -1;
        out[n++] = c;
    }
    out[n] = '\0';
    if (rest)
        *rest = *p == ' ' ? p + 1 : p;
    return 0;
}

static int text_field(struct reader *rd, const char *key, const char *text, char *out, size_t cap)
{
    if (unesc(text, false, out, cap, NULL))
        return record_fail(rd, RECORD_E_FORMAT, "'%s': a text too long or a bad \\ escape", key);
    return 0;
}

static int word(struct reader *rd, const char *key, const char **p, char *out, size_t cap)
{
    if (!**p || unesc(*p, true, out, cap, p))
        return record_fail(rd, RECORD_E_FORMAT, "'%s': a word missing, too long or badly escaped", key);
    return 0;
}

/* A whole number from lo to hi, or "-" for none when none is allowed. */
static int number(struct reader *rd, const char *key, const char **p, long long lo, long long hi,
                  bool none, long long *out)
{
    char buf[32];
    if (word(rd, key, p, buf, sizeof buf))
        return -1;
    if (none && !strcmp(buf, "-")) {
        *out = STORE_NO_SEAT;
        return 0;
    }
    char *end;
    errno = 0;
    long long v = strtoll(buf, &end, 10);
    if (!*buf || *end || errno || v < lo || v > hi)
        return record_fail(rd, RECORD_E_FORMAT, "'%s': '%s' is not a number from %lld to %lld", key,
                    buf, lo, hi);
    *out = v;
    return 0;
}

static int int_field(struct reader *rd, const char *key, const char **p, int lo, int hi,
                     bool none, int *out)
{
    long long v;
    if (number(rd, key, p, lo, hi, none, &v))
        return -1;
    *out = (int)v;
    return 0;
}

/* ---- a game's lines ---- */

static int grow(void **arr, size_t n, size_t elem)
{
    void *grown = realloc(*arr, (n + 1) * elem);
    if (!grown)
        return -1;
    *arr = grown;
    memset((char *)grown + n * elem, 0, elem);
    return 0;
}

static int seed_field(struct reader *rd, const char *rest, uint64_t *seed)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(rest, &end, 10);
    if (*rest < '0' || *rest > '9' || *end || errno)
        return record_fail(rd, RECORD_E_FORMAT,
                           "the seed must be a whole number from 0 to 2^64-1, not '%s'", rest);
    *seed = v;
    return 0;
}

static int seat_line(struct reader *rd, const char *rest)
{
    struct store_game_header *h = &rd->g->game.header;
    if (h->nseats >= STORE_MAX_SEATS)
        return record_fail(rd, RECORD_E_FORMAT, "more than %d seats", STORE_MAX_SEATS);
    struct store_seat *seat = &h->seats[h->nseats];
    if (int_field(rd, "seat", &rest, 0, STORE_MAX_SEATS - 1, false, &seat->seat) ||
        word(rd, "seat", &rest, seat->kind, sizeof seat->kind) ||
        text_field(rd, "seat", rest, seat->name, sizeof seat->name))
        return -1;
    h->nseats++;
    return 0;
}

static int scenario_line(struct reader *rd, const char *rest)
{
    struct store_game *g = &rd->g->game;
    char line[1024];
    if (text_field(rd, "scenario", rest, line, sizeof line))
        return -1;
    size_t len = strlen(line);
    if (rd->scenario_len + len + 2 > STORE_SCENARIO_MAX)
        return record_fail(rd, RECORD_E_FORMAT, "the scenario is longer than %d bytes",
                    STORE_SCENARIO_MAX);
    char *grown = realloc(g->scenario, rd->scenario_len + len + 2);
    if (!grown)
        return record_fail(rd, RECORD_E_NOMEM, "out of memory");
    g->scenario = grown;
    memcpy(g->scenario + rd->scenario_len, line, len);
    rd->scenario_len += len;
    g->scenario[rd->scenario_len++] = '\n';
    g->scenario[rd->scenario_len] = '\0';
    return 0;
}

static int action_line(struct reader *rd, const char *rest)
{
    struct store_game *g = &rd->g->game;
    long long seq;
    int seat;
    if (number(rd, "action", &rest, 1, INT64_MAX, false, &seq) ||
        int_field(rd, "action", &rest, 0, STORE_MAX_SEATS - 1, true, &seat))
        return -1;
    if (seq != (long long)g->nactions + 1)
        return record_fail(rd, RECORD_E_FORMAT, "action %lld where action %zu was expected", seq,
                    g->nactions + 1);
    if (grow((void **)&g->actions, g->nactions, sizeof *g->actions))
        return record_fail(rd, RECORD_E_NOMEM, "out of memory");
    struct store_action *a = &g->actions[g->nactions];
    a->seq = seq;
    a->seat = seat;
    if (text_field(rd, "action", rest, a->text, sizeof a->text))
        return -1;
    if (!*a->text)
        return record_fail(rd, RECORD_E_FORMAT, "action %lld is empty", seq);
    g->nactions++;
    return 0;
}

static int battle_line(struct reader *rd, const char *rest)
{
    struct record_game *rg = rd->g;
    int number_;
    if (int_field(rd, "battle", &rest, 1, 1000000, false, &number_))
        return -1;
    if ((size_t)number_ != rg->nbattles + 1)
        return record_fail(rd, RECORD_E_FORMAT, "battle %d where battle %zu was expected", number_,
                    rg->nbattles + 1);
    if (grow((void **)&rg->battles, rg->nbattles, sizeof *rg->battles))
        return record_fail(rd, RECORD_E_NOMEM, "out of memory");
    struct store_battle_row *b = &rg->battles[rg->nbattles++];
    b->number = number_;
    b->winner_seat = STORE_NO_SEAT;
    while (*rest) {
        char key[16];
        long long after;
        int rc = word(rd, "battle", &rest, key, sizeof key);
        if (!rc && !strcmp(key, "after"))
            rc = number(rd, key, &rest, 0, INT64_MAX, false, &after), b->after_action = after;
        else if (!rc && !strcmp(key, "region"))
            rc = word(rd, key, &rest, b->region, sizeof b->region);
        else if (!rc && !strcmp(key, "army"))
            rc = word(rd, key, &rest, b->enemy_army, sizeof b->enemy_army);
        else if (!rc && !strcmp(key, "winner-seat"))
            rc = int_field(rd, key, &rest, 0, STORE_MAX_SEATS - 1, false, &b->winner_seat);
        else if (!rc && !strcmp(key, "winner-army"))
            rc = word(rd, key, &rest, b->winner_army, sizeof b->winner_army);
        else if (!rc && !strcmp(key, "ending"))
            rc = word(rd, key, &rest, b->ending, sizeof b->ending);
        else if (!rc)
            rc = record_fail(rd, RECORD_E_FORMAT, "a battle has no '%s'", key);
        if (rc)
            return -1;
    }
    return 0;
}

static int line_line(struct reader *rd, const char *rest)
{
    struct record_game *rg = rd->g;
    if (!rg->nbattles)
        return record_fail(rd, RECORD_E_FORMAT, "a battle line before any battle");
    struct store_battle_row *b = &rg->battles[rg->nbattles - 1];
    if (b->nlines >= STORE_MAX_LINES)
        return record_fail(rd, RECORD_E_FORMAT, "more than %d lines in a battle", STORE_MAX_LINES);
    struct store_battle_line_row *l = &b->lines[b->nlines];
    char who[8];
    l->seat = STORE_NO_SEAT;
    if (word(rd, "line", &rest, who, sizeof who))
        return -1;
    if (!strcmp(who, "seat")) {
        if (int_field(rd, "line", &rest, 0, STORE_MAX_SEATS - 1, false, &l->seat))
            return -1;
    } else if (strcmp(who, "army") || word(rd, "line", &rest, l->army, sizeof l->army)) {
        return msg_is_set(rd->err) ? -1 : record_fail(rd, RECORD_E_FORMAT, "a line is a seat's or an army's");
    }
    if (int_field(rd, "line", &rest, -1000000, 1000000, false, &l->strength) ||
        text_field(rd, "line", rest, l->cards, sizeof l->cards))
        return -1;
    b->nlines++;
    return 0;
}

static int end_fields(struct reader *rd, const char *key, const char *rest)
{
    struct store_game_header *h = &rd->g->game.header;
    if (!strcmp(key, "status")) {
        for (int st = STORE_GAME_IN_PROGRESS; st <= STORE_GAME_ABANDONED; st++)
            if (!strcmp(rest, store_game_status_name((enum store_game_status)st)))
                return h->status = (enum store_game_status)st, 0;
        return record_fail(rd, RECORD_E_FORMAT, "unknown status '%s'", rest);
    }
    if (!strcmp(key, "result")) {
        for (int r = STORE_RESULT_WIN; r <= STORE_RESULT_DRAW; r++)
            if (!strcmp(rest, store_result_name((enum store_result)r)))
                return h->result = (enum store_result)r, 0;
        return record_fail(rd, RECORD_E_FORMAT, "unknown result '%s'", rest);
    }
    if (!strcmp(key, "reason"))
        return text_field(rd, key, rest, h->reason, sizeof h->reason);
    if (!strcmp(key, "winner"))
        return int_field(rd, key, &rest, 0, STORE_MAX_SEATS - 1, true, &h->winner_seat) ||
                       text_field(rd, key, rest, h->winner, sizeof h->winner)
                   ? -1
                   : 0;
    if (!strcmp(key, "score")) {
        int seat, score;
        if (int_field(rd, key, &rest, 0, STORE_MAX_SEATS - 1, false, &seat) ||
            int_field(rd, key, &rest, -1000000, 1000000, false, &score))
            return -1;
        for (int i = 0; i < h->nseats; i++)
            if (h->seats[i].seat == seat) {
                h->seats[i].has_score = 1;
                h->seats[i].score = score;
                return 0;
            }
        return record_fail(rd, RECORD_E_FORMAT, "a score for seat %d, which has no seat line", seat);
    }
    if (!strcmp(key, "finished"))
        return text_field(rd, key, rest, h->finished_at, sizeof h->finished_at);
    return 1;
}

/* The game is whole: what rebuilds it is there and fits together. */
static int game_end(struct reader *rd)
{
    struct record_game *rg = rd->g;
    struct store_game_header *h = &rg->game.header;
    if (!*h->kind || !*h->variant || !*h->ruleset || !h->player_count || (int)h->status < 0)
        return record_fail(rd, RECORD_E_FORMAT,
                    "a game needs its kind, variant, ruleset, players and status");
    if (h->nseats != h->player_count)
        return record_fail(rd, RECORD_E_FORMAT, "%d seat lines for %d players", h->nseats,
                    h->player_count);
    if ((h->status == STORE_GAME_FINISHED) != (h->result != STORE_RESULT_NONE))
        return record_fail(rd, RECORD_E_FORMAT, "a finished game, and only a finished one, has a result");
    for (size_t i = 0; i < rg->game.nactions; i++)
        if (rg->game.actions[i].seat >= h->player_count)
            return record_fail(rd, RECORD_E_FORMAT, "action %zu is made by seat %d of %d players",
                        i + 1, rg->game.actions[i].seat, h->player_count);
    h->nactions = (int64_t)rg->game.nactions;
    h->nbattles = (int64_t)rg->nbattles;
    h->scenario = rg->game.scenario != NULL;
    rd->g = NULL;
    rd->scenario_len = 0;
    return 0;
}

static int game_line(struct reader *rd, const char *key, const char *rest)
{
    struct store_game_header *h = &rd->g->game.header;
    if (!strcmp(key, "kind")) {
        if (strcmp(rest, "standard") && strcmp(rest, "solitaire"))
            return record_fail(rd, RECORD_E_FORMAT, "a game is standard or solitaire, not '%s'", rest);
        return text_field(rd, key, rest, h->kind, sizeof h->kind);
    }
    if (!strcmp(key, "variant"))
        return text_field(rd, key, rest, h->variant, sizeof h->variant);
    if (!strcmp(key, "ruleset"))
        return text_field(rd, key, rest, h->ruleset, sizeof h->ruleset);
    if (!strcmp(key, "seed"))
        return seed_field(rd, rest, &h->seed);
    if (!strcmp(key, "players"))
        return int_field(rd, key, &rest, 1, STORE_MAX_SEATS, false, &h->player_count);
    if (!strcmp(key, "you"))
        return int_field(rd, key, &rest, 0, STORE_MAX_SEATS - 1, true, &h->profile_seat);
    if (!strcmp(key, "seat"))
        return seat_line(rd, rest);
    if (!strcmp(key, "created"))
        return text_field(rd, key, rest, h->created_at, sizeof h->created_at);
    if (!strcmp(key, "level"))
        return text_field(rd, key, rest, rd->g->marks.level, sizeof rd->g->marks.level);
    if (!strcmp(key, "daily"))
        return text_field(rd, key, rest, rd->g->marks.daily, sizeof rd->g->marks.daily);
    if (!strcmp(key, "practice"))
        return rd->g->marks.practice = 1, 0;
    if (!strcmp(key, "scenario"))
        return scenario_line(rd, rest);
    if (!strcmp(key, "scenario-no-newline")) {
        if (rd->scenario_len)
            rd->g->game.scenario[--rd->scenario_len] = '\0';
        return 0;
    }
    if (!strcmp(key, "action"))
        return action_line(rd, rest);
    if (!strcmp(key, "battle"))
        return battle_line(rd, rest);
    if (!strcmp(key, "line"))
        return line_line(rd, rest);
    if (!strcmp(key, "end"))
        return game_end(rd);
    int rc = end_fields(rd, key, rest);
    return rc <= 0 ? rc : record_fail(rd, RECORD_E_FORMAT, "unknown line '%s'", key);
}

/* The lines before the first game: the format's version, the program, a
 * campaign. */
static int prologue_line(struct reader *rd, const char *key, const char *rest)
{
    struct record *r = rd->r;
    if (!strcmp(key, "program"))
        return text_field(rd, key, rest, r->program, sizeof r->program);
    if (!strcmp(key, "campaign")) {
        char state[16];
        if (word(rd, key, &rest, r->campaign_kind, sizeof r->campaign_kind) ||
            int_field(rd, key, &rest, 0, 1000000, false, &r->target) ||
            word(rd, key, &rest, state, sizeof state) ||
            text_field(rd, key, rest, r->campaign_name, sizeof r->campaign_name))
            return -1;
        if (strcmp(state, "open") && strcmp(state, "finished"))
            return record_fail(rd, RECORD_E_FORMAT, "a campaign is open or finished, not '%s'", state);
        r->campaign = true;
        r->campaign_finished = !strcmp(state, "finished");
        return 0;
    }
    if (!strcmp(key, "game")) {
        if (!(rd->g = record_add_game(r)))
            return record_fail(rd, RECORD_E_NOMEM, "out of memory");
        rd->g->game.header.profile_seat = STORE_NO_SEAT;
        rd->g->game.header.winner_seat = STORE_NO_SEAT;
        rd->g->game.header.status = -1;
        return 0;
    }
    return record_fail(rd, RECORD_E_FORMAT, "unknown line '%s'", key);
}

/* The first line that is not a comment: "condottiere-record VERSION". */
static int first_line(struct reader *rd, const char *key, const char *rest)
{
    long long v;
    if (strcmp(key, "condottiere-record"))
        return record_fail(rd, RECORD_E_NOT_RECORD,
                    "not a game record: it does not start with condottiere-record");
    if (number(rd, key, &rest, 1, 1000000, false, &v))
        return -1;
    if (v > RECORD_VERSION)
        return record_fail(rd, RECORD_E_NEWER,
                    "a record of format version %lld, written by a newer condottiere: this "
                    "one reads versions 1 to %d",
                    v, RECORD_VERSION);
    rd->r->version = (int)v;
    rd->started = true;
    return 0;
}

static int one_line(struct reader *rd, char *line)
{
    size_t len = strlen(line);
    if (len && line[len - 1] == '\r')
        line[--len] = '\0';
    if (line[0] == '#' || !line[strspn(line, " \t")])
        return 0;
    char *rest = strchr(line, ' ');
    if (rest)
        *rest++ = '\0';
    else
        rest = line + len;
    if (!rd->started)
        return first_line(rd, line, rest);
    if (rd->g)
        return game_line(rd, line, rest);
    return prologue_line(rd, line, rest);
}

int record_read(const char *text, struct record *r, struct msg *err)
{
    struct reader rd = { .r = r, .err = err };
    memset(r, 0, sizeof *r);
    msg_clear(err);
    char *copy = strdup(text);
    if (!copy)
        return msg_fail(err, RECORD_E_NOMEM, "out of memory");
    int rc = 0;
    for (char *p = copy, *nl; rc == 0 && p; p = nl) {
        nl = strchr(p, '\n');
        if (nl)
            *nl++ = '\0';
        rd.line++;
        rc = one_line(&rd, p);
        if (!nl || !*nl)
            break;
    }
    free(copy);
    if (rc == 0 && !rd.started)
        rc = msg_fail(err, RECORD_E_NOT_RECORD,
                      "not a game record: it does not start with condottiere-record");
    else if (rc == 0 && rd.g)
        rc = record_fail(&rd, RECORD_E_FORMAT, "the last game has no end line");
    else if (rc == 0 && !r->ngames)
        rc = record_fail(&rd, RECORD_E_FORMAT, "no game in the record");
    if (rc)
        record_free(r);
    return rc;
}
