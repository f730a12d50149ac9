// Source: seed 002 Def. 1, Lemma 3, Cor. 4, Thm 5, Thm 6, Lemma 8, Thm 13 (docs/DQC.md): the dqc
// family's claims, each evaluated exactly on every Boolean function of n <= 3 variables (or the
// documented instances). Twins pass when caught.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"

namespace debref::dqc {

/// Every claim of the dqc family, in paper order, twins beside what they falsify.
std::vector<Claim> dqc_claims();

}  // namespace debref::dqc
