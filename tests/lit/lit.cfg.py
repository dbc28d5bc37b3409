# lit configuration for hipify-cpp translation tests.
#
# Substitutions:
#   %hipify        the hipify-cpp binary under test
#   %mapgen        hipify-mapgen, the build's generator of the mapping table
#   %hip_check     checks every HIP name of a converted file against the HIP
#                  6.3 name lists in ../shared and compiles it (-fsyntax-only,
#                  gfx90a, no GPU needed) with the ROCm 6.4 root's hipcc
#                  (tests/rocm/make-root.sh: HIP 6.4 and every HIP library);
#                  without that root, with Debian's hipcc (HIP 5.2)
#   %hip64_check   the same; without the ROCm root, only the name check (the
#                  file needs a HIP library or API Debian's HIP 5.2 lacks)
#   %hip_names     only the name check, never a compile: for outputs that keep
#                  CUDA code HIP lacks on purpose (each use says why)
#   %roc_names     the same, roc* names included: --roc outputs, whose calls
#                  keep hipBLAS's arguments (docs/hipify-clang-differences.md)
#   %hip52_check   compiles with Debian's hipcc (HIP 5.2) whatever the root:
#                  for outputs made with --hip-version=5.2
#   %nvidia_check  compiles a converted file as HIP on NVIDIA (-fsyntax-only:
#                  HIP's NVIDIA-platform headers over CUDA, clang's CUDA mode,
#                  no GPU); feature hip-nvidia. With that feature %hip_check
#                  and %hip64_check do it too, for files that include no HIP
#                  library header
#   %verify_hipcc  the --hipcc= option that makes --verify compile with the
#                  ROCm root's hipcc (else Debian's); feature verify-hipcc
#   %chromium      headless chromium (Debian's), for the HTML report's tests;
#                  feature chromium
#   %screenshot_check  tests/tools/screenshot_check.py: colours at places of
#                  a PNG screenshot
#   %FileCheck     FileCheck with --match-full-lines: a CHECK line must match
#                  a whole output line, so the CHECK comments copied into the
#                  output never satisfy themselves
import os
import shutil
import lit.formats

config.name = "hipify-cpp"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cuh", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.join(config.hipify_source_dir, "tests", "lit")
config.test_exec_root = os.path.join(config.hipify_binary_dir, "tests", "lit")

tools = os.path.join(config.hipify_source_dir, "tests", "tools")
hip_check = "%s %s" % (config.python, os.path.join(tools, "hip_check.py"))
hip_check += " --hip-api=%s" % config.shared_hip_api
hip52_check = hip_check
if config.hipcc:
    hip52_check += " --hipcc=%s" % config.hipcc
    config.available_features.add("hipcc")
hip_names = hip_check + " --names-only"
if os.access(os.path.join(config.rocm_root, "usr", "bin", "hipcc"), os.X_OK):
    hip_check += " --rocm-root=%s" % config.rocm_root
    hip_names = hip_check + " --names-only"
    # The runtime header precompiled for the root's hipcc, once per run
    # (tests/tools/hip_pch.py): removed here, built by the first check.
    pch_dir = os.path.join(config.hipify_binary_dir, "tests", "hip-runtime-pch")
    shutil.rmtree(pch_dir, ignore_errors=True)
    hip_check += " --pch-dir=%s" % pch_dir
    hip64_check = hip_check
    config.available_features.add("rocm")
else:
    hip_check = hip52_check
    hip64_check = hip_names
    lit_config.warning(
        "no ROCm root at %s (bash tests/rocm/make-root.sh %s builds it): "
        "outputs are compiled with Debian's HIP 5.2, library outputs only "
        "name-checked" % (config.rocm_root, config.rocm_root))
if os.path.isfile(os.path.join(config.hip_nvidia_include, "hip",
                               "hip_runtime.h")):
    config.available_features.add("hip-nvidia")
    nvidia = " --hip-nvidia=%s --nvidia-clang=%s --cuda-path=%s" % (
        config.hip_nvidia_include, config.nvidia_clang, config.cuda_path)
    config.substitutions.append(("%nvidia_check", "%s %s --names-only "
        "--nvidia-macros=none%s" % (config.python, os.path.join(
            tools, "hip_check.py"), nvidia)))
    # Every output compiled for AMD that uses no HIP library is also
    # compiled as HIP on NVIDIA; tests/tools/nvidia-platform-gaps.txt lists
    # the names that layer (HIP 6.0.2) lacks.
    hip_check += nvidia + " --nvidia-runtime-only"
    if "rocm" in config.available_features:
        hip64_check += nvidia + " --nvidia-runtime-only"
