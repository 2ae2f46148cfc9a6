# locales.sh — sourced by the tests that run the program in the five
# languages: makes the UTF-8 locales it_IT, fr_FR, pl_PL, es_ES, pt_PT with
# localedef into a folder of the build tree (once; LOCPATH points there), so
# no root and no system change is needed. Needs Debian's `locales` package
# (the locale sources), which build.sh installs. Sets LOCALES to the locale
# names made; a test skips (77) when none can be made.
LOCALE_DIR=${LOCALE_DIR:-$(dirname "${CONDOTTIERE:-./condottiere}")/tests/locales}
LOCALES=""
make_locales() {
    mkdir -p "$LOCALE_DIR" || return 1
    for l in it_IT fr_FR pl_PL es_ES pt_PT; do
        if [ ! -f "$LOCALE_DIR/$l.UTF-8/LC_CTYPE" ]; then
            command -v localedef >/dev/null 2>&1 || return 1
            [ -f "/usr/share/i18n/locales/$l" ] || continue
            localedef -i "$l" -f UTF-8 "$LOCALE_DIR/$l.UTF-8" >/dev/null 2>&1 ||
                [ -f "$LOCALE_DIR/$l.UTF-8/LC_CTYPE" ] || continue
        fi
        LOCALES="$LOCALES $l.UTF-8"
    done
    LOCPATH=$LOCALE_DIR
    export LOCPATH
}
