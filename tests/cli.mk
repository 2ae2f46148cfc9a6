# tests/cli.mk — tests of the command line's conventions (--help, --version,
# usage errors, width, colour), the manual page, the bash completion, the
# terminal helpers, the database's path (a wrong one; a read-only folder),
# and of `history` and `stats`: a small program that writes
# a database of known content through the store API, the shell test that
# runs the commands on it, and cmocka tests of the renderers.
check_PROGRAMS += tests/record_fixture
tests_record_fixture_SOURCES = tests/record_fixture.c tests/test_msg.h
tests_record_fixture_CFLAGS = $(AM_CFLAGS)
tests_record_fixture_LDADD = libcondottiere_store.a $(CONDOTTIERE_BASE) $(SQLITE3_LIBS)

TESTS += tests/history-stats.sh tests/stats-trends.sh tests/cli-conventions.sh tests/man-page.sh tests/completion.sh \
	tests/replay-step.sh tests/db-path.sh tests/db-readonly.sh
EXTRA_DIST += tests/history-stats.sh tests/stats-trends.sh tests/cli-conventions.sh tests/man-page.sh \
	tests/completion.sh tests/replay-step.sh tests/db-path.sh tests/db-readonly.sh
# review of a standard and a solitaire game played through a pipe
TESTS += tests/review.sh
EXTRA_DIST += tests/review.sh
# the JSON and CSV of simulate, stats and history keep their bytes
TESTS += tests/machine-output.sh
EXTRA_DIST += tests/machine-output.sh

if HAVE_CMOCKA
check_PROGRAMS += tests/test_cli_stats
TESTS += tests/test_cli_stats
tests_test_cli_stats_SOURCES = tests/test_cli_stats.c \
	src/cli/stats/stats_text.c src/cli/stats/stats_json.c src/cli/stats/stats_csv.c src/cli/stats/stats_strip.c \
	src/cli/stats/stats_levels.c \
	src/cli/stats/stats_fields.c src/cli/stats/fields.c \
	src/cli/history/history_render.c src/cli/history/history_formats.c \
	src/cli/term/term_style.c src/cli/term/term_color.c src/cli/term/term_width.c \
	src/cli/term/term_safe.c
tests_test_cli_stats_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_test_cli_stats_LDADD = libcondottiere_i18n.a libcondottiere_store.a $(CONDOTTIERE_BASE) $(SQLITE3_LIBS) $(CMOCKA_LIBS) $(LIBINTL)
endif

if HAVE_CMOCKA
check_PROGRAMS += tests/test_cli_term
TESTS += tests/test_cli_term
tests_test_cli_term_SOURCES = tests/test_cli_term.c \
	src/cli/term/term_width.c src/cli/term/term_color.c src/cli/term/term_table.c
tests_test_cli_term_CFLAGS = $(AM_CFLAGS) $(CMOCKA_CFLAGS)
tests_test_cli_term_LDADD = $(CMOCKA_LIBS)
endif

# help NAME for a card or a word of the rules
TESTS += tests/help-topics.sh
EXTRA_DIST += tests/help-topics.sh
# where --help says the manual is; build.sh install
TESTS += tests/help-manual.sh
EXTRA_DIST += tests/help-manual.sh
# build.sh's locales, made on stand-ins of the system's tools
TESTS += tests/build-locales.sh
EXTRA_DIST += tests/build-locales.sh
