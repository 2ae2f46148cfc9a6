# src/sim/local.mk — the simulation driver: seeded games between bots on
# several threads, streaming aggregates, shards and merging; a run as the
# store's rows and back (sim_record.c), the shards of several files put
# together (sim_merge.c), --sweep's statistics (sim_stats.c, sim_sweep.c).
# A static library
# above the bots (it calls them), so it comes before them in CONDOTTIERE_LIBS:
# Makefile.am includes this fragment before src/ai/local.mk. The program and
# every test that links it need -pthread.
noinst_LIBRARIES += libcondottiere_sim.a
CONDOTTIERE_LIBS += libcondottiere_sim.a
SIM_PTHREAD = -pthread
libcondottiere_sim_a_CFLAGS = $(AM_CFLAGS) $(SIM_PTHREAD)
libcondottiere_sim_a_SOURCES = \
	src/sim/sim.h \
	src/sim/sim_seed.c \
	src/sim/sim_config.c \
	src/sim/sim_agg.c \
	src/sim/sim_standard.c \
	src/sim/sim_solo.c \
	src/sim/sim_campaign.c \
	src/sim/sim_scenario.c \
	src/sim/sim_run.c \
	src/sim/sim_report.h \
	src/sim/sim_record.c \
	src/sim/sim_merge.c \
	src/sim/sim_stats.c \
	src/sim/sim_sweep.c
condottiere_LDFLAGS = $(SIM_PTHREAD)
