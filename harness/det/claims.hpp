// Source: seed 001 (Fig. 4 + Thm 5.1, Fig. 1 + Thm 5.3, Fig. 3 + Thm 7.1, Thm 7.2); docs/DET.md.
// The det family's claims, each evaluated exactly on the documented tiny machine class
// (harness/det/instances.hpp, evaluate.hpp, thm7_2.hpp), and the falsifying twins.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"

namespace debref::det {

/// Every claim of the det family, in paper order, twins last.
std::vector<Claim> det_claims();

}  // namespace debref::det
