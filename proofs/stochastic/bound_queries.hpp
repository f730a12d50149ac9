// Source: Lean Debate/Details.lean bob_complete, bob_sound, completeness_p, soundness_p, and
// Mathlib one_add_mul_le_pow (Bernoulli) as used there; docs/STOCHASTIC.md (Proofs), query 2. The
// arithmetic steps of those proofs, symbolically over the reals, each with a sanity twin.
#pragma once

#include <vector>

#include "proofs/query.hpp"

namespace debref::proofs {

std::vector<Query> bound_queries();

}  // namespace debref::proofs
