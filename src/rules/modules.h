/* modules.h — internal to src/rules: the rule modules' definitions (one
 * per file), listed by the registry (registry.c) in enum rule_module_id
 * order, and the choices the modules' options share. */
#ifndef CONDOTTIERE_RULES_MODULES_H
#define CONDOTTIERE_RULES_MODULES_H

#include "engine/game_rules.h"
#include "rules/rules.h"

extern const struct rule_module rule_draw_after_battle;
extern const struct rule_module rule_points_game;
extern const struct rule_module rule_bigger_kingdoms;
extern const struct rule_module rule_capture_regions;
extern const struct rule_module rule_hidden_cards;
extern const struct rule_module rule_bishop_truce;
extern const struct rule_module rule_first_edition_deal;
extern const struct rule_module rule_decline_designation;
extern const struct rule_module rule_adjacency_only;
extern const struct rule_module rule_first_edition_final;
extern const struct rule_module rule_designate_after_deal;

/* A module's option value in a game (a number, or a choice's index). */
static inline int game_option(const struct game *g, int module, int option)
{
    return g->rules.options[module][option];
}

#endif
