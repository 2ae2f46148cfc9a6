/* pty_run.c — runs a program on a pseudo-terminal and talks to it from a
 * script, for the tests of what the prompt does on a terminal only
 * (confirmations, Ctrl-C, Ctrl-D, the history file). The script, read from
 * standard input, has one step per line:
 *   send TEXT     write TEXT (escapes: \n \r \t \\ \xHH; ^C is \x03)
 *   expect TEXT   wait until TEXT appears in the output after the last match
 *   absent TEXT   TEXT must not be anywhere in the output so far (after
 *                 eof: in the whole output)
 *   kill N        send signal N to the program
 *   hangup        the terminal goes away: its master side is closed (the
 *                 kernel sends SIGHUP, reads fail) and the program must end
 *   eof           wait until the program ends
 *   status N      the program's exit status must be N
 *   timeout S     each later step waits at most S seconds (default 60: a
 *                 loaded machine is slow, and only a failing step waits
 *                 that long)
 * The terminal is 80 columns wide, or PTY_RUN_COLUMNS (the program learns
 * it from the terminal, ioctl TIOCGWINSZ, as it would in a real one).
 * Usage: pty_run PROGRAM [ARG...] < SCRIPT. Exit 0 when every step holds;
 * 1 with the step that failed and the output so far on stderr. */
#define _XOPEN_SOURCE 700
#define _DEFAULT_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

static long timeout_ms = 60000;

static char output[1 << 16];
static size_t out_len, matched_at;
static int master = -1;
static pid_t child;
static int child_status = -1;

static void fail(const char *step)
{
    fprintf(stderr, "pty_run: step failed: %s\n--- output so far ---\n%.*s\n---\n", step,
            (int)out_len, output);
    if (child > 0 && child_status < 0)
        kill(child, SIGKILL);
    exit(1);
}

/* Reads what the program wrote within `ms`; false at end of output. */
static int pump(int ms)
{
    struct pollfd p = { master, POLLIN, 0 };
    int r = poll(&p, 1, ms);
    if (r <= 0)
        return r == 0;
    char buf[4096];
    ssize_t n = read(master, buf, sizeof buf);
    if (n <= 0)
        return 0; /* EIO: the program closed the terminal */
    if (out_len + (size_t)n > sizeof output - 1)
        n = (ssize_t)(sizeof output - 1 - out_len);
    memcpy(output + out_len, buf, (size_t)n);
    out_len += (size_t)n;
    output[out_len] = '\0';
    return 1;
}

static long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

static size_t unescape(const char *in, char *out)
{
    size_t n = 0;
    for (; *in; in++) {
        if (*in != '\\' || !in[1]) {
            out[n++] = *in;
            continue;
        }
        in++;
        switch (*in) {
        case 'n': out[n++] = '\n'; break;
        case 'r': out[n++] = '\r'; break;
        case 't': out[n++] = '\t'; break;
        case 'x': {
            char hex[3] = { in[1], in[1] ? in[2] : 0, 0 };
            out[n++] = (char)strtol(hex, NULL, 16);
            in += 2;
            break;
        }
        default: out[n++] = *in; break;
        }
    }
    return n;
}

static void expect(const char *text, const char *step)
{
    long end = now_ms() + timeout_ms;
    for (;;) {
        char *at = strstr(output + matched_at, text);
        if (at) {
            matched_at = (size_t)(at - output) + strlen(text);
            return;
        }
        long left = end - now_ms();
        if (left <= 0 || !pump((int)left))
            if (!strstr(output + matched_at, text))
                fail(step);
    }
}

static void wait_end(const char *step)
{
    long end = now_ms() + timeout_ms;
    while (pump(100) || waitpid(child, &child_status, WNOHANG) == 0) {
        if (now_ms() > end)
            fail(step);
    }
    if (child_status < 0 && waitpid(child, &child_status, 0) < 0)
        fail(step);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: pty_run PROGRAM [ARG...] < SCRIPT\n");
        return 2;
    }
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0 || grantpt(master) || unlockpt(master)) {
        perror("pty_run: posix_openpt");
        return 77; /* no terminals here: the test is skipped */
    }
    const char *slave_name = ptsname(master);
    struct winsize ws = { 24, 80, 0, 0 };
    const char *cols = getenv("PTY_RUN_COLUMNS");
    if (cols && atoi(cols) > 0)
        ws.ws_col = (unsigned short)atoi(cols);
    child = fork();
    if (child < 0)
        return 99;
    if (child == 0) {
        setsid();
        int slave = open(slave_name, O_RDWR);
        if (slave < 0)
            _exit(99);
        ioctl(slave, TIOCSCTTY, 0);
        ioctl(slave, TIOCSWINSZ, &ws);
        dup2(slave, 0);
        dup2(slave, 1);
        dup2(slave, 2);
        if (slave > 2)
            close(slave);
        close(master);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    char line[1024], text[1024];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        if (!*line || *line == '#')
            continue;
        if (!strncmp(line, "send ", 5)) {
            size_t n = unescape(line + 5, text);
            pump(50); /* let the program reach its prompt */
            if (write(master, text, n) != (ssize_t)n)
                fail(line);
        } else if (!strncmp(line, "expect ", 7)) {
            text[unescape(line + 7, text)] = '\0';
            expect(text, line);
        } else if (!strncmp(line, "absent ", 7)) {
            text[unescape(line + 7, text)] = '\0';
            while (pump(0) > 0 && out_len < sizeof output - 1)
                ;
            if (strstr(output, text))
                fail(line);
        } else if (!strncmp(line, "kill ", 5)) {
            pump(100);
            kill(child, atoi(line + 5));
        } else if (!strcmp(line, "hangup")) {
            pump(100);
            close(master);
            long end = now_ms() + timeout_ms;
            while (waitpid(child, &child_status, WNOHANG) == 0) {
                if (now_ms() > end)
                    fail(line);
                struct timespec tick = { 0, 20 * 1000000L };
                nanosleep(&tick, NULL);
            }
        } else if (!strncmp(line, "timeout ", 8)) {
            timeout_ms = atol(line + 8) * 1000L;
            if (timeout_ms <= 0) {
                fprintf(stderr, "pty_run: bad step '%s'\n", line);
                return 2;
            }
        } else if (!strcmp(line, "eof")) {
            wait_end(line);
        } else if (!strncmp(line, "status ", 7)) {
            if (child_status < 0)
                wait_end(line);
            if (!WIFEXITED(child_status) || WEXITSTATUS(child_status) != atoi(line + 7))
                fail(line);
        } else {
            fprintf(stderr, "pty_run: unknown step '%s'\n", line);
            return 2;
        }
    }
    if (child_status < 0) {
        kill(child, SIGKILL);
        waitpid(child, &child_status, 0);
    }
    return 0;
}
