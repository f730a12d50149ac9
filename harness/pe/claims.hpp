// Source: seed 000 (Def. 5.3, Lemma A.3, A.4, A.5, Thm A.2, Sec. 7, Thm 6.2, Def. 8.2) and
// docs/PE.md. The pe family's claims, each evaluated exactly on enumerated tiny decompositions (d
// <= 2, q <= 3, Boolean M_D) or finite learning instances. A falsifying twin passes when its
// violation is found.
#pragma once

#include <string>
#include <vector>

#include "harness/core/claim.hpp"

namespace debref::pe {

/// The family's parameters as the claims' instance texts name them.
inline const std::string kPeParams = "eps = 1/10, rho = 1/2, r = eps (1 - rho) / 4 = 1/80";

/// Every claim of the pe family, in ladder order, twins last.
std::vector<Claim> pe_claims();
/// The falsifying twins (claims_twins.cpp), in the order of what they falsify.
std::vector<Claim> pe_twin_claims();

}  // namespace debref::pe
