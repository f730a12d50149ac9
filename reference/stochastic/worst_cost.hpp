// Source: Lean Debate/Cost.lean alice_debate_cost, bob_debate_cost, vera_debate_cost: each agent's
// expected oracle queries (Comp.cost') are bounded "regardless of" the other agents. Here each
// bound's left side is computed for the worst opponents, exactly, by backward induction over the
// 2^(t+1) - 1 prefixes of Lean Debate/Protocol.lean `steps`:
//   alice: honest Alice, any Bob and Vera. Bob's accept/reject decision (after seeing Alice's
//          estimate p) is the only thing that matters; continuing is never worse for the cost,
//          and E[p] = o.prob(y), so W(y) = samples + x W(y1) + (1 - x) W(y0).
//   bob:   honest Bob, any Alice (any real claim p, clamped by bernoulli) and any Vera. After a
//          rejection Bob queries no more, so W(y) = n + sup_p B(p) (clamp(p) W(y1) + (1 -
//          clamp(p)) W(y0)), with B Bob's acceptance probability: the soundness step of
//          reference/stochastic/soundness.hpp with a Vera that never accepts.
//   vera:  honest Vera, any Alice and Bob. Vera is called once, on a rejection: W(y) =
//          max(vera samples, sup over continuing) = vera samples.
#pragma once

#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// The expected queries of each honest agent against its worst opponents (a supremum for Bob:
/// the worst Alice's claims may only approach it), exactly.
Costs<Rational> worst_costs(const Oracle& o, const Protocol& p);

}  // namespace debref::stochastic
