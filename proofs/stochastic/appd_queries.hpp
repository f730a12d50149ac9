// Source: seed 001 App. D, the proof of Thm 6.2 (completeness 3/5, soundness 2/5 of Fig. 2 with
// d = ceil(150 K), R = 192 d^2 log(100 T) debater samples, r = 192 d^2 log 100 verifier samples,
// B's abort radius 1/(2d), V's test radius 1/(4d)); docs/STOCHASTIC.md "App. D". The proof's
// arithmetic steps, symbolically over the reals, each with a falsifying twin: the event
// inclusions behind eq. (5), (9), (11) and the E^2 case, the Chernoff numbers, eq. (1), eq. (8)
// and the two final chains.
#pragma once

#include <vector>

#include "proofs/query.hpp"

namespace debref::proofs {

std::vector<Query> appd_queries();

}  // namespace debref::proofs
