# src/cli/sim/ — `simulate`: arguments, running, storing and merging runs, text/JSON/CSV reports, progress bar.
condottiere_SOURCES += \
	src/cli/sim/sim_args.c \
	src/cli/sim/sim_cli.h \
	src/cli/sim/sim_csv.c \
	src/cli/sim/sim_figures.c \
	src/cli/sim/sim_json.c \
	src/cli/sim/sim_merge.c \
	src/cli/sim/sim_progress.c \
	src/cli/sim/sim_record.c \
	src/cli/sim/sim_render.h \
	src/cli/sim/sim_scenario_args.c \
	src/cli/sim/sim_stats.c \
	src/cli/sim/sim_sweep.c \
	src/cli/sim/sim_text.c
