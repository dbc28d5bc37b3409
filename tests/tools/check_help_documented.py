#!/usr/bin/env python3
"""Every option `hipify-cpp --help` lists is documented in docs/usage.md.

Reads the help text on stdin and the usage document named on the command
line; an option counts as documented where the document writes it in code
quotes (`--name` or `--name=...`). Prints each option left out and exits 1
when there is one.
"""
import re
import sys

OPTION = re.compile(r"^\s+(--?[A-Za-z][A-Za-z0-9-]*)", re.MULTILINE)


def missing_options(help_text, document):
    quoted = set(re.findall(r"`(--?[A-Za-z][A-Za-z0-9-]*)", document))
    return [o for o in OPTION.findall(help_text) if o not in quoted]


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        document = f.read()
    missing = missing_options(sys.stdin.read(), document)
    for option in missing:
        print("%s: error: '%s' is in --help but not documented"
              % (sys.argv[1], option))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
