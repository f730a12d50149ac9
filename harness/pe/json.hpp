// The prover-estimator family's JSON forms (docs/FORMATS.md "Decomposition and estimator"),
// shared by the checks' counterexamples and `debref pe`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "reference/pe/debate.hpp"

namespace debref::pe {

/// A node's path as its key: child indices from the root ("" for the root, "01", ...).
std::string path_key(const Path& p);
/// A conditional-probability table: row i holds B_i(z_<i) for each prefix, rationals as strings.
nlohmann::json table_json(const CondTable& t);
/// {"initial": p_d, "tables": {"<path>": table}} (Fig. 2's estimator B).
nlohmann::json estimator_json(const Estimator& b);

}  // namespace debref::pe
