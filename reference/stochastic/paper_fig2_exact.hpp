// Source: seed 001 Fig. 2 (with its App. D honest strategies), solved exactly in rationals for
// small sample counts: an independent evaluation of the game that PaperFig2
// (reference/stochastic/paper_fig2.hpp) solves in certified arithmetic for the paper's own
// constants. Straightforward on purpose: every binomial probability from the exact pmf, every
// claim p where an acceptance window changes (X/n -+ radius for every X in 0..n) enumerated,
// sorted and evaluated at the point and as both one-sided limits. docs/STOCHASTIC.md.
#pragma once

#include "reference/num/rational.hpp"
#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/paper_fig2.hpp"

namespace debref::stochastic {

/// When B' may abort: after seeing a_t (Fig. 2 step 2(e), the paper) or before the bit is drawn
/// (Lean's protocol order).
enum class AbortTiming { AfterBit, BeforeBit };

/// min over every B' of P(V outputs 1), A honest; c.R and c.r at most a few thousand.
Rational paper_completeness_exact(const Oracle& o, const PaperConstants& c,
                                  AbortTiming timing = AbortTiming::AfterBit);
/// sup over every A' (any claim in [0, 1] per prefix) of P(V outputs 1), B honest.
Rational paper_soundness_exact(const Oracle& o, const PaperConstants& c);

}  // namespace debref::stochastic
