// Source: Lean Debate/Cost.lean alice_fast, bob_fast, vera_fast (and log_200_mul_20000_le);
// Debate/Protocol.lean samples e q = ceil(-log(q/2) / (2 e^2)). docs/STOCHASTIC.md (Proofs),
// query 3. Symbolic over real k > 0, t >= 0 with log uninterpreted (congruence identifies log(2/q)
// with log(200 (t+1))) and, for vera_fast, certified rational bounds on log 200. The certified grid
// over k in [1/2, 100], t in [0, 10^6] is the stochastic family's alice_fast / bob_fast /
// vera_fast checks.
#pragma once

#include <vector>

#include "proofs/query.hpp"

namespace debref::proofs {

std::vector<Query> cost_queries();

}  // namespace debref::proofs
