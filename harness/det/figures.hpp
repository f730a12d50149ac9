// Source: seed 001 Fig. 4, Thm 5.1 (bisection debate: no liar wins; the verifier reads
// O(log T) configurations), drawn for the HTML report from the exact game (reference/det).
#pragma once

#include "harness/core/svg.hpp"

namespace debref::det {

/// By T = 1..8 on 256 machines of the plain class (S = 2, every input): the most bits the
/// verifier reads over every honest-A play against every B, Thm 5.1's explicit bound, and the
/// number of (machine, input) pairs x not in L where a liar beats the honest B.
html::Figure bisection_figure();

}  // namespace debref::det
