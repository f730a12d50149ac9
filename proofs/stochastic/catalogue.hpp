// Source: docs/STOCHASTIC.md (Proofs; every query runs in the default suite): every built-in query,
// in a fixed order, each claim followed by its sanity twin.
#pragma once

#include <vector>

#include "proofs/query.hpp"

namespace debref::proofs {

/// Query 1 for Lean's Params.defaults, query 2, query 3 and query 4 on the listed oracles.
std::vector<Query> builtin_queries();

}  // namespace debref::proofs
