#!/usr/bin/env python3
"""check-rules-doc.py LIST DOC TESTS: the rules --list-rules printed (LIST)
are the `## name` sections of DOC, in order, and every `dir/test` a section
names under its "Tests:" exists under TESTS; the first is the rule's own
test, `rules/<name>.cu` (or `.test`)."""
import re
import sys

listed = [line.split()[0] for line in open(sys.argv[1]) if line.strip()]
text = open(sys.argv[2]).read()
sections = re.split(r"^## ", text, flags=re.M)[1:]
documented = [s.split("\n", 1)[0].strip() for s in sections]
errors = []
if listed != documented:
    errors.append("rules %s, documented %s" % (listed, documented))
for s in sections:
    name = s.split("\n", 1)[0].strip()
    tests = s.split("Tests:", 1)
    if len(tests) < 2:
        errors.append("%s: no tests named" % name)
        continue
    named = re.findall(r"`([\w./-]+)`", tests[1])
    if not named or named[0].rsplit(".", 1)[0] != "rules/" + name:
        errors.append("%s: the first test named is not rules/%s.cu" %
                      (name, name))
    for test in named:
        try:
            open("%s/%s" % (sys.argv[3], test)).close()
        except OSError:
            errors.append("%s: no test %s" % (name, test))
for e in errors:
    print("error: " + e)
sys.exit(1 if errors else 0)
