/* term_thinking.c — "thinking…" after 0.3 s of search on a terminal: a
 * one-shot interval timer whose signal handler writes the word (write(2)
 * is safe in a handler); stopping cancels the timer and erases the word. */
#include "cli/term/term_thinking.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <unistd.h>

#include "i18n.h"

static volatile sig_atomic_t shown;
/* the word, in the screen's language: looked up before the alarm is set,
 * as gettext is not safe in a signal handler */
static char word[64];
static size_t word_len;
static int armed;
static struct sigaction previous;

static void on_alarm(int sig)
{
    (void)sig;
    if (write(STDOUT_FILENO, word, word_len) > 0)
        shown = 1;
}

void term_thinking_start(void)
{
    if (armed || !isatty(STDOUT_FILENO))
        return;
    if (!word_len) {
        snprintf(word, sizeof word, "%s", _("thinking\xe2\x80\xa6"));
        word_len = strlen(word);
    }
    fflush(stdout);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    if (sigaction(SIGALRM, &sa, &previous))
        return;
    struct itimerval t;
    memset(&t, 0, sizeof t);
    t.it_value.tv_usec = 300000;
    shown = 0;
    armed = 1;
    setitimer(ITIMER_REAL, &t, NULL);
}

void term_thinking_stop(void)
{
    if (!armed)
        return;
    struct itimerval t;
    memset(&t, 0, sizeof t);
    setitimer(ITIMER_REAL, &t, NULL);
    sigaction(SIGALRM, &previous, NULL);
    armed = 0;
    if (shown) {
        static const char erase[] = "\r\033[K";
        if (write(STDOUT_FILENO, erase, sizeof erase - 1) < 0)
            shown = 0;
        shown = 0;
    }
}
