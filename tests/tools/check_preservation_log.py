#!/usr/bin/env python3
"""Fails when the lit run's outputs lost a directive or a comment, or hold an
edit no rule made.

The log is started by tests/lit/lit.cfg.py (one header line) and appended to
by hipify-cpp for each such output (src/frontend/PreservedCode.h).
A missing log means lit did not run: that is a failure too, not a pass.
"""
import sys

path = sys.argv[1]
try:
    with open(path) as log:
        lines = log.read().splitlines()
except OSError as error:
    sys.exit("check_preservation_log: no log from a lit run: %s" % error)
if not lines or not lines[0].startswith("#"):
    sys.exit("check_preservation_log: %s was not started by lit.cfg.py" % path)
lost = lines[1:]
for line in lost:
    print(line)
if lost:
    sys.exit("%d problem(s): outputs lost a directive or a comment of their "
             "input, or hold an edit no rule made" % len(lost))
print("every output kept its input's directives and comments, and every edit "
      "was made by a rule")
