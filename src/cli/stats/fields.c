/* fields.c — the JSON and CSV writers of the tables of fields (fields.h). */
#include "cli/stats/fields.h"

#include <stdbool.h>
#include <stdint.h>

#include "cli/stats/stats_render.h"

static const void *at(const struct field *fd, const void *rec)
{
    return (const char *)rec + fd->offset;
}

static int written(const struct field *fd, const void *rec, unsigned other_only)
{
    if (fd->only & other_only)
        return 0;
    return !(fd->only & FIELD_IF_TRUE) || *(const bool *)at(fd, rec);
}

int field_in_json(const struct field *fd, const void *rec)
{
    return written(fd, rec, FIELD_CSV_ONLY);
}

int field_in_csv(const struct field *fd, const void *rec)
{
    return written(fd, rec, FIELD_JSON_ONLY);
}

/* A value both formats write alike; false for a text or a flag. */
static bool plain(FILE *f, const struct field *fd, const void *rec)
{
    const void *p = at(fd, rec);
    switch (fd->kind) {
    case FIELD_INT:
        fprintf(f, "%lld", (long long)*(const int64_t *)p);
        return true;
    case FIELD_ID:
        if (!*(const int64_t *)p)
            return false;
        fprintf(f, "%lld", (long long)*(const int64_t *)p);
        return true;
    case FIELD_TIME:
        if (*(const double *)p < 0)
            return false;
        fprintf(f, "%.6g", *(const double *)p);
        return true;
    case FIELD_INT32:
        fprintf(f, "%d", *(const int *)p);
        return true;
    case FIELD_RATE:
        fprintf(f, "%.6f", *(const double *)p);
        return true;
    case FIELD_REAL:
        fprintf(f, "%.6g", *(const double *)p);
        return true;
    case FIELD_BOOL:
        fputs(*(const bool *)p ? "true" : "false", f);
        return true;
    default:
        return false;
    }
}

void field_json(FILE *f, const struct field *fd, const void *rec)
{
    const void *p = at(fd, rec);
    if (plain(f, fd, rec))
        return;
    if (fd->kind == FIELD_FLAG)
        fputs(*(const bool *)p ? "true" : "false", f);
    else if (fd->kind == FIELD_ID || fd->kind == FIELD_TIME)
        fputs("null", f);
    else if (fd->kind == FIELD_TEXT)
        json_write_string(f, (const char *)p);
    else if (fd->kind == FIELD_OR_NULL && !*(const char *const *)p)
        fputs("null", f);
    else
        json_write_string(f, *(const char *const *)p); /* NULL as "" */
}

void field_csv(FILE *f, const struct field *fd, const void *rec)
{
    const void *p = at(fd, rec);
    if (plain(f, fd, rec))
        return;
    if (fd->kind == FIELD_FLAG)
        fputs(*(const bool *)p ? "1" : "0", f);
    else if (fd->kind == FIELD_ID || fd->kind == FIELD_TIME)
        ; /* empty */
    else if (fd->kind == FIELD_TEXT)
        csv_write_field(f, (const char *)p);
    else
        csv_write_field(f, *(const char *const *)p); /* NULL as empty */
}

void fields_json_sep(FILE *f, struct fields t, const void *rec, const char *sep)
{
    const char *before = "";
    for (size_t i = 0; i < t.n; i++) {
        if (!field_in_json(&t.field[i], rec))
            continue;
        fprintf(f, "%s\"%s\": ", before, t.field[i].key);
        field_json(f, &t.field[i], rec);
        before = sep;
    }
}

void fields_json(FILE *f, struct fields t, const void *rec)
{
    fields_json_sep(f, t, rec, ", ");
}

/* The columns of a CSV table: every field that is not the JSON's alone. */
void fields_csv_header(FILE *f, struct fields t)
{
    const char *before = "";
    for (size_t i = 0; i < t.n; i++) {
        if (t.field[i].only & FIELD_JSON_ONLY)
            continue;
        fprintf(f, "%s%s", before, t.field[i].key);
        before = ",";
    }
    fputc('\n', f);
}

void fields_csv_values(FILE *f, struct fields t, const void *rec)
{
    const char *before = "";
    for (size_t i = 0; i < t.n; i++) {
        if (t.field[i].only & FIELD_JSON_ONLY)
            continue;
        fputs(before, f);
        field_csv(f, &t.field[i], rec);
        before = ",";
    }
    fputc('\n', f);
}

void fields_csv_rows(FILE *f, struct fields t, const void *rec, field_lead_fn *lead, void *ctx)
{
    for (size_t i = 0; i < t.n; i++) {
        if (!field_in_csv(&t.field[i], rec))
            continue;
        lead(f, &t.field[i], ctx);
        field_csv(f, &t.field[i], rec);
        fputc('\n', f);
    }
}
