#!/usr/bin/env bash
# Sets up, builds and runs the unit tests with CTest, then the proof checks (`debref check`,
# the default suite). --sanitize: the tests under ASan + UBSan (the proof checks are skipped
# there: the sweeps take many times longer under the sanitizers; run scripts/check.sh for them).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
dir=$(bash scripts/build.sh "$@" | tail -n 1)
(cd "$dir" && ctest --output-on-failure -j "$(nproc)")
case " $* " in
  *" --sanitize "*) ;;
  *)
    start=$SECONDS
    "$dir/harness/debref" check --quiet
    echo "debref check: $((SECONDS - start)) s" ;;
esac
