// Source: seed 004 (Sec. 3.2, Lemma 8, Prop. 9, Prop. 10, Cor. 11, Cor. 12, Prop. 13);
// docs/FEATURE.md. The feature family's claims, each one line of source and statement, evaluated
// exactly on enumerated small environments (harness/feature/instances.hpp, evaluate.hpp). A
// falsifying twin passes when its violation is found.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"

namespace debref::feature {

/// Every claim of the feature family, in paper order, twins last.
std::vector<Claim> feature_claims();

}  // namespace debref::feature
