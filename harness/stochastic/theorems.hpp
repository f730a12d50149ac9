// Source: Lean Debate/Details.lean completeness', soundness', completeness_p, soundness_p (with w =
// final, d = the largest valid d). The instance-wise conclusions of the stochastic family, shared
// by its checks (harness/stochastic/claims.cpp) and the counterexample explorer (harness/explore/).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "harness/stochastic/instances.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// A conclusion `value >= bound` on one instance.
struct Inequality {
  Rational value, bound;
  std::string what;
};

/// (1 - q)^(t+1), exactly.
Rational survive(const Rational& q, int t);

/// Lean completeness_p: w = final, d = the largest valid d; conclusion value >= d. nullopt when a
/// hypothesis other than Lipschitz fails (the instance is vacuous).
std::optional<Inequality> completeness_p(const Instance& in, const Params& p, const ExactValues& v);

/// Lean soundness_p: w = final(false), d = the largest valid d; P(false) >= d.
std::optional<Inequality> soundness_p(const Instance& in, const Params& p, const ExactValues& v);

/// Lean completeness': (1-v)(final - k c - (1-(1-q)^(t+1))) <= min over Bob of P(true).
std::optional<Inequality> completeness_prime(const Instance& in, const Params& p,
                                             const ExactValues& v);

/// Lean soundness': (1-v)(1-q)^(t+1)(final(false) - k b) <= min over Alice of P(false).
std::optional<Inequality> soundness_prime(const Instance& in, const Params& p,
                                          const ExactValues& v);

}  // namespace debref::stochastic
