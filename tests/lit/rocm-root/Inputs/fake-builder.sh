#!/usr/bin/env bash
# Stands in for mmdebstrap in make-root.sh's tests (HIPIFY_ROCM_BUILDER):
# fills DIR with a hipcc, then, with FAKE_BUILD_SECONDS, takes that long
# (the time to interrupt it, or to start a second run).
set -eu
mkdir -p "$1/usr/bin"
printf '#!/bin/sh\n' >"$1/usr/bin/hipcc"
chmod +x "$1/usr/bin/hipcc"
if [ -n "${FAKE_BUILD_SECONDS:-}" ]; then
  exec sleep "$FAKE_BUILD_SECONDS"
fi
