# src/cli/local.mk — the `condottiere` program: subcommands and the prompt.
bin_PROGRAMS += condottiere
condottiere_SOURCES = \
	src/cli/main.c \
	src/cli/subcommands.c src/cli/subcommands.h \
	src/cli/db.c src/cli/db.h \
	src/cli/journal.c src/cli/journal.h \
	src/cli/restore.h src/cli/cmd_resume.c \
	src/cli/solo_restore.c src/cli/table_restore.c \
	src/cli/cmd_strength.c \
	src/cli/cmd_rules.c \
	src/cli/cmd_history.c src/cli/cmd_stats.c \
	src/cli/record_open.c src/cli/record_open.h \
	src/cli/term_style.c src/cli/term_style.h \
	src/cli/history_render.c src/cli/history_render.h \
	src/cli/stats_render.h src/cli/stats_text.c src/cli/stats_json.c src/cli/stats_csv.c \
	src/cli/stats_strip.c \
	src/cli/cmd_prompt.c \
	src/cli/line_input.c src/cli/line_input.h \
	src/cli/prompt.c src/cli/prompt.h \
	src/cli/prompt_commands.c \
	src/cli/session.c src/cli/session.h \
	src/cli/xdg.c src/cli/xdg.h \
	src/cli/variant_file.c src/cli/variant_file.h \
	src/cli/solo_screen.c src/cli/solo_screen.h \
	src/cli/solo_render.c \
	src/cli/solo_commands.c \
	src/cli/solo_setup.c \
	src/cli/table_screen.c src/cli/table_screen.h \
	src/cli/table_render.c \
	src/cli/table_map.c \
	src/cli/table_commands.c \
	src/cli/table_setup.c \
	src/cli/table_campaign.c \
	src/cli/cmd_simulate.c src/cli/sim_cli.h src/cli/sim_args.c src/cli/sim_merge.c \
	src/cli/sim_render.h src/cli/sim_record.c src/cli/sim_figures.c \
	src/cli/sim_text.c src/cli/sim_json.c src/cli/sim_csv.c src/cli/sim_progress.c
condottiere_CFLAGS = $(AM_CFLAGS) $(SQLITE3_CFLAGS)
condottiere_LDADD = $(CONDOTTIERE_LIBS) libcondottiere.a $(READLINE_LIBS) $(SQLITE3_LIBS)
