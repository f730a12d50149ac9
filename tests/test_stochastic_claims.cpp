// The stochastic family's checks: every claim holds on its instance space and every falsifying
// twin is caught (the suite is not vacuous). Also the registry and report mechanics.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>
#include <optional>

#include "harness/core/report.hpp"
#include "harness/families.hpp"
#include "harness/stochastic/instances.hpp"
#include "tests/instance_counts.hpp"

using namespace debref;

namespace {

/// The claims that solve Lean's unscaled defaults on the whole grid (about 35 s of
/// certified solving in a Release build). A sanitized build is 10-30 times slower, so there they
/// run for a bounded time and may end UNKNOWN; the Release build runs them to the end.
std::optional<double> time_limit_of([[maybe_unused]] const Check& c) {
#ifdef DEBREF_SANITIZED_TEST
  if (!c.twin &&
      (c.id == "stochastic.correctness_defaults" || c.id.rfind("stochastic.defaults.", 0) == 0))
    return 120.0;
#endif
  return std::nullopt;
}

}  // namespace

TEST_CASE("every stochastic check passes and every twin is caught") {
  Registry r = default_registry();
  int twins = 0, claims = 0;
  for (const Check& c : r.checks()) {
    if (c.family != "stochastic") continue;
    const std::optional<double> limit = time_limit_of(c);
    CheckResult result = run_check(c, limit);
    INFO(c.id << ": " << result.detail);
    if (limit && result.status == Status::Unknown) {
      MESSAGE(c.id << " stopped at its " << *limit << " s limit in the sanitized build after "
                   << result.instances << " instances (no violation)");
      CHECK_FALSE(result.counterexample.has_value());
      continue;
    }
    CHECK(result.status == (c.twin ? Status::Caught : Status::Pass));
    debref_test::check_instance_counts(c, result);
    CHECK(result.instances > 0);
    if (c.twin) {
      ++twins;
      CHECK(result.counterexample.has_value());  // the mutant's failing instance
    } else {
      ++claims;
      CHECK_FALSE(result.counterexample.has_value());
    }
  }
  CHECK(claims >= 10);
  CHECK(twins >= 5);
}

TEST_CASE("the instance space is the documented one") {
  CHECK(stochastic::grid_oracles(1).size() == 5 + 125);
  const auto& in = stochastic::default_instances();
  CHECK(in.size() == 130 + stochastic::listed_oracles().size());
  for (const auto& i : in) CHECK(i.k >= 1);  // changing the last level alone moves final 1:1
}

TEST_CASE("best_d mirrors Lean's complete and sound fields") {
  // tenfold Params at k = 1, t = 0: c = 1/10, s = 1/5, b = 3/10, q = 1/10, v = 1/10; w = 1:
  // complete: 9/10 (1 - 1/10 - 1/10) = 18/25; sound: 9/10 * 9/10 * (1 - 3/10) = 567/1000.
  auto d = stochastic::best_d(stochastic::tenfold_params(1, 0), 1, 1, 0);
  REQUIRE(d);
  CHECK(*d == Rational(567, 1000));
  CHECK_FALSE(stochastic::best_d(stochastic::tenfold_params(1, 0), Rational(1, 4), 1, 0));  // bw
}

TEST_CASE("summary line, exit codes and JSON shape") {
  auto with = [](Status s) {
    CheckResult r;
    r.status = s;
    return r;
  };
  Check pass{"x.pass", "x", "s", "st", "i", false, [&] { return with(Status::Pass); }};
  Check fail{"x.fail", "x", "s", "st", "i", false, [&] { return with(Status::Fail); }};
  Check unknown{"x.unk", "x", "s", "st", "i", false, [&] { return with(Status::Unknown); }};
  Check thrower{"x.throw",
                "x",
                "s",
                "st",
                "i",
                false,
                []() -> CheckResult { throw std::runtime_error("boom"); }};
  auto runs_of = [](std::initializer_list<const Check*> cs) {
    std::vector<CheckRun> runs;
    for (auto* c : cs) runs.push_back({c, run_check(*c)});
    return runs;
  };
  auto all_pass = runs_of({&pass});
  CHECK(summary_line(summarize(all_pass)) == "1 passed, 0 failed");
  CHECK(exit_code(summarize(all_pass)) == 0);
  auto with_unknown = runs_of({&pass, &unknown});
  CHECK(summary_line(summarize(with_unknown)) == "1 passed, 0 failed, 1 unknown");
  CHECK(exit_code(summarize(with_unknown)) == 3);
  auto with_fail = runs_of({&pass, &fail, &unknown, &thrower});
  CHECK(exit_code(summarize(with_fail)) == 1);
  CHECK(with_fail[3].result.status == Status::Fail);  // an exception is a failure
  CHECK(with_fail[3].result.detail.find("boom") != std::string::npos);
  nlohmann::json j = to_json(with_fail);
  CHECK(j["summary"]["failed"] == 2);
  CHECK(j["checks"][0]["status"] == "PASS");
  CHECK(j["checks"][0].contains("twin"));
  // JUnit: written whole, and nothing is left behind when the path cannot be written.
  write_junit("test_check_report.xml", with_fail);
  std::ifstream f("test_check_report.xml");
  std::string xml((std::istreambuf_iterator<char>(f)), {});
  CHECK(xml.find("<failure") != std::string::npos);
  std::remove("test_check_report.xml");
  CHECK_THROWS(write_junit("/nonexistent-dir/report.xml", with_fail));
  CHECK_FALSE(std::ifstream("/nonexistent-dir/report.xml.tmp").good());
}
