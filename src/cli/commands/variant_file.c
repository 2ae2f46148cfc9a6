/* variant_file.c — variants by name or path; fresh seeds. */
#include "cli/commands/variant_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "i18n.h"

#define VARIANT_FILE_MAX 65536

static int shipped_names(char *buf, size_t cap)
{
    size_t len = 0;
    buf[0] = '\0';
    for (const struct embedded_variant *e = embedded_variants; e->name && len < cap; e++) {
        int n = snprintf(buf + len, cap - len, "%s%s", len ? ", " : "", e->name);
        if (n > 0)
            len += (size_t)n;
    }
    return 0;
}

static int load_path(const char *path, struct variant *out, struct msg *err)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return msg_fail(err, -1, "cannot read variant file %s: %s", path, strerror(errno));
    char *text = malloc(VARIANT_FILE_MAX + 1);
    size_t n = text ? fread(text, 1, VARIANT_FILE_MAX + 1, f) : 0;
    fclose(f);
    if (!text || n > VARIANT_FILE_MAX) {
        free(text);
        return msg_fail(err, -1, "variant file %s is too large (at most %d bytes)", path,
                        VARIANT_FILE_MAX);
    }
    text[n] = '\0';
    int rc = variant_parse(text, out, err);
    free(text);
    if (rc)
        msg_wrap(err, "%s: %s", path, MSG_CAUSE);
    return rc;
}

int variant_file_load(const char *name, struct variant *out, struct msg *err)
{
    if (strchr(name, '/') || strstr(name, ".variant"))
        return load_path(name, out, err);
    if (!variant_embedded_text(name)) {
        char names[200];
        shipped_names(names, sizeof names);
        return msg_fail(err, -1, "no variant named '%s' (shipped: %s; or give a file's path)", name,
                        names);
    }
    return variant_load_embedded(name, out, err);
}

uint64_t fresh_seed(void)
{
    uint64_t seed = 0;
    FILE *f = fopen("/dev/urandom", "rb");
    if (f) {
        if (fread(&seed, sizeof seed, 1, f) != 1)
            seed = 0;
        fclose(f);
    }
    if (!seed)
        seed = (uint64_t)time(NULL) * 6364136223846793005ULL ^ (uint64_t)getpid();
    /* keep seeds short enough to read and type: 0 .. 999,999,999 */
    return seed % 1000000000ULL;
}

int seed_parse(const char *text, uint64_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (!*text || *end || errno || text[0] == '-' || text[0] == '+' || text[0] == ' ')
        return -1;
    *out = v;
    return 0;
}
