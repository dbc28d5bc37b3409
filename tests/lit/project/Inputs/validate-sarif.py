#!/usr/bin/env python3
"""Validates a hipify-cpp --report-sarif file against what the SARIF 2.1.0
schema requires (the properties a consumer such as a CI code-scanning upload
rejects a log without), then checks the results it should hold.

  validate-sarif.py LOG [--result RULE:LEVEL:URI:LINE]...

With --result, the log's results are exactly those given (in any order).
"""
import argparse
import json
import sys

LEVELS = {"none", "note", "warning", "error"}
errors = []


def expect(condition, message):
    if not condition:
        errors.append(message)


def validate_location(loc, where):
    physical = loc.get("physicalLocation")
    expect(isinstance(physical, dict), where + ": no physicalLocation")
    if not isinstance(physical, dict):
        return
    artifact = physical.get("artifactLocation", {})
    uri = artifact.get("uri")
    expect(isinstance(uri, str) and uri != "", where + ": no artifact uri")
    # A relative reference, never an absolute path without a scheme.
    expect(isinstance(uri, str) and not uri.startswith("/"),
           where + ": uri %r is an absolute path" % uri)
    region = physical.get("region", {})
    line = region.get("startLine")
    expect(isinstance(line, int) and line >= 1,
           where + ": region.startLine %r" % line)
    column = region.get("startColumn", 1)
    expect(isinstance(column, int) and column >= 1,
           where + ": region.startColumn %r" % column)


def validate(log):
    expect(log.get("version") == "2.1.0", "version is not '2.1.0'")
    runs = log.get("runs")
    expect(isinstance(runs, list) and len(runs) == 1, "runs: not one run")
    if not isinstance(runs, list) or not runs:
        return []
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    expect(driver.get("name") == "hipify-cpp", "tool.driver.name")
    rule_ids = {r.get("id") for r in driver.get("rules", [])}
    for r in driver.get("rules", []):
        expect(isinstance(r.get("id"), str), "a rule without id")
    results = run.get("results")
    expect(isinstance(results, list), "runs[0].results is not an array")
    for i, res in enumerate(results or []):
        where = "results[%d]" % i
        text = res.get("message", {}).get("text")
        expect(isinstance(text, str) and text != "", where + ": message.text")
        expect(res.get("level") in LEVELS, where + ": level %r" %
               res.get("level"))
        expect(res.get("ruleId") in rule_ids,
               where + ": ruleId %r not among the driver's rules" %
               res.get("ruleId"))
        locations = res.get("locations")
        expect(isinstance(locations, list) and locations,
               where + ": no locations")
        for loc in locations or []:
            validate_location(loc, where)
        for loc in res.get("relatedLocations", []):
            validate_location(loc, where + ": related location")
    return results or []


def summary(res):
    loc = res.get("locations", [{}])[0].get("physicalLocation", {})
    return "%s:%s:%s:%s" % (res.get("ruleId"), res.get("level"),
                            loc.get("artifactLocation", {}).get("uri"),
                            loc.get("region", {}).get("startLine"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("log")
    parser.add_argument("--result", action="append", default=[])
    args = parser.parse_args()
    with open(args.log, encoding="utf-8") as f:
        results = validate(json.load(f))
    got = sorted(summary(r) for r in results)
    expect(got == sorted(args.result),
           "results %s, expected %s" % (got, sorted(args.result)))
    for e in errors:
        print("validate-sarif: error: " + e)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
