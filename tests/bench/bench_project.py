#!/usr/bin/env python3
"""hipify-cpp on a synthetic project, against clang -fsyntax-only.

Generates a project with make_project.py (or takes one with a
build/compile_commands.json), then measures:
  * clang -fsyntax-only over every TU, one at a time, with the clang command
    line hipify-cpp uses for it: summed CPU and wall, largest peak RSS;
  * one hipify-cpp -p run over the whole project with -j 1 and -j N, without
    the preamble, with it on an empty cache (cold) and again (warm): CPU,
    wall, peak RSS, preambles built, the cache's size on disk;
  * one hipify-cpp process per TU on an empty cache, as build systems run it:
    CPU, preambles built and left.

CPU is user+sys of the process (all its threads). The machine may be shared
and busy: the CPU ratios are the figures to read, not the walls.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import make_project


class Usage:
    def __init__(self, cpu, wall, rss, err=""):
        self.cpu, self.wall, self.rss, self.err = cpu, wall, rss, err


def measure(cmd, cwd=None):
    """Runs cmd; its CPU seconds, wall seconds, peak RSS (MiB) and stderr."""
    with tempfile.TemporaryFile(mode="w+") as err:
        start = time.monotonic()
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=err,
                                cwd=cwd)
        _, status, usage = os.wait4(proc.pid, 0)
        wall = time.monotonic() - start
        err.seek(0)
        text = err.read()
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise RuntimeError("failed: %s\n%s" % (" ".join(cmd), text[-2000:]))
    return Usage(usage.ru_utime + usage.ru_stime, wall,
                 usage.ru_maxrss / 1024.0, text)


def clang_commands(hipify, clang, build, count):
    """The clang command line hipify-cpp uses for each TU of the database
    (from -v, printed before any TU is parsed), with clang as the driver."""
    proc = subprocess.Popen([hipify, "-v", "--no-output", "--no-preamble-cache",
                             "-p", build], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    commands = []
    try:
        for line in proc.stderr:
            if line.startswith("hipify-cpp: clang command:"):
                commands.append([clang] + line.split(":", 2)[2].split()[1:])
                if len(commands) == count:
                    break
    finally:
        proc.kill()
        proc.wait()
    if len(commands) != count:
        raise RuntimeError("hipify-cpp printed %d clang commands for %d TUs"
                           % (len(commands), count))
    return commands


def preambles_built(err):
    found = re.search(r"precompiled preambles: (\d+) built, (\d+) reused", err)
    return (int(found.group(1)), int(found.group(2))) if found else (0, 0)


def directory_size(path):
    total = 0
    for base, _, files in os.walk(path):
        for name in files:
            total += os.path.getsize(os.path.join(base, name))
    return total


def count_files(path, suffix):
    if not os.path.isdir(path):
        return 0
    return sum(1 for name in os.listdir(path) if name.endswith(suffix))


def leading_angled_includes(path):
    """Roughly what hipify-cpp takes as a source's leading library headers:
    the #include <...> lines it starts with."""
    lines = []
    with open(path) as source:
        for line in source:
            line = line.strip()
            if not line or line.startswith("//"):
                continue
            if not re.match(r"#\s*include\s*<", line):
                break
            lines.append(line)
    return tuple(lines)


