/* scenario_file.c — reading a scenario file for the commands, reporting
 * its errors with the file's name and line, and finding its seed (see
 * scenario_file.h). */
#include "cli/commands/scenario_file.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/term/term_safe.h"
#include "i18n.h"
#include "cli/i18n/i18n_message.h"

char *scenario_file_read(const char *path, char *err, size_t errcap)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errcap, _("cannot read '%s': %s"), path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(SCENARIO_FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, SCENARIO_FILE_MAX + 1, f) : 0;
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad || n > SCENARIO_FILE_MAX) {
        snprintf(err, errcap, _("cannot read '%s': %s"), path,
                 !buf ? _("out of memory") : bad ? _("read error") : _("longer than 64 KB"));
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (strlen(buf) != n) {
        snprintf(err, errcap, _("'%s' is not a text file (a NUL byte)"), path);
        free(buf);
        return NULL;
    }
    return buf;
}

void scenario_file_error(const char *path, const char *msg)
{
    unsigned long line;
    int used = 0;
    char safe[1024];
    term_safe(safe, sizeof safe, path);
    fflush(stdout);
    if (sscanf(msg, "line %lu: %n", &line, &used) == 1 && used > 0)
        fprintf(stderr, "condottiere: %s:%lu: %s\n", safe, line, message_l(msg + used));
    else
        fprintf(stderr, "condottiere: %s: %s\n", safe, message_l(msg));
}

int scenario_file_take_human(char *text, int *seat, char *err, size_t errcap)
{
    unsigned line = 1;
    for (char *p = text; *p; line++) {
        size_t len = strcspn(p, "\n");
        char *w = p + strspn(p, " \t\r");
        if (!strncmp(w, "human", 5) && (w[5] == ' ' || w[5] == '\t' || w[5] == '\r' ||
                                        w[5] == '\n' || w[5] == '#' || !w[5])) {
            const char *v = w + 5 + strspn(w + 5, " \t");
            char *end;
            errno = 0;
            long n = isdigit((unsigned char)*v) ? strtol(v, &end, 10) : -1;
            if (n >= 0) {
                while (*end == ' ' || *end == '\t' || *end == '\r')
                    end++;
            }
            if (n < 0 || errno || n > 5 || (*end != '\n' && *end != '#' && *end)) {
                /* English, as the engine's parser's messages (FILE:LINE) */
                snprintf(err, errcap, "line %u: human: a seat number from 0 to 5 is needed",
                         line);
                return -1;
            }
            *seat = (int)n;
            *w = '#'; /* "#uman 2": a comment now, the same length */
        }
        p += len + (p[len] == '\n');
    }
    return 0;
}

bool scenario_file_seed(const char *text, uint64_t *seed)
{
    bool found = false;
    for (const char *p = text; *p;) {
        size_t len = strcspn(p, "\n");
        const char *w = p + strspn(p, " \t\r");
        if (!strncmp(w, "seed", 4) && (w[4] == ' ' || w[4] == '\t')) {
            const char *digits = w + 4 + strspn(w + 4, " \t");
            char *end;
            errno = 0;
            unsigned long long v = isdigit((unsigned char)*digits) ? strtoull(digits, &end, 10) : 0;
            if (!isdigit((unsigned char)*digits))
                end = (char *)digits;
            while (*end == ' ' || *end == '\t' || *end == '\r')
                end++;
            if (!errno && end > digits && (*end == '\n' || *end == '#' || !*end)) {
                *seed = (uint64_t)v;
                found = true;
            }
        }
        p += len + (p[len] == '\n');
    }
    return found;
}
