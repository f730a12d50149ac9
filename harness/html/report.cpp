#include "harness/html/report.hpp"

#include <algorithm>
#include <ctime>
#include <iomanip>
#include <map>
#include <set>
#include <sstream>

#include "harness/core/build_info.hpp"
#include "harness/html/sources.hpp"

namespace debref::html {

namespace {

const char* status_class(Status s) {
  switch (s) {
    case Status::Pass:
      return "pass";
    case Status::Fail:
      return "fail";
    case Status::Unknown:
      return "unknown";
    case Status::Vacuous:
      return "vacuous";
    case Status::Caught:
      return "caught";
  }
  return "unknown";
}

const char* kStyle =
    "body{font-family:sans-serif;margin:2em;max-width:1150px}"
    "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ddd;padding:3px 6px;"
    "text-align:left;vertical-align:top}td.n{text-align:right;white-space:nowrap}"
    "pre{white-space:pre-wrap;font-size:12px;background:#f6f6f6;padding:6px}"
    "figure{margin:1.5em 0}figcaption{font-size:13px;max-width:640px}"
    "table.meta td:first-child{font-weight:bold}code.cmd{background:#f6f6f6}"
    ".pass{color:#2e7d32}.fail,.vacuous{color:#c62828}.unknown{color:#ef6c00}"
    ".caught{color:#1565c0}a.anchor{color:#bbb;text-decoration:none;margin-left:4px}"
    "#filter{margin:1em 0;padding:6px;background:#f3f6fa;font-size:13px}"
    "#filter label{margin-right:10px}tr.family td{background:#eef2f7;font-weight:bold}"
    ".md{font-size:13px;white-space:pre-wrap}";

// Plain JavaScript, no downloads: hides the check rows that do not match the text, the status
// and the ticked families, and says how many are shown.
const char* kScript = R"js(
function debrefFilter() {
  const text = document.getElementById('q').value.toLowerCase();
  const status = document.getElementById('status').value;
  const families = new Set();
  document.querySelectorAll('#filter input[type=checkbox]').forEach(b => {
    if (b.checked) families.add(b.value);
  });
  let shown = 0, total = 0;
  document.querySelectorAll('tr.check').forEach(r => {
    total++;
    const ok = (!text || r.dataset.text.includes(text)) &&
               (!status || r.dataset.status === status) && families.has(r.dataset.family);
    r.style.display = ok ? '' : 'none';
    if (ok) shown++;
  });
  document.querySelectorAll('tr.family').forEach(r => {
    r.style.display = families.has(r.dataset.family) ? '' : 'none';
  });
  document.getElementById('shown').textContent = shown + ' of ' + total + ' checks shown';
}
document.querySelectorAll('#filter input, #filter select').forEach(e => {
  e.addEventListener('input', debrefFilter);
  e.addEventListener('change', debrefFilter);
});
debrefFilter();
)js";

std::string anchor_id(const std::string& check_id) {
  return "check-" + check_id;  // ids are [a-z0-9._]: valid in an id and a URL fragment
}

/// The docs/SOURCES.md section a check's source cites (seed 000 .. seed 004; Lean = seed 003).
std::string source_anchor(const std::string& source) {
  const auto at = source.find("seed 00");
  if (at != std::string::npos && at + 7 < source.size())
    return "seed-00" + std::string(1, source[at + 7]);
  if (source.rfind("Lean", 0) == 0) return "seed-003";
  return "sources";
}

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S UTC", &tm);
  return buf;
}

std::string seconds(double s) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(2) << s;
  return o.str();
}

/// A rational cell: short ones in full, long ones as a certified decimal with the exact value
/// behind a fold.
std::string rational_cell(const std::string& exact) {
  const std::string shown = certified_decimal(exact);
  if (shown == exact) return "<code>" + xml_escape(exact) + "</code>";
  return "<details><summary><code>" + xml_escape(shown) +
         "</code></summary><code title=\"exact\">" + xml_escape(exact) + "</code><br><small>" +
         std::to_string(exact.size()) +
         " characters; the decimal is truncated toward zero to 6 significant digits (exact "
         "arithmetic)</small></details>";
}

