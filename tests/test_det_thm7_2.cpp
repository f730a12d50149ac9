// Tests of the det family's Thm 7.2 (docs/DET.md "Thm 7.2" and "Thm 7.2 with Fig. 2's constants";
// seed 001 Thm 7.2, App. E): the compiled oracle of a stochastic machine, its values by hand
// under Lean's Params and under Fig. 2's constants, and `debref det --protocol stochastic-witness`.
#include <doctest/doctest.h>

#include "harness/det/command.hpp"
#include "harness/det/instances.hpp"
#include "harness/det/thm7_2.hpp"
#include "harness/det/thm7_2_paper.hpp"
#include "reference/det/stochastic_witness.hpp"
#include "reference/stochastic/lipschitz.hpp"
#include "tests/cli_support.hpp"

using namespace debref::det;

namespace {

// tests/data/det_stochastic_witness.json: query state 0 (l = 1, the query is cell 0 = w),
// P(O(0) = 1) = 1/2, P(O(1) = 1) = 1/4; delta(0,0) = (0,0,S), delta(0,1) = (1,1,S), state 1
// absorbing and accepting; S = 2, x = "", |w| = 1.
StochasticMachine coin_machine() {
  StochasticMachine sm;
  sm.machine.delta = {
      {0, 0, Move::Stay}, {1, 1, Move::Stay}, {1, 0, Move::Stay}, {1, 1, Move::Stay}};
  sm.machine.query_state = 0;
  sm.machine.query_length = 1;
  sm.machine.oracle = {0, 0};
  sm.machine.space = 2;
  sm.prob = {debref::Rational(1, 2), debref::Rational(1, 4)};
  return sm;
}

}  // namespace

TEST_CASE("det: Thm 7.2 compiled oracle and acceptance probabilities by hand") {
  using debref::Rational;
  const StochasticMachine sm = coin_machine();
  // w = 0: step 1 queries O(0) (1/2): 1 -> accepting state 1 (absorbing); 0 -> state 0, cell 0
  // stays 0, step 2 queries O(0) again. P = 1/2 + 1/4 = 3/4. Bits: read bit of step 1, then
  // y_2 = M(x): after "0" P = 1/2, after "1" (state 1 reads cell 0 = 1) P = 1.
  const debref::stochastic::Oracle o0 = compile(sm, {0}, 2);
  CHECK(o0.t == 1);
  CHECK(o0.probs == std::vector<Rational>{Rational(1, 2), Rational(1, 2), Rational(1)});
  CHECK(debref::stochastic::final_prob(o0) == Rational(3, 4));
  CHECK(acceptance_probability(sm, {0}, 2) == Rational(3, 4));
  // w = 1: O(1) (1/4), then on 0 the cell is cleared and O(0) (1/2): P = 1/4 + 3/8 = 5/8.
  const debref::stochastic::Oracle o1 = compile(sm, {1}, 2);
  CHECK(o1.probs == std::vector<Rational>{Rational(1, 4), Rational(1, 2), Rational(1)});
  CHECK(acceptance_probability(sm, {1}, 2) == Rational(5, 8));
  CHECK(acceptance_probability(sm, {0}, 3) == Rational(7, 8));
  CHECK(debref::stochastic::final_prob(compile(sm, {0}, 3)) == Rational(7, 8));
  CHECK(compile(sm, {0}, 1).probs == std::vector<Rational>{Rational(1, 2)});

  const debref::det::Thm72Result r = evaluate_thm7_2(sm, {}, 1, 2);
  CHECK(r.game.accept == std::vector<Rational>{Rational(3, 4), Rational(5, 8)});
  CHECK(r.values.honest_witness == 0);
  CHECK(r.w_complete == Rational(3, 4));
  CHECK(r.w_sound == Rational(1, 4));
  // d_c = min((1 - 1/5)(3/4 - 1/5 - 2/10), (1 - 1/5)(1 - 2/10)(3/4 - 3/5)) = 12/125 (k
  // cancels in thm7_2_params); w_s = 1/4 < k b = 3/5: bw fails, soundness vacuous.
  REQUIRE(r.d_complete);
  CHECK(*r.d_complete == Rational(12, 125));
  CHECK_FALSE(r.d_sound);
  CHECK(r.complete_holds());
  CHECK(r.k == std::max(r.k_per_witness[0], r.k_per_witness[1]));
  CHECK(r.k_per_witness[0] == debref::stochastic::lipschitz_constant(o0, Rational(1, 1000)).upper);
  const auto direct = debref::stochastic::solve_exact(o0, debref::stochastic::protocol(r.params));
  CHECK(r.values.completeness == direct.completeness);
  CHECK(r.values.soundness >= direct.soundness);
}

