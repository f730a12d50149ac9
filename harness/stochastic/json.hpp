// Source: DESIGN.md "Formats": oracles and Params as JSON with rationals as strings, so every
// counterexample can be replayed with `debref debate --oracle O.json --params P.json`.
#pragma once

#include <nlohmann/json.hpp>

#include "harness/io/input.hpp"
#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::stochastic {

nlohmann::json to_json(const Oracle& o);
nlohmann::json to_json(const Params& p);

}  // namespace debref::stochastic

namespace debref {

/// {"t": T, "probs": {"": "1/2", "0": ..., "1": ...}}: every prefix of length <= t, each
/// probability in [0, 1], no other keys; t <= max_t.
stochastic::Oracle parse_oracle(const nlohmann::json& j, int max_t);

/// {"c","s","b","q","v"} or {"defaults": true, "k": K} (Lean Params.defaults k t).
stochastic::Params parse_params(const nlohmann::json& j, int t);

}  // namespace debref