void header(std::ostringstream& h, const Summary& summary, const ReportContext& c) {
  h << "<h1>debref check</h1>\n<table class=\"meta\">\n"
    << "<tr><td>version</td><td>" << xml_escape(version()) << "</td></tr>\n"
    << "<tr><td>commit</td><td><code>" << xml_escape(commit()) << "</code></td></tr>\n"
    << "<tr><td>date</td><td>" << utc_now() << "</td></tr>\n"
    << "<tr><td>command line</td><td><code class=\"cmd\">"
    << xml_escape(c.command_line.empty() ? "debref check" : c.command_line) << "</code></td></tr>\n"
    << "<tr><td>machine</td><td>" << xml_escape(c.machine.empty() ? "not recorded" : c.machine)
    << "</td></tr>\n</table>\n";
  h << "<p><b>" << xml_escape(summary_line(summary)) << "</b> (exit code " << exit_code(summary)
    << "). PASS: the claim held on every instance meeting its hypotheses. A <i>twin</i> is a "
    << "deliberately false variant of a claim: CAUGHT means its mutant was found out (what the "
    << "twin is for), never that the mutant passed. A claim with no instance meeting its "
    << "hypotheses is VACUOUS, a failure; UNKNOWN (a time or resource limit) is never counted as "
    << "PASS. Strength: <i>instances</i> counts the non-vacuous instances in the check's own "
    << "unit (its instance space is stated in the row), <i>skipped</i> those where a hypothesis "
    << "failed, in the same unit; <i>min slack</i> is the exact least margin of the conclusion "
    << "over the instances (0 = tight).</p>\n";
}

struct FamilyCounts {
  int checks = 0;
  std::map<Status, int> by_status;
  std::uint64_t instances = 0;
  double seconds = 0;
};

void family_summary(std::ostringstream& h, const std::vector<CheckRun>& runs,
                    const std::vector<std::string>& order) {
  std::map<std::string, FamilyCounts> counts;
  for (const CheckRun& r : runs) {
    FamilyCounts& c = counts[r.check->family];
    ++c.checks;
    ++c.by_status[r.result.status];
    c.instances += r.result.instances;
    c.seconds += r.result.seconds;
  }
  h << "<h2 id=\"families\">Families</h2>\n<table>\n<tr><th>family</th><th>checks</th>"
    << "<th>PASS</th><th>CAUGHT (twins)</th><th>FAIL</th><th>VACUOUS</th><th>UNKNOWN</th>"
    << "<th>non-vacuous instances</th><th>seconds</th></tr>\n";
  for (const std::string& f : order) {
    const FamilyCounts& c = counts[f];
    h << "<tr><td><a href=\"#family-" << xml_escape(f) << "\">" << xml_escape(f) << "</a></td>"
      << "<td class=\"n\">" << c.checks << "</td>";
    for (Status s :
         {Status::Pass, Status::Caught, Status::Fail, Status::Vacuous, Status::Unknown}) {
      const auto it = c.by_status.find(s);
      const int n = it == c.by_status.end() ? 0 : it->second;
      h << "<td class=\"n " << (n ? status_class(s) : "") << "\">" << n << "</td>";
    }
    h << "<td class=\"n\">" << c.instances << "</td><td class=\"n\">" << seconds(c.seconds)
      << "</td></tr>\n";
  }
  h << "</table>\n";
  h << "<div id=\"filter\">Filter: <input id=\"q\" size=\"28\" placeholder=\"id, source or "
    << "statement\"> <select id=\"status\"><option value=\"\">every status</option>";
  for (Status s : {Status::Pass, Status::Caught, Status::Fail, Status::Vacuous, Status::Unknown})
    h << "<option value=\"" << to_string(s) << "\">" << to_string(s) << "</option>";
  h << "</select> ";
  for (const std::string& f : order)
    h << "<label><input type=\"checkbox\" value=\"" << xml_escape(f) << "\" checked> "
      << xml_escape(f) << "</label>";
  h << " <span id=\"shown\"></span></div>\n";
}

void figure_block(std::ostringstream& h, const Figure& f) {
  h << "<figure id=\"" << xml_escape(f.name) << "\">\n"
    << render_svg(f.plot) << "<figcaption>" << xml_escape(f.caption) << " (<a href=\""
    << xml_escape(f.name) << ".svg\">" << xml_escape(f.name) << ".svg</a>)</figcaption>\n"
    << "</figure>\n";
}

/// The family a figure belongs to: the first word of its file name (stochastic_values, ...;
/// proofs_ and alice_ figures are the stochastic family's).
std::string timing_note(const CheckRun& r, const ReportContext& c) {
  const auto it = c.sweeps.find(r.check->id);
  if (it == c.sweeps.end()) return "";
  std::string note;
  for (const progress::SweepTime& s : it->second) {
    if (s.seconds < 0.5) continue;
    note += "<br><small>of which " + seconds(s.seconds) + " s: " + xml_escape(s.name) + " (" +
            std::to_string(s.steps) + " steps)</small>";
  }
  return note;
}

