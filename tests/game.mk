# tests/game.mk — tests of the standard game engine (scenarios, conformance).