# The hipcc --verify runs: the ROCm root's through its wrapper (which
# chroots: /usr/sbin on PATH), else Debian's.
if "rocm" in config.available_features:
    config.environment["HIPIFY_ROCM_ROOT"] = config.rocm_root
    config.environment["PATH"] = os.environ.get("PATH", "") + ":/usr/sbin"
    config.substitutions.append(("%verify_hipcc", "--hipcc=%s" % os.path.join(
        config.hipify_source_dir, "tests", "rocm", "hipcc")))
    config.available_features.add("verify-hipcc")
elif config.hipcc:
    config.substitutions.append(("%verify_hipcc", "--hipcc=%s" % config.hipcc))
    config.available_features.add("verify-hipcc")
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
    # As root in a container: no sandbox; no GPU; fixed fonts and scale so
    # that screenshots are laid out the same everywhere.
    config.substitutions.append(("%chromium", chromium +
        " --headless --no-sandbox --disable-gpu --hide-scrollbars"
        " --force-device-scale-factor=1 --user-data-dir=%t/chromium-profile"))
config.substitutions.append(("%screenshot_check", "%s %s" % (
    config.python, os.path.join(tools, "screenshot_check.py"))))
if config.clang_apply_replacements and not \
        config.clang_apply_replacements.endswith("-NOTFOUND"):
    config.available_features.add("clang-apply-replacements")
    config.substitutions.append(
        ("%clang_apply_replacements", config.clang_apply_replacements))
# CMake's HIP language needs ROCm's clang and the HIP runtime's CMake
# package: on Debian 12, clang-15 (hipcc's) and libamdhip64-dev
# (tests/lit/buildfiles/Inputs/debian-hip-toolchain.cmake).
if os.path.exists("/usr/bin/clang++-15") and os.path.isdir(
        "/usr/lib/x86_64-linux-gnu/cmake/hip-lang"):
    config.available_features.add("cmake-hip-language")
if os.path.isdir(config.shared_hip_api):
    config.available_features.add("shared-hip-api")

# Fault-injection tests mount a small tmpfs in a private mount namespace;
# where that is not allowed (not root, a restricted container) they are
# reported as unsupported.
import subprocess
import tempfile
with tempfile.TemporaryDirectory() as probe:
    if subprocess.call(["unshare", "-m", "mount", "-t", "tmpfs", "-o",
                        "size=64k", "tmpfs", probe],
                       stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL) == 0:
        config.available_features.add("private-tmpfs")
config.substitutions.append(("%in_small_tmpfs", os.path.join(
    config.test_source_root, "Inputs", "in-small-tmpfs.sh")))

config.substitutions.append(("%hipify", config.hipify))
config.substitutions.append(
    ("%mapgen", os.path.join(os.path.dirname(config.hipify), "hipify-mapgen")))
config.substitutions.append(("%hip52_check", hip52_check))
config.substitutions.append(("%hip_check", hip_check))
config.substitutions.append(("%hip64_check", hip64_check))
config.substitutions.append(("%roc_names", hip_names + " --roc"))
config.substitutions.append(("%hip_names", hip_names))
config.substitutions.append(
    ("%FileCheck", config.filecheck + " --match-full-lines"))
config.substitutions.append(("%cuda_path", config.cuda_path))
config.substitutions.append(
    ("%rocm_include", os.path.join(config.rocm_root, "usr", "include")))
config.environment["HOME"] = os.environ.get("HOME", "/tmp")
# Every output of the suite keeps its input's directives and comments: the
# tool appends what one lost to this log (src/frontend/PreservedCode.h), and
# CTest's lit-keeps-user-code entry fails on any line after the first.
preservation_log = os.path.join(config.test_exec_root, "preservation.log")
os.makedirs(config.test_exec_root, exist_ok=True)
with open(preservation_log, "w") as log:
    log.write("# directives and comments the outputs of this lit run lost, edits no rule made\n")
config.environment["HIPIFY_PRESERVATION_LOG"] = preservation_log
# What the checks compiled, one line each (platform, how): the counts of
# outputs compiled for AMD (with the precompiled runtime header or without)
# and as HIP on NVIDIA.
check_log = os.path.join(config.test_exec_root, "hip-check.log")
open(check_log, "w").close()
config.environment["HIPIFY_CHECK_LOG"] = check_log
# One precompiled-preamble cache for the whole suite, inside the build tree.
config.environment["HIPIFY_CPP_CACHE_DIR"] = os.path.join(
    config.hipify_binary_dir, "tests", "preamble-cache")