TEST_CASE("det: Thm 7.2 values by hand at T = 1 (t = 0, k = 1)") {
  using debref::Rational;
  // Never accepts: the oracle is the single probability 0. Honest Bob's estimate is exactly 0,
  // he accepts a claim p iff p < (s + b)/2 = 1/2, and then the bit is 1 with probability p; a
  // rejected claim >= 1/2 fails Vera's |p| < (c + s)/2. So sup over Alice = 1/2, not attained.
  StochasticMachine never;
  never.machine = class_machine(0, 3, 2);
  const auto r = evaluate_thm7_2(never, {0}, 1, 1);
  CHECK(r.k == 1);
  CHECK(r.values.soundness == Rational(1, 2));
  REQUIRE(r.d_sound);
  CHECK(*r.d_sound == Rational(32, 125));  // min(4/5 * 3/5, 4/5 * 4/5 * 2/5)
  CHECK(r.sound_holds());
  CHECK_FALSE(r.d_complete);  // w = 0
  // Always accepts (delta(0, *) -> state 1): honest Alice claims 1, Bob's and Vera's estimates
  // are 1, so P(V = 1) = 1 against every Bob.
  StochasticMachine always = never;
  always.machine.delta[0].next = 1;
  always.machine.delta[1].next = 1;
  const auto a = evaluate_thm7_2(always, {0}, 1, 1);
  CHECK(a.values.completeness == 1);
  CHECK(a.values.honest == 1);
  REQUIRE(a.d_complete);
  CHECK(*a.d_complete == Rational(32, 125));
}

TEST_CASE("det: Thm 7.2 with Fig. 2's constants, by hand") {
  using debref::Rational;
  using debref::det::Verdict;
  debref::det::PaperSolvers solvers;
  // Never accepts, T = 1: the oracle is the single probability 0, K = 1, d = 150. Honest B's
  // estimate is exactly 0 and he aborts iff the claim is >= 1/(2d) = 1/300; without an abort
  // V outputs a_1 ~ Bernoulli(claim). So sup over A' = 1/300 (not attained): x not in L, sound.
  StochasticMachine never;
  never.machine = class_machine(0, 3, 2);
  const auto r = evaluate_thm7_2_paper(never, {0}, 1, 1, solvers);
  CHECK(r.k == 1);
  CHECK(r.constants.d == 150);
  CHECK(r.constants.abort_radius == Rational(1, 300));
  CHECK(r.constants.test_radius == Rational(1, 600));
  CHECK(r.out_language);
  CHECK_FALSE(r.in_language);
  CHECK(r.complete == Verdict::Vacuous);
  REQUIRE(r.soundness[0]);
  CHECK(r.soundness[0]->contains(Rational(1, 300)));
  CHECK(r.sound == Verdict::Holds);
  CHECK(r.sound_slack <= Rational(2, 5) - Rational(1, 300));
  CHECK_FALSE(r.completeness[0]);  // not needed: no valid witness
  // B's radius 1/2 (the twin): A' claims just under 1/2 unchallenged, P(V = 1) = 1/2 > 2/5.
  const auto m = evaluate_thm7_2_paper(
      never, {0}, 1, 1, solvers,
      [](debref::stochastic::PaperConstants& c) { c.abort_radius = Rational(1, 2); });
  CHECK(m.soundness[0]->contains(Rational(1, 2)));
  CHECK(m.sound == Verdict::Fails);
  // Always accepts: honest A claims 1, every estimate is 1, so P(V = 1) = 1 against every B'.
  StochasticMachine always = never;
  always.machine.delta[0].next = 1;
  always.machine.delta[1].next = 1;
  const auto a = evaluate_thm7_2_paper(always, {0}, 1, 1, solvers);
  CHECK(a.in_language);
  REQUIRE(a.completeness[0]);
  CHECK(a.completeness[0]->contains(Rational(1)));
  CHECK(a.complete == Verdict::Holds);
  CHECK(a.sound == Verdict::Vacuous);
  // The coin machine, T = 2: P = 3/4 (w = 0, valid) and 5/8 (w = 1, not valid); K = 3/2.
  const auto c = evaluate_thm7_2_paper(coin_machine(), {}, 1, 2, solvers);
  CHECK(c.k == Rational(3, 2));
  CHECK(c.constants.d == 225);
  CHECK(c.consistent);
  CHECK(c.complete == Verdict::Holds);
  CHECK(c.complete_witness == 0);
  CHECK_FALSE(c.completeness[1]);  // only valid witnesses are run by the honest A
  CHECK(c.sound == Verdict::Vacuous);
  const auto every = evaluate_thm7_2_paper(coin_machine(), {}, 1, 2, solvers, {}, true);
  CHECK(every.completeness[1]);
  CHECK(every.soundness[1]);
  CHECK(every.complete == Verdict::Holds);
}

TEST_CASE("det: debref det --protocol stochastic-witness") {
  debref::DetOptions o;
  o.protocol = "stochastic-witness";
  o.machine = debref_test::data("det_stochastic_witness.json");
  o.json = true;
  const debref_test::Run r = debref_test::run_command(debref::det_command, o);
  REQUIRE(r.code == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["honest_witness"] == "0");
  CHECK(j["per_witness"][0]["P(M(x,w)=1)"] == "3/4");
  CHECK(j["per_witness"][1]["P(M(x,w)=1)"] == "5/8");
  CHECK(j["d_complete"] == "12/125");
  CHECK(j["completeness_holds"] == true);
  CHECK(j["d_sound"].is_null());
  CHECK(j["machine"]["query"]["oracle_table"] == nlohmann::json::array({"1/2", "1/4"}));
}
