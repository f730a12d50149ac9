#!/usr/bin/env bash
# Opt-in: builds the libFuzzer targets with clang (ASan + UBSan) and runs each for SECONDS
# (default 600) under CTest's `fuzz` label. Usage: bash scripts/fuzz.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh clang libclang-rt-14-dev
seconds=${1:-600}
CXX=clang++ cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDEBREF_WERROR=ON -DDEBREF_FUZZ=ON \
  -DDEBREF_FUZZ_SECONDS="$seconds" >/dev/null
cmake --build build-fuzz -j "$(nproc)"
cd build-fuzz && ctest -L fuzz --output-on-failure
