# src/cli/i18n/ — start-up of the translations (locale, catalogue folder).
# A small library of its own so that only it sees the folder names.
noinst_LIBRARIES += libcondottiere_i18n.a
libcondottiere_i18n_a_SOURCES = \
	src/cli/i18n/i18n_init.c \
	src/cli/i18n/i18n_init.h \
	src/cli/i18n/i18n_locale.c \
	src/cli/i18n/i18n_locale.h \
	src/cli/i18n/i18n_msg.c \
	src/cli/i18n/i18n_msg.h \
	src/cli/i18n/i18n_names.c \
	src/cli/i18n/i18n_names.h \
	src/cli/i18n/i18n_rules.c \
	src/cli/i18n/i18n_rules.h \
	src/cli/i18n/i18n_text.c \
	src/cli/i18n/i18n_text.h \
	src/i18n.h
libcondottiere_i18n_a_CPPFLAGS = $(AM_CPPFLAGS) \
	-DI18N_LOCALEDIR='"$(localedir)"' \
	-DI18N_BUILD_DIR='"$(abs_top_builddir)"' \
	-DI18N_BUILD_LOCALEDIR='"$(abs_top_builddir)/locale"'
CONDOTTIERE_LIBS += libcondottiere_i18n.a
