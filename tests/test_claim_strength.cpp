// The strength of a check (docs/ARCHITECTURE.md "Principles"): non-vacuous and vacuous counts,
// the exact least slack and the instance attaining it, VACUOUS for a claim no instance exercised
// (a failure), CAUGHT for a twin whose mutant was found out.
#include <doctest/doctest.h>

#include "harness/core/claim.hpp"
#include "harness/core/report.hpp"

using namespace debref;

namespace {

/// A claim `value >= bound` over the pairs given, with the pairs where `hypothesis` fails vacuous.
ClaimOutcome over(const std::vector<std::pair<Rational, Rational>>& pairs, bool hypothesis = true) {
  ClaimOutcome o;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (!hypothesis) {
      ++o.vacuous;
      continue;
    }
    ++o.instances;
    const auto& [value, bound] = pairs[i];
    auto instance = [&] { return nlohmann::json{{"i", i}}; };
    o.slack(value - bound, instance);
    if (value < bound && !o.violation) o.violation = instance();
  }
  return o;
}

std::vector<CheckRun> run_all(const Registry& r) {
  std::vector<CheckRun> runs;
  for (const Check& c : r.checks()) runs.push_back({&c, run_check(c)});
  return runs;
}

}  // namespace

TEST_CASE("the least slack is exact and names the instance attaining it") {
  ClaimOutcome o = over({{Rational(3, 4), Rational(1, 2)},
                         {Rational(2, 3), Rational(1, 2)},
                         {Rational(1), Rational(1, 2)}});
  REQUIRE(o.min_slack);
  CHECK(*o.min_slack == Rational(1, 6));
  CHECK((*o.tightest)["i"] == 1);
  CHECK(!o.violation);
  // Ties keep the first instance; merging keeps the least over both.
  ClaimOutcome tie = over({{Rational(1), Rational(0)}, {Rational(1), Rational(0)}});
  CHECK((*tie.tightest)["i"] == 0);
  ClaimOutcome tight = over({{Rational(1, 2), Rational(1, 2)}});
  o.merge(tight);
  CHECK(*o.min_slack == 0);
  CHECK(o.instances == 4);
}

TEST_CASE(
    "statuses: PASS with slack, VACUOUS fails, a caught twin is CAUGHT, an uncaught one FAIL") {
  Registry r;
  const std::vector<std::pair<Rational, Rational>> holds{{Rational(1), Rational(1, 3)}};
  const std::vector<std::pair<Rational, Rational>> fails{{Rational(0), Rational(1, 3)}};
  auto claim = [](std::string id, bool twin, std::function<ClaimOutcome()> evaluate) {
    return Claim{.id = std::move(id),
                 .source = "s",
                 .statement = "value >= bound",
                 .instances = "pairs",
                 .twin = twin,
                 .evaluate = std::move(evaluate)};
  };
  register_claims(r, "x",
                  {claim("x.holds", false, [&] { return over(holds); }),
                   claim("x.vacuous", false, [&] { return over(holds, false); }),
                   claim("x.twin_caught", true, [&] { return over(fails); }),
                   claim("x.twin_missed", true, [&] { return over(holds); })});
  const auto runs = run_all(r);
  CHECK(runs[0].result.status == Status::Pass);
  CHECK(runs[0].result.min_slack == "2/3");
  CHECK(runs[1].result.status == Status::Vacuous);
  CHECK(runs[1].result.vacuous == 1);
  CHECK(runs[2].result.status == Status::Caught);
  CHECK(runs[2].result.counterexample);
  CHECK(!runs[2].result.min_slack);  // a twin's slack is not a strength
  CHECK(runs[3].result.status == Status::Fail);
  const Summary s = summarize(runs);
  CHECK(summary_line(s) == "1 passed, 1 failed, 1 caught, 1 vacuous");
  CHECK(exit_code(s) == 1);
  const nlohmann::json j = to_json(runs);
  CHECK(j["checks"][0]["min_slack"] == "2/3");
  CHECK(j["checks"][0]["tightest"]["i"] == 0);
  CHECK(j["checks"][1]["status"] == "VACUOUS");
  CHECK(j["checks"][2]["status"] == "CAUGHT");
  CHECK(j["summary"]["vacuous"] == 1);
  CHECK(j["summary"]["caught"] == 1);
  // A suite of passes and caught twins succeeds.
  CHECK(exit_code(summarize({runs[0], runs[2]})) == 0);
  // Every status reads back from its name.
  for (Status st : {Status::Pass, Status::Fail, Status::Unknown, Status::Vacuous, Status::Caught})
    CHECK(status_from_string(to_string(st)) == st);
  CHECK(!status_from_string("pass"));
}

TEST_CASE("a long exact slack is shown briefly and kept whole in JSON") {
  const std::string digits(60, '7');
  const std::string brief = brief_rational(digits + "/3");
  CHECK(brief.size() < 40);
  CHECK(brief.find("(60 digits)") != std::string::npos);
  CHECK(brief_rational("1/3") == "1/3");
}
