// The literal Lean protocol (reference/stochastic/protocol.hpp) against the fast solver
// (Lean Details.lean proves debate = transposed; debref checks its solver = debate).
#include <doctest/doctest.h>

#include <stdexcept>

#include "reference/num/certified.hpp"
#include "reference/stochastic/protocol.hpp"

using namespace debref;
using namespace debref::stochastic;

namespace {

/// Small Params: n_a = 2, n_b = n_v = 23 (as in test_solver.cpp), and a second set with
/// n_a = ceil(2 ln 4 / 0.64) = 5, n_b = ceil(ln 4 / 0.08) = 18, n_v = ceil(ln 4 / 0.02) = 70.
std::vector<Params> small_params() {
  return {{Rational(1), Rational(1, 2), Rational(3, 4), Rational(1), Rational(1)},
          {Rational(1, 2), Rational(2, 5), Rational(3, 5), Rational(1), Rational(1, 2)}};
}

std::vector<Oracle> oracles() {
  return {Oracle(0, {Rational(1, 3)}), Oracle(1, {Rational(1, 2), Rational(1, 4), Rational(1)}),
          Oracle(1, {Rational(2, 3), Rational(0), Rational(3, 4)}),
          Oracle(2, {Rational(1, 2), Rational(1, 4), Rational(3, 4), Rational(0), Rational(1, 2),
                     Rational(1, 2), Rational(1)})};
}

/// Tiny Params for hand derivations (q = v = 19/10, so -log(q/2) = log(20/19) ~ 0.0513):
///   Alice  n_a = samples(1/8, 19/10)           = ceil(0.0513 * 32) = ceil(1.64) = 2
///   Bob    n_b = samples((b-s)/2 = 1/6, 19/10) = ceil(0.0513 * 18) = ceil(0.92) = 1,
///          radius (s+b)/2 = 13/24
///   Vera   n_v = samples((s-c)/2 = 1/8, 19/10) = 2, radius (c+s)/2 = 1/4
/// Alice claims j/2. Bob's estimate k in {0, 1} is within 13/24 of j/2 iff
///   j = 0: k = 0;  j = 1: always (|1/2 - k| = 1/2);  j = 2: k = 1,
/// so Bob accepts with A_B(0) = 1-x, A_B(1) = 1, A_B(2) = x. Vera's estimate m/2 is within 1/4
/// of j/2 iff m = j, so Vera accepts with A_V(j) = Bin(2, x)(j).
Params tiny() {
  return {Rational(19, 10), Rational(1, 8), Rational(3, 8), Rational(17, 24), Rational(19, 10)};
}

struct Honest {
  Alice a;
  Bob b;
  Vera v;
};
Honest honest(const Params& p) {
  return {alice(p.c, p.q), bob(p.s, p.b, p.q), vera(p.c, p.s, p.v)};
}

Rational p_true(const Comp<bool>& d, const Oracle& o) {
  return d.prob(o).prob(true);
}

}  // namespace

TEST_CASE("the tiny Params have the sample counts and radii used in the hand derivations") {
  const Params p = tiny();
  CHECK(samples(p.c, p.q) == 2);
  CHECK(samples(Rational((p.b - p.s) / 2), p.q) == 1);
  CHECK(samples(Rational((p.s - p.c) / 2), p.v) == 2);
  CHECK((p.s + p.b) / 2 == Rational(13, 24));
  CHECK((p.c + p.s) / 2 == Rational(1, 4));
}

TEST_CASE("t = 0 debate in closed form") {
  // P(true) = sum_j Bin(2,x)(j) [A_B(j) j/2 + (1 - A_B(j)) A_V(j)].
  // x = 1/4: Bin = 9/16, 6/16, 1/16; A_B = 3/4, 1, 1/4; A_V = Bin.
  //   j = 0: 9/16 * (1/4 * 9/16)            = 81/1024
  //   j = 1: 6/16 * 1/2                      = 192/1024
  //   j = 2: 1/16 * (1/4 + 3/4 * 1/16)       = 19/1024        total 292/1024 = 73/256.
  // x = 1/2: Bin = 1/4, 1/2, 1/4; A_B = 1/2, 1, 1/2:
  //   1/4 * (1/2 * 1/4) + 1/2 * 1/2 + 1/4 * (1/2 + 1/2 * 1/4) = 1/32 + 8/32 + 5/32 = 7/16.
  // Costs: Alice 2 and Bob 1 (one step always runs); Vera 2 * P(Bob rejects), where for
  // x = 1/4 P(reject) = 9/16 * 1/4 + 1/16 * 3/4 = 3/16, so Vera pays 3/8.
  const Params p = tiny();
  const Honest h = honest(p);
  auto d = debate(h.a, h.b, h.v, 0);
  Oracle quarter(0, {Rational(1, 4)}), half(0, {Rational(1, 2)});
  CHECK(p_true(d, quarter) == Rational(73, 256));
  CHECK(p_true(d, half) == Rational(7, 16));
  CHECK(d.cost(quarter, OracleId::AliceId) == 2);
  CHECK(d.cost(quarter, OracleId::BobId) == 1);
  CHECK(d.cost(quarter, OracleId::VeraId) == Rational(3, 8));
  // The single invocations (Lean Cost.lean alice_cost, bob_cost, vera_cost).
  CHECK(h.a(Prefix{}).cost(quarter, OracleId::AliceId) == 2);
  CHECK(h.b(Prefix{}, Rational(1, 3)).cost(quarter, OracleId::BobId) == 1);
  CHECK(h.v(Prefix{}, Rational(1, 3)).cost(quarter, OracleId::VeraId) == 2);

  // x = 1 with the Params of test_solver (n_a = 2, n_b = n_v = 23): Alice always claims 1, Bob's
  // estimate is 1, |1 - 1| < 7/8, so the bit is bernoulli(1) = true: P(true) = 1.
  const Params wide = small_params()[0];
  const Honest w = honest(wide);
  auto dw = debate(w.a, w.b, w.v, 0);
  Oracle one(0, {Rational(1)});
  CHECK(p_true(dw, one) == 1);
  CHECK(dw.cost(one, OracleId::AliceId) == 2);
  CHECK(dw.cost(one, OracleId::BobId) == 23);
  CHECK(dw.cost(one, OracleId::VeraId) == 0);
}

