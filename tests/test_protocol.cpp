// The literal Lean protocol (reference/stochastic/protocol.hpp) against the fast solver
// (Lean Details.lean proves debate = transposed; debref checks its solver = debate).
#include <doctest/doctest.h>

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

}  // namespace

TEST_CASE("t = 0 debate in closed form") {
  // x = 1, n_a = 2, n_b = n_v = 23: Alice always claims 1; Bob's estimate is 1; |1 - 1| < 7/8,
  // so Bob accepts and the bit is bernoulli(1) = true: P(true) = 1; Alice pays 2, Bob 23, Vera 0.
  Params p = small_params()[0];
  Oracle o(0, {Rational(1)});
  auto d = debate(alice(p.c, p.q), bob(p.s, p.b, p.q), vera(p.c, p.s, p.v), 0);
  CHECK(d.prob(o).prob(true) == 1);
  CHECK(d.cost(o, OracleId::AliceId) == 2);
  CHECK(d.cost(o, OracleId::BobId) == 23);
  CHECK(d.cost(o, OracleId::VeraId) == 0);
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
      // Lean alice_debate_cost etc. hold for this play.
      CHECK(v.cost.alice <= (o.t + 1) * Rational(Integer(n.alice)));
      // The optimal Bob of the solver, replayed literally, reaches the completeness value.
      auto worst_bob = debate(honest_alice, bob_from_table(optimal_bob(o, p)), honest_vera, o.t);
      CHECK(worst_bob.prob(o).prob(true) == v.completeness);
      // The solver's Alice (within 10^-9 of every one-sided limit) approaches the supremum.
      const Rational approach(1, 1000000000);
      AliceTable table = optimal_alice(o, p, approach);
      auto worst_alice = debate(alice_from_claims(table.claim), honest_bob, honest_vera, o.t);
      Rational reached = worst_alice.prob(o).prob(true);
      CHECK(reached <= v.soundness);
      CHECK(v.soundness - reached <= Rational(o.t + 1) * approach * 2);
      if (v.soundness_attained) CHECK(reached == v.soundness);
    }
}
