// Source: docs/ARCHITECTURE.md "Principles" (every claim is a check; every check can fail). A claim
// is one line of source and statement evaluated on its instance space; the registry turns it into a
// check (PASS / FAIL / VACUOUS / UNKNOWN). A falsifying twin is CAUGHT when its violation is found.
// Shared by every family that states its claims this way.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/check.hpp"
#include "reference/num/rational.hpp"

namespace debref {

/// What evaluating a claim on its instance space found.
struct ClaimOutcome {
  std::uint64_t instances = 0;  // instances where the hypotheses held and the conclusion was tested
  std::uint64_t vacuous = 0;    // instances skipped because a hypothesis failed
  std::optional<nlohmann::json> violation;  // the first instance where the conclusion failed
  bool undecided = false;  // a certified comparison could not be decided (never read as holding)
  std::string detail;
  /// The least slack of the conclusion seen so far (how close the claim came to failing; 0 =
  /// tight, negative = violated) and the instance attaining it.
  std::optional<Rational> min_slack;
  std::optional<nlohmann::json> tightest;

  /// Records the slack of one non-vacuous instance: for a conclusion `lhs >= rhs` (or `lhs >
  /// rhs`), lhs - rhs. `instance` is called only when the slack is a new least.
  void slack(const Rational& s, const std::function<nlohmann::json()>& instance);
  /// At a sweep's deadline (harness/core/deadline.hpp): marks the outcome undecided, saying how
  /// many of `total` instances were done, and returns true (the caller stops).
  bool stop_at_deadline(std::size_t total);
  /// Adds `other`'s counts, first violation and least slack to this outcome.
  void merge(const ClaimOutcome& other);
};

struct Claim {
  std::string id;         // "<family>.…"
  std::string source;     // e.g. "Lean Debate/Details.lean completeness_p"
  std::string statement;  // hypotheses => conclusion, one line
  std::string instances;  // the instance space, one line
  bool twin = false;      // a falsifying twin: a violation must be found
  std::function<ClaimOutcome()> evaluate;
};

/// Adds each claim as a check of `family`: a claim PASSes without a violation, a twin is CAUGHT
/// with one (and FAILs without); undecided comparisons make UNKNOWN; a claim with no instance
/// meeting its hypotheses is VACUOUS, never PASS.
void register_claims(Registry& registry, const std::string& family, std::vector<Claim> claims);

}  // namespace debref
