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
#include "cli/i18n/i18n_msg.h"

char *scenario_file_read(const char *path, struct msg *err)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        msg_fail(err, -1, "cannot read '%s': %s", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(SCENARIO_FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, SCENARIO_FILE_MAX + 1, f) : 0;
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad || n > SCENARIO_FILE_MAX) {
        msg_fail(err, -1, "cannot read '%s': %s", path,
                 !buf ? MSG_T("out of memory") : bad ? MSG_T("read error")
                                                     : MSG_T("longer than 64 KB"));
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    if (strlen(buf) != n) {
        msg_fail(err, -1, "'%s' is not a text file (a NUL byte)", path);
        free(buf);
        return NULL;
    }
    return buf;
}

void scenario_file_error(const char *path, const struct msg *m)
{
    char safe[1024];
    term_safe(safe, sizeof safe, path);
    fflush(stdout);
    int line = msg_line(m);
    struct msg inner = *m;
    msg_drop_line(&inner);
    if (line > 0)
        fprintf(stderr, "condottiere: %s:%d: %s\n", safe, line, i18n_msg_l(&inner));
    else
        fprintf(stderr, "condottiere: %s: %s\n", safe, i18n_msg_l(&inner));
}

int scenario_file_take_human(char *text, int *seat, struct msg *err)
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
            if (n < 0 || errno || n > 5 || (*end != '\n' && *end != '#' && *end))
                return msg_fail_at(err, -1, (int)line, "human: a seat number from 0 to 5 is needed");
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
