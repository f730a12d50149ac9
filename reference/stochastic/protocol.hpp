// Mirrors: Lean Debate/Protocol.lean name for name: Alice, Bob, Vera, samples (num/), alice,
// bob', bob, vera, State, step, steps, debate. A literal evaluation over Comp: exact but slow
// (every bind multiplies rational weights, and the run keeps every prefix of the transcript),
// the reference the fast solver (solver.hpp) is checked against on small instances.
#pragma once

#include <functional>
#include <vector>

#include "reference/stochastic/comp.hpp"
#include "reference/stochastic/solver.hpp"

namespace debref::stochastic {

/// Lean: Alice (= Alice' AliceId). Claims the probability that the next bit is 1 after the
/// transcript so far; may query only for AliceId.
using Alice = std::function<Comp<Rational>(const Prefix&)>;
/// Lean: Bob (= Bob' BobId). Sees the transcript and Alice's claim; true = accept, false =
/// reject; may query only for BobId.
using Bob = std::function<Comp<bool>(const Prefix&, const Rational&)>;
/// Lean: Vera. Bob's signature; may query only for VeraId.
using Vera = Bob;

/// Lean: alice' e q o. Honest Alice estimates with samples e q queries made for `id`.
Alice alice_prime(const Rational& e, const Rational& q, OracleId id);
/// Lean: alice e q = alice' e q AliceId. Honest Alice, error < e with failure probability <= q.
Alice alice(const Rational& e, const Rational& q);
/// Lean: bob' c s q o. Estimates like alice' ((s-c)/2) q for `id`; accepts iff
/// |p - estimate| < (c+s)/2 (p unclamped).
Bob bob_prime(const Rational& c, const Rational& s, const Rational& q, OracleId id);
/// Lean: bob c s q = bob' c s q BobId. Honest Bob usually rejects if Alice is off by >= s.
Bob bob(const Rational& c, const Rational& s, const Rational& q);
/// Lean: vera = bob' with VeraId (Lean names the arguments vera s v q; here vera(c, s, v) as in
/// docs/STOCHASTIC.md, called as vera(p.c, p.s, p.v)). Vera usually accepts if Alice is off by <=
/// c.
Vera vera(const Rational& c, const Rational& s, const Rational& v);

/// Lean: State n = Except Bool (Vector Bool n): still running with a transcript (.ok y), or
/// finished with Vera's verdict (.error r).
struct State {
  bool running = true;
  Prefix y;             // when running: the transcript so far
  bool result = false;  // when finished: Vera's verdict (true = Vera accepts Alice's claim)

  /// Lean: .ok y.
  static State ok(Prefix y) { return {true, y, false}; }
  /// Lean: .error r.
  static State error(bool r) { return {false, Prefix{}, r}; }
  friend auto operator<=>(const State&, const State&) = default;
};

/// Lean: step. Alice claims p; if Bob accepts, the next bit is bernoulli p (p clamped to [0, 1]);
/// if he rejects, the debate ends with Vera's verdict on p. Alice, Bob and Vera may query only
/// for AliceId, BobId and VeraId respectively (Lean's types; see `only`).
Comp<State> step(const Alice& a, const Bob& b, const Vera& v, const Prefix& y);
/// Lean: steps n. n steps from the empty transcript, stopping at the first rejection.
Comp<State> steps(const Alice& a, const Bob& b, const Vera& v, int n);
/// Lean: debate alice bob vera t. t+1 steps; the newest bit (y.head), or Vera's verdict. Its
/// run against an oracle is debate(...).run(o); P(true) is debate(...).prob(o).prob(true).
Comp<bool> debate(const Alice& a, const Bob& b, const Vera& v, int t);

/// A deterministic Alice claiming claim_per_node[y.index()] at prefix y, with no queries (to
/// replay the solver's AliceTable through the literal protocol).
Alice alice_from_table(std::vector<Rational> claim_per_node);
/// A deterministic Bob with no queries: at prefix y accepts Alice's claim j/n_a iff
/// table.accept[y.index()][j] (n_a = table.alice_samples); any other claim is accepted.
Bob bob_from_table(BobTable table);

}  // namespace debref::stochastic
