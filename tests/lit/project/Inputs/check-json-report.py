#!/usr/bin/env python3
"""Checks a hipify-cpp --report-json file: its structure (every key of the
documented format, with its type), that the totals add up, that each file is
listed once, and the expectations given on the command line.

  check-json-report.py REPORT ROOT [--file REL:CONVERTED:UNCONVERTED]...
      [--clang-errors REL] [--best-effort REL] [--not-written REL]
      [--any-flags REL]
      [--reference REL:LINE:COLUMN:CUDA:HIP]... [--unconverted REL:LINE:COLUMN:CUDA]...

REL is a path relative to ROOT; the report's paths are absolute. With
--file, the listed files are exactly the ones given. The flags of every
file (clang_errors, best_effort, converted_file) are checked against the
lists, except for the files named with --any-flags.
"""
import argparse
import json
import os
import sys

CONVERTED_KEYS = {"line": int, "column": int, "cuda": str, "api": str,
                  "category": str, "hip": str, "proof": str}
UNCONVERTED_KEYS = {"line": int, "column": int, "cuda": str, "api": str,
                    "category": str, "reason": str}
HAZARD_KEYS = {"line": int, "column": int, "rule": str, "message": str,
               "fixed": bool}
NUMERICS_KEYS = {"line": int, "column": int, "rule": str, "message": str}
FILE_KEYS = {"path": str, "clang_errors": bool, "best_effort": bool,
             "converted_file": bool, "converted_count": int,
             "unconverted_count": int, "warp_size_hazard_count": int,
             "numerics_count": int,
             "converted": list, "unconverted": list,
             "warp_size_hazards": list, "numerics": list}
TOTAL_KEYS = {"files": int, "files_with_clang_errors": int, "converted": int,
              "unconverted": int, "warp_size_hazards": int, "numerics": int}

errors = []


def expect(condition, message):
    if not condition:
        errors.append(message)


def check_keys(obj, keys, where):
    for key, kind in keys.items():
        # bool is an int in Python: tell them apart explicitly.
        ok = key in obj and isinstance(obj[key], kind) and not (
            kind is int and isinstance(obj[key], bool))
        expect(ok, "%s: '%s' missing or not %s" % (where, key, kind.__name__))


def check_structure(report):
    expect(report.get("tool") == "hipify-cpp", "tool is not 'hipify-cpp'")
    check_keys(report, {"files": list, "total": dict}, "report")
    files = report.get("files", [])
    for f in files:
        where = f.get("path", "<file without path>")
        check_keys(f, FILE_KEYS, where)
        expect(os.path.isabs(f.get("path", "")), "%s: path not absolute" % where)
        for ref in f.get("converted", []):
            check_keys(ref, CONVERTED_KEYS, where + " converted")
            expect(ref.get("proof") in ("ast", "token"),
                   "%s: proof %r" % (where, ref.get("proof")))
        for ref in f.get("unconverted", []):
            check_keys(ref, UNCONVERTED_KEYS, where + " unconverted")
        for hazard in f.get("warp_size_hazards", []):
            check_keys(hazard, HAZARD_KEYS, where + " warp_size_hazards")
            expect(hazard.get("rule", "").startswith("warp-size-"),
                   "%s: rule %r" % (where, hazard.get("rule")))
        expect(f.get("warp_size_hazard_count") ==
               len(f.get("warp_size_hazards", [])),
               "%s: warp_size_hazard_count != len(warp_size_hazards)" % where)
        for finding in f.get("numerics", []):
            check_keys(finding, NUMERICS_KEYS, where + " numerics")
            expect(finding.get("rule", "").startswith("numerics-"),
                   "%s: rule %r" % (where, finding.get("rule")))
        expect(f.get("numerics_count") == len(f.get("numerics", [])),
               "%s: numerics_count != len(numerics)" % where)
        expect(f.get("converted_count") == len(f.get("converted", [])),
               "%s: converted_count != len(converted)" % where)
        expect(f.get("unconverted_count") == len(f.get("unconverted", [])),
               "%s: unconverted_count != len(unconverted)" % where)
    paths = [f.get("path") for f in files]
    expect(len(paths) == len(set(paths)), "a file is listed twice: %s" % paths)
    total = report.get("total", {})
    check_keys(total, TOTAL_KEYS, "total")
    expect(total.get("files") == len(files), "total.files")
    expect(total.get("files_with_clang_errors") ==
           sum(1 for f in files if f.get("clang_errors")),
           "total.files_with_clang_errors")
    expect(total.get("converted") ==
           sum(f.get("converted_count", 0) for f in files), "total.converted")
    expect(total.get("unconverted") ==
           sum(f.get("unconverted_count", 0) for f in files),
           "total.unconverted")
    expect(total.get("warp_size_hazards") ==
           sum(f.get("warp_size_hazard_count", 0) for f in files),
           "total.warp_size_hazards")
    expect(total.get("numerics") ==
           sum(f.get("numerics_count", 0) for f in files), "total.numerics")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("root")
    for option in ("--file", "--clang-errors", "--best-effort",
                   "--not-written", "--any-flags", "--reference",
                   "--unconverted"):
        parser.add_argument(option, action="append", default=[])
    args = parser.parse_args()
    with open(args.report, encoding="utf-8") as f:
        report = json.load(f)
    check_structure(report)

    root = os.path.realpath(args.root)
    by_path = {}
    for f in report.get("files", []):
        rel = os.path.relpath(os.path.realpath(f.get("path", "")), root)
        by_path[rel] = f

    if args.file:
        wanted = {}
        for spec in args.file:
            rel, converted, unconverted = spec.rsplit(":", 2)
            wanted[rel] = (int(converted), int(unconverted))
        expect(sorted(by_path) == sorted(wanted),
               "files %s, expected %s" % (sorted(by_path), sorted(wanted)))
        for rel, (converted, unconverted) in wanted.items():
            f = by_path.get(rel, {})
            got = (f.get("converted_count"), f.get("unconverted_count"))
            expect(got == (converted, unconverted),
                   "%s: counts %s, expected %s" % (rel, got,
                                                   (converted, unconverted)))
    for rel, f in by_path.items():
        if rel in args.any_flags:
            continue
        expect(f.get("clang_errors") == (rel in args.clang_errors),
               "%s: clang_errors %s" % (rel, f.get("clang_errors")))
        expect(f.get("best_effort") == (rel in args.best_effort),
               "%s: best_effort %s" % (rel, f.get("best_effort")))
        expect(f.get("converted_file") == (rel not in args.not_written),
               "%s: converted_file %s" % (rel, f.get("converted_file")))
    for spec in args.reference:
        rel, line, column, cuda, hip = spec.split(":")
        refs = by_path.get(rel, {}).get("converted", [])
        expect(any(r.get("line") == int(line) and r.get("column") == int(column)
                   and r.get("cuda") == cuda and r.get("hip") == hip
                   for r in refs), "%s: no converted reference %s" % (rel, spec))
    for spec in args.unconverted:
        rel, line, column, cuda = spec.split(":")
        refs = by_path.get(rel, {}).get("unconverted", [])
        expect(any(r.get("line") == int(line) and r.get("column") == int(column)
                   and r.get("cuda") == cuda and r.get("reason")
                   for r in refs),
               "%s: no unconverted reference %s" % (rel, spec))

    for e in errors:
        print("check-json-report: error: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
