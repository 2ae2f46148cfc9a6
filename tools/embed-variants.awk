# embed-variants.awk — turns the variant files named on the command line into
# a C source file holding their text, so the program carries its variants.
function cesc(s) {
    gsub(/\\/, "\\\\", s); gsub(/"/, "\\\"", s); gsub(/\t/, "\\t", s)
    return s
}
BEGIN {
    print "/* Generated from the variants/ files by tools/embed-variants.awk. Do not edit. */"
    print "#include \"engine/variant.h\""
    print "const struct embedded_variant embedded_variants[] = {"
    n = 0
}
FNR == 1 {
    if (n++) print "    \"\" },"
    name = FILENAME; sub(/.*\//, "", name); sub(/\.variant$/, "", name)
    printf "    { \"%s\",\n", name
}
{ printf "    \"%s\\n\"\n", cesc($0) }
END {
    if (n) print "    \"\" },"
    print "    { 0, 0 }"
    print "};"
}
