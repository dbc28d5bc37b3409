"""A converted file compiled as HIP on NVIDIA: HIP's NVIDIA-platform headers
over CUDA, clang's CUDA mode, -fsyntax-only.

That layer is HIP 6.0.2's (the newest published) and has no HIP library. A
file that includes a HIP library header is not compiled here; a failure that
names only names of the gaps list (nvidia-platform-gaps.txt: names HIP added
after 6.0.2, each with its reason) is reported as such and passes.
"""
import os
import re
import subprocess

import hip_pch

GAPS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                         "nvidia-platform-gaps.txt")
LIBRARY_WORD = re.compile(r"hip|roc|miopen|thrust|rccl", re.I)
# FILE:LINE (empty when the error has no place) and the message.
ERROR_LINE = re.compile(r"^(?:([^\n]*?):(\d+):\d+: )?[^\n]*?\berror: ([^\n]*)$",
                        re.M)
NEAR = 2
QUOTED = re.compile(r"'([^']*)'")
IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def library_headers(targets):
    """The included headers that belong to a HIP library: a HIP-looking
    header outside hip/ (hipblas.h, hipcub/hipcub.hpp, thrust/sort.h...)."""
    return [t for t in targets
            if not t.startswith("hip/") and LIBRARY_WORD.search(t)]


def read_gaps(path=GAPS_FILE):
    """NAME -> reason, from the lines NAME<TAB>REASON (# starts a comment)."""
    gaps = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\t" not in line:
                continue
            name, reason = line.rstrip("\n").split("\t", 1)
            gaps[name.strip()] = reason.strip()
    return gaps


def gap_names(output, gaps):
    """The gaps that explain every error of the compile's output, or None
    when one error does not come from a gap: it names none and is not within
    NEAR lines of an error that does (the rest of the declaration a missing
    name broke, as an explicit instantiation whose parameter type failed)."""
    errors = []
    for file, line, message in ERROR_LINE.findall(output):
        names = {n for q in QUOTED.findall(message) for n in IDENT.findall(q)}
        errors.append((file + ":" + line if file else "", names & gaps.keys()))
    gap_places = [place for place, hit in errors if hit]
    for place, hit in errors:
        if not hit and not any(near(place, p) for p in gap_places):
            return None
    return {n for _, hit in errors for n in hit} or None


def near(place, other):
    """Whether two FILE:LINE places are within NEAR lines in one file."""
    if not (place and other):
        return False
    file, line = place.rsplit(":", 1)
    other_file, other_line = other.rsplit(":", 1)
    return file == other_file and abs(int(line) - int(other_line)) <= NEAR


def check(path, args, text, extra_flags=()):
    """'compiled', 'gap' when the file fails only on names of the gaps list
    (a note names each), else 'failed' (with the compiler's output). With
    args.pch_dir the runtime header is precompiled once (hip_pch.py)."""
    flags = [args.nvidia_clang, "-x", "cuda", "--cuda-host-only",
             "--cuda-path=" + args.cuda_path, "--cuda-gpu-arch=sm_90",
             "-std=c++17", "-w", "-Wno-unknown-cuda-version",
             "-D__HIP_PLATFORM_NVIDIA__",
             # Only HIP's NVIDIA headers on the path: Debian's
             # /usr/include/hip is the AMD platform.
             "-I" + args.hip_nvidia]
    # CUDA 13 keeps libcu++ (cuda/std/..., which cooperative_groups.h
    # includes) in include/cccl, which nvcc adds and clang does not.
    cccl = os.path.join(args.cuda_path, "include", "cccl")
    if os.path.isdir(cccl):
        flags += ["-isystem", cccl]
    base = flags + ["-fsyntax-only", "-ferror-limit=0", "-fno-spell-checking"]
    rest = ["-I" + d for d in args.include_dirs]
    rest += ["-D" + d for d in args.defines]
    rest += list(extra_flags)
    rest.append(os.path.abspath(path))
    if args.pch_dir and hip_pch.usable_for(text, rest):
        pch = hip_pch.prepare(os.path.join(args.pch_dir, "nvidia"),
                              hip_pch.single_commands(flags))
        if pch and run(base + ["-include", pch] + rest).returncode == 0:
            return "compiled"
    result = run(base + rest)
    if result.returncode == 0:
        return "compiled"
    gaps = read_gaps(args.nvidia_gaps) if args.nvidia_gaps else {}
    named = gap_names(result.stdout, gaps)
    if named:
        for name in sorted(named):
            print("%s: note: fails as HIP on NVIDIA only on '%s': %s"
                  % (path, name, gaps[name]))
        return "gap"
    print(result.stdout)
    print("%s: error: the file does not compile as HIP on NVIDIA (%s)"
          % (path, args.hip_nvidia))
    return "failed"


def run(cmd):
    return subprocess.run(cmd, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True)
