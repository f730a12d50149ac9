#!/usr/bin/env bash
# Configures and builds debref with warnings as errors (DEBREF_WERROR=ON): build/ (a Release
# build, the one CI tests) or build-asan/ (--sanitize: RelWithDebInfo with AddressSanitizer +
# UndefinedBehaviorSanitizer). Prints the build directory.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build
flags=(-DCMAKE_BUILD_TYPE=Release -DDEBREF_WERROR=ON -DCMAKE_UNITY_BUILD=ON)
for arg in "$@"; do
  case "$arg" in
    --sanitize) dir=build-asan; flags+=(-DCMAKE_BUILD_TYPE=RelWithDebInfo -DDEBREF_SANITIZE=ON) ;;
    --bench) flags+=(-DDEBREF_BENCH=ON) ;;
    *) echo "build.sh: unknown option $arg (allowed: --sanitize, --bench)" >&2; exit 2 ;;
  esac
done
cmake -S . -B "$dir" "${flags[@]}" >&2
cmake --build "$dir" -j "$(nproc)" >&2
echo "$dir"
