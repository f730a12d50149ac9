#!/usr/bin/env bash
# The CTest `python` (docs/PYTHON.md "Install"): installs the package with
# `pip install --no-build-isolation --target` (the C++ libraries compiled with -fPIC in
# build-python/<SOABI>, not in the default build) and runs python/tests with pytest, under
# Debian's /usr/bin/python3 and under the `python3` on PATH when that is another interpreter.
# Debian's pure-Python pytest and hypothesis serve the other interpreter through
# /usr/lib/python3/dist-packages, appended after its own packages.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
interpreters=(/usr/bin/python3)
other="$(command -v python3 || true)"
if [ -n "$other" ] && [ "$("$other" -c 'import sys; print(sys.executable)')" != "$(/usr/bin/python3 -c 'import sys; print(sys.executable)')" ]; then
  interpreters+=("$other")
fi
for py in "${interpreters[@]}"; do
  name="$("$py" -c 'import sys, sysconfig; print(sysconfig.get_config_var("SOABI"), "%d.%d.%d" % sys.version_info[:3], sep="-")')"
  stage="$root/build-python/stage-$name"
  echo "python_test: $py ($name): pip install --no-build-isolation --target $stage" >&2
  rm -rf "$stage"
  start=$(date +%s)
  (cd "$root" && PIP_BREAK_SYSTEM_PACKAGES=1 "$py" -m pip install --quiet --no-build-isolation --no-deps \
     --no-warn-script-location --target "$stage" ./python >&2)
  echo "python_test: installed in $(( $(date +%s) - start )) s; pytest python/tests" >&2
  (cd "$stage" && "$py" -P -c '
import sys
sys.path.insert(0, sys.argv[1])
sys.path.append("/usr/lib/python3/dist-packages")
import pytest
sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", sys.argv[2]]))
' "$stage" "$root/python/tests")
done
