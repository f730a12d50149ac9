// Source: Lean Debate/Correct.lean, soundness (honest Bob against any Alice): the
// soundness value is the supremum over every Alice strategy (any real claim p at each prefix;
// bernoulli clamps p to [0,1]). At one node with children values U0, U1 the payoff of claim p is
//   G(p) = B(p) * (clamp(p) U1 + (1 - clamp(p)) U0) + (1 - B(p)) * V(p)
// with B, V the acceptance probabilities of honest Bob and Vera. B and V are piecewise constant
// with breakpoints p = X/n +- r, and clamp has kinks at 0 and 1, so G is linear on each open
// piece: the supremum is the largest of the values at breakpoints and the one-sided limits at
// piece ends (attained only at breakpoints or on pieces where G is flat).
#pragma once

#include <optional>

#include "reference/stochastic/solver.hpp"
#include "reference/stochastic/value.hpp"

namespace debref::stochastic {

template <class Num>
struct SoundnessStep {
  Value<Num> value;              // sup_p G(p)
  std::optional<bool> attained;  // whether the node's sup and its subtree's are attained
  Rational claim;                // a claim attaining the sup or within `approach` of its limit
  std::uint64_t candidates = 0;  // breakpoint values and limits examined
  std::uint64_t exact_candidates = 0;  // how many needed exact evaluation (exact mode)
};

/// One node: Bob and Vera estimate Bernoulli(x); children values u0, u1 and whether the
/// children's suprema are attained (leaves: true).
template <class Num>
SoundnessStep<Num> soundness_step(const Rational& x, const Estimator& bob, const Estimator& vera,
                                  const Value<Num>& u0, const Value<Num>& u1,
                                  std::optional<bool> attained0, std::optional<bool> attained1,
                                  const Rational& approach);

extern template SoundnessStep<Integer> soundness_step<Integer>(const Rational&, const Estimator&,
                                                               const Estimator&, const Rational&,
                                                               const Rational&, std::optional<bool>,
                                                               std::optional<bool>,
                                                               const Rational&);
extern template SoundnessStep<Interval> soundness_step<Interval>(
    const Rational&, const Estimator&, const Estimator&, const Interval&, const Interval&,
    std::optional<bool>, std::optional<bool>, const Rational&);

}  // namespace debref::stochastic
