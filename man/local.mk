# man/local.mk — the manual page, condottiere(6): written by hand in
# condottiere.6.in (configure fills in the version), installed by make
# install, checked against the program by tests/man-page.sh.
man6_MANS = man/condottiere.6
