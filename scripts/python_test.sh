#!/usr/bin/env bash
# The CTest `python` (docs/PYTHON.md "Install"): installs the package with
# `pip install --no-build-isolation --target` and runs python/tests with pytest, under each
# interpreter. Usage: python_test.sh [BUILD_DIR INTERPRETER...]
# - with BUILD_DIR (CTest): the module each interpreter needs was built by `cmake --build BUILD_DIR`
#   (python/CMakeLists.txt); setup.py only copies it (DEBREF_NO_BUILD=1), so nothing compiles here.
# - without arguments: Debian's /usr/bin/python3 and the `python3` on PATH when it is another
#   interpreter, each installing standalone (setup.py builds in build-python/<SOABI>).
# Debian's pure-Python pytest and hypothesis serve another interpreter through
# /usr/lib/python3/dist-packages, appended after its own packages.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build=""
if [ $# -gt 0 ]; then
  build="$(cd "$1" && pwd)"
  shift
  interpreters=("$@")
else
  interpreters=(/usr/bin/python3)
  other="$(command -v python3 || true)"
  if [ -n "$other" ] && [ "$("$other" -c 'import sys; print(sys.executable)')" != "$(/usr/bin/python3 -c 'import sys; print(sys.executable)')" ]; then
    interpreters+=("$other")
  fi
fi
stages="${build:-$root/build-python}"
for py in "${interpreters[@]}"; do
  name="$("$py" -c 'import sys, sysconfig; print(sysconfig.get_config_var("SOABI"), "%d.%d.%d" % sys.version_info[:3], sep="-")')"
  stage="$stages/python-stage-$name"
  echo "python_test: $py ($name): pip install --no-build-isolation --target $stage" >&2
  rm -rf "$stage"
  start=$(date +%s)
  if [ -n "$build" ]; then
    export DEBREF_BUILD_DIR="$build" DEBREF_NO_BUILD=1
  fi
  # setuptools' own build folder goes to the stage's side, not into python/ in the source tree.
  (cd "$root" && PIP_BREAK_SYSTEM_PACKAGES=1 "$py" -m pip install --quiet --no-build-isolation --no-deps \
     --no-warn-script-location --target "$stage" ./python >&2)
  echo "python_test: installed in $(( $(date +%s) - start )) s; pytest python/tests" >&2
  start=$(date +%s)
  (cd "$stage" && "$py" -P -c '
import sys
sys.path.insert(0, sys.argv[1])
sys.path.append("/usr/lib/python3/dist-packages")
import pytest
sys.exit(pytest.main(["-q", "-p", "no:cacheprovider", sys.argv[2]]))
' "$stage" "$root/python/tests")
  echo "python_test: pytest under $py took $(( $(date +%s) - start )) s" >&2
done
