// Source: seed 000 Thm A.2 (Lean girving/debate Learn/OGD.lean regret_le), drawn for the HTML
// report from certified enclosures (reference/pe/ogd), converted to doubles only for drawing.
#pragma once

#include "harness/core/svg.hpp"

namespace debref::pe {

/// OGD regret against Lean's bound 3/2 g d sqrt(n) for n = 1..64 on the adaptive oscillating
/// adversary (dim 1, g 1; the largest regret over the case's comparators).
html::Figure ogd_regret_figure();

}  // namespace debref::pe
