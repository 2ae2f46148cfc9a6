# src/ai/local.mk — bots and the advisor: they see only their seat's observation.
