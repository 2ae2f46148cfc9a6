# po/local.mk — the catalogues as the program finds them when it runs from
# the build tree: locale/LL/LC_MESSAGES/condottiere.mo, from po/LL.gmo
# after every build. po/Makefile (gettext's own) rebuilds a .gmo only when
# the .pot changes, so a .gmo older than its .po is compiled again here
# first: an edited catalogue is what `./build.sh play` shows, and what
# `make install` installs. The glossary travels with the catalogues.
EXTRA_DIST += po/GLOSSARY.md

all-local: build-locale
build-locale:
	@if test "$(USE_NLS)" = yes; then \
	  for lang in `sed 's/#.*//' $(top_srcdir)/po/LINGUAS`; do \
	    po=$(top_srcdir)/po/$$lang.po; gmo=$(top_srcdir)/po/$$lang.gmo; \
	    test -f $$po || continue; \
	    if test ! -f $$gmo || test $$po -nt $$gmo; then \
	      echo "  MSGFMT   po/$$lang.gmo"; \
	      $(GMSGFMT) -c -o $$gmo $$po || exit 1; \
	    fi; \
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
