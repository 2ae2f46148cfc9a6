#!/bin/sh
# no-cmocka.sh — stands in for the unit tests when configure found no cmocka,
# so that `make check` fails instead of passing on nothing.
echo "cmocka was not found by configure: install libcmocka-dev and re-run configure" >&2
exit 1
