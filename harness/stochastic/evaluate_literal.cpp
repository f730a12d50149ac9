// Source: Lean Debate/Protocol.lean (alice, bob, vera, step, steps, debate), Debate/Cost.lean
// (alice_cost, bob_cost, vera_cost) and Details.lean debate_eq_transposed: the backward-induction
// solver (reference/stochastic/solver.hpp) against the literal protocol run in the Comp monad
// (reference/stochastic/protocol.hpp), which draws every sample and compares |p - estimate| < r
// itself. Params chosen so that some acceptance comparisons are exact ties (n (p + r) integer).
#include <vector>

#include "harness/core/deadline.hpp"
#include "harness/core/replay.hpp"
#include "harness/stochastic/evaluate.hpp"
#include "harness/stochastic/json.hpp"
#include "reference/stochastic/protocol.hpp"

namespace debref::stochastic {

namespace {

using nlohmann::json;

Params params(Rational v, Rational c, Rational s, Rational b, Rational q) {
  Params p;
  p.v = v, p.c = c, p.s = s, p.b = b, p.q = q;
  return p;
}

/// n_a = n_v = n_b = 2 with Vera's radius 1/2 and Bob's 1: |j - X| = 1 (Vera) and |j - X| = 2
/// (Bob) are ties of the strict comparison; the tiny Params of the hand derivations (2/1/2
/// samples); Params with 2/23/23 samples.
std::vector<Params> literal_params() {
  return {
      params(Rational(6, 5), Rational(1, 8), Rational(7, 8), Rational(9, 8), Rational(19, 10)),
      params(Rational(19, 10), Rational(1, 8), Rational(3, 8), Rational(17, 24), Rational(19, 10)),
      params(Rational(1), Rational(1, 2), Rational(3, 4), Rational(1), Rational(1))};
}

/// t = 0 on {0, 1/3, 1/2, 1}; every t = 1 oracle on {0, 1/2, 1}; one t = 2 oracle.
std::vector<Oracle> literal_oracles() {
  std::vector<Oracle> out;
  for (const Rational& x : {Rational(0), Rational(1, 3), Rational(1, 2), Rational(1)})
    out.emplace_back(0, std::vector<Rational>{x});
  const std::vector<Rational> g = {0, Rational(1, 2), 1};
  for (int i = 0; i < 27; ++i)
    out.emplace_back(1, std::vector<Rational>{g[i % 3], g[i / 3 % 3], g[i / 9]});
  out.emplace_back(2, std::vector<Rational>{Rational(1, 2), Rational(1, 4), Rational(3, 4), 0,
                                            Rational(1, 2), Rational(1, 2), 1});
  return out;
}

}  // namespace

ClaimOutcome solver_matches_literal(bool vera_widened) {
  ClaimOutcome out;
  const Rational approach(1, 1000000000);
  for (const Params& p : literal_params())
    for (const Oracle& o : literal_oracles()) {
      throw_if_past_deadline();
      const ExactValues v = solve_exact(o, p);
      const Alice a = alice(p.c, p.q);
      const Bob b = bob(p.s, p.b, p.q);
      const Vera vera_lean = vera_widened ? vera(p.c, p.b, p.v) : vera(p.c, p.s, p.v);
      const auto honest = debate(a, b, vera_lean, o.t);
      const auto worst_bob = debate(a, bob_from_table(optimal_bob(o, p)), vera_lean, o.t);
      const AliceTable table = optimal_alice(o, p, approach);
      const Rational reached =
          debate(alice_from_table(table.claim), b, vera_lean, o.t).prob(o).prob(true);
      ++out.instances;
      auto fail = [&](const std::string& what, const Rational& solver, const Rational& literal) {
        if (!out.violation)
          out.violation = json{{"oracle", to_json(o)},
                               {"params", to_json(p)},
                               {"what", what},
                               {"solver", to_string(solver)},
                               {"literal", to_string(literal)}};
      };
      const Rational h = honest.prob(o).prob(true);
      if (h != v.honest) fail("P(true), honest play", v.honest, h);
      if (honest.cost(o, OracleId::AliceId) != v.cost.alice)
        fail("Alice's expected cost", v.cost.alice, honest.cost(o, OracleId::AliceId));
      if (honest.cost(o, OracleId::BobId) != v.cost.bob)
        fail("Bob's expected cost", v.cost.bob, honest.cost(o, OracleId::BobId));
      if (honest.cost(o, OracleId::VeraId) != v.cost.vera)
        fail("Vera's expected cost", v.cost.vera, honest.cost(o, OracleId::VeraId));
      const Rational wb = worst_bob.prob(o).prob(true);
      if (wb != v.completeness) fail("P(true), the optimal Bob replayed", v.completeness, wb);
      // The replayed Alice reaches at most the supremum, and within 2 (t+1) approach of it.
      out.slack(v.soundness - reached, [&] {
        return json{{"oracle", to_json(o)}, {"params", to_json(p)}, {"what", "soundness replay"}};
      });
      if (reached > v.soundness || v.soundness - reached > Rational(o.t + 1) * approach * 2)
        fail("P(true), the optimal Alice replayed", v.soundness, reached);
      if (vera_widened && out.violation) {
        // The unmutated solver on the instance: `debref debate --exact` prints its honest value,
        // which the widened literal protocol's differs from.
        json& v = *out.violation;
        if (v["what"] == "P(true), honest play")
          set_replay(v,
                     "debref debate --exact --oracle " + explore::file_arg(v["oracle"]) +
                         " --params " + explore::file_arg(v["params"]),
                     "/honest_value", v["solver"]);
        return out;
      }
    }
  return out;
}

}  // namespace debref::stochastic
