#include "reference/stochastic/worst_cost.hpp"

#include <algorithm>
#include <vector>

#include "reference/stochastic/soundness.hpp"

namespace debref::stochastic {

Costs<Rational> worst_costs(const Oracle& o, const Protocol& p) {
  const std::size_t size = o.probs.size();  // internal prefixes, heap order (Prefix::index)
  std::vector<Rational> alice(size), bob(size), vera(size);
  auto child = [&](const std::vector<Rational>& w, std::size_t c) {
    return c < size ? w[c] : Rational(0);  // after the last step: no more queries
  };
  // A Vera that never accepts: after a rejection the debate ends and Bob's cost stops growing.
  const Estimator never{1, Rational(0)};
  for (std::size_t h = size; h-- > 0;) {
    const Rational& x = o.probs[h];
    const Rational a0 = child(alice, 2 * h + 1), a1 = child(alice, 2 * h + 2);
    alice[h] = Rational(Integer(p.alice_samples)) + x * a1 + (1 - x) * a0;
    const SoundnessStep<Integer> s =
        soundness_step<Integer>(x, p.bob, never, child(bob, 2 * h + 1), child(bob, 2 * h + 2), true,
                                true, Rational(1, 1000000000));
    bob[h] = Rational(Integer(p.bob.n)) + s.value;
    // Bob rejects here (Vera queries once, then the debate ends) or some claim continues.
    vera[h] =
        std::max({Rational(Integer(p.vera.n)), child(vera, 2 * h + 1), child(vera, 2 * h + 2)});
  }
  return {alice[0], bob[0], vera[0]};
}

}  // namespace debref::stochastic
