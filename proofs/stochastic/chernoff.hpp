// Source: Lean Prob/Chernoff.lean chernoff_estimate_abs_le: for the sample mean of n draws of a
// p-coin and e >= 0, P(|estimate - p| >= e) <= 2 exp(-2 n e^2). docs/STOCHASTIC.md (Proofs), query
// 5: the exact binomial tail against the bound, exp enclosed by certified intervals until decided.
#pragma once

#include <cstdint>
#include <optional>

#include "reference/num/rational.hpp"

namespace debref::proofs {

/// P(|X/n - p| >= e) exactly, X ~ Binomial(n, p); n >= 1, 0 <= p <= 1.
Rational estimate_tail(std::uint64_t n, const Rational& p, const Rational& e);

/// Whether tail <= factor * exp(-exponent * n * e^2), decided with certified exp (exact when
/// e = 0 or the tail is 0); nullopt when undecided at the precision limit (equality).
std::optional<bool> chernoff_bound_holds(std::uint64_t n, const Rational& p, const Rational& e,
                                         const Rational& factor, const Rational& exponent);

/// A certified lower bound of factor * exp(-exponent * n * e^2) - tail (the slack of the bound;
/// exact when e = 0 or n e^2 = 0).
Rational chernoff_slack_lower(std::uint64_t n, const Rational& p, const Rational& e,
                              const Rational& factor, const Rational& exponent);

}  // namespace debref::proofs
