// Source: docs/ARCHITECTURE.md "Principles" (every claim is a check; every check can fail). A check
// states its source, hypotheses and conclusion and instance space; its result is PASS, FAIL (with a
// replayable counterexample), VACUOUS (no instance met the hypotheses: a failure, never a pass),
// CAUGHT (a falsifying twin whose violation was found) or UNKNOWN (resource limit or undecided;
// never reported as PASS).
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace debref {

enum class Status { Pass, Fail, Unknown, Vacuous, Caught };
const char* to_string(Status s);
/// The status printed as `name` ("PASS", "FAIL", "UNKNOWN", "VACUOUS", "CAUGHT"), if any.
std::optional<Status> status_from_string(const std::string& name);
/// PASS and CAUGHT: the check did what it promises.
bool succeeded(Status s);

struct CheckResult {
  Status status = Status::Unknown;
  std::uint64_t instances = 0;  // instances where every hypothesis held (non-vacuous)
  std::uint64_t vacuous = 0;    // instances skipped because a hypothesis failed
  double seconds = 0;           // wall time, for the report only
  /// The exact least slack of the conclusion over the non-vacuous instances ("a/b"; 0 = tight),
  /// when the conclusion is an inequality, and the instance that attains it.
  std::optional<std::string> min_slack;
  std::optional<nlohmann::json> tightest;
  std::optional<nlohmann::json> counterexample;  // FAIL: the violation; CAUGHT: the catching one
  std::string detail;
};

struct Check {
  std::string id;         // starts with its family: "stochastic.", later "proofs.", "det.", ...
  std::string family;     // "stochastic"
  std::string source;     // e.g. "Lean Debate/Details.lean completeness_p"
  std::string statement;  // hypotheses => conclusion
  std::string instances;  // the instance space
  bool twin = false;      // a falsifying twin: CAUGHT means the mutant was caught
  std::function<CheckResult()> run;
};

/// Thrown by a check that ran out of a resource (time, memory, a size limit) before deciding
/// its claim: run_check reports UNKNOWN, never PASS or FAIL.
class ResourceLimit : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The checks of every family, in registration order.
class Registry {
 public:
  void add(Check check);
  const std::vector<Check>& checks() const { return checks_; }

 private:
  std::vector<Check> checks_;
};

/// Runs one check. An exception becomes FAIL with its message (a claim must not crash), except
/// ResourceLimit and std::bad_alloc, which become UNKNOWN. A twin's PASS is reported as CAUGHT.
/// With a time limit, a check that stops at it (past_deadline(), throw_if_past_deadline()) reports
/// UNKNOWN, never PASS.
CheckResult run_check(const Check& check, std::optional<double> time_limit_seconds = {});

}  // namespace debref
