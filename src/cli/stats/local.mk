# src/cli/stats/ — `stats`: the personal record as text, JSON and CSV, and the results strip.
condottiere_SOURCES += \
	src/cli/stats/fields.c \
	src/cli/stats/fields.h \
	src/cli/stats/stats_csv.c \
	src/cli/stats/stats_daily.c \
	src/cli/stats/stats_daily.h \
	src/cli/stats/stats_fields.c \
	src/cli/stats/stats_fields.h \
	src/cli/stats/stats_json.c \
	src/cli/stats/stats_levels.c \
	src/cli/stats/stats_render.h \
	src/cli/stats/stats_strip.c \
	src/cli/stats/stats_text.c \
	src/cli/stats/stats_html.c \
	src/cli/stats/stats_html.h \
	src/cli/stats/stats_html_tables.c \
	src/cli/stats/stats_svg.c \
	src/cli/stats/stats_trends.c \
	src/cli/stats/stats_trends.h \
	src/cli/stats/stats_trends_out.c
