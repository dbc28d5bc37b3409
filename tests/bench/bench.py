#!/usr/bin/env python3
"""hipify-cpp benchmark: cost of a conversion relative to clang's own parse.

For every input file, runs `hipify-cpp --no-output` (without and with the
shared precompiled CUDA preamble, warm) and `clang++ -fsyntax-only` with the
same clang command line (the one `hipify-cpp -v` prints), several times each,
and reports the median CPU seconds (user+sys), wall seconds and peak RSS, and
the ratios hipify-cpp / clang. Then times the whole set converted by one
hipify-cpp process with -j 1 and -j N.

Ratios are what matter: the machine is shared and noisy.
"""
import argparse
import glob
import os
import statistics
import subprocess
import shutil
import sys
import tempfile
import time


def measure(cmd):
    """Runs cmd; returns (cpu seconds, wall seconds, peak RSS in MiB)."""
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("failed: " + " ".join(cmd))
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024.0


def median_of(cmd, reps):
    runs = [measure(cmd) for _ in range(reps)]
    return tuple(statistics.median(r[i] for r in runs) for i in range(3))


def clang_command(hipify, source, extra):
    """The clang command line hipify-cpp uses for source (from -v)."""
    out = subprocess.run([hipify, "-v", "--no-output", source, "--"] + extra,
                         stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         text=True).stderr
    for line in out.splitlines():
        if line.startswith("hipify-cpp: clang command:"):
            return line.split(":", 2)[2].split()
    raise RuntimeError("no clang command printed for " + source)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hipify", required=True)
    parser.add_argument("--clang", default="clang++-22")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("inputs", nargs="+",
                        help=".cu files or directories searched for them")
    parser.add_argument("--extra", action="append", default=[],
                        help="clang flag for every file (e.g. -I...)")
    args = parser.parse_args()

    files = []
    for item in args.inputs:
        if os.path.isdir(item):
            files += sorted(glob.glob(os.path.join(item, "**", "*.cu"),
                                      recursive=True))
        else:
            files.append(item)

    cache = tempfile.mkdtemp(prefix="hipify-bench-cache-")
    with_preamble = ["--preamble-cache-dir=" + cache]
    without_preamble = ["--no-preamble-cache"]
    print("%-40s %7s %7s %6s %7s %6s %7s %7s %6s" % (
        "file", "clg cpu", "hip cpu", "ratio", "pch cpu", "ratio",
        "clg MiB", "hip MiB", "ratio"))
    total_hip = total_clang = total_pch = 0.0
    worst_rss = 0.0
    usable = []
    for f in files:
        try:
            cmd = clang_command(args.hipify, f, args.extra)
            cmd[0] = args.clang
            clang = median_of(cmd, args.reps)
            hip = median_of([args.hipify, "--no-output"] + without_preamble +
                            [f, "--"] + args.extra, args.reps)
            pch_cmd = [args.hipify, "--no-output"] + with_preamble + \
                [f, "--"] + args.extra
            measure(pch_cmd)  # builds the preamble once: measured warm
            pch = median_of(pch_cmd, args.reps)
        except RuntimeError as e:
            print("%-44s skipped (%s)" % (os.path.relpath(f), str(e)[:60]))
            continue
        usable.append(f)
        total_hip += hip[0]
        total_clang += clang[0]
        total_pch += pch[0]
        worst_rss = max(worst_rss, hip[2] / clang[2])
        print("%-40s %7.2f %7.2f %6.2f %7.2f %6.2f %7.0f %7.0f %6.2f" % (
            os.path.relpath(f)[-40:], clang[0], hip[0], hip[0] / clang[0],
            pch[0], pch[0] / clang[0], clang[2], hip[2], hip[2] / clang[2]))
    if not usable:
        print("no input could be measured")
        return 1
    print("TOTAL cpu: clang -fsyntax-only %.2f s; hipify-cpp without preamble "
          "%.2f s (ratio %.2f); with the shared preamble %.2f s (ratio %.2f)"
          % (total_clang, total_hip, total_hip / total_clang, total_pch,
             total_pch / total_clang))
    print("worst peak-RSS ratio hipify-cpp / clang: %.2f" % worst_rss)

    walls = {}
    for jobs in sorted({1, args.jobs}):
        cmd = [args.hipify, "--no-output", "-j", str(jobs)] + with_preamble + \
              usable + ["--"] + args.extra
        walls[jobs] = median_of(cmd, args.reps)[1]
        print("whole set, -j %d: wall %.2f s" % (jobs, walls[jobs]))
    if args.jobs != 1:
        print("scaling: -j %d wall / -j 1 wall = %.2f"
              % (args.jobs, walls[args.jobs] / walls[1]))
    shutil.rmtree(cache, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
