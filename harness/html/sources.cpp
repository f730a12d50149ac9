#include "harness/html/sources.hpp"

#include <sstream>

#include "harness/core/report.hpp"

namespace debref::html {

std::string sources_section() {
  const std::string text(sources_markdown());
  std::ostringstream h;
  h << "<h2 id=\"sources\">Sources</h2>\n<p>From docs/SOURCES.md of the source tree (embedded "
    << "when debref was built).</p>\n";
  std::istringstream in(text);
  std::string line, block, id;
  auto flush = [&] {
    if (block.empty()) return;
    h << "<section" << (id.empty() ? "" : " id=\"" + xml_escape(id) + "\"") << ">";
    if (!id.empty()) h << "<h3>" << xml_escape(id) << "</h3>";
    h << "<div class=\"md\">" << xml_escape(block) << "</div></section>\n";
    block.clear();
  };
  bool first = true;
  while (std::getline(in, line)) {
    if (first && line.rfind("# ", 0) == 0) {  // the document title: the h2 above says it
      first = false;
      continue;
    }
    first = false;
    if (line.rfind("## ", 0) == 0) {
      flush();
      id = line.substr(3);
      continue;
    }
    block += line + "\n";
  }
  flush();
  return h.str();
}

}  // namespace debref::html
