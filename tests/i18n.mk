# tests/i18n.mk — the translations: the catalogues keep up with the sources,
# and no machine output changes with the language (the five locales are made
# with localedef into tests/locales of the build tree, once).
I18N_TESTS = tests/po-current.sh tests/locale-invariance.sh tests/i18n-screens.sh \
	tests/i18n-commands.sh tests/i18n-games.sh tests/i18n-rules.sh \
	tests/i18n-messages.sh tests/i18n-width.sh tests/i18n-regions.sh tests/locale-notice.sh \
	tests/i18n-faults.sh tests/bad-inputs-i18n.sh
TESTS += $(I18N_TESTS)

# Every other test reads the English screens: their messages stay English
# whatever the developer's language (LC_ALL moves to LANG, so the character
# set is kept); the tests of the languages set their own.
AM_TESTS_ENVIRONMENT += \
	if test -n "$${LC_ALL-}"; then LANG=$$LC_ALL; export LANG; unset LC_ALL; fi; \
	LC_MESSAGES=C; export LC_MESSAGES; unset LANGUAGE;
EXTRA_DIST += $(I18N_TESTS) tests/locales.sh tests/bad-inputs.list tests/bad-inputs

clean-local: clean-test-locales
clean-test-locales:
	-rm -rf tests/locales
.PHONY: clean-test-locales

if HAVE_CMOCKA
check_PROGRAMS += tests/test_i18n
TESTS += tests/test_i18n
tests_test_i18n_SOURCES = tests/test_i18n.c
tests_test_i18n_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_test_i18n_LDADD = libcondottiere_i18n.a $(CONDOTTIERE_BASE) $(CMOCKA_LIBS) $(LIBINTL)
endif
