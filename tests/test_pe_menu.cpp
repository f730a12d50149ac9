// seed 000 Fig. 2 with A's choices (reference/pe/menu.hpp, harness/pe/menu_instances.hpp):
// menus, the decompositions A can play on her proof bits, and hand-computed payoffs of the
// games the chosen-sub-query checks decide.
#include <doctest/doctest.h>

#include "harness/pe/instances.hpp"
#include "harness/pe/menu_instances.hpp"
#include "reference/pe/debate.hpp"
#include "reference/pe/menu.hpp"

using namespace debref;
using namespace debref::pe;

namespace {

MenuQuery bit(int j, bool negated) {
  MenuQuery q;
  q.proof = {{j}, negated ? std::vector<Rational>{1, 0} : std::vector<Rational>{0, 1}};
  return q;
}

MenuOption unary(unsigned code, MenuQuery child) {
  return MenuOption{table_of(code, 1), {std::move(child)}};
}

}  // namespace

TEST_CASE("menus: Def. 5.1 at the true proof, the decompositions A plays on her bits") {
  Menu menu;
  menu.m = 2;
  menu.proof = {1, 0};  // u* = 10: u1 = 1, u2 = 0
  // x answers 1: id(u1) or not(u2), both 1 at u*.
  menu.root.options = {unary(0x2, bit(0, false)), unary(0x1, bit(1, false))};
  CHECK(validate(menu, 2, 2).empty());
  CHECK(menu_correct(menu.root, menu.proof) == 1);
  CHECK(menu_correct(menu.root, {0, 0}, 0) == 0);  // A's bits can change an option's answer
  CHECK(menu_correct(menu.root, {0, 0}, 1) == 1);

  // A decomposition answering 0 at u* is not a decomposition of x.
  Menu wrong = menu;
  wrong.root.options.push_back(unary(0x2, bit(1, false)));
  CHECK(validate(wrong, 2, 2) ==
        "two decompositions of one query with different correct answers at the true proof");
  Menu outside = menu;
  outside.root.options[0].children[0].proof.positions = {2};
  CHECK(validate(outside, 2, 2) == "proof position outside [0, m)");

  // Two options, one leaf each: two plays per proof, option 0 first; leaves are O(u~_S).
  const auto plays = realizations(menu.root, {0, 1});
  REQUIRE(plays.size() == 2);
  CHECK(plays[0].first == "0");
  CHECK(plays[1].first == "1");
  CHECK(plays[0].second.children[0].oracle == 0);  // u~1 = 0
  CHECK(plays[1].second.children[0].oracle == 1);  // u~2 = 1
  CHECK(plays[1].second.table == table_of(0x1, 1));
  CHECK(every_proof(2) == std::vector<std::vector<int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
}

TEST_CASE("menus: a liar whose bits make the played root answer her claim (unsound verifier)") {
  // d = 1, q = 1, M_D = id over u1, u* = 1 so L(x) = 1. A claims 0 with u~1 = 0 and every
  // A^k = -1: E[V] = r^2 (1 - p_d) + r (p_d - p_0) + p_0 = r^2 + p_d r (1 - r) + p_0 (1 - r),
  // at least r^2 for every B (seed 000 Fig. 2 with Lemma A.4's bound r^2 * 0 + 3 delta).
  const Rational r = reward_ratio(family_eps(), family_rho());
  Node played;
  played.table = table_of(0x2, 1);
  played.children = {oracle_leaf(0)};
  const Prover a = *named_prover(played, family_eps(), 0, "always_minus", "first");
  for (const Rational& pd : {Rational(0), Rational(1, 3), Rational(1)})
    for (const Rational& p0 : {Rational(0), Rational(1, 2), Rational(1)}) {
      Estimator b = constant_estimator(played, pd, p0);
      CHECK(expected_payoff(played, a, b, r) == r * r + pd * r * (1 - r) + p0 * (1 - r));
    }
  // The exact B of the best-response check (p_d = the played answer 0, table 0) pays the liar
  // r^2 here and nothing on a sound decomposition; the proof's p_d = L(x) = 1 would pay a
  // truthful A with these bits r^2 + r.
  const Estimator exact = constant_estimator(played, 0, 0);
  CHECK(best_prover_payoff(played, exact, r, 0) == r * r);
  const Estimator at_truth = constant_estimator(played, 1, 0);
  CHECK(best_prover_payoff(played, at_truth, r, 1) == r * r + r);
}

TEST_CASE("menus: A outputs the sub-queries after seeing p_d and contradicts every B") {
  // u* = 00, L(x) = 0; id(u1) and id(u2) both answer 0 at u*, but on u~ = 10 id(u1) answers 1
  // and id(u2) answers 0. The liar claims 1; below p_d = 1/2 she outputs id(u1) with every
  // A^k = +1, else id(u2) with every A^k = -1 (seed 000 Fig. 2: step 2 follows p_k). B's table
  // t reads the sub-query she output. E[V] = r^2 p_d + r (t - p_d) + (1 - t) below 1/2 and
  // r^2 p_d + r (p_d - t) + t above: at least (r + r^2) / 2 for every B.
  const Rational r = reward_ratio(family_eps(), family_rho());
  Node hi, lo;
  hi.table = lo.table = table_of(0x2, 1);
  hi.children = {oracle_leaf(1)};
  lo.children = {oracle_leaf(0)};
  const Prover plus = *named_prover(hi, family_eps(), 1, "always_plus", "first");
  const Prover minus = *named_prover(lo, family_eps(), 1, "always_minus", "first");
  const Rational least = (r + r * r) / 2;
  const std::vector<Rational> grid = {
      0, Rational(1, 4), Rational(49, 100), Rational(1, 2), Rational(3, 4), 1};
  for (const Rational& pd : grid)
    for (const Rational& t : grid) {
      const bool below = pd < Rational(1, 2);
      const Node& played = below ? hi : lo;
      const Rational v =
          expected_payoff(played, below ? plus : minus, constant_estimator(played, pd, t), r);
      const Rational hand = below ? Rational(r * r * pd + r * (t - pd) + (1 - t))
                                  : Rational(r * r * pd + r * (pd - t) + t);
      CHECK(v == hand);
      CHECK(v >= least);
    }
  CHECK(expected_payoff(lo, minus, constant_estimator(lo, Rational(1, 2), 0), r) == least);
  CHECK(least == Rational(81, 12800));  // against the honest guarantee (1 - eps) r^2 = 9/64000
}

TEST_CASE("menu instances: every menu is a valid decomposition with choices") {
  const auto& family = menu_instances();
  CHECK(family.size() == 52);
  for (const MenuInstance& in : family) {
    INFO(in.name);
    CHECK(validate(in.menu, 2, 2).empty());
    CHECK(!in.menu.root.options.empty());
  }
  CHECK(proof_string({0, 1}) == "01");
}
