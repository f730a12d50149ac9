// Source: docs/ARCHITECTURE.md "Reports", `debref check --html DIR`: a static report (index.html
// with the check table, counterexamples and inline SVG figures, plus each figure as
// DIR/<name>.svg), viewable without a server. Every file is written atomically.
#pragma once

#include <string>
#include <vector>

#include "harness/core/report.hpp"
#include "harness/core/svg.hpp"

namespace debref::html {

/// The page's HTML for these runs and figures.
std::string render_page(const std::vector<CheckRun>& runs, const std::vector<Figure>& figures);

/// Throws (naming --html and the path) when DIR could not be written: not a directory, or
/// missing with a missing parent, or read-only. Leaves nothing behind; called before a long run,
/// so it fails first.
void prepare_directory(const std::string& dir);

/// Writes DIR/index.html and DIR/<figure>.svg all or nothing (harness/io/output.hpp), creating
/// DIR when missing.
void write_report(const std::string& dir, const std::vector<CheckRun>& runs,
                  const std::vector<Figure>& figures);

}  // namespace debref::html
