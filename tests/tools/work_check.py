#!/usr/bin/env python3
"""Checks the work counts of a --report-json report against bounds.

  work_check.py REPORT.json max:NAME=N exactly:NAME=N min:NAME=N ...

NAME is a key of the report's "time" -> "work" object, or
matches_by_rule.RULE. Each failed bound is printed with the count found;
the exit status is 1 if any failed.
"""
import json
import operator
import re
import sys

COMPARISONS = {"max": operator.le, "exactly": operator.eq, "min": operator.ge}


def count(work, name):
    value = work
    for part in name.split("."):
        if not isinstance(value, dict) or part not in value:
            raise SystemExit("work_check: no count named '%s'" % name)
        value = value[part]
    return value


def main(argv):
    if len(argv) < 3:
        raise SystemExit(__doc__)
    with open(argv[1]) as f:
        work = json.load(f)["time"]["work"]
    failed = False
    for bound in argv[2:]:
        parsed = re.fullmatch(r"(max|exactly|min):([\w.-]+)=(\d+)", bound)
        if not parsed:
            raise SystemExit("work_check: not a bound: '%s'" % bound)
        kind, name, limit = parsed.group(1), parsed.group(2), int(parsed.group(3))
        found = count(work, name)
        if not COMPARISONS[kind](found, limit):
            print("work_check: %s is %d, not %s %d" % (name, found, kind, limit))
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
