#!/usr/bin/env python3
"""Checks that no function declared or defined under a folder takes more
than a given number of parameters.

  check_parameter_counts.py [--max N] [--list] DIR...

Reads every .h and .cpp file under each DIR and finds what looks like a
function declaration or definition: a name after a type, then a
parenthesised list whose every element is a parameter (a type and a name,
maybe a default value), then `{`, `;`, `:` (a constructor's initialisers) or
a qualifier. A variable built from arguments (`Paths P(Opts, Root);`) is
not one: its arguments are expressions, not a type and a name. Prints each
function over the bound as `file:line: NAME takes K parameters (at most N)`
and exits 1. With --list, prints every function found with its count, the
longest first, and exits 0.
"""
import os
import re
import sys

SOURCES = (".h", ".cpp")
NAME_BEFORE_PAREN = re.compile(r"([A-Za-z_~][\w:~]*)\s*\($")
NOT_A_TYPE_BEFORE = {"return", "else", "do", "case", "throw", "new", "delete",
                     "co_return", "sizeof", "alignof", "decltype", "not"}
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "sizeof",
            "alignof", "decltype", "static_assert", "defined", "alignas",
            "noexcept", "operator", "assert", "__attribute__"}
AFTER_LIST = re.compile(
    r"\s*(?:const\b|override\b|final\b|noexcept\b|&|->|\{|;|:(?!:)|=\s*"
    r"(?:default|delete|0)\b)")
PARAMETER = re.compile(
    r"^(?:const\s+|volatile\s+|struct\s+|class\s+|enum\s+|typename\s+)*"
    r"[A-Za-z_][\w:]*(?:<.*>)?(?:\s*::\s*[A-Za-z_]\w*)*\s*(?:const\s*)?"
    r"[*&\s]+(?:const\s+)?[A-Za-z_]\w*(?:\[[^\]]*\])?$", re.S)


def strip_comments_and_strings(text):
    """Blanks comments and literals, keeping line breaks (for line numbers)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif text.startswith('R"', i):
            m = re.match(r'R"([^(]*)\(', text[i:])
            end = text.find(")" + m.group(1) + '"', i) if m else -1
            j = n if end < 0 else end + len(m.group(1)) + 2
            out.append('""' + "\n" * text.count("\n", i, j))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append(c + c)
            i = j + 1
        elif c == "#" and (i == 0 or text[i - 1] == "\n"):
            j = text.find("\n", i)
            while j > 0 and text[j - 1] == "\\":
                j = text.find("\n", j + 1)
            i = n if j < 0 else j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def split_top_level(inner):
    """Splits a parameter list at the commas outside brackets."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(inner):
        if c in "(<[{":
            depth += 1
        elif c in ")>]}":
            depth -= 1
        elif c == "," and depth == 0:
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    return [p.strip() for p in parts]


def is_parameter(text):
    declarator = split_top_level(text.replace("=", ",", 1))[0] \
        if "=" in text else text
    declarator = declarator.strip()
    if not declarator or "." in declarator or "->" in declarator:
        return False
    return bool(PARAMETER.match(declarator))


def matching_paren(text, open_at):
    depth = 0
    for i in range(open_at, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return -1


def functions(path):
    with open(path, encoding="utf-8") as f:
        text = strip_comments_and_strings(f.read())
    for m in re.finditer(r"\(", text):
        head = text[max(0, m.start() - 200):m.start() + 1]
        name = NAME_BEFORE_PAREN.search(head)
        if not name or name.group(1).split("::")[-1] in KEYWORDS:
            continue
        before = text[:m.start() - len(name.group(0)) + 1].rstrip()
        previous = re.search(r"([\w>*&]+|[;{}:])$", before)
        if not previous or previous.group(1) in NOT_A_TYPE_BEFORE:
            continue
        close = matching_paren(text, m.start())
        if close < 0 or not AFTER_LIST.match(text, close + 1):
            continue
        inner = text[m.start() + 1:close].strip()
        if not inner or inner == "void":
            continue
        params = split_top_level(inner)
        if not all(is_parameter(p) for p in params):
            continue
        line = text.count("\n", 0, m.start()) + 1
        yield line, name.group(1), len(params)


def main():
    args = sys.argv[1:]
    bound, listing = 6, False
    while args and args[0].startswith("--"):
        if args[0] == "--max":
            bound = int(args[1])
            args = args[2:]
        elif args[0] == "--list":
            listing = True
            args = args[1:]
        else:
            sys.exit("check_parameter_counts.py: unknown option " + args[0])
    found = []
    for top in args:
        for folder, _, names in sorted(os.walk(top)):
            for name in sorted(names):
                if name.endswith(SOURCES):
                    path = os.path.join(folder, name)
                    for line, func, count in functions(path):
                        found.append((count, path, line, func))
    if listing:
        for count, path, line, func in sorted(found, key=lambda f: -f[0]):
            print("%s:%d: %s %d" % (path, line, func, count))
        return 0
    over = [f for f in found if f[0] > bound]
    for count, path, line, func in over:
        print("%s:%d: %s takes %d parameters (at most %d)" %
              (path, line, func, count, bound))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
