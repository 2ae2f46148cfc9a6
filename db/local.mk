# db/local.mk — the numbered SQL migrations (doc/database.md), embedded into
# the program at build time by tools/embed-sql.awk. Add a migration at the
# end of this list; never edit one that has been released.
MIGRATION_FILES = \
	db/001-initial.sql \
	db/002-stats-views.sql \
	db/003-simulations.sql \
	db/004-bishop-ending.sql \
	db/005-scenario-games.sql \
	db/006-levels-practice-daily-reviews.sql \
	db/007-practice-seed.sql

EXTRA_DIST += $(MIGRATION_FILES) tools/embed-sql.awk
CLEANFILES += src/store/migrations_embedded.c

src/store/migrations_embedded.c: $(MIGRATION_FILES:%=$(srcdir)/%) $(srcdir)/tools/embed-sql.awk
	$(AM_V_GEN)$(MKDIR_P) src/store && \
	$(AWK) -f $(srcdir)/tools/embed-sql.awk $(MIGRATION_FILES:%=$(srcdir)/%) > $@-t && mv $@-t $@
