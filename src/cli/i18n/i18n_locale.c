/* i18n_locale.c — a locale asked for but not installed (LANG=it_IT.UTF-8 on
 * a machine that has only C.UTF-8): when the language has a catalogue and
 * the locale's character set is UTF-8, the screens speak it all the same
 * (C.UTF-8 for the characters, LANGUAGE for the catalogue); either way one
 * line on stderr says that the locale is missing and how to install it. */
#define _XOPEN_SOURCE 700 /* setenv */
#include "cli/i18n/i18n_locale.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "i18n.h"

/* The part after the '.', up to a '@': "UTF-8" of "it_IT.UTF-8@euro". */
static void codeset_of(const char *name, char *set, size_t cap)
{
    const char *dot = strchr(name, '.');
    size_t n = dot ? strcspn(dot + 1, "@") : 0;
    if (n >= cap)
        n = cap - 1;
    memcpy(set, dot ? dot + 1 : "", n);
    set[n] = '\0';
}

static bool is_utf8(const char *set)
{
    return !strcasecmp(set, "UTF-8") || !strcasecmp(set, "utf8");
}

#if ENABLE_NLS
/* The locale the messages were asked in: LC_ALL, else LC_MESSAGES, else
 * LANG (the first one set), or NULL. */
static const char *messages_locale(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return v;
    }
    return NULL;
}

/* "it" of "it_IT.UTF-8", of "it" or of "it:fr" (LANGUAGE). */
static void language_of(const char *name, char *lang, size_t cap)
{
    size_t n = strcspn(name, "_.@:");
    if (n >= cap)
        n = cap - 1;
    memcpy(lang, name, n);
    lang[n] = '\0';
}

static bool has_catalogue(const char *dir, const char *lang)
{
    char path[1024];
    if (!*lang || (size_t)snprintf(path, sizeof path, "%s/%s/LC_MESSAGES/%s.mo", dir, lang,
                                   PACKAGE) >= sizeof path)
        return false;
    return access(path, R_OK) == 0;
}
#endif

void i18n_locale_fallback(const char *dir, struct i18n_missing *m)
{
    m->name[0] = '\0';
    m->spoken = false;
    bool ctype = setlocale(LC_CTYPE, "") != NULL;
    setlocale(LC_COLLATE, "");
    setlocale(LC_TIME, "");
    if (setlocale(LC_MESSAGES, ""))
        return;
#if ENABLE_NLS
    const char *name = messages_locale(), *language = getenv("LANGUAGE");
    char lang[16], set[32];
    if (!name || !strcmp(name, "C") || !strcmp(name, "POSIX"))
        return;
    language_of(language && *language ? language : name, lang, sizeof lang);
    if (!has_catalogue(dir, lang))
        return; /* English (or a language without a catalogue): nothing lost */
    snprintf(m->name, sizeof m->name, "%s", name);
    codeset_of(name, set, sizeof set);
    if (!is_utf8(set) || !setlocale(LC_MESSAGES, "C.UTF-8"))
        return;
    if (!ctype)
        setlocale(LC_CTYPE, "C.UTF-8");
    if (!language || !*language)
        setenv("LANGUAGE", lang, 1);
    m->spoken = true;
#else
    (void)dir;
#endif
}

/* "sudo localedef -i it_IT -f UTF-8 it_IT.UTF-8" when the locale's source
 * is on this machine; "" otherwise. */
static void install_command(const char *name, char *buf, size_t cap)
{
    char base[64], set[32], source[128];
    size_t n = strcspn(name, ".");
    if (n >= sizeof base)
        n = sizeof base - 1;
    memcpy(base, name, n);
    base[n] = '\0';
    const char *at = strchr(name, '@');
    if (at && n + strlen(at) < sizeof base)
        strcat(base, at); /* the source of ca_ES.UTF-8@valencia is ca_ES@valencia */
    codeset_of(name, set, sizeof set);
    snprintf(source, sizeof source, "/usr/share/i18n/locales/%s", base);
    buf[0] = '\0';
    if (strchr(base, '/') || access(source, R_OK) != 0)
        return;
    snprintf(buf, cap, "sudo localedef -i %s -f %s %s", base,
             !*set || is_utf8(set) ? "UTF-8" : set, name);
}

void i18n_locale_notice(const struct i18n_missing *m)
{
    char how[256];
    if (!m->name[0])
        return;
    install_command(m->name, how, sizeof how);
    if (m->spoken && *how)
        /* TRANSLATORS: %s is a locale's name (it_IT.UTF-8), then the command
         * that installs it, both as they are. */
        fprintf(stderr, _("condottiere: the locale %s is not installed (the screens speak its "
                          "language all the same); to install it: %s\n"), m->name, how);
    else if (m->spoken)
        /* TRANSLATORS: %s is a locale's name (it_IT.UTF-8); locale -a is a
         * command, typed as it is. */
        fprintf(stderr, _("condottiere: the locale %s is not installed (the screens speak its "
                          "language all the same); locale -a lists the installed ones.\n"),
                m->name);
    /* without the locale nor C.UTF-8 the catalogue cannot be read: English */
    else if (*how)
        fprintf(stderr, "condottiere: the locale %s is not installed, so the screens are in "
                        "English; to install it: %s\n", m->name, how);
    else
        fprintf(stderr, "condottiere: the locale %s is not installed, so the screens are in "
                        "English; locale -a lists the installed ones.\n", m->name);
}
