#!/usr/bin/env bash
# Builds the ROCm the test suite compiles its outputs with: a Debian unstable
# root holding HIP 6.4 (hipcc on clang 21) and the -dev packages of every HIP
# library hipify-cpp converts to. Built once: a root whose stamp names the
# same package list is reused.
#
#   tests/rocm/make-root.sh DIR
#
# Downloads 1.6 GB of Debian packages (3 minutes here; 1 GB on disk). The device
# code of rocBLAS/rocSPARSE/rocSOLVER/MIOpen/hipBLASLt (GPU kernels, tuning
# databases: gigabytes) is never unpacked: a syntax check reads headers only.
# Exits non-zero, saying why, when the root cannot be built; the caller then
# falls back to the checks that need no root.
set -euo pipefail
root=${1:?usage: make-root.sh DIR}
mirror=${HIPIFY_DEBIAN_MIRROR:-http://deb.debian.org/debian}

packages=(
  hipcc libamdhip64-dev
  libhipblas-dev libhipblaslt-dev libhipfft-dev libhipsolver-dev
  libhipsparse-dev libhiprand-dev libhipcub-dev librocprim-dev librocthrust-dev
  libmiopen-dev librocblas-dev librocsparse-dev librocrand-dev librocsolver-dev
)
# Large and never read by -fsyntax-only: GPU code objects, kernel databases,
# the libraries' shared objects (their headers and .so links stay), docs.
excludes=(
  '/usr/lib/x86_64-linux-gnu/rocblas/*'
  '/usr/lib/x86_64-linux-gnu/hipblaslt/*'
  '/usr/lib/x86_64-linux-gnu/rocsparse/*'
  '/usr/lib/x86_64-linux-gnu/rocsolver/*'
  '/usr/lib/x86_64-linux-gnu/librocblas.so.*'
  '/usr/lib/x86_64-linux-gnu/librocsparse.so.*'
  '/usr/lib/x86_64-linux-gnu/librocsolver.so.*'
  '/usr/lib/x86_64-linux-gnu/libhipblaslt.so.*'
  '/usr/lib/x86_64-linux-gnu/libMIOpen.so.*'
  '/usr/share/miopen/*'
  '/usr/share/doc/*'
  '/usr/share/man/*'
  '/usr/share/locale/*'
)
stamp="$root/.hipify-rocm-root"
want="${packages[*]} | ${excludes[*]}"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] &&
   [ -x "$root/usr/bin/hipcc" ]; then
  echo "ROCm root: reusing $root"
  exit 0
fi

if ! command -v mmdebstrap >/dev/null; then
  echo "ROCm root: mmdebstrap is not installed" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ROCm root: building $root needs root (mmdebstrap, chroot)" >&2
  exit 1
fi

dpkgopts=()
for e in "${excludes[@]}"; do dpkgopts+=(--dpkgopt="path-exclude=$e"); done
tmp="$root.partial"
rm -rf "$tmp"
mkdir -p "$(dirname "$root")"
start=$(date +%s)
echo "ROCm root: building $root from Debian unstable (HIP 6.4 and its libraries)"
# unstable's Release file carries a Valid-Until that a snapshot mirror has
# passed; the packages themselves are still signed.
if ! mmdebstrap --variant=apt \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    "${dpkgopts[@]}" \
    --include="$(IFS=,; echo "${packages[*]}")" \
    unstable "$tmp" "$mirror"; then
  rm -rf "$tmp"
  echo "ROCm root: mmdebstrap failed" >&2
  exit 1
fi
rm -rf "$root"
mv "$tmp" "$root"
printf '%s' "$want" >"$stamp"
echo "ROCm root: ready in $(( $(date +%s) - start )) s, $(du -sh "$root" | cut -f1)"
