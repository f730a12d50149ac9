// Source: Lean Debate/Cost.lean alice_debate_cost, bob_debate_cost, vera_debate_cost ("regardless
// of" the other agents): each honest agent's expected queries against its worst opponents
// (reference/stochastic/worst_cost.hpp), exactly, on the default instances.
#include <string>
#include <tuple>

#include "harness/core/deadline.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/instances.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/worst_cost.hpp"

namespace debref::stochastic {

ClaimOutcome worst_opponent_cost(bool bob_steps_miscounted) {
  ClaimOutcome out;
  for (const Instance& in : default_instances()) {
    throw_if_past_deadline();
    const Params p = tenfold_params(in.k, in.oracle.t);
    const SampleCounts n = sample_counts(p);
    const Costs<Rational> worst = worst_costs(in.oracle, protocol(p));
    // Lean's bounds, as stated: (t+1) samples c q, (t+1) samples ((b-s)/2) q, samples ((s-c)/2)
    // v; the twin counts Bob's steps as t.
    const Integer steps = Integer(in.oracle.t) + 1;
    const Integer bob_steps = bob_steps_miscounted ? steps - 1 : steps;
    for (auto [name, cost, bound] :
         {std::tuple{"alice", worst.alice, Rational(steps * Integer(n.alice))},
          {"bob", worst.bob, Rational(bob_steps * Integer(n.bob))},
          {"vera", worst.vera, Rational(Integer(n.vera))}}) {
      if (bob_steps_miscounted && std::string(name) != "bob") continue;
      ++out.instances;
      // Init-captures: clang 14 cannot capture structured bindings.
      auto instance = [&, name = name, &cost = cost, &bound = bound] {
        return violation(in.oracle, p, in.k,
                         std::string(name) + " cost against the worst opponents <= bound", cost,
                         bound);
      };
      out.slack(bound - cost, instance);
      if (cost > bound && !out.violation) out.violation = instance();
    }
    if (bob_steps_miscounted && out.violation) break;  // the twin stops at its catch
  }
  return out;
}

}  // namespace debref::stochastic
