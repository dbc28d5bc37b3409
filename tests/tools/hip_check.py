#!/usr/bin/env python3
"""Checks converted HIP code: every HIP name in it must exist in HIP, and (by
default) the file must compile with a real HIP compiler.

Names: identifiers containing "hip"/"HIP" (or MIOpen's "miopen"/"MIOPEN"; comments
and strings removed) must
appear in the HIP 6.3 name lists (--hip-api dir, KIND<TAB>NAME lines) or in
Debian's installed HIP headers. When the lists are absent the name check is
skipped with a message.

Compile: `hipcc -x hip --offload-arch=gfx90a -std=c++17 -fsyntax-only`, no
GPU needed. With --rocm-root (the ROCm 6.4 root of tests/rocm/make-root.sh:
HIP 6.4 and every HIP library) that root's hipcc compiles every file, library
code included. Without it, --hipcc (Debian's ROCm 5.2) compiles the file.
--pch-dir lets that compile use the runtime header precompiled once
(hip_pch.py). --names-only skips the compile; --hip-nvidia also compiles it as
HIP on NVIDIA (nvidia_platform.py); --include HEADER declares what the file
needs of a newer HIP; -D MACRO compiles a branch the file's conditions leave
out.
"""
import argparse
import glob
import os
import re
import shlex
import subprocess
import sys

import hip_pch
import nvidia_platform

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
HIP_LIKE = re.compile(r"hip|HIP|miopen|MIOPEN")
ROC_LIKE = re.compile(r"hip|HIP|miopen|MIOPEN|^roc|^ROC")
DEBIAN_HIP_HEADERS = ["/usr/include/hip", "/usr/include/hipsparse",
                      "/usr/include/hiprand", "/usr/include/rocrand"]
# What the ROCm root installs under usr/include, read for names only when the
# name lists lack one.
ROCM_ROOT_HEADERS = ["hip", "hipblas", "hipblas-common", "hipblaslt",
                     "hipfft", "hipsolver", "hipsparse", "hiprand", "rocrand",
                     "hipcub", "rocprim", "thrust", "miopen", "rocblas",
                     "rocsparse", "rocsolver"]
TOOLS = os.path.dirname(os.path.abspath(__file__))
ROCM_HIPCC = os.path.join(os.path.dirname(TOOLS), "rocm", "hipcc")


def strip_comments_and_strings(text):
    pattern = re.compile(
        r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'',
        re.S)
    # Include targets are checked as headers, not as identifiers.
    text = re.sub(r'^\s*#\s*include[^\n]*', ' ', text, flags=re.M)
    return pattern.sub(" ", text)


