# src/ai/standard.mk — the standard game's bots (random, heuristic) and the
# advisor behind `hint`.
