#!/usr/bin/env python3
"""hipify-cpp benchmark: cost of a conversion relative to clang's own parse.

For every input file, runs `clang++ -fsyntax-only` with the clang command line
hipify-cpp uses (the one `hipify-cpp -v` prints), and `hipify-cpp --no-output`
without and with the shared precompiled CUDA preamble (warm), several times
each; reports the median CPU seconds (user+sys), wall seconds and peak RSS,
and the ratios hipify-cpp / clang. Then times the whole set converted by one
hipify-cpp process with -j 1 and -j N, with and without the preamble, and by
N hipify-cpp -j 1 processes given a share of the files each; next to the
machine's own scaling: clang run over the same files by N processes at a
time, as make -j N would.

With --instructions, also counts the instructions of clang and of hipify-cpp
without the preamble under valgrind (slow, but repeatable where times are
not).

Ratios are what matter: the machine is shared and noisy.
"""
import argparse
import glob
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor


class Usage:
    """One run: CPU seconds, wall seconds, peak RSS in MiB."""

    def __init__(self, cpu, wall, rss):
        self.cpu, self.wall, self.rss = cpu, wall, rss


def measure(cmd):
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError("failed: " + " ".join(cmd))
    return Usage(usage.ru_utime + usage.ru_stime, wall,
                 usage.ru_maxrss / 1024.0)


def median_of(runs):
    return Usage(*(statistics.median(getattr(r, field) for r in runs)
                   for field in ("cpu", "wall", "rss")))


def median_wall(run, reps):
    walls = []
    for _ in range(reps):
        start = time.monotonic()
        run()
        walls.append(time.monotonic() - start)
    return statistics.median(walls)


