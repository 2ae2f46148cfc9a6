/* record_open.c — the read-only open of `history` and `stats`. db_open
 * prints its message itself; a missing file or profile is not a fault here
 * (there are simply no games yet), so its message is caught through a pipe
 * on stderr and shown only for real faults. */
#include "cli/record_open.h"

#include <stdbool.h>
#include <stdio.h>
#include <unistd.h>

#include "cli/db.h"

struct capture {
    bool on;
    int saved; /* the real stderr */
    int read_end;
};

static void capture_start(struct capture *c)
{
    int fds[2];
    c->on = false;
    fflush(stderr);
    if (pipe(fds) != 0)
        return;
    c->saved = dup(STDERR_FILENO);
    if (c->saved < 0 || dup2(fds[1], STDERR_FILENO) < 0) {
        if (c->saved >= 0)
            close(c->saved);
        close(fds[0]);
        close(fds[1]);
        return;
    }
    close(fds[1]);
    c->read_end = fds[0];
    c->on = true;
}

/* Restores stderr and returns what was written meanwhile (at most cap - 1
 * bytes: db_open writes one line, far below a pipe's buffer). */
static void capture_stop(struct capture *c, char *buf, size_t cap)
{
    size_t n = 0;
    buf[0] = '\0';
    if (!c->on)
        return;
    fflush(stderr);
    dup2(c->saved, STDERR_FILENO);
    close(c->saved);
    ssize_t r;
    while (n + 1 < cap && (r = read(c->read_end, buf + n, cap - 1 - n)) > 0)
        n += (size_t)r;
    buf[n] = '\0';
    close(c->read_end);
    c->on = false;
}

enum record_open_result record_open(struct store **s, int64_t *profile_id)
{
    struct capture c;
    char message[2048];
    *s = NULL;
    capture_start(&c);
    enum store_status st = db_open(STORE_MODE_READ, s, profile_id);
    capture_stop(&c, message, sizeof message);
    if (st == STORE_OK)
        return RECORD_OPEN;
    if (st == STORE_E_NOT_FOUND)
        return RECORD_EMPTY;
    fputs(message, stderr);
    return RECORD_FAULT;
}
