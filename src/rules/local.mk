# src/rules/local.mk — the optional rule modules (one file per module), their
# registry, rulesets built from variants, command-line specs and canonical
# ruleset strings, and the scenario parser (its lines build rulesets). Pure,
# like the engine: a library of its own (libcondottiere_rules.a) above the
# engine, beside the solitaire; it includes only src/engine.
noinst_LIBRARIES += libcondottiere_rules.a
libcondottiere_rules_a_SOURCES = \
	src/rules/rules.h src/rules/modules.h \
	src/rules/registry.c src/rules/ruleset_build.c src/rules/spec.c src/rules/canonical.c src/rules/base_options.c \
	src/rules/draw_after_battle.c src/rules/points_game.c \
	src/rules/bigger_kingdoms.c src/rules/capture_regions.c \
	src/rules/hidden_cards.c src/rules/bishop_truce.c \
	src/rules/first_edition_deal.c src/rules/decline_designation.c \
	src/rules/adjacency_only.c src/rules/first_edition_final.c \
	src/rules/designate_after_deal.c \
	src/rules/scenario.c src/rules/scenario.h