TEST_CASE("t = 1 debate in closed form") {
  // Oracle: root 1/2, after "0" 1/4, after "1" 1. Per node with probability x let
  //   c1(x) = sum_j Bin(j) A_B(j) j/2        (Bob accepts and the bit is 1)
  //   c0(x) = sum_j Bin(j) A_B(j) (1 - j/2)  (Bob accepts and the bit is 0)
  //   vt(x) = sum_j Bin(j) (1 - A_B(j)) A_V(j), stop(x) = sum_j Bin(j) (1 - A_B(j)),
  //   T(x) = c1(x) + vt(x) (the t = 0 value).
  // x = 1/2: c1 = 3/8, c0 = 3/8, vt = 1/16, stop = 1/4.
  // x = 1/4: T = 73/256 (above), stop = 3/16.   x = 1: c1 = 1, T = 1, stop = 0.
  // P(true) = vt(1/2) + c0(1/2) T(1/4) + c1(1/2) T(1)
  //         = 1/16 + 3/8 * 73/256 + 3/8 = (128 + 219 + 768) / 2048 = 1115/2048.
  // Steps run: 1 + (c0 + c1)(1/2) = 7/4, so Alice pays 2 * 7/4 = 7/2 and Bob 7/4;
  // Vera pays 2 * P(some rejection) = 2 * (1/4 + 3/8 * 3/16 + 3/8 * 0) = 41/64.
  const Params p = tiny();
  const Honest h = honest(p);
  Oracle o(1, {Rational(1, 2), Rational(1, 4), Rational(1)});
  auto d = debate(h.a, h.b, h.v, 1);
  CHECK(p_true(d, o) == Rational(1115, 2048));
  const Rational alice_cost = d.cost(o, OracleId::AliceId), bob_cost = d.cost(o, OracleId::BobId),
                 vera_cost = d.cost(o, OracleId::VeraId);
  CHECK(alice_cost == Rational(7, 2));
  CHECK(bob_cost == Rational(7, 4));
  CHECK(vera_cost == Rational(41, 64));
  // Lean Cost.lean: alice_debate_cost <= (t+1) n_a, bob_debate_cost <= (t+1) n_b,
  // vera_debate_cost <= n_v.
  CHECK(alice_cost <= 2 * 2);
  CHECK(bob_cost <= 2 * 1);
  CHECK(vera_cost <= 2);
  // steps 1 from the root: the distribution of State after one step.
  auto one = steps(h.a, h.b, h.v, 1).prob(o);
  CHECK(one.prob(State::ok(Prefix{1, 1})) == Rational(3, 8));
  CHECK(one.prob(State::ok(Prefix{1, 0})) == Rational(3, 8));
  CHECK(one.prob(State::error(true)) == Rational(1, 16));
  CHECK(one.prob(State::error(false)) == Rational(3, 16));
}

