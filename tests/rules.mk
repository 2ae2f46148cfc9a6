# tests/rules.mk — tests of the rule modules (src/rules/): the registry,
# specs and canonical strings, every module from scenario files, and the
# conformance of every combination of the optional rules and the 1st edition.
