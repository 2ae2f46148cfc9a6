/* fields.h — the records of the machine outputs (--json and --csv of
 * simulate, stats and history) described once: a table of fields, each a
 * key, a kind and the place of its value in a record. One JSON writer and
 * one CSV writer walk a table, so that a key is spelled in one place and
 * both formats give the same figures in the same order. */
#ifndef CONDOTTIERE_FIELDS_H
#define CONDOTTIERE_FIELDS_H

#include <stddef.h>
#include <stdio.h>

enum field_kind {
    FIELD_INT,     /* int64_t */
    FIELD_INT32,   /* int */
    FIELD_ID,      /* int64_t; 0: JSON null (not stored) */
    FIELD_TEXT,    /* a char array inside the record */
    FIELD_STRING,  /* a const char * in the record (NULL as empty text) */
    FIELD_OR_NULL, /* a const char * in the record; NULL: JSON null, CSV empty */
    FIELD_RATE,    /* double, six decimals (%.6f) */
    FIELD_REAL,    /* double, six significant digits (%.6g) */
    FIELD_TIME,    /* double as FIELD_REAL; negative: JSON null (unknown) */
    FIELD_BOOL,    /* bool: true or false in both formats */
    FIELD_FLAG,    /* bool: JSON true or false, CSV 1 or 0 */
};

/* Where a field appears: both formats unless told. */
enum field_only {
    FIELD_BOTH = 0,
    FIELD_JSON_ONLY = 1,
    FIELD_CSV_ONLY = 2,
    FIELD_IF_TRUE = 4, /* a bool written only when true (older documents keep their bytes) */
};

struct field {
    const char *key;
    enum field_kind kind;
    size_t offset; /* of the value in the record */
    unsigned only; /* enum field_only */
};

#define FIELD(type, member, kind) { #member, kind, offsetof(type, member), FIELD_BOTH }
#define FIELD_IN(type, member, kind, only) { #member, kind, offsetof(type, member), only }
#define FIELD_COUNT(table) (sizeof(table) / sizeof((table)[0]))

/* A table of n fields. */
struct fields {
    const struct field *field;
    size_t n;
};

#define FIELDS(table) ((struct fields){ table, FIELD_COUNT(table) })

/* Whether fd is written in JSON (in CSV) for rec. */
int field_in_json(const struct field *fd, const void *rec);
int field_in_csv(const struct field *fd, const void *rec);

/* The value of one field of rec as JSON, or as one CSV field. */
void field_json(FILE *f, const struct field *fd, const void *rec);
void field_csv(FILE *f, const struct field *fd, const void *rec);

/* The members of a JSON object, `"key": value, ...` (no braces). */
void fields_json(FILE *f, struct fields t, const void *rec);
/* The same, each member after sep but the first. */
void fields_json_sep(FILE *f, struct fields t, const void *rec, const char *sep);
/* One CSV line of the keys, and one of the values of rec. */
void fields_csv_header(FILE *f, struct fields t);
void fields_csv_values(FILE *f, struct fields t, const void *rec);

/* The long CSV form: one line per field, `LEAD value`, where lead writes
 * LEAD for the field (the columns that say whose figure it is and which,
 * the field's key among them, each followed by its comma). */
typedef void field_lead_fn(FILE *f, const struct field *fd, void *ctx);
void fields_csv_rows(FILE *f, struct fields t, const void *rec, field_lead_fn *lead, void *ctx);

#endif
