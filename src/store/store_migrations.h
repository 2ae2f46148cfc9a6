/* store_migrations.h — the numbered SQL migrations of db/, built into the
 * program by tools/embed-sql.awk (src/store/migrations_embedded.c). */
#ifndef CONDOTTIERE_STORE_MIGRATIONS_H
#define CONDOTTIERE_STORE_MIGRATIONS_H

struct store_migration {
    int version;      /* 1, 2, 3 ... from the file name NNN-name.sql */
    const char *name; /* "001-initial" */
    const char *sql;  /* the file's text; its last statement sets user_version */
};

/* In order, ended by { 0, 0, 0 }. */
extern const struct store_migration store_migrations[];

/* 0 when the migrations are numbered 1, 2, 3 ... in order. */
int store_migrations_check(void);

#endif
