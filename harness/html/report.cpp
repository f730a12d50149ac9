#include "harness/html/report.hpp"

#include <filesystem>
#include <iomanip>
#include <sstream>
#include <stdexcept>

namespace debref::html {

namespace {

const char* status_color(Status s) {
  switch (s) {
    case Status::Pass:
      return "#2e7d32";
    case Status::Fail:
      return "#c62828";
    case Status::Unknown:
      return "#ef6c00";
    case Status::Vacuous:
      return "#c62828";
    case Status::Caught:
      return "#1565c0";
  }
  return "#000";
}

}  // namespace

std::string render_page(const std::vector<CheckRun>& runs, const std::vector<Figure>& figures) {
  const Summary summary = summarize(runs);
  std::ostringstream h;
  h << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<title>debref check: " << xml_escape(summary_line(summary)) << "</title>\n"
    << "<style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
    << "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:3px 6px;"
    << "text-align:left;vertical-align:top}td.n{text-align:right}pre{white-space:pre-wrap;"
    << "font-size:12px;background:#f6f6f6;padding:6px}figure{margin:1.5em 0}"
    << "figcaption{font-size:13px;max-width:640px}</style>\n</head>\n<body>\n";
  h << "<h1>debref check</h1>\n<p><b>" << xml_escape(summary_line(summary)) << "</b> (exit code "
    << exit_code(summary)
    << "). A twin is CAUGHT when its mutant was found out; a claim with no instance meeting its "
    << "hypotheses is VACUOUS, a failure. UNKNOWN is never counted as PASS. Min slack: the exact "
    << "least margin of the conclusion over the non-vacuous instances (0 = tight).</p>\n";
  h << "<h2>Figures</h2>\n";
  for (const auto& f : figures)
    h << "<figure id=\"" << xml_escape(f.name) << "\">\n"
      << render_svg(f.plot) << "<figcaption>" << xml_escape(f.caption) << " (<a href=\""
      << xml_escape(f.name) << ".svg\">" << xml_escape(f.name) << ".svg</a>)</figcaption>\n"
      << "</figure>\n";
  h << "<h2>Checks</h2>\n<table>\n<tr><th>check</th><th>status</th><th>non-vacuous</th>"
    << "<th>vacuous</th><th>min slack</th><th>seconds</th><th>source and statement</th></tr>\n";
  for (const auto& r : runs) {
    h << "<tr><td><code>" << xml_escape(r.check->id) << "</code>"
      << (r.check->twin ? " (twin)" : "")
      << "</td><td style=\"color:" << status_color(r.result.status) << "\"><b>"
      << to_string(r.result.status) << "</b></td><td class=\"n\">" << r.result.instances
      << "</td><td class=\"n\">" << r.result.vacuous << "</td><td class=\"n\">"
      << (r.result.min_slack ? xml_escape(brief_rational(*r.result.min_slack)) : "")
      << "</td><td class=\"n\">" << std::fixed << std::setprecision(2) << r.result.seconds
      << "</td><td>" << xml_escape(r.check->source) << ": " << xml_escape(r.check->statement);
    if (!r.result.detail.empty()) h << "<br><i>" << xml_escape(r.result.detail) << "</i>";
    if (r.result.tightest)
      h << "<details><summary>tightest instance</summary><pre>"
        << xml_escape(
               r.result.tightest->dump(2, ' ', false, nlohmann::json::error_handler_t::replace))
        << "</pre></details>";
    if (r.result.counterexample)
      h << "<details" << (r.result.status == Status::Fail ? " open" : "") << "><summary>"
        << (r.result.status == Status::Caught ? "caught by" : "counterexample") << "</summary><pre>"
        << xml_escape(r.result.counterexample->dump(2, ' ', false,
                                                    nlohmann::json::error_handler_t::replace))
        << "</pre></details>";
    h << "</td></tr>\n";
  }
  h << "</table>\n</body>\n</html>\n";
  return h.str();
}

void prepare_directory(const std::string& dir) {
  OutputSet probe(dir, "--html");  // a directory it creates is removed again
  probe.add(".probe", "");
}

void write_report(const std::string& dir, const std::vector<CheckRun>& runs,
                  const std::vector<Figure>& figures) {
  OutputSet out(dir, "--html");  // all files or none; a directory it created goes on failure
  for (const auto& f : figures)
    out.add(f.name + ".svg", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + render_svg(f.plot));
  out.add("index.html", render_page(runs, figures));
  out.commit();
}

}  // namespace debref::html
