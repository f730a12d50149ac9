#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS on a working copy of its seed corpus (the source tree's
# corpus is never modified). A crash, hang (> 10 s on one input), leak or sanitizer report fails
# the run; the input is left in WORK/artifacts/ — add it to tests/fuzz/<target>/ as a regression.
# Usage: run_fuzzer.sh FUZZER SEED_DIR WORK_DIR SECONDS
set -euo pipefail
fuzzer=$1 seeds=$2 work=$3 seconds=$4
mkdir -p "$work/corpus" "$work/artifacts"
cp -n "$seeds"/* "$work/corpus/" 2>/dev/null || true
exec "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" "$work/corpus"
