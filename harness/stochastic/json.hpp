// Source: DESIGN.md "Formats": oracles and Params as JSON with rationals as strings, so every
// counterexample can be replayed with `debref debate --oracle O.json --params P.json`.
#pragma once

#include <nlohmann/json.hpp>

#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/params.hpp"

namespace debref::stochastic {

nlohmann::json to_json(const Oracle& o);
nlohmann::json to_json(const Params& p);

}  // namespace debref::stochastic
