// Source: Lean Debate/Correct.lean, completeness (honest Alice against any Bob):
// the completeness value is the minimum over every Bob strategy. Alice's future is Markov in the
// prefix, so an optimal Bob decides per (prefix, claim): continue (value j/n * W(y1) +
// (1 - j/n) * W(y0)) or reject (value P(Vera accepts the claim)), whichever is smaller.
#pragma once

#include <vector>

#include "reference/stochastic/solver.hpp"
#include "reference/stochastic/value.hpp"

namespace debref::stochastic {

template <class Num>
struct CompletenessStep {
  Value<Num> value;
  std::vector<bool> accept;     // per claim j/n_a (exact mode; certified mode: may be undecided)
  std::uint64_t undecided = 0;  // certified mode: claims whose choice the enclosures left open
};

/// One node: Alice honest with n_a samples of Bernoulli(x); children values w0, w1.
template <class Num>
CompletenessStep<Num> completeness_step(const Rational& x, std::uint64_t alice_samples,
                                        const Estimator& vera, const Value<Num>& w0,
                                        const Value<Num>& w1);

extern template CompletenessStep<Integer> completeness_step<Integer>(const Rational&, std::uint64_t,
                                                                     const Estimator&,
                                                                     const Rational&,
                                                                     const Rational&);
extern template CompletenessStep<Interval> completeness_step<Interval>(
    const Rational&, std::uint64_t, const Estimator&, const Interval&, const Interval&);

}  // namespace debref::stochastic
