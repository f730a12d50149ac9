// Source: the cross-checking issue, `debref check --html DIR`: the pictures of the report, each
// computed exactly by the reference (rationals) and only then drawn.
#pragma once

#include <string>
#include <vector>

#include "harness/html/svg.hpp"
#include "reference/num/rational.hpp"

namespace debref::html {

/// A picture with the exact facts a reader (and the tests) can check it against.
struct Figure {
  std::string name;     // file stem: DIR/<name>.svg
  std::string caption;  // what it shows and where the numbers come from
  Plot plot;
};

/// Lean `completeness_p` / `soundness_p` on t = 0 oracles: P(debate says true) with honest play,
/// its minimum over every Bob (completeness value) and its supremum over every Alice (soundness
/// value), against the oracle's final probability p = i/20, for tenfold Params at k = 1.
Figure stochastic_values_figure();

/// Alice's payoff G(claim) = B(claim) clamp(claim) + (1 - B(claim)) V(claim) at the root of the
/// t = 0 oracle with probability `p` (honest Bob and Vera, tenfold Params at k = 1): the
/// piecewise curve whose supremum is the soundness value. `sup` receives that value (from the
/// exact solver) and `max_sampled` the largest G at the breakpoints and piece midpoints drawn.
Figure alice_payoff_figure(const Rational& p, Rational* sup = nullptr,
                           Rational* max_sampled = nullptr);

/// seed 002: DQC(f) against decision-tree depth D(f) for every f on n variables (n <= 3), one
/// disc per (D, DQC) pair with the number of functions.
Figure dqc_figure(int n);

/// All of the above, in report order.
std::vector<Figure> report_figures();

}  // namespace debref::html
