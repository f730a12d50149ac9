// Source: issue "Core", checks. The stochastic family's claims, each one line of source and
// statement, evaluated on the default instance space. The registry turns a claim into a check
// (PASS / FAIL / UNKNOWN); a falsifying twin passes when its violation is found.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace debref::stochastic {

/// What evaluating a claim on its instance space found.
struct ClaimOutcome {
  std::uint64_t instances = 0;  // instances where the hypotheses held and the conclusion was tested
  std::uint64_t vacuous = 0;    // instances skipped because a hypothesis failed
  std::optional<nlohmann::json> violation;  // the first instance where the conclusion failed
  bool undecided = false;  // a certified comparison could not be decided (never read as holding)
  std::string detail;
};

struct Claim {
  std::string id;         // "stochastic.…"
  std::string source;     // e.g. "Lean Debate/Details.lean completeness_p"
  std::string statement;  // hypotheses => conclusion, one line
  std::string instances;  // the instance space, one line
  bool twin = false;      // a falsifying twin: a violation must be found
  std::function<ClaimOutcome()> evaluate;
};

/// Every claim of the stochastic family, in ladder order (rung by rung), twins last.
std::vector<Claim> stochastic_claims();

}  // namespace debref::stochastic
