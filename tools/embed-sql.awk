# embed-sql.awk — turns the numbered migrations db/NNN-name.sql named on the
# command line (in order) into a C source file holding their text. Fails
# when the files are not numbered 1, 2, 3 ... or when a file does not end
# by setting its own number with "PRAGMA user_version = N;".
function cesc(s) {
    gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, "\\t", s)
    return s
}
function fail(msg) {
    print "embed-sql.awk: " msg > "/dev/stderr"
    failed = 1
    exit 1
}
function close_file() {
    if (!sets_version)
        fail(name ".sql does not set \"PRAGMA user_version = " n ";\"")
    print "    \"\" },"
}
BEGIN {
    print "/* Generated from the db/ migrations by tools/embed-sql.awk. Do not edit. */"
    print "#include \"store/store_migrations.h\""
    print "const struct store_migration store_migrations[] = {"
    n = 0
}
FNR == 1 {
    if (n) close_file()
    n++
    name = FILENAME; sub(/.*\//, "", name); sub(/\.sql$/, "", name)
    if (name !~ /^[0-9][0-9][0-9]-/)
        fail(FILENAME ": the name must be NNN-something.sql")
    number = substr(name, 1, 3) + 0
    if (number != n)
        fail(FILENAME ": migration " n " expected here, in order from 1")
    sets_version = 0
    printf "    { %d, \"%s\",\n", n, name
}
{
    line = $0
    if (toupper(line) ~ "^PRAGMA +USER_VERSION *= *" n " *;")
        sets_version = 1
    printf "    \"%s\\n\"\n", cesc(line)
}
END {
    if (failed) exit 1
    if (n) close_file()
    if (failed) exit 1
    print "    { 0, 0, 0 }"
    print "};"
}
