// Source: docs/ARCHITECTURE.md "Reports", `debref check --html DIR`: a static report (index.html
// with a header naming the build, the run and the machine; a per-family summary with a filter;
// every check with an anchor, a link to its source and its strength; the figures inline, plus
// each figure as DIR/<name>.svg), viewable without a server and without downloads. Every file is
// written atomically.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "harness/core/progress.hpp"
#include "harness/core/report.hpp"
#include "harness/core/svg.hpp"

namespace debref::html {

/// Per check id, the sweeps that ran inside it (a shared sweep is timed in the first check that
/// needs it; the others reuse its result).
using SweepNotes = std::map<std::string, std::vector<progress::SweepTime>>;

/// How the report was made, for its header.
struct ReportContext {
  std::string command_line;  // as typed
  std::string machine;       // invocation.hpp machine_description()
  SweepNotes sweeps;
};

/// The page's HTML for these runs and figures.
std::string render_page(const std::vector<CheckRun>& runs, const std::vector<Figure>& figures,
                        const ReportContext& context = {});

/// Strength at a glance: the exact least slack of each passing claim, on a log scale (one
/// colour per family; a tight claim, slack 0, on the bottom line).
Figure slack_figure(const std::vector<CheckRun>& runs);

/// A long exact rational as the page shows it: in full up to 24 characters; else its decimal
/// expansion truncated toward zero to 6 significant digits with "…" (certified: the exact value
/// lies between it and the next 6-digit value away from zero), computed exactly.
std::string certified_decimal(const std::string& exact);

/// Throws (naming --html and the path) when DIR could not be written: not a directory, or
/// missing with a missing parent, or read-only. Leaves nothing behind; called before a long run,
/// so it fails first.
void prepare_directory(const std::string& dir);

/// Writes DIR/index.html and DIR/<figure>.svg all or nothing (harness/io/output.hpp), creating
/// DIR when missing.
void write_report(const std::string& dir, const std::vector<CheckRun>& runs,
                  const std::vector<Figure>& figures, const ReportContext& context = {});

}  // namespace debref::html
