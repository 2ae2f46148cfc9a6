# po/local.mk — the catalogues as the program finds them when it runs from
# the build tree: locale/LL/LC_MESSAGES/condottiere.mo, copied from po/LL.gmo
# (built by po/Makefile, gettext's own) after every build. The glossary
# travels with the catalogues.
EXTRA_DIST += po/GLOSSARY.md

all-local: build-locale
build-locale:
	@if test "$(USE_NLS)" = yes; then \
	  for lang in `sed 's/#.*//' $(top_srcdir)/po/LINGUAS`; do \
	    gmo=po/$$lang.gmo; test -f $$gmo || gmo=$(top_srcdir)/po/$$lang.gmo; \
	    test -f $$gmo || continue; \
	    mo=locale/$$lang/LC_MESSAGES/$(PACKAGE).mo; \
	    cmp -s $$gmo $$mo 2>/dev/null && continue; \
	    $(MKDIR_P) locale/$$lang/LC_MESSAGES && cp $$gmo $$mo || exit 1; \
	  done; \
	fi
.PHONY: build-locale

clean-local: clean-build-locale
clean-build-locale:
	-rm -rf locale
.PHONY: clean-build-locale
