#!/usr/bin/env bash
# Renders `debref check --html` in headless Chromium (Debian package `chromium`, installed by
# scripts/setup.sh) and checks that every figure is laid out as an SVG element in the DOM and
# that a screenshot is written. Usage: render_html.sh DEBREF [OUT_DIR]. Run by CTest as html_render.
set -euo pipefail
debref=$1
if [ $# -ge 2 ]; then
  out=$2
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "render_html: chromium not found; run scripts/setup.sh (it installs the Debian package)" >&2
  exit 1
fi
"$debref" check --filter dqc.twin --quiet --html "$out/report" >/dev/null
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$out/profile")
"$browser" "${flags[@]}" --dump-dom "file://$out/report/index.html" 2>/dev/null >"$out/dom.html"
svgs=$(grep -o '<svg ' "$out/dom.html" | wc -l)
if [ "$svgs" -ne 3 ]; then
  echo "render_html: expected 3 <svg> elements in the rendered DOM, found $svgs" >&2
  exit 1
fi
"$browser" "${flags[@]}" --window-size=1100,1500 --screenshot="$out/screenshot.png" \
  "file://$out/report/index.html" >/dev/null 2>&1
size=$(stat -c %s "$out/screenshot.png")
if [ "$size" -lt 20000 ]; then
  echo "render_html: screenshot $out/screenshot.png is only $size bytes" >&2
  exit 1
fi
echo "render_html: 3 figures rendered; screenshot $out/screenshot.png ($size bytes)"