def instructions(cmd):
    """Instructions executed by cmd, counted by valgrind's callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            ["valgrind", "--tool=callgrind",
             "--callgrind-out-file=" + os.path.join(tmp, "out")] + cmd,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            text=True).stderr
    found = re.search(r"Collected : (\d+)", out)
    if not found:
        raise RuntimeError("valgrind failed: " + " ".join(cmd))
    return int(found.group(1))


def clang_command(hipify, clang, source, extra):
    """The clang command line hipify-cpp uses for source (from -v)."""
    out = subprocess.run([hipify, "-v", "--no-output", source, "--"] + extra,
                         stderr=subprocess.PIPE, stdout=subprocess.DEVNULL,
                         text=True).stderr
    for line in out.splitlines():
        if line.startswith("hipify-cpp: clang command:"):
            return [clang] + line.split(":", 2)[2].split()[1:]
    raise RuntimeError("no clang command printed for " + source)


def find_sources(inputs):
    files = []
    for item in inputs:
        if os.path.isdir(item):
            files += sorted(glob.glob(os.path.join(item, "**", "*.cu"),
                                      recursive=True))
        else:
            files.append(item)
    return [os.path.abspath(f) for f in files]


class Bench:
    def __init__(self, args):
        self.args = args
        self.cache = tempfile.mkdtemp(prefix="hipify-bench-cache-")
        self.with_preamble = ["--preamble-cache-dir=" + self.cache]
        self.without_preamble = ["--no-preamble-cache"]
        # CPU seconds of each file alone, with and without the preamble.
        self.cost = {True: {}, False: {}}

    def hipify(self, files, preamble, jobs=None):
        cmd = [self.args.hipify, "--no-output"]
        if jobs:
            cmd += ["-j", str(jobs)]
        cmd += self.with_preamble if preamble else self.without_preamble
        return cmd + files + ["--"] + self.args.extra

    def per_file(self, files):
        """The per-file table; returns the files clang and hipify-cpp accept,
        with their clang command lines."""
        reps = self.args.reps
        print("%-36s %6s %6s %5s %6s %5s | %5s %5s %5s | %4s %4s %5s" % (
            "file", "clang", "hipify", "ratio", "+pch", "ratio",
            "clang", "hipif", "+pch", "clng", "hipf", "ratio"))
        print("%-36s %26s | %17s | %15s" % (
            "", "CPU seconds", "wall seconds", "peak RSS MiB"))
        usable = {}
        totals = {"clang": [0.0, 0.0], "hip": [0.0, 0.0], "pch": [0.0, 0.0]}
        worst_rss = 0.0
        for f in files:
            try:
                clang_cmd = clang_command(self.args.hipify, self.args.clang,
                                          f, self.args.extra)
                measure(self.hipify([f], True))  # fills the cache: warm
                # Interleaved, so that a slow spell of the machine weighs on
                # all three alike.
                runs = [[measure(cmd) for cmd in (clang_cmd,
                                                  self.hipify([f], False),
                                                  self.hipify([f], True))]
                        for _ in range(reps)]
                clang, hip, pch = (median_of([r[i] for r in runs])
                                   for i in range(3))
            except RuntimeError as e:
                print("%-36s skipped (%s)" % (short(f), str(e)[:60]))
                continue
            usable[f] = clang_cmd
            self.cost[True][f], self.cost[False][f] = pch.cpu, hip.cpu
            for name, u in (("clang", clang), ("hip", hip), ("pch", pch)):
                totals[name][0] += u.cpu
                totals[name][1] += u.wall
            worst_rss = max(worst_rss, hip.rss / clang.rss)
            print("%-36s %6.2f %6.2f %5.2f %6.2f %5.2f | %5.2f %5.2f %5.2f |"
                  " %4.0f %4.0f %5.2f" % (
                      short(f), clang.cpu, hip.cpu, hip.cpu / clang.cpu,
                      pch.cpu, pch.cpu / clang.cpu, clang.wall, hip.wall,
                      pch.wall, clang.rss, hip.rss, hip.rss / clang.rss))
        if usable:
            c, h, p = totals["clang"], totals["hip"], totals["pch"]
            print("TOTAL CPU: clang %.2f s; hipify-cpp %.2f s (ratio %.2f); "
                  "with the shared preamble %.2f s (ratio %.2f)"
                  % (c[0], h[0], h[0] / c[0], p[0], p[0] / c[0]))
            print("TOTAL wall: clang %.2f s; hipify-cpp %.2f s (ratio %.2f); "
                  "with the shared preamble %.2f s (ratio %.2f)"
                  % (c[1], h[1], h[1] / c[1], p[1], p[1] / c[1]))
            print("worst peak-RSS ratio hipify-cpp / clang, per file: %.2f"
                  % worst_rss)
        return usable

    def instruction_counts(self, usable):
        print("\ninstructions (valgrind), without the preamble:")
        runs = []
        for f, clang_cmd in usable.items():
            runs += [clang_cmd, self.hipify([f], False)]
        with ThreadPoolExecutor(self.args.jobs) as pool:
            counts = list(pool.map(instructions, runs))
        worst = 0.0
        for i, f in enumerate(usable):
            clang, hip = counts[2 * i], counts[2 * i + 1]
            worst = max(worst, hip / clang)
            print("%-36s clang %8.1f M  hipify-cpp %8.1f M  ratio %.3f"
                  % (short(f), clang / 1e6, hip / 1e6, hip / clang))
        print("worst instruction ratio hipify-cpp / clang: %.3f" % worst)

    def scaling(self, usable):
        files, jobs, reps = list(usable), self.args.jobs, self.args.reps
        print("\nwhole set (%d files), wall seconds, median of %d:"
              % (len(files), reps))
        largest_clang_rss = 0.0
        worker_rss = {}
        # A run over the set may build preambles single files did not need
        # (headers several files start with): measured warm.
        measure(self.hipify(files, True, jobs))

        def shares(preamble):
            """The files split in `jobs` shares of about equal cost, the
            costliest placed first."""
            groups = [[] for _ in range(jobs)]
            load = [0.0] * jobs
            for f in sorted(files, key=lambda f: -self.cost[preamble][f]):
                least = load.index(min(load))
                groups[least].append(f)
                load[least] += self.cost[preamble][f]
            return groups

        def separate_processes(preamble):
            """The same files split over `jobs` hipify-cpp -j 1 processes
            run at once: what the machine gives for the same work."""
            procs = [subprocess.Popen(self.hipify(g, preamble, 1),
                                      stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL)
                     for g in shares(preamble)]
            for proc in procs:
                proc.wait()

        for preamble in (True, False):
            # Interleaved, so that a slow spell of the machine weighs on
            # every variant alike.
            runs = {1: [], jobs: [], "split": []}
            for _ in range(reps):
                for n in sorted({1, jobs}):
                    runs[n].append(measure(self.hipify(files, preamble, n)))
                runs["split"].append(median_wall(
                    lambda: separate_processes(preamble), 1))
            walls = {n: median_of(runs[n]).wall for n in (1, jobs)}
            split = statistics.median(runs["split"])
            worker_rss[preamble] = max(r.rss for r in runs[jobs]) / jobs
            label = "with the preamble" if preamble else "without preamble"
            print("  hipify-cpp %-18s -j 1: %5.2f  -j %d: %5.2f  ratio %.2f"
                  "   (%d processes -j 1 on a share each: %5.2f, ratio %.2f)"
                  % (label, walls[1], jobs, walls[jobs],
                     walls[jobs] / walls[1], jobs, split, split / walls[1]))
        clang_cmds = list(usable.values())

        def clang_all(parallel):
            def run():
                nonlocal largest_clang_rss
                with ThreadPoolExecutor(parallel) as pool:
                    for u in pool.map(measure, clang_cmds):
                        largest_clang_rss = max(largest_clang_rss, u.rss)
            return run
        walls = {n: median_wall(clang_all(n), reps) for n in sorted({1, jobs})}
        print("  clang, one process per file,  %d at a time: %5.2f  %d at a "
              "time: %5.2f  ratio %.2f (the machine's own scaling)"
              % (1, walls[1], jobs, walls[jobs], walls[jobs] / walls[1]))
        print("peak RSS of -j %d per worker / largest clang peak RSS: "
              "%.2f with the preamble, %.2f without (clang: %.0f MiB)"
              % (jobs, worker_rss[True] / largest_clang_rss,
                 worker_rss[False] / largest_clang_rss, largest_clang_rss))

def write_call_heavy_sources(directory, sizes_mb):
    """One file per size: a function of nothing but runtime calls, four
    references each. Time that grows faster than the size shows a cost per
    reference that depends on how many there are."""
    line = "  cudaMemcpyAsync(p, p, 4, cudaMemcpyDeviceToDevice, s);\n"
    paths = []
    for size in sizes_mb:
        path = os.path.join(directory, "calls-%gMB.cu" % size)
        with open(path, "w") as out:
            out.write("#include <cuda_runtime.h>\n"
                      "void f(float *p, cudaStream_t s) {\n")
            out.write(line * int(size * 1024 * 1024 / len(line)))
            out.write("}\n")
        paths.append(path)
    return paths


def short(path):
    rel = os.path.relpath(path)
    return rel if len(rel) <= 36 else "..." + rel[-33:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hipify", required=True)
    parser.add_argument("--clang", default="clang++-22")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions under valgrind (slow)")
    parser.add_argument("inputs", nargs="+",
                        help=".cu files or directories searched for them")
    parser.add_argument("--extra", action="append", default=[],
                        help="clang flag for every file (e.g. -I...)")
    parser.add_argument("--call-heavy", default="",
                        help="also measure generated files of these sizes "
                             "in MB (e.g. 1,2,4): time must grow linearly")
    args = parser.parse_args()

    bench = Bench(args)
    generated = tempfile.mkdtemp(prefix="hipify-bench-")
    try:
        sources = find_sources(args.inputs)
        if args.call_heavy:
            sources += write_call_heavy_sources(
                generated, [float(s) for s in args.call_heavy.split(",")])
        usable = bench.per_file(sources)
        if not usable:
            print("no input could be measured")
            return 1
        if args.instructions:
            bench.instruction_counts(usable)
        bench.scaling(usable)
    finally:
        shutil.rmtree(bench.cache, ignore_errors=True)
        shutil.rmtree(generated, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
