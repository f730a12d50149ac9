// Source: docs/SOURCES.md, embedded at build time (harness/CMakeLists.txt), so that a report's
// source links resolve inside the page itself, wherever DIR is.
#pragma once

#include <string>
#include <string_view>

namespace debref::html {

/// The text of docs/SOURCES.md as built.
std::string_view sources_markdown();

/// The page's "Sources" section: the table and one block per "## seed-00N" section of
/// docs/SOURCES.md, each with that id (the anchors the check rows link to).
std::string sources_section();

}  // namespace debref::html
