// Source: seed 000 (Def. 5.3, Lemma A.3, A.4, A.5, Thm A.2, Sec. 7, Thm 6.2, Def. 8.2) and
// docs/PE.md. The pe family's claims, each evaluated exactly on enumerated tiny decompositions (d
// <= 2, q <= 3, Boolean M_D) or finite learning instances. A falsifying twin passes when its
// violation is found.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"

namespace debref::pe {

/// Every claim of the pe family, in ladder order, twins last.
std::vector<Claim> pe_claims();

}  // namespace debref::pe
