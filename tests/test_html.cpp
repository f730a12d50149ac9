// `debref check --html DIR` (docs/ARCHITECTURE.md "Reports"): the figures'
// data against exact values, the page, and bad directories. Rendering in headless Chromium is
// the CTest test `html_render` (scripts/render_html.sh).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_support.hpp"
#include "harness/dqc/figures.hpp"
#include "harness/html/report.hpp"
#include "harness/stochastic/figures.hpp"

using debref::Rational;
using namespace debref::html;

namespace {

std::string slurp(const std::filesystem::path& p) {
  std::ifstream f(p);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("Alice's payoff curve: its largest drawn value is the exact soundness value") {
  Rational sup, best;
  const Figure f = debref::stochastic::alice_payoff_figure(Rational(1, 4), &sup, &best);
  // The sampled claims include every breakpoint and one point inside every piece, so the curve's
  // maximum is at most the supremum and reaches it when the supremum is attained.
  CHECK(best <= sup);
  CHECK(sup - best < Rational(1, 1000));
  CHECK(sup > Rational(1, 4));  // a lying Alice gains over the oracle's 1/4 ...
  CHECK(sup < Rational(1, 2));  // ... but not much with honest Bob and Vera
  REQUIRE(f.plot.series.size() == 1);
  CHECK(f.plot.series[0].points.size() > 100);
}

TEST_CASE("DQC figure: the n = 3 counts of docs/DQC.md on the diagonal") {
  const Figure f = debref::dqc::dqc_figure(3);
  REQUIRE(f.plot.bubbles.size() == 4);  // DQC = D for every f on 3 variables
  const int expected[] = {2, 6, 54, 194};
  for (int d = 0; d < 4; ++d) {
    CHECK(f.plot.bubbles[d].x == d);
    CHECK(f.plot.bubbles[d].y == d);
    CHECK(f.plot.bubbles[d].weight == expected[d]);
  }
}

TEST_CASE("stochastic figure: 21 oracles, min over Bob <= honest <= sup over Alice") {
  const Figure f = debref::stochastic::values_figure();
  REQUIRE(f.plot.series.size() == 3);
  for (const auto& s : f.plot.series) CHECK(s.points.size() == 21);
  for (std::size_t i = 0; i < 21; ++i) {
    CHECK(f.plot.series[0].points[i].second <= f.plot.series[2].points[i].second);
    CHECK(f.plot.series[2].points[i].second <= f.plot.series[1].points[i].second);
  }
}

TEST_CASE("debref check --html DIR: header, summary, anchors, every family's figures") {
  const auto dir =
      std::filesystem::temp_directory_path() / ("debref-html-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  auto r = debref_test::run({"check", "--filter", "dqc.twin.wrong_leaf", "--html", dir.string()});
  REQUIRE(r.code == 0);
  const std::string page = slurp(dir / "index.html");
  CHECK(page.find("0 passed, 0 failed, 1 caught") != std::string::npos);
  for (const char* label : {"version", "commit", "date", "command line", "machine"})
    CHECK(page.find(std::string("<td>") + label + "</td>") != std::string::npos);
  CHECK(page.find("debref check --filter dqc.twin.wrong_leaf --html") != std::string::npos);
  CHECK(page.find("id=\"check-dqc.twin.wrong_leaf\"") != std::string::npos);
  CHECK(page.find("href=\"#check-dqc.twin.wrong_leaf\"") != std::string::npos);
  CHECK(page.find("href=\"#seed-002\"") != std::string::npos);         // the source link ...
  CHECK(page.find("<section id=\"seed-002\">") != std::string::npos);  // ... and its target
  CHECK(page.find("id=\"filter\"") != std::string::npos);
  CHECK(page.find("mutant caught") != std::string::npos);
  const char* names[] = {"strength_slack",  "stochastic_values", "alice_payoff",
                         "proofs_chernoff", "feature_prop13",    "feature_error_by_rounds",
                         "det_bisection",   "pe_ogd_regret",     "dqc_vs_depth",
                         "dqc_bounds_n4"};
  CHECK(count(page, "<svg ") == std::size(names));
  for (const char* name : names) {
    CHECK(page.find(std::string("<figure id=\"") + name + "\">") != std::string::npos);
    const std::string svg = slurp(dir / (std::string(name) + ".svg"));
    CHECK(svg.rfind("<?xml", 0) == 0);
    CHECK(count(svg, "</svg>") == 1);
  }
  std::filesystem::remove_all(dir);
}

TEST_CASE("a long rational: a certified decimal truncated toward zero, the exact value folded") {
  // 1/3 * 10^-30 and -(2^100 + 1) / 3: exact arithmetic gives the leading digits.
  CHECK(certified_decimal("1/3" + std::string(30, '0')) == "3.33333…e-31");
  CHECK(certified_decimal("-1267650600228229401496703205377/3") == "-4.22550…e29");
  CHECK(certified_decimal("7/8") == "7/8");  // short: in full
  const std::string long_one = "1" + std::string(40, '0') + "/7";
  CHECK(certified_decimal(long_one) == "1.42857…e39");
}

TEST_CASE("the slack figure: one dot per passing claim with a slack, tight ones on the floor") {
  debref::Check a{"x.a", "x", "s", "t", "i", false, {}}, b{"x.b", "x", "s", "t", "i", false, {}},
      twin{"x.t", "x", "s", "t", "i", true, {}};
  debref::CheckResult ra, rb, rt;
  ra.status = rb.status = debref::Status::Pass;
  rt.status = debref::Status::Caught;
  ra.min_slack = "1/1000";
  rb.min_slack = "0";
  rt.min_slack = "-1";
  const Figure f = slack_figure({{&a, ra}, {&b, rb}, {&twin, rt}});
  REQUIRE(f.plot.series.size() == 1);
  REQUIRE(f.plot.series[0].points.size() == 2);
  CHECK(f.plot.series[0].points[0].second == doctest::Approx(-3));
  CHECK(f.plot.series[0].points[1].second < -3);  // slack 0 below every positive slack
}

TEST_CASE("the page escapes text and shows a failing check's counterexample open") {
  debref::Check check{"x.fail", "x", "a <source>", "a & b", "one", false, {}};
  debref::CheckResult result;
  result.status = debref::Status::Fail;
  result.counterexample = nlohmann::json{{"k", "<1>"}};
  const std::string page = render_page({{&check, result}}, {});
  CHECK(page.find("a &lt;source&gt;</a>: a &amp; b") != std::string::npos);
  CHECK(page.find("<details open>") != std::string::npos);
  CHECK(page.find("&lt;1&gt;") != std::string::npos);
  CHECK(page.find("0 passed, 1 failed") != std::string::npos);
}

TEST_CASE("--html on a file or under a missing parent: exit 2 naming --html, nothing written") {
  const auto file =
      std::filesystem::temp_directory_path() / ("debref-html-file-" + std::to_string(getpid()));
  std::ofstream(file) << "x";
  auto r = debref_test::run({"check", "--filter", "dqc.twin", "--html", file.string()});
  CHECK(r.code == 2);
  CHECK(r.out.empty());
  CHECK(r.err.find("--html") != std::string::npos);
  std::filesystem::remove(file);
  r = debref_test::run({"check", "--filter", "dqc.twin", "--html", "/nonexistent-dir/report"});
  CHECK(r.code == 2);
  CHECK(r.err.find("--html") != std::string::npos);
  CHECK(!std::filesystem::exists("/nonexistent-dir"));
}
