// Source: Lean Debate/Details.lean completeness_p, soundness_p, drawn for the HTML report: each
// picture computed exactly by the reference (rationals) and only then drawn.
#pragma once

#include "harness/core/svg.hpp"
#include "reference/num/rational.hpp"

namespace debref::stochastic {

/// Lean `completeness_p` / `soundness_p` on t = 0 oracles: P(debate says true) with honest play,
/// its minimum over every Bob (completeness value) and its supremum over every Alice (soundness
/// value), against the oracle's final probability p = i/20, for tenfold Params at k = 1.
html::Figure values_figure();

/// Alice's payoff G(claim) = B(claim) clamp(claim) + (1 - B(claim)) V(claim) at the root of the
/// t = 0 oracle with probability `p` (honest Bob and Vera, tenfold Params at k = 1): the
/// piecewise curve whose supremum is the soundness value. `sup` receives that value (from the
/// exact solver) and `max_sampled` the largest G at the breakpoints and piece midpoints drawn.
html::Figure alice_payoff_figure(const Rational& p, Rational* sup = nullptr,
                                 Rational* max_sampled = nullptr);

}  // namespace debref::stochastic

namespace debref::stochastic {

/// Lean `chernoff_estimate_abs_le` (proofs.chernoff): the exact binomial tail P(|X/n - p| >= e)
/// against the bound 2 exp(-2 n e^2) for p = 1/2, e = 1/5, n = 1..80, on a log scale.
html::Figure chernoff_figure();

}  // namespace debref::stochastic
