// Mirrors: Lean Debate/Protocol.lean name for name: Alice, Bob, Vera, samples (num/), alice,
// bob', bob, vera, State, step, steps, debate. A literal evaluation over Comp, exponential in
// nothing but slow (rational weights at every bind): the reference the fast solver
// (solver.hpp) is checked against on small instances.
#pragma once

#include <functional>
#include <vector>

#include "reference/comp/comp.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// Lean: Alice. Claims the probability that the next bit is 1 after the transcript so far.
using Alice = std::function<Comp<Rational>(const Prefix&)>;
/// Lean: Bob. Sees the transcript and Alice's claim; true = accept, false = reject.
using Bob = std::function<Comp<bool>(const Prefix&, const Rational&)>;
/// Lean: Vera. Bob's type, queries counted for VeraId.
using Vera = Bob;

/// Lean: alice e q. Honest Alice estimates with samples e q queries.
Alice alice(const Rational& e, const Rational& q);
/// Lean: bob' c s q o. Estimates with samples ((s-c)/2) q queries for `id`; accepts iff
/// |p - estimate| < (c+s)/2.
Bob bob_prime(const Rational& c, const Rational& s, const Rational& q, OracleId id);
/// Lean: bob c s q = bob' c s q BobId.
Bob bob(const Rational& c, const Rational& s, const Rational& q);
/// Lean: vera c s v = bob' c s v VeraId.
Vera vera(const Rational& c, const Rational& s, const Rational& v);

/// Lean: State n = Except Bool (Vector Bool n): still running with a transcript, or finished.
struct State {
  bool running = true;
  Prefix y;
  bool result = false;  // when finished: Vera's verdict
  friend auto operator<=>(const State&, const State&) = default;
};

/// Lean: step. Alice claims p; if Bob accepts, the next bit is bernoulli p; else Vera decides.
Comp<State> step(const Alice& a, const Bob& b, const Vera& v, const Prefix& y);
/// Lean: steps n.
Comp<State> steps(const Alice& a, const Bob& b, const Vera& v, int n);
/// Lean: debate alice bob vera t: t+1 steps; the newest bit, or Vera's verdict.
Comp<bool> debate(const Alice& a, const Bob& b, const Vera& v, int t);

/// Strategies from the solver's tables, for replaying worst cases through the literal protocol.
Alice alice_from_claims(std::vector<Rational> claim_per_node);
Bob bob_from_table(BobTable table);

}  // namespace debref::stochastic
