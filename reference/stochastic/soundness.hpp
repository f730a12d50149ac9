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
  std::uint64_t candidates = 0;  // breakpoints and limits examined (a fallback: both sweeps)
  std::uint64_t exact_candidates = 0;  // how many needed exact evaluation (exact mode)
  bool banded = false;                 // only the claims of a band were visited (claim_band)
};

/// Claims (lo, hi) outside which Alice's payoff G is at most the true value `bound` encloses.
struct ClaimBand {
  Rational lo, hi;
  Interval bound;
};

/// The band x +- (R + t), R the larger acceptance radius. For a claim p <= x - R - t, every
/// count X an estimator with radius r <= R accepts has X/n < p + r <= x - t, so it accepts with
/// probability at most P(X/n <= x - t) <= exp(-2 n t^2) (Hoeffding's inequality for
/// Binomial(n, x)/n); likewise above x + R + t. There G = B C + (1 - B) V <= B max(C, 0) + V, C
/// a mix of u0 and u1 and V in [0, 1]: so G <= exp(-2 n_b t^2) max(u0, u1, 0) +
/// exp(-2 n_v t^2) = bound, enclosed at the working precision. nullopt when the band would be
/// wider than 1/2 (few samples, the whole sweep being cheap; or an estimator with one sample, as
/// the Vera that never accepts in worst_costs).
std::optional<ClaimBand> claim_band(const Rational& x, const Estimator& bob, const Estimator& vera,
                                    const Interval& u0, const Interval& u1);

/// One node: Bob and Vera estimate Bernoulli(x); children values u0, u1 and whether the
/// children's suprema are attained (leaves: true). With use_band, only the claims of
/// claim_band are visited when the best of them certainly exceeds the band's bound. With exact
/// (or point) children values the result is the full sweep's (`debref check` compares both,
/// stochastic.solver.band); with wider enclosures of them it is the same or tighter, still
/// certified (a left-out candidate's enclosure may reach above the bound by the width of u0).
template <class Num>
SoundnessStep<Num> soundness_step(const Rational& x, const Estimator& bob, const Estimator& vera,
                                  const Value<Num>& u0, const Value<Num>& u1,
                                  std::optional<bool> attained0, std::optional<bool> attained1,
                                  const Rational& approach, bool use_band = true);

/// The same with a given band (nullopt: every claim). A wrong band gives a wrong value: the
/// falsifying twin of stochastic.solver.band passes one.
template <class Num>
SoundnessStep<Num> soundness_step_in_band(const Rational& x, const Estimator& bob,
                                          const Estimator& vera, const Value<Num>& u0,
                                          const Value<Num>& u1, std::optional<bool> attained0,
                                          std::optional<bool> attained1, const Rational& approach,
                                          const std::optional<ClaimBand>& band);

extern template SoundnessStep<Integer> soundness_step<Integer>(const Rational&, const Estimator&,
                                                               const Estimator&, const Rational&,
                                                               const Rational&, std::optional<bool>,
                                                               std::optional<bool>, const Rational&,
                                                               bool);
extern template SoundnessStep<Interval> soundness_step<Interval>(
    const Rational&, const Estimator&, const Estimator&, const Interval&, const Interval&,
    std::optional<bool>, std::optional<bool>, const Rational&, bool);
extern template SoundnessStep<Integer> soundness_step_in_band<Integer>(
    const Rational&, const Estimator&, const Estimator&, const Rational&, const Rational&,
    std::optional<bool>, std::optional<bool>, const Rational&, const std::optional<ClaimBand>&);
extern template SoundnessStep<Interval> soundness_step_in_band<Interval>(
    const Rational&, const Estimator&, const Estimator&, const Interval&, const Interval&,
    std::optional<bool>, std::optional<bool>, const Rational&, const std::optional<ClaimBand>&);

}  // namespace debref::stochastic
