#!/usr/bin/env bash
# Sets up, builds and runs the default suite: `debref check` (extra arguments are passed on).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
dir=$(bash scripts/build.sh | tail -n 1)
exec "$dir/harness/debref" check "$@"