class ProjectBench:
    def __init__(self, args, root):
        self.args, self.root = args, root
        self.build = os.path.join(root, "build")
        with open(os.path.join(self.build, "compile_commands.json")) as db:
            self.entries = json.load(db)
        self.scratch = tempfile.mkdtemp(prefix="hipify-bench-project-")

    def hipify(self, extra):
        return [self.args.hipify, "--no-output", "-p", self.build] + extra

    def fresh_cache(self, name):
        path = os.path.join(self.scratch, name)
        shutil.rmtree(path, ignore_errors=True)
        return path

    def report_configurations(self):
        flag_sets = {tuple(e["command"].split()[1:-6]) for e in self.entries}
        configurations = {
            (tuple(e["command"].split()[1:-6]),
             leading_angled_includes(e["file"])) for e in self.entries}
        print("project: %s, %d TUs, %d flag sets, %d configurations "
              "(flag set x leading library headers)"
              % (self.root, len(self.entries), len(flag_sets),
                 len(configurations)))
        return len(flag_sets)

    def clang(self):
        commands = clang_commands(self.args.hipify, self.args.clang,
                                  self.build, len(self.entries))
        cpu = wall = rss = 0.0
        for cmd in commands:
            u = measure(cmd)
            if u.err.count("error:"):
                print("  clang reported errors: " + " ".join(cmd[-1:]))
            cpu, wall, rss = cpu + u.cpu, wall + u.wall, max(rss, u.rss)
        print("clang -fsyntax-only, one TU at a time: CPU %.1f s, wall %.1f s, "
              "largest peak RSS %.0f MiB" % (cpu, wall, rss))
        return cpu, rss

    def whole_project(self, clang_cpu, clang_rss):
        print("\nhipify-cpp -p over the project:")
        print("  %-26s %8s %6s %8s %9s %8s %6s %9s" % (
            "", "CPU s", "/clang", "wall s", "RSS MiB", "/worker", "/clang",
            "preambles"))
        for jobs in self.args.job_counts:
            cache = self.fresh_cache("cache-j%d" % jobs)
            runs = [("without the preamble", ["--no-preamble-cache"]),
                    ("preamble, empty cache", ["-v", "--preamble-cache-dir=" +
                                               cache]),
                    ("preamble, warm cache", ["-v", "--preamble-cache-dir=" +
                                              cache])]
            for label, extra in runs:
                u = measure(self.hipify(["-j", str(jobs)] + extra +
                                        self.args.hipify_flag))
                built, reused = preambles_built(u.err)
                preambles = ("%d built" % built if built or not reused else
                             "%d reused" % reused)
                if "--no-preamble-cache" in extra:
                    preambles = "-"
                print("  -j %d %-21s %8.1f %6.2f %8.1f %9.0f %8.0f %6.2f %9s"
                      % (jobs, label, u.cpu, u.cpu / clang_cpu, u.wall, u.rss,
                         u.rss / jobs, u.rss / jobs / clang_rss, preambles))
                self.print_time_report(u.err)
            print("  -j %d cache on disk: %.0f MiB in %d preambles"
                  % (jobs, directory_size(cache) / 2**20,
                     count_files(cache, ".pch")))

    def print_time_report(self, err):
        if not self.args.show_time_report:
            return
        lines = [l for l in err.splitlines()
                 if l.startswith("hipify-cpp: time") or l.startswith("  ")]
        for line in lines:
            if re.match(r"(hipify-cpp: time|  [a-z ]+ +[0-9.]+)", line):
                print("      " + line)

    def per_file(self, clang_cpu):
        """One process per TU, one after the other, on an empty cache."""
        cache = self.fresh_cache("cache-per-file")
        cpu = 0.0
        built = reused = 0
        for entry in self.entries:
            u = measure(self.hipify(["-v", "--preamble-cache-dir=" + cache,
                                     entry["file"]]))
            cpu += u.cpu
            counts = preambles_built(u.err)
            built += counts[0]
            reused += counts[1]
        print("\none hipify-cpp per TU, empty cache: CPU %.1f s (%.2f x clang),"
              " %d preambles built, %d TUs reused one, %d left (%.0f MiB)"
              % (cpu, cpu / clang_cpu, built, reused,
                 count_files(cache, ".pch"), directory_size(cache) / 2**20))

    def cleanup(self):
        shutil.rmtree(self.scratch, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hipify", required=True)
    parser.add_argument("--clang", default="clang++-22")
    parser.add_argument("--size", type=int, default=200,
                        help="TUs of the generated project (default 200)")
    parser.add_argument("--project",
                        help="an existing project (with build/"
                             "compile_commands.json) instead of generating")
    parser.add_argument("--jobs", type=int, default=2,
                        help="the N of -j N (default 2)")
    parser.add_argument("--no-per-file", action="store_true",
                        help="skip the one-process-per-TU pass")
    parser.add_argument("--time-report", dest="show_time_report",
                        action="store_true",
                        help="run hipify-cpp with --time-report and show it")
    args = parser.parse_args()
    args.job_counts = sorted({1, args.jobs})
    args.hipify_flag = ["--time-report"] if args.show_time_report else []

    generated = None
    if args.project:
        root = os.path.abspath(args.project)
    else:
        generated = tempfile.mkdtemp(prefix="hipify-synthetic-")
        root = generated
        make_project.generate(root, args.size)
    bench = ProjectBench(args, root)
    try:
        bench.report_configurations()
        clang_cpu, clang_rss = bench.clang()
        bench.whole_project(clang_cpu, clang_rss)
        if not args.no_per_file:
            bench.per_file(clang_cpu)
    finally:
        bench.cleanup()
        if generated:
            shutil.rmtree(generated, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
