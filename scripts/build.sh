#!/usr/bin/env bash
# Configures and builds debref with warnings as errors (DEBREF_WERROR=ON): build/ (release with
# debug info), build-release/ (--release: CMAKE_BUILD_TYPE=Release) or build-asan/
# (--sanitize: AddressSanitizer + UndefinedBehaviorSanitizer). Prints the build directory.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build
flags=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DDEBREF_WERROR=ON)
for arg in "$@"; do
  case "$arg" in
    --sanitize) dir=build-asan; flags+=(-DDEBREF_SANITIZE=ON) ;;
    --release) dir=build-release; flags+=(-DCMAKE_BUILD_TYPE=Release) ;;
    --bench) flags+=(-DDEBREF_BENCH=ON) ;;
    *) echo "build.sh: unknown option $arg (allowed: --sanitize, --release, --bench)" >&2; exit 2 ;;
  esac
done
cmake -S . -B "$dir" "${flags[@]}" >&2
cmake --build "$dir" -j "$(nproc)" >&2
echo "$dir"
