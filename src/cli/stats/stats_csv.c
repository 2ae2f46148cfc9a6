/* stats_csv.c — `condottiere stats --csv`: every figure as one row of
 * "section,key,field,value" (a long table: filter by section and field,
 * pivot as you like; doc/statistics.md lists them). RFC 4180 quoting,
 * lines ending with a line feed; written from the sections of
 * stats_fields.c. */
#include "cli/stats/stats_fields.h"
#include "cli/stats/stats_render.h"
#include "cli/term/term_safe.h"

/* Control characters shown escaped, invalid UTF-8 replaced (term_safe.h). */
void csv_write_field(FILE *f, const char *text)
{
    term_csv_write(f, text);
}

/* The columns before the value: the section, the key of the item, the
 * field. */
struct lead {
    const char *section;
    const struct field *key; /* NULL: an empty key, or the number n */
    const void *item;
    size_t n; /* 0: none */
};

static void lead(FILE *f, const struct field *fd, void *ctx)
{
    const struct lead *l = ctx;
    csv_write_field(f, l->section);
    fputc(',', f);
    if (l->key)
        field_csv(f, l->key, l->item);
    else if (l->n)
        fprintf(f, "%zu", l->n);
    fputc(',', f);
    if (fd) {
        csv_write_field(f, fd->key);
        fputc(',', f);
    }
}

static void section(FILE *f, const struct stats_section *s)
{
    struct lead l = {s->name, NULL, s->rec, 0};
    if (s->shape == SECTION_VALUE || s->shape == SECTION_OBJECT) {
        fields_csv_rows(f, s->fields, s->rec, lead, &l);
        return;
    }
    for (size_t i = 0; i < s->n; i++) {
        l.item = (const char *)s->rec + i * s->size;
        if (s->shape == SECTION_PIVOT) { /* section,B,A,C */
            const struct field *fd = s->fields.field;
            l.key = &fd[1];
            lead(f, NULL, &l);
            field_csv(f, &fd[0], l.item);
            fputc(',', f);
            field_csv(f, &fd[2], l.item);
            fputc('\n', f);
            continue;
        }
        l.key = s->key;
        l.n = s->shape == SECTION_SERIES ? i + 1 : 0;
        fields_csv_rows(f, s->fields, l.item, lead, &l);
    }
}

void stats_render_csv(FILE *f, const char *profile, const struct store_stats *st,
                      const struct store_rating *r, const struct daily_figures *daily)
{
    struct stats_doc doc;
    struct stats_section sections[STATS_SECTIONS];
    stats_sections(profile, st, r, daily, &doc, sections);
    fputs("section,key,field,value\n", f);
    for (int i = 0; i < STATS_SECTIONS; i++)
        section(f, &sections[i]);
}