TEST_CASE("table strategies: clamped claims, a rejecting Bob, claims off the grid") {
  const Params p = tiny();
  const Honest h = honest(p);
  Oracle o(0, {Rational(1, 4)});
  // Alice claims 3/2: Bob accepts iff k = 1 (|3/2 - 1| = 1/2 < 13/24), and then bernoulli(3/2)
  // is true; Vera never accepts 3/2 (|3/2 - m/2| >= 1/2). P(true) = x = 1/4; Alice pays 0.
  auto over = debate(alice_from_table({Rational(3, 2)}), h.b, h.v, 0);
  CHECK(p_true(over, o) == Rational(1, 4));
  CHECK(over.cost(o, OracleId::AliceId) == 0);
  // Alice claims -1/2: Bob accepts iff k = 0, then bernoulli(-1/2) is false; Vera never accepts.
  CHECK(p_true(debate(alice_from_table({Rational(-1, 2)}), h.b, h.v, 0), o) == 0);
  // A Bob who rejects every grid claim: Vera decides, P(true) = sum_j Bin(j)^2
  // = (81 + 36 + 1)/256 = 59/128; Bob pays 0 and Vera always pays 2.
  BobTable never{2, {{false, false, false}}};
  auto rejecting = debate(h.a, bob_from_table(never), h.v, 0);
  CHECK(p_true(rejecting, o) == Rational(59, 128));
  CHECK(rejecting.cost(o, OracleId::BobId) == 0);
  CHECK(rejecting.cost(o, OracleId::VeraId) == 2);
  // A claim not of the form j/2 is accepted by the table Bob: the bit is bernoulli(1/3).
  CHECK(p_true(debate(alice_from_table({Rational(1, 3)}), bob_from_table(never), h.v, 0), o) ==
        Rational(1, 3));
}

TEST_CASE("an exact Alice and an accepting Bob reproduce Oracle.final") {
  // Alice claims the oracle's probability at every prefix and Bob always accepts, so the
  // transcript is Oracle.fold (t+1) and the result its newest bit (Lean Oracle.final).
  Bob yes = [](const Prefix&, const Rational&) { return Comp<bool>::pure(true); };
  const Honest h = honest(tiny());
  for (const Oracle& o : oracles()) {
    auto d = debate(alice_from_table(o.probs), yes, h.v, o.t);
    CHECK(p_true(d, o) == final_prob(o));
    CHECK(d.cost(o, OracleId::VeraId) == 0);
  }
}

TEST_CASE("a strategy querying for another agent is refused (Lean types Alice, Bob, Vera)") {
  const Params p = tiny();
  Oracle o(0, {Rational(1, 2)});
  // bob' with VeraId is not a Bob in Lean; here running the debate throws.
  auto d =
      debate(alice(p.c, p.q), bob_prime(p.s, p.b, p.q, OracleId::VeraId), vera(p.c, p.s, p.v), 0);
  CHECK_THROWS_AS(d.run(o), std::logic_error);
}

TEST_CASE("solver values equal the literal protocol with honest and optimal strategies") {
  for (const Params& p : small_params())
    for (const Oracle& o : oracles()) {
      SampleCounts n = sample_counts(p);
      CHECK(((n.alice == 2 && n.bob == 23 && n.vera == 23) ||
             (n.alice == 5 && n.bob == 18 && n.vera == 70)));
      INFO("t = " << o.t << ", samples " << n.alice << "/" << n.bob << "/" << n.vera);
      ExactValues v = solve_exact(o, p);
      Alice honest_alice = alice(p.c, p.q);
      Bob honest_bob = bob(p.s, p.b, p.q);
      Vera honest_vera = vera(p.c, p.s, p.v);
      auto honest = debate(honest_alice, honest_bob, honest_vera, o.t);
      CHECK(honest.prob(o).prob(true) == v.honest);
      CHECK(honest.cost(o, OracleId::AliceId) == v.cost.alice);
      CHECK(honest.cost(o, OracleId::BobId) == v.cost.bob);
      CHECK(honest.cost(o, OracleId::VeraId) == v.cost.vera);
      // Lean Cost.lean alice_debate_cost, bob_debate_cost, vera_debate_cost hold for this play.
      const Rational steps_run(o.t + 1);
      CHECK(v.cost.alice <= steps_run * Rational(Integer(n.alice)));
      CHECK(v.cost.bob <= steps_run * Rational(Integer(n.bob)));
      CHECK(v.cost.vera <= Rational(Integer(n.vera)));
      // The optimal Bob of the solver, replayed literally, reaches the completeness value;
      // honest Alice's and Vera's costs stay within Lean's bounds whatever Bob does.
      auto worst_bob = debate(honest_alice, bob_from_table(optimal_bob(o, p)), honest_vera, o.t);
      CHECK(worst_bob.prob(o).prob(true) == v.completeness);
      CHECK(worst_bob.cost(o, OracleId::AliceId) <= steps_run * Rational(Integer(n.alice)));
      CHECK(worst_bob.cost(o, OracleId::VeraId) <= Rational(Integer(n.vera)));
      // The solver's Alice (within 10^-9 of every one-sided limit) approaches the supremum.
      const Rational approach(1, 1000000000);
      AliceTable table = optimal_alice(o, p, approach);
      auto worst_alice = debate(alice_from_table(table.claim), honest_bob, honest_vera, o.t);
      Rational reached = worst_alice.prob(o).prob(true);
      CHECK(reached <= v.soundness);
      CHECK(worst_alice.cost(o, OracleId::BobId) <= steps_run * Rational(Integer(n.bob)));
      CHECK(worst_alice.cost(o, OracleId::VeraId) <= Rational(Integer(n.vera)));
      CHECK(v.soundness - reached <= Rational(o.t + 1) * approach * 2);
      if (v.soundness_attained) CHECK(reached == v.soundness);
    }
}
