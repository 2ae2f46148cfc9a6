# tests/i18n.mk — the translations: the catalogues keep up with the sources,
# and no machine output changes with the language (the five locales are made
# with localedef into tests/locales of the build tree, once).
I18N_TESTS = tests/po-current.sh tests/locale-invariance.sh
TESTS += $(I18N_TESTS)
EXTRA_DIST += $(I18N_TESTS) tests/locales.sh

clean-local: clean-test-locales
clean-test-locales:
	-rm -rf tests/locales
.PHONY: clean-test-locales

if HAVE_CMOCKA
check_PROGRAMS += tests/test_i18n
TESTS += tests/test_i18n
tests_test_i18n_SOURCES = tests/test_i18n.c
tests_test_i18n_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_test_i18n_LDADD = libcondottiere_i18n.a libcondottiere.a $(CMOCKA_LIBS) $(LIBINTL)
endif
