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

/// Creates DIR when missing (its parent must exist); throws std::runtime_error naming --html and
/// the path when it cannot be written. Called before a long run, so it fails first.
void prepare_directory(const std::string& dir);

/// Writes DIR/index.html and DIR/<figure>.svg.
void write_report(const std::string& dir, const std::vector<CheckRun>& runs,
                  const std::vector<Figure>& figures);

}  // namespace debref::html
