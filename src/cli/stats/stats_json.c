/* stats_json.c — `condottiere stats --json`: one JSON object with stable
 * keys (doc/statistics.md), rates as fractions 0..1 with six decimals, the
 * last results oldest first; written from the sections of stats_fields.c. */
#include "cli/stats/stats_fields.h"
#include "cli/stats/stats_render.h"
#include "cli/term/term_safe.h"

/* Valid JSON for any bytes: invalid UTF-8 becomes \ufffd (term_safe.h). */
void json_write_string(FILE *f, const char *text)
{
    term_json_write(f, text);
}

static const void *item(const struct stats_section *s, size_t i)
{
    return (const char *)s->rec + i * s->size;
}

static void section(FILE *f, const struct stats_section *s)
{
    switch (s->shape) {
    case SECTION_VALUE:
        field_json(f, &s->fields.field[0], s->rec);
        return;
    case SECTION_OBJECT:
        fputc('{', f);
        fields_json(f, s->fields, s->rec);
        fputc('}', f);
        return;
    case SECTION_SERIES:
        fputc('[', f);
        for (size_t i = 0; i < s->n; i++) {
            fputs(i ? ", " : "", f);
            field_json(f, &s->fields.field[0], item(s, i));
        }
        fputc(']', f);
        return;
    case SECTION_LIST:
    case SECTION_PIVOT:
        fputc('[', f);
        for (size_t i = 0; i < s->n; i++) {
            fputs(i ? ",\n    {" : "\n    {", f);
            if (s->key) {
                fprintf(f, "\"%s\": ", s->key->key);
                field_json(f, s->key, item(s, i));
                fputs(", ", f);
            }
            fields_json(f, s->fields, item(s, i));
            fputc('}', f);
        }
        fputs(s->n ? "\n  ]" : "]", f);
        return;
    }
}

void stats_render_json(FILE *f, const char *profile, const struct store_stats *st,
                       const struct store_rating *r, const struct daily_figures *daily)
{
    struct stats_doc doc;
    struct stats_section sections[STATS_SECTIONS];
    stats_sections(profile, st, r, daily, &doc, sections);
    fputs("{\n", f);
    for (int i = 0; i < STATS_SECTIONS; i++) {
        fprintf(f, "%s  \"%s\": ", i ? ",\n" : "", sections[i].name);
        section(f, &sections[i]);
    }
    fputs("\n}\n", f);
}
