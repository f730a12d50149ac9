#!/usr/bin/env bash
# Opt-in: configures and builds every standard CMake build type with GCC and with clang, warnings
# as errors (DEBREF_WERROR=ON), each in build-matrix/COMPILER-TYPE, and prints one line per build.
# Usage: scripts/build_matrix.sh [COMPILER-TYPE ...]   (default: all eight, e.g. gcc-MinSizeRel)
# Exit status: 0 when every build succeeded, 1 otherwise (the failing logs are named).
set -uo pipefail
cd "$(dirname "$0")/.."
combos=("$@")
if [ ${#combos[@]} -eq 0 ]; then
  for cc in gcc clang; do
    for type in Debug Release RelWithDebInfo MinSizeRel; do combos+=("$cc-$type"); done
  done
fi
if printf '%s\n' "${combos[@]}" | grep -q '^clang-'; then bash scripts/setup.sh clang >&2; fi
failed=0
for combo in "${combos[@]}"; do
  cc=${combo%%-*}
  type=${combo#*-}
  case "$cc" in
    gcc) cxx=g++ ;;
    clang) cxx=clang++ ;;
    *) echo "build_matrix.sh: compiler in $combo must be gcc or clang" >&2; exit 2 ;;
  esac
  case "$type" in
    Debug | Release | RelWithDebInfo | MinSizeRel) ;;
    *) echo "build_matrix.sh: type in $combo must be Debug, Release, RelWithDebInfo or MinSizeRel" >&2; exit 2 ;;
  esac
  dir="build-matrix/$combo"
  log="$dir.log"
  mkdir -p build-matrix
  start=$(date +%s)
  if CXX=$cxx cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE="$type" -DDEBREF_WERROR=ON >"$log" 2>&1 &&
    cmake --build "$dir" -j "$(nproc)" >>"$log" 2>&1; then
    echo "$combo: built in $(($(date +%s) - start)) s"
  else
    echo "$combo: FAILED after $(($(date +%s) - start)) s (log: $log)"
    failed=1
  fi
done
exit $failed