def include_targets(text):
    return re.findall(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', text, re.M)


def known_names(api_dir):
    names = set()
    headers = set()
    for path in glob.glob(os.path.join(api_dir, "*.txt")):
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("#") or "\t" not in line:
                    if line.startswith("# headers:"):
                        for h in line.split()[2:]:
                            # ROCm/HIP:include/hip/hip_runtime.h -> hip/hip_runtime.h
                            h = h.split(":")[-1]
                            if "include/" in h:
                                rel = h.split("include/", 1)[1]
                                headers.add(rel)
                                lib = os.path.basename(path)[:-4]
                                headers.add(lib + "/" + os.path.basename(rel))
                    continue
                name = line.rstrip("\n").split("\t", 1)[1]
                names.add(name)
                parts = name.split("::")
                # The namespaces too: `hipcub` of hipcub::DeviceReduce.
                names.update(parts)
    return names, headers


def installed_names(include_dir, subdirs):
    names, headers = set(), set()
    for sub in subdirs:
        for dirpath, _, files in os.walk(os.path.join(include_dir, sub)):
            for fn in files:
                path = os.path.join(dirpath, fn)
                headers.add(os.path.relpath(path, include_dir))
                try:
                    with open(path, encoding="utf-8", errors="replace") as f:
                        names.update(IDENT.findall(f.read()))
                except OSError:
                    pass
    return names, headers


# What a converted file may test although hip-nvidia-macros.txt lacks it: the
# platform macros (choosing a platform is their point) and the device-pass
# macro hip_common.h defines on NVIDIA too (the list was read host-only).
NVIDIA_TESTABLE = re.compile(r"^__HIP_PLATFORM_|^__HIP_DEVICE_COMPILE__$")


def nvidia_macro_problems(text, macros_file, amd_only):
    """The HIP-looking names (HIP_*, __HIP*) in the file's #if, #ifdef,
    #ifndef and #elif lines that HIP's NVIDIA platform does not define: a
    condition on them silently differs there. Names the file #defines are
    its own (a user's HIP_CHECK). amd_only: names the test expects there and
    the converter warned of."""
    with open(macros_file, encoding="utf-8") as f:
        defined = {line.rstrip("\n").split("\t", 1)[1] for line in f
                   if not line.startswith("#") and "\t" in line}
    code = strip_comments_and_strings(text).replace("\\\n", " ")
    # A macro the file defines itself (the opt-in macros the converter writes
    # inside #ifndef) is the file's, not a platform's.
    own = set(re.findall(r"^\s*#\s*define\s+([A-Za-z_]\w*)", code, re.M))
    tested = set()
    for line in re.findall(r"^\s*#\s*(?:if|ifdef|ifndef|elif|elifdef|"
                           r"elifndef)\b([^\n]*)", code, re.M):
        tested.update(IDENT.findall(line))
    own = set(re.findall(r"^\s*#\s*define\s+([A-Za-z_]\w*)", code, re.M))
    return sorted(n for n in tested - own
                  if re.match(r"HIP_|__HIP", n) and n not in defined
                  and not NVIDIA_TESTABLE.match(n) and n not in amd_only
                  and n not in own)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("--hip-api", default="")
    parser.add_argument("--hipcc", default="")
    parser.add_argument("--rocm-root", default="",
                        help="the ROCm root whose hipcc compiles the file")
    parser.add_argument("--names-only", action="store_true")
    parser.add_argument("--roc", action="store_true",
                        help="also check rocBLAS/rocSPARSE/rocRAND/rocSOLVER "
                        "names (roc*/ROC*) against the lists")
    parser.add_argument("--include", action="append", default=[],
                        help="a header hipcc includes before the file (HIP "
                        "declarations newer than Debian's HIP)")
    parser.add_argument("--allow", action="append", default=[],
                        help="a name or header the test knows is absent from "
                        "the lists (a user's own hip-like name)")
    parser.add_argument("-I", dest="include_dirs", action="append",
                        default=[], help="include directory for the compile")
    parser.add_argument("-D", dest="defines", action="append", default=[],
                        help="a macro defined for the compile (an inactive "
                        "branch of the file made active)")
    parser.add_argument("--nvidia-macros", default="",
                        help="hip-nvidia-macros.txt (default: the one of "
                        "--hip-api); 'none' skips the check")
    parser.add_argument("--amd-only", action="append", default=[],
                        help="a macro the file tests that only HIP's AMD "
                        "platform defines")
    parser.add_argument("--hip-nvidia", default="",
                        help="HIP's NVIDIA-platform include directory: also "
                        "compile the file as HIP on NVIDIA")
    parser.add_argument("--nvidia-runtime-only", action="store_true",
                        help="with --hip-nvidia: skip that compile when the "
                        "file includes a HIP library header (HIP's NVIDIA "
                        "layer has none)")
    parser.add_argument("--nvidia-gaps", default=nvidia_platform.GAPS_FILE,
                        help="names HIP's NVIDIA layer (6.0.2) lacks, with "
                        "why: a failure only on them passes; '' for none")
    parser.add_argument("--pch-dir", default="",
                        help="a directory for the runtime header "
                        "precompiled for the ROCm root's hipcc and for the "
                        "NVIDIA compile (built on first use, shared by the "
                        "checks of a run)")
    parser.add_argument("--nvidia-clang", default="clang++-22")
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    args = parser.parse_args()

    with open(args.file, encoding="utf-8") as f:
        text = f.read()
    failed = False

    if args.hip_api and os.path.isdir(args.hip_api):
        names, headers = known_names(args.hip_api)
        used = set(IDENT.findall(strip_comments_and_strings(text)))
        like = ROC_LIKE if args.roc else HIP_LIKE

        def unknowns():
            return (sorted(n for n in used
                           if like.search(n) and n not in names
                           and n not in args.allow),
                    sorted(h for h in include_targets(text)
                           if like.search(h) and h not in headers
                           and h not in args.allow))
        unknown, bad_headers = unknowns()
        installed = [("/usr/include", [d[len("/usr/include/"):]
                                       for d in DEBIAN_HIP_HEADERS])]
        if args.rocm_root:
            installed.append((os.path.join(args.rocm_root, "usr", "include"),
                              ROCM_ROOT_HEADERS))
        for include_dir, subdirs in installed:
            if not (unknown or bad_headers):
                break
            more_names, more_headers = installed_names(include_dir, subdirs)
            names |= more_names
            headers |= more_headers
            unknown, bad_headers = unknowns()
        for n in unknown:
            print("%s: error: '%s' is not a HIP name (HIP 6.3 lists, "
                  "installed HIP headers)" % (args.file, n))
        for h in bad_headers:
            print("%s: error: <%s> is not a HIP header" % (args.file, h))
        failed |= bool(unknown or bad_headers)
    else:
        print("note: HIP name lists not found at '%s'; name check skipped"
              % args.hip_api)

    nvidia_macros = args.nvidia_macros or os.path.join(
        args.hip_api, "hip-nvidia-macros.txt")
    if args.nvidia_macros != "none" and os.path.isfile(nvidia_macros):
        for n in nvidia_macro_problems(text, nvidia_macros, args.amd_only):
            print("%s: error: '%s' is tested in a preprocessor condition but "
                  "HIP's NVIDIA platform does not define it (%s)"
                  % (args.file, n, nvidia_macros))
            failed = True

    env = None
    if args.rocm_root:
        hipcc = [ROCM_HIPCC]
        env = dict(os.environ, HIPIFY_ROCM_ROOT=args.rocm_root)
    else:
        hipcc = [args.hipcc]
    if not args.names_only:
        if not hipcc[0]:
            print("error: hipcc not found; install Debian's hipcc")
            return 1
        ok, how = compiles_with_hipcc(args, text, hipcc, env)
        record("amd", how if ok else "failed")
        failed |= not ok
    if args.hip_nvidia:
        libraries = nvidia_platform.library_headers(include_targets(text))
        if args.nvidia_runtime_only and libraries:
            print("note: not compiled as HIP on NVIDIA: <%s> is a HIP "
                  "library header" % libraries[0])
            record("nvidia", "library")
        elif args.nvidia_runtime_only and args.amd_only:
            # The converter warned that the file differs there.
            print("note: not compiled as HIP on NVIDIA: the file tests %s, "
                  "which only HIP's AMD platform defines"
                  % ", ".join(args.amd_only))
            record("nvidia", "amd-only")
        else:
            verdict = nvidia_platform.check(args.file, args, text,
                                            appended_flags())
            record("nvidia", verdict)
            failed |= verdict == "failed"
    return 1 if failed else 0


def record(platform, how):
    """One line per compile in $HIPIFY_CHECK_LOG, when set (the lit run's
    count of outputs checked on each platform)."""
    log = os.environ.get("HIPIFY_CHECK_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as f:
            f.write("%s\t%s\n" % (platform, how))


def compiles_with_hipcc(args, text, hipcc, env):
    flags = ["-x", "hip", "--offload-arch=gfx90a", "-std=c++17", "-w"]
    base = hipcc + flags + ["-fsyntax-only"]
    rest = ["-I" + d for d in args.include_dirs]
    rest += ["-D" + d for d in args.defines]
    for header in args.include:
        rest += ["-include", header]
    rest.append(os.path.abspath(args.file))
    pch = None
    if args.pch_dir and args.rocm_root and hip_pch.usable_for(
            text, rest + appended_flags()):
        pch = hip_pch.prepare(os.path.join(args.pch_dir, "amd"),
                              hip_pch.amd_commands(hipcc, flags, env))
    if pch and run(base + ["-include", pch] + rest, env).returncode == 0:
        return True, "pch"
    result = run(base + rest, env)
    if result.returncode == 0:
        if pch:
            print("%s: note: compiles, but not with the precompiled runtime "
                  "header of %s" % (args.file, args.pch_dir))
        return True, "plain"
    print(result.stdout)
    print("%s: error: hipcc rejected the converted file" % args.file)
    return False, "failed"


def appended_flags():
    """What hipcc adds to every compile (a test's -I/-D/-include)."""
    return shlex.split(os.environ.get("HIPCC_COMPILE_FLAGS_APPEND", ""))


def run(cmd, env):
    return subprocess.run(cmd, stdout=subprocess.PIPE, env=env,
                          stderr=subprocess.STDOUT, text=True)


if __name__ == "__main__":
    sys.exit(main())
