#!/usr/bin/env bash
# Installs the Debian packages debref needs, when missing (apt-get; root or sudo).
set -euo pipefail
packages=(build-essential cmake pkg-config libboost-dev libgmp-dev libmpfr-dev libmpfi-dev
          libz3-dev z3 cvc5 libcadical-dev python3 doctest-dev libcli11-dev nlohmann-json3-dev
          libbenchmark-dev clang-format chromium python3-jsonschema
          python3-dev pybind11-dev python3-pybind11 python3-pip python3-setuptools python3-wheel
          python3-venv python3-pytest python3-hypothesis python3-numpy)  # python/ (docs/PYTHON.md)
packages+=("$@")  # extra packages a caller needs (scripts/fuzz.sh: clang)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: installing missing Debian packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
  else
    echo "setup: cannot install ${missing[*]}: not root and no sudo; install them and retry" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get update -qq || ! $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
  echo "setup: apt-get could not install: ${missing[*]}" >&2
  exit 1
fi
