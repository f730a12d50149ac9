// Source: seed 002 Cor. 4, Lemma 3, Thm 5, Thm 6, Lemma 8 at n = 4 (docs/DQC.md "Checks at
// n = 4"): the n = 4 part of the dqc claims of harness/dqc/claims.cpp. The constructions are
// validated on one representative per NPN class (222; DQC, formula depth and size are
// NPN-invariant, docs/DQC.md), the bounds compared on all 65,536 functions, and each claim says
// how tight its bound is there.
#pragma once

#include <string>

#include "harness/core/claim.hpp"

namespace debref::dqc {

/// Each adds its n = 4 instances to `o` (stopping at a violation) and returns a detail sentence.
std::string exact_n4(ClaimOutcome& o);
std::string cor4_n4(ClaimOutcome& o);
std::string lemma3_n4(ClaimOutcome& o);
std::string thm5_n4(ClaimOutcome& o);
std::string thm6_n4(ClaimOutcome& o, int lowered);
std::string lemma8_n4(ClaimOutcome& o, int lowered);

}  // namespace debref::dqc