void check_row(std::ostringstream& h, const CheckRun& r, const ReportContext& c) {
  const Check& check = *r.check;
  const CheckResult& res = r.result;
  std::string text = check.id + " " + check.source + " " + check.statement;
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  h << "<tr class=\"check\" id=\"" << anchor_id(check.id) << "\" data-family=\""
    << xml_escape(check.family) << "\" data-status=\"" << to_string(res.status) << "\" data-text=\""
    << xml_escape(text) << "\"><td><code>" << xml_escape(check.id)
    << "</code><a class=\"anchor\" href=\"#" << anchor_id(check.id) << "\">#</a>"
    << (check.twin ? "<br><small>twin (a false variant)</small>" : "") << "</td><td class=\""
    << status_class(res.status) << "\"><b>" << to_string(res.status) << "</b>"
    << (check.twin && res.status == Status::Caught ? "<br><small>mutant caught</small>" : "")
    << "</td><td class=\"n\">" << res.instances << "</td><td class=\"n\">" << res.vacuous
    << "</td><td class=\"n\">" << (res.min_slack ? rational_cell(*res.min_slack) : "")
    << "</td><td class=\"n\">" << seconds(res.seconds) << timing_note(r, c)
    << "</td><td><a href=\"#" << source_anchor(check.source) << "\">" << xml_escape(check.source)
    << "</a>: " << xml_escape(check.statement)
    << "<br><small>instances: " << xml_escape(check.instances) << "</small>";
  if (!res.detail.empty()) h << "<br><i>" << xml_escape(res.detail) << "</i>";
  const auto dump = [](const nlohmann::json& j) {
    return xml_escape(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace));
  };
  if (res.tightest)
    h << "<details><summary>tightest instance</summary><pre>" << dump(*res.tightest)
      << "</pre></details>";
  if (res.counterexample)
    h << "<details" << (res.status == Status::Fail ? " open" : "") << "><summary>"
      << (res.status == Status::Caught ? "caught by" : "counterexample") << "</summary><pre>"
      << dump(*res.counterexample) << "</pre></details>";
  h << "</td></tr>\n";
}

}  // namespace

std::string render_page(const std::vector<CheckRun>& runs, const std::vector<Figure>& figures,
                        const ReportContext& context) {
  const Summary summary = summarize(runs);
  std::vector<std::string> order;  // families in suite order
  for (const CheckRun& r : runs)
    if (std::find(order.begin(), order.end(), r.check->family) == order.end())
      order.push_back(r.check->family);
  std::ostringstream h;
  h << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    << "<title>debref check: " << xml_escape(summary_line(summary)) << "</title>\n<style>" << kStyle
    << "</style>\n</head>\n<body>\n";
  header(h, summary, context);
  family_summary(h, runs, order);
  h << "<h2 id=\"strength\">Strength</h2>\n";
  figure_block(h, slack_figure(runs));
  h << "<h2 id=\"figures\">Figures</h2>\n";
  std::vector<std::string> figure_order = order;
  for (const Figure& f : figures) {
    if (std::find(figure_order.begin(), figure_order.end(), f.family) == figure_order.end())
      figure_order.push_back(f.family);
  }
  for (const std::string& fam : figure_order) {
    bool any = false;
    for (const Figure& f : figures) {
      if (f.family != fam) continue;
      if (!any) h << "<h3>" << xml_escape(fam) << "</h3>\n";
      any = true;
      figure_block(h, f);
    }
  }
  h << "<h2 id=\"checks\">Checks</h2>\n<table>\n<tr><th>check</th><th>status</th>"
    << "<th>instances (non-vacuous)</th><th>skipped (vacuous)</th><th>min slack</th>"
    << "<th>seconds</th><th>source and statement</th></tr>\n";
  for (const std::string& fam : order) {
    h << "<tr class=\"family\" id=\"family-" << xml_escape(fam) << "\" data-family=\""
      << xml_escape(fam) << "\"><td colspan=\"7\">" << xml_escape(fam) << "</td></tr>\n";
    for (const CheckRun& r : runs)
      if (r.check->family == fam) check_row(h, r, context);
  }
  h << "</table>\n";
  h << "<p><small>A check's time is its own wall time; a sweep whose result several checks share "
    << "is timed in the first check that needs it (noted there), the others reuse "
       "it.</small></p>\n";
  h << sources_section();
  h << "<script>" << kScript << "</script>\n</body>\n</html>\n";
  return h.str();
}

void prepare_directory(const std::string& dir) {
  OutputSet probe(dir, "--html");  // a directory it creates is removed again
  probe.add(".probe", "");
}

void write_report(const std::string& dir, const std::vector<CheckRun>& runs,
                  const std::vector<Figure>& figures, const ReportContext& context) {
  OutputSet out(dir, "--html");  // all files or none; a directory it created goes on failure
  std::vector<Figure> all = figures;
  all.push_back(slack_figure(runs));
  for (const auto& f : all)
    out.add(f.name + ".svg", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + render_svg(f.plot));
  out.add("index.html", render_page(runs, figures, context));
  out.commit();
}

}  // namespace debref::html
