// Source: Lean Debate/Details.lean, Correct.lean, Cost.lean. The stochastic family's claims, each
// one line of source and statement, evaluated on the default instance space. The registry turns a
// claim into a check (PASS / FAIL / UNKNOWN); a falsifying twin passes when its violation is found.
#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/claim.hpp"

namespace debref::stochastic {

/// Every claim of the stochastic family, in ladder order (rung by rung), twins last.
std::vector<Claim> stochastic_claims();

}  // namespace debref::stochastic
