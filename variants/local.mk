# variants/local.mk — the named variants, embedded into the program at build
# time (tools/embed-variants.awk) so that it runs without its source tree.
VARIANT_FILES = \
	variants/standard.variant \
	variants/first-edition.variant \
	variants/solitaire.variant \
	variants/hidden-capture.variant

EXTRA_DIST += $(VARIANT_FILES) tools/embed-variants.awk
CLEANFILES += src/engine/variants_embedded.c

src/engine/variants_embedded.c: $(VARIANT_FILES:%=$(srcdir)/%) $(srcdir)/tools/embed-variants.awk
	$(AM_V_GEN)$(MKDIR_P) src/engine && \
	$(AWK) -f $(srcdir)/tools/embed-variants.awk $(VARIANT_FILES:%=$(srcdir)/%) > $@-t && mv $@-t $@
