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
#
# It deletes only what it made: DIR (a link is followed to the directory it
# names) must be missing, empty, or a root this script completed (its stamp
# .hipify-rocm-root, which every version of the script wrote last). System
# directories and $HOME are refused. Runs on the same DIR take turns (a lock,
# DIR.lock beside it); the one that waited reuses the root the other built.
# The root is built in DIR.partial, removed when the build fails or is
# interrupted.
#
# HIPIFY_ROCM_BUILDER, for the script's own tests: a command run with the
# directory to fill instead of mmdebstrap (no download, no root needed).
set -euo pipefail
given=${1:?usage: make-root.sh DIR}
mirror=${HIPIFY_DEBIAN_MIRROR:-http://deb.debian.org/debian}
builder=${HIPIFY_ROCM_BUILDER:-}

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

refuse() {
  echo "ROCm root: refusing '$given': $*" >&2
  exit 2
}

# The directory DIR names, links and a trailing slash resolved: removing
# 'link/' would otherwise empty the directory the link points to.
root=$(realpath -m -- "$given")
home=$(realpath -m -- "${HOME:-/root}")
case "$root" in
  / | /bin | /boot | /dev | /etc | /home | /lib | /lib32 | /lib64 | /media | \
  /mnt | /opt | /proc | /root | /run | /sbin | /srv | /sys | /tmp | /usr | \
  /usr/* | /var | /var/cache | /var/lib | /var/tmp | /bin/* | /boot/* | \
  /dev/* | /etc/* | /lib/* | /lib32/* | /lib64/* | /proc/* | /sbin/* | /sys/*)
    refuse "'$root' is a system directory" ;;
esac
if [ "$root" = "$home" ]; then
  refuse "'$root' is the home directory"
fi

stamp="$root/.hipify-rocm-root"
want="${packages[*]} | ${excludes[*]}"

# 0 when DIR holds the root this package list builds.
is_current() {
  [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] &&
    [ -x "$root/usr/bin/hipcc" ]
}

if is_current; then
  echo "ROCm root: reusing $root"
  exit 0
fi

# What may be replaced: nothing, an empty directory, or a root of ours.
check_replaceable() {
  if [ -L "$root" ] || { [ -e "$root" ] && [ ! -d "$root" ]; }; then
    refuse "'$root' is not a directory"
  fi
  if [ -d "$root" ] && [ ! -f "$stamp" ] &&
     [ -n "$(ls -A -- "$root")" ]; then
    refuse "'$root' holds files and no $(basename "$stamp"): it was not made by" \
      "this script; remove it yourself or choose another directory"
  fi
}
check_replaceable

if [ -z "$builder" ]; then
  if ! command -v mmdebstrap >/dev/null; then
    echo "ROCm root: mmdebstrap is not installed" >&2
    exit 1
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "ROCm root: building $root needs root (mmdebstrap, chroot)" >&2
    exit 1
  fi
fi

mkdir -p -- "$(dirname -- "$root")"
exec 9>>"$root.lock"
if ! flock -n 9; then
  echo "ROCm root: another run is building $root; waiting for it"
  flock 9
fi
# The run held up may have been building this very root.
if is_current; then
  echo "ROCm root: reusing $root"
  exit 0
fi
check_replaceable

tmp="$root.partial"
partial_stamp="$tmp/.hipify-rocm-partial"
if [ -e "$tmp" ] || [ -L "$tmp" ]; then
  if [ -L "$tmp" ] || [ ! -f "$partial_stamp" ]; then
    refuse "'$tmp' is in the way and was not made by this script;" \
      "remove it yourself"
  fi
  rm -rf -- "$tmp" # a build killed before its trap could run
fi
mkdir -- "$tmp"
: >"$partial_stamp"
# The build runs in the background, so that a signal is handled at once
# (bash runs a trap only once its foreground command has ended): the build
# is stopped, and the partial root removed.
child=
cleanup() {
  if [ -n "$child" ]; then
    kill -TERM "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  rm -rf -- "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
start=$(date +%s)
if [ -n "$builder" ]; then
  echo "ROCm root: building $root with $builder"
  "$builder" "$tmp/root" &
else
  echo "ROCm root: building $root from Debian unstable (HIP 6.4 and its libraries)"
  dpkgopts=()
  for e in "${excludes[@]}"; do dpkgopts+=(--dpkgopt="path-exclude=$e"); done
  # unstable's Release file carries a Valid-Until that a snapshot mirror has
  # passed; the packages themselves are still signed.
  mmdebstrap --variant=apt \
    --aptopt='Acquire::Check-Valid-Until "false"' \
    "${dpkgopts[@]}" \
    --include="$(IFS=,; echo "${packages[*]}")" \
    unstable "$tmp/root" "$mirror" &
fi
child=$!
status=0
wait "$child" || status=$?
child=
if [ "$status" -ne 0 ]; then
  echo "ROCm root: ${builder:-mmdebstrap} failed" >&2
  exit 1
fi
printf '%s' "$want" >"$tmp/root/.hipify-rocm-root"
# check_replaceable (under the lock) made sure this is ours or empty.
rm -rf -- "$root"
mv -- "$tmp/root" "$root"
echo "ROCm root: ready in $(( $(date +%s) - start )) s, $(du -sh -- "$root" | cut -f1)"
