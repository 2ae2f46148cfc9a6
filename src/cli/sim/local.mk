# src/cli/sim/ — `simulate`: arguments, running it, the --merge of files, text/JSON/CSV reports, progress bar (the stored runs, merging and the sweep's statistics are in src/sim/).
condottiere_SOURCES += \
	src/cli/sim/sim_args.c \
	src/cli/sim/sim_cli.h \
	src/cli/sim/sim_csv.c \
	src/cli/sim/sim_fields.c \
	src/cli/sim/sim_fields.h \
	src/cli/sim/sim_figures.c \
	src/cli/sim/sim_json.c \
	src/cli/sim/sim_merge_files.c \
	src/cli/sim/sim_progress.c \
	src/cli/sim/sim_render.h \
	src/cli/sim/sim_safe.c \
	src/cli/sim/sim_scenario_args.c \
	src/cli/sim/sim_sweep_render.c \
	src/cli/sim/sim_text.c
