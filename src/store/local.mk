# src/store/local.mk — SQLite storage: migrations, journal, history, stats.
# A static library above the engine; it never prints and never exits.
include db/local.mk

noinst_LIBRARIES += libcondottiere_store.a
CONDOTTIERE_LIBS += libcondottiere_store.a
libcondottiere_store_a_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
libcondottiere_store_a_SOURCES = \
	src/store/store.h \
	src/store/store_internal.h \
	src/store/store_migrations.h \
	src/store/store_util.c \
	src/store/store_path.c \
	src/store/store_open.c \
	src/store/store_migrate.c \
	src/store/store_profile.c \
	src/store/store_game.c \
	src/store/store_action.c \
	src/store/store_battle.c \
	src/store/store_derived.c \
	src/store/store_load.c \
	src/store/store_campaign.c \
	src/store/store_history.c \
	src/store/store_practice.c \
	src/store/store_stats.c \
	src/store/store_wilson.c \
	src/store/store_trends.h \
	src/store/store_played.c \
	src/store/store_periods.c \
	src/store/store_rating.h \
	src/store/store_rating.c \
	src/store/store_levels.h \
	src/store/store_levels.c \
	src/store/store_glicko.c \
	src/store/store_sim.c \
	src/store/store_marks.c \
	src/store/store_review.c
nodist_libcondottiere_store_a_SOURCES = src/store/migrations_embedded.c
