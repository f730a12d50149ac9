// Source: Lean Debate/Protocol.lean (debate with alice c q, bob s b q, vera c s v) and
// Debate/Cost.lean (alice_debate_cost, bob_debate_cost, vera_debate_cost). Honest play reduces,
// at a node whose next bit is 1 with probability x, to four coefficients of x alone.
#pragma once

#include "reference/stochastic/solver.hpp"
#include "reference/stochastic/value.hpp"

namespace debref::stochastic {

/// With alpha_j = P(honest Alice claims j/n_a), beta_j = P(Bob accepts j/n_a),
/// gamma_j = P(Vera accepts j/n_a), at one node:
///   one  = sum_j alpha_j beta_j j/n_a        (continue, next bit 1)
///   zero = sum_j alpha_j beta_j (1 - j/n_a)  (continue, next bit 0)
///   vera = sum_j alpha_j (1 - beta_j) gamma_j (Bob rejects, Vera accepts)
///   reject = sum_j alpha_j (1 - beta_j)      (Bob rejects)
/// so honest(y) = one * honest(y1) + zero * honest(y0) + vera.
template <class Num>
struct HonestStep {
  Value<Num> one, zero, vera, reject;
};

template <class Num>
HonestStep<Num> honest_step(const Rational& x, std::uint64_t alice_samples, const Estimator& bob,
                            const Estimator& vera);

extern template HonestStep<Integer> honest_step<Integer>(const Rational&, std::uint64_t,
                                                         const Estimator&, const Estimator&);
extern template HonestStep<Interval> honest_step<Interval>(const Rational&, std::uint64_t,
                                                           const Estimator&, const Estimator&);

}  // namespace debref::stochastic
