#!/usr/bin/env bash
# Renders `debref check --html` in headless Chromium (Debian package `chromium`, installed by
# scripts/setup.sh) and checks, in the DOM after the page's script ran: every figure written as
# DIR/<name>.svg is on the page as a <figure> holding a non-empty <svg> (curves, dots or discs),
# the header names version, commit, date, command line and machine, the per-family summary and
# its filter are there (the filter's count line is filled in), every check row has an anchor;
# then writes a screenshot. Skips (exit 0 with a message; CTest SKIP_RETURN_CODE 77) when
# chromium is missing. Usage: render_html.sh DEBREF [OUT_DIR] [FILTER].
set -euo pipefail
debref=$1
if [ $# -ge 2 ] && [ -n "$2" ]; then
  out=$2
  mkdir -p "$out"
else
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
filter=${3:-feature.}
browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
  echo "render_html: SKIPPED: chromium not found (scripts/setup.sh installs the Debian package)" >&2
  exit 77
fi
rm -rf "$out/report"
"$debref" check --filter "$filter" --quiet --html "$out/report" >/dev/null || true
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$out/profile")
"$browser" "${flags[@]}" --dump-dom "file://$out/report/index.html" 2>/dev/null >"$out/dom.html"
python3 - "$out/report" "$out/dom.html" <<'PY'
import html.parser, os, re, sys
report, dom_file = sys.argv[1], sys.argv[2]
dom = open(dom_file).read()
names = sorted(f[:-4] for f in os.listdir(report) if f.endswith(".svg"))
errors = []
if len(names) < 10:
    errors.append(f"only {len(names)} figure files: {names}")
for name in names:
    m = re.search(r'<figure id="%s">(.*?)</figure>' % re.escape(name), dom, re.S)
    if not m:
        errors.append(f"figure {name} is not on the page")
        continue
    body = m.group(1)
    drawn = len(re.findall(r"<polyline |<circle ", body))
    if "<svg" not in body or drawn == 0:
        errors.append(f"figure {name} is empty ({drawn} curves or dots)")
    if not re.search(r"<figcaption>.{40,}", body, re.S):
        errors.append(f"figure {name} has no caption")
for label in ["version", "commit", "date", "command line", "machine"]:
    if f"<td>{label}</td>" not in dom:
        errors.append(f"header has no {label}")
if 'id="families"' not in dom or 'id="filter"' not in dom:
    errors.append("no per-family summary or filter")
shown = re.search(r'<span id="shown">(\d+) of (\d+) checks shown</span>', dom)
if not shown or shown.group(1) != shown.group(2) or shown.group(2) == "0":
    errors.append("the filter script did not run (no count of checks shown)")
rows = re.findall(r'<tr class="check" id="check-([^"]+)"', dom)
if not rows or any(f'href="#check-{r}"' not in dom for r in rows):
    errors.append("a check row has no anchor link")
if errors:
    print("render_html: " + "; ".join(errors), file=sys.stderr)
    sys.exit(1)
print(f"render_html: {len(names)} figures rendered and non-empty, {len(rows)} check rows")
PY
"$browser" "${flags[@]}" --window-size=1200,2400 --screenshot="$out/screenshot.png" \
  "file://$out/report/index.html" >/dev/null 2>&1
size=$(stat -c %s "$out/screenshot.png")
if [ "$size" -lt 20000 ]; then
  echo "render_html: screenshot $out/screenshot.png is only $size bytes" >&2
  exit 1
fi
echo "render_html: screenshot $out/screenshot.png ($size bytes)"
