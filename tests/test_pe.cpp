// Prover-estimator debate (seed 000 Def. 5.1, 5.3, Fig. 2, Lemma A.4/A.5, Sec. 7, Def. 8.2):
// hand-computed values, and every pe check passes with its twins caught.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <optional>

#include "harness/core/check.hpp"
#include "harness/pe/family.hpp"
#include "harness/pe/instances.hpp"
#include "proofs/pe/queries.hpp"
#include "reference/pe/bounded_estimator.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/debate.hpp"
#include "reference/pe/indistinguishable.hpp"
#include "reference/pe/ogd.hpp"
#include "reference/pe/ogd_sets.hpp"
#include "reference/pe/stability.hpp"
#include "tests/instance_counts.hpp"

using namespace debref;
using namespace debref::pe;

namespace {
Node leaf(const Rational& t) {
  Node n;
  n.oracle = t;
  return n;
}
Node and2(const Rational& a, const Rational& b) {
  Node n;
  n.table = {0, 0, 0, 1};
  n.children = {leaf(a), leaf(b)};
  return n;
}
}  // namespace

TEST_CASE("Def. 5.1: correct answers and conditional probabilities of AND(1/2, 1/4)") {
  Node n = and2(q(1, 2), q(1, 4));
  CHECK(validate(n, 2, 3).empty());
  CHECK(depth(n) == 1);
  CHECK(correct(n) == q(1, 8));
  CondTable p = conditional(n);
  CHECK(p[0][0] == q(1, 2));
  CHECK(p[1][0] == q(1, 4));
  CHECK(p[1][1] == q(1, 4));
}

TEST_CASE("Def. 5.3: copy is unstable for rho < 1, OR at (1,1) stable, strict boundary") {
  // M_D = z_1 at p = 1/2: sup |D| = eps (not attained) > rho eps.
  Stability copy = stability({0, 1}, constant_table(1, q(1, 2)), q(1, 10), q(1, 2));
  CHECK(!copy.stable);
  CHECK(copy.supremum == q(1, 10));
  REQUIRE(copy.witness);
  CHECK(copy.witness_gap >= q(1, 20));
  // OR at (1, 1): 1 - P[OR] = (1 - t1)(1 - t2) < eps^2 = 1/100 < 1/20.
  Stability orr = stability({0, 1, 1, 1}, constant_table(2, 1), q(1, 10), q(1, 2));
  CHECK(orr.stable);
  CHECK(orr.supremum == q(1, 100));
  // Copy at p = 1 with rho -> the clamp: t in (9/10, 1], sup = 1/10 not attained: with
  // rho eps = 1/10 exactly (rho = 1 is outside Def. 5.3 but exercises the strict boundary), the
  // supremum is not attained so the node is stable; with p = 1/2 also not attained.
  Stability edge = stability({0, 1}, constant_table(1, 1), q(1, 10), q(1));
  CHECK(edge.stable);
  // Constant 1 at p = 1/2 and a clamp attained: D = 0 everywhere.
  CHECK(stability({1, 1}, constant_table(1, q(1, 2)), q(1, 10), q(1, 2)).stable);
}

TEST_CASE("Fig. 2: exact payoff of AND(1,1) with a hand-made estimator") {
  Node n = and2(1, 1);
  Rational eps = q(1, 10), rho = q(1, 2), r = reward_ratio(eps, rho);
  CHECK(r == q(1, 80));
  // B: p_d = 0, root table t_1 = 0 (then t_2(0) = 1/2, t_2(1) = 1/2).
  Estimator b;
  b.initial = 0;
  b.tables[Path{}] = {{q(0)}, {q(1, 2), q(1, 2)}};
  Prover a = honest_prover(n, eps, 1);
  // Init: r^2 * P[z-hat = 1] = 0. Round 1: |p_d - 1| > eps, g = 1 > p + eps: A^1 = 1;
  // M_D = 0 always (z_1 = 0): reward r (0 - 0) = 0. j = argmax |b_i - 1| = 0 (b_1 = 0, error 1).
  // Leaf: p_0 = 0, theta = 1, A^0 = 1: reward 1. Total 1.
  CHECK(expected_payoff(n, a, b, r) == 1);
  CHECK(honest_payoff_exact(n, eps, r, 1, b) == 1);
  // Truthful B: everything 0 except init r^2.
  CHECK(expected_payoff(n, a, truthful_estimator(n), r) == r * r);
}

TEST_CASE("Sec. 7: naive debate on the obfuscated AND tree, d = 2, q = 3: liar wins 8/9") {
  Rational total = 0;
  for (int h = 0; h < 9; ++h) {
    Node t = obfuscated(2, 3, h);
    total += naive_win_probability(t, all_true_claims(t), [](const Path&) { return 0; });
  }
  CHECK(total / 9 == q(8, 9));
}

TEST_CASE("Sec. 7: prover-estimator debate on the obfuscated tree, exact liar payoffs") {
  Rational r = reward_ratio(q(1, 10), q(1, 2));
  // d = 1, q = 2: B says 1/2 for each subclaim, p_d = (1/2)^2. The root round pays
  // r A (E[M_D] - p_d) = 0 and the leaf p_0 = 1/2 = the averaged truth 1 - 1/2: only the
  // initialization r^2 p_d remains.
  Estimator b = obfuscation_estimator(1, 2);
  CHECK(b.initial == q(1, 4));
  CHECK(b.tables.at(Path{})[1][1] == q(1, 2));
  Node avg = obfuscated_average(1, 2);
  CHECK(avg.children[0].oracle == q(1, 2));
  CHECK(best_prover_payoff(avg, b, r, 1) == r * r / 4);
  // d = 2, q = 2: level-1 entries 3/4 (the hidden leaf is under a given grandchild w.p. 1/4);
  // B's inconsistency there, |(3/4)^2 - 1/2| = 1/16, pays r / 16.
  Estimator b2 = obfuscation_estimator(2, 2);
  CHECK(b2.tables.at(Path{1})[0][0] == q(3, 4));
  Node avg2 = obfuscated_average(2, 2);
  CHECK(best_prover_payoff(avg2, b2, r, 1) == r / 16 + r * r * r / 4);
  // The best strategy, replayed on each of the four trees, averages to the same value.
  Prover liar = best_prover(avg2, b2, r, 1);
  Rational total = 0;
  for (int h = 0; h < 4; ++h) total += expected_payoff(obfuscated(2, 2, h), liar, b2, r);
  CHECK(total / 4 == r / 16 + r * r * r / 4);
  // A B that believes every claim loses the leaf round: 1 - (1 - 1/4) = 1/4.
  CHECK(best_prover_payoff(avg2, constant_estimator(avg2, 1, 1), r, 1) == q(1, 4) + r * r * r);
  // Under the no-direction mutant the truthful B still pays E|O - p_0| at a 1/4 leaf.
  Node one;
  one.table = {0, 0};
  one.children = {leaf(q(1, 4))};
  CHECK(best_prover_payoff(one, truthful_estimator(one), r, 1, Rule::NoDirection) == q(3, 8));
  CHECK(best_prover_payoff(one, truthful_estimator(one), r, 1) == 0);
}

TEST_CASE("Thm A.2 / Lean regret_le: sqrt enclosures and one OGD run by hand") {
  ogd::Enclosure two = ogd::sqrt_enclosure(2, 64);
  CHECK(two.lo * two.lo <= 2);
  CHECK(two.hi * two.hi >= 2);
  CHECK(two.hi - two.lo <= Rational(1) / Rational(Integer(1) << 63));
  ogd::Enclosure four = ogd::sqrt_enclosure(4, 64);
  CHECK(four.lo == 2);
  CHECK(four.hi == 2);
  // dim 1, d = g = 1, loss -x then x then x: z0 = 0, z1 = clamp(0 + 1) = 1,
  // z2 = 1 - 1/sqrt 2, z3 = clamp(z2 - 1/sqrt 3) = 0.
  ogd::Enclosure d{1, 1};
  auto eta = [d](int n) { return ogd::good_eta(d, 1, n, 80); };
  std::vector<int> signs = {-1, 1, 1};
  ogd::Adversary eve = [signs](int n, const ogd::Box&) -> std::optional<ogd::Move> {
    return ogd::Move{{Rational(signs[n])}, 0, false};
  };
  ogd::Run run = ogd::ogd(eta, eve, {0}, 3, 80);
  REQUIRE(run.decided);
  CHECK(run.z[1][0].lo == 1);
  CHECK(run.z[1][0].hi == 1);
  CHECK(run.z[2][0].lo < q(293, 1000));  // 1 - 0.7071...
  CHECK(run.z[2][0].hi > q(292, 1000));
  CHECK(run.z[3][0].lo == 0);
  CHECK(run.z[3][0].hi == 0);
  // Regret against y = 0 after 3 steps: 0 + 1 + (1 - 1/sqrt 2) - 0 = 2 - 1/sqrt 2 ~ 1.2929,
  // below 3/2 sqrt 3 ~ 2.598.
  ogd::Enclosure reg = ogd::regret(run, {0}, 3);
  CHECK(reg.lo > q(1292, 1000));
  CHECK(reg.hi < q(1293, 1000));
  ogd::Enclosure bound = ogd::regret_bound(1, d, 3, q(3, 2), 80);
  CHECK(reg.hi <= bound.lo);
}

TEST_CASE("Thm A.2 on the simplex and the ball: projections, diameters, sup regret by hand") {
  using ogd::ConvexSet;
  // The ball: (3, 4) / 5 exactly; (1, 1) / sqrt 2 within the stated error.
  ogd::Projected p = ogd::project(ConvexSet::Ball, {3, 4}, 64);
  CHECK(p.point == std::vector<Rational>{q(3, 5), q(4, 5)});
  CHECK(p.error == 0);
  p = ogd::project(ConvexSet::Ball, {1, 1}, 64);
  CHECK(p.point[0] == p.point[1]);
  CHECK(2 * p.point[0] * p.point[0] <= 1);
  CHECK(p.error > 0);
  CHECK(p.error < q(1, 1000000));
  CHECK(ogd::project(ConvexSet::Ball, {q(1, 2), 0}, 64).point == std::vector<Rational>{q(1, 2), 0});
  CHECK(ogd::project(ConvexSet::Simplex, {1, q(1, 2)}, 64).point ==
        std::vector<Rational>{q(3, 4), q(1, 4)});
  CHECK(ogd::project(ConvexSet::Box, {2, q(-1, 3)}, 64).point == std::vector<Rational>{1, 0});
  CHECK(ogd::diameter(ConvexSet::Ball, 3, 64).lo == 2);
  ogd::Enclosure root2 = ogd::diameter(ConvexSet::Simplex, 3, 64);
  CHECK(root2.lo * root2.lo <= 2);
  CHECK(root2.hi * root2.hi >= 2);
  // The simplex, dim 2, g = 1, a = e_1 twice from (1/2, 1/2): eta_0 = sqrt 2 > 1, so z_1 =
  // (0, 1); regret against the best vertex (0, 1): 1/2 + 0 - 0 = 1/2 after 1 and 2 moves.
  auto eta = [root2](int n) { return ogd::good_eta(root2, 1, n, 80); };
  ogd::LinearAdversary e1 = [](int, const std::vector<Rational>&) {
    return std::vector<Rational>{1, 0};
  };
  ogd::ShadowRun run = ogd::ogd_shadow(ConvexSet::Simplex, eta, 1, e1, {q(1, 2), q(1, 2)}, 2, 80);
  CHECK(run.shadow[1] == std::vector<Rational>{0, 1});
  CHECK(run.radius[1] > 0);
  CHECK(run.radius[1] < q(1, 1000000));
  for (int n = 1; n <= 2; ++n) {
    ogd::Enclosure r = ogd::sup_regret(ConvexSet::Simplex, run, 1, n, 80);
    CHECK(r.lo <= q(1, 2));
    CHECK(r.hi >= q(1, 2));
    CHECK(r.hi - r.lo < q(1, 1000000));
  }
  // The ball from 0 with a = (3/5, 4/5): regret against -a is 0 + |a| = 1.
  ogd::LinearAdversary a = [](int, const std::vector<Rational>&) {
    return std::vector<Rational>{q(3, 5), q(4, 5)};
  };
  run = ogd::ogd_shadow(
      ConvexSet::Ball,
      [](int) {
        return ogd::Enclosure{1, 1};
      },
      1, a, {0, 0}, 1, 64);
  CHECK(ogd::sup_regret(ConvexSet::Ball, run, 1, 1, 64).lo == 1);
  CHECK(ogd::sup_regret(ConvexSet::Ball, run, 1, 1, 64).hi == 1);
  // A move longer than g is refused.
  CHECK_THROWS_AS(ogd::ogd_shadow(ConvexSet::Ball, eta, q(1, 2), a, {0, 0}, 1, 64),
                  std::invalid_argument);
}

TEST_CASE("Lemma A.3 / Algorithm 1: two steps by hand") {
  // |X| = 1, Z = {0, 1}, g = the point mass on 0, F = the indicators of z, delta = 1/4.
  // Step 1: Adv_{f_0} = 1 - 1/2 >= 1/4, eta_1 = D / (G sqrt 1) = sqrt 2 / (2 sqrt 2) = 1/2:
  // project (1, 1/2) -> (3/4, 1/4). Step 2: Adv_{f_0} = 1/4 >= delta (ties step), eta_2 =
  // 1 / (2 sqrt 2): project (3/4 + eta_2, 1/4) -> (3/4 + eta_2 / 2, 1/4 - eta_2 / 2); then
  // |Adv| = 1/4 - eta_2 / 2 ~ 0.073 < 1/4 for both tests: return.
  CHECK(indist::project_simplex({1, q(1, 2)}) == std::vector<Rational>{q(3, 4), q(1, 4)});
  CHECK(indist::project_simplex({2, 0, q(1, 2)}) == std::vector<Rational>{1, 0, 0});
  indist::Dist g = {{1, 0}};
  std::vector<indist::Test> tests = {{{1, 0}}, {{0, 1}}};
  indist::Result r = indist::algorithm1({1}, g, tests, q(1, 4), 100, 64);
  REQUIRE(r.decided);
  CHECK(r.returned);
  CHECK(r.steps == 2);
  CHECK(r.centre[0][0] > q(926, 1000));  // 3/4 + sqrt(2)/8 = 0.92677...
  CHECK(r.centre[0][0] < q(927, 1000));
  CHECK(r.max_adv_upper < q(1, 4));
  CHECK(indist::step_bound(2, q(1, 4)) == 576);  // 18 * 2 * 16
  CHECK(indist::adv({1}, g, {{q(1, 2), q(1, 2)}}, tests[0]) == q(1, 2));
}

TEST_CASE("Def. A.1 / Algorithm 1 with tests that read h(x): two steps by hand, and the mutant") {
  // |X| = 1, Z = {0, 1}, g = the point mass on 0, delta = 3/10. f1 = [z = 0] (no gate); f2 =
  // ([z = 0] - [z = 1]) [p_0 >= 3/5], closed at the uniform start, open at (3/4, 1/4).
  const indist::Dist g = {{1, 0}};
  const indist::Distinguisher f1{{{1, 0}}, {}, 0}, f2{{{1, -1}}, {1, 0}, q(3, 5)};
  CHECK(indist::table(f2, {{q(1, 2), q(1, 2)}}) == indist::Test{{0, 0}});
  CHECK(indist::table(f2, {{q(3, 4), q(1, 4)}}) == indist::Test{{1, -1}});
  CHECK(indist::adv({1}, g, {{q(1, 2), q(1, 2)}}, f2) == 0);
  CHECK(indist::adv({1}, g, {{q(3, 4), q(1, 4)}}, f2) == q(1, 2));  // (1 - 3/4) - (0 - 1/4)
  // Step 1: Adv_{f1} = 1/2 >= 3/10, eta_1 = sqrt(1 / 4) = 1/2: project (1, 1/2) -> (3/4, 1/4).
  // Step 2: Adv_{f1} = 1/4 < 3/10, f2 now open with Adv 1/2: eta_2 = 1 / (2 sqrt 2), (3/4 +
  // eta_2, 1/4 - eta_2) projects to (1, 0) at both ends of eta_2's enclosure (exact). Return.
  const std::vector<indist::Distinguisher> tests = {f1, f2};
  indist::Result r = indist::algorithm1({1}, g, tests, q(3, 10), 100, 64);
  REQUIRE(r.decided);
  CHECK(r.returned);
  CHECK(r.steps == 2);
  CHECK(r.centre == indist::Dist{{1, 0}});
  CHECK(r.radius == 0);
  CHECK(r.max_adv_upper == 0);
  // The mutant reads f2 at h_1 (closed, F = 0): it returns after one step at (3/4, 1/4), where
  // f2 read at h(x) has |Adv| = 1/2 >= 3/10.
  indist::Result m = indist::algorithm1({1}, g, tests, q(3, 10), 100, 64, indist::ReadAt::start);
  REQUIRE(m.decided);
  CHECK(m.returned);
  CHECK(m.steps == 1);
  CHECK(m.centre == indist::Dist{{q(3, 4), q(1, 4)}});
  CHECK(m.max_adv_upper == q(1, 4));
  indist::AdvBounds b = indist::adv_bounds({1}, g, m, f2, 64);
  REQUIRE(b.decided);
  CHECK(b.lo == q(1, 2));
  CHECK(b.hi == q(1, 2));
  // A gate within the radius of its threshold is undecided, never read as either side.
  m.centre = {{q(3, 5), q(2, 5)}};
  m.radius = q(1, 100);
  CHECK_FALSE(indist::adv_bounds({1}, g, m, f2, 64).decided);
  m.radius = 0;
  CHECK(indist::adv_bounds({1}, g, m, f2, 64).lo == q(4, 5));  // open: 2/5 + 2/5
}

TEST_CASE("Def. A.1 / Algorithm 1 with a test affine in p: one exact step by hand") {
  // |X| = 1, Z = {0, 1}, g = the point mass on 0, f(x, 0, p) = p_0 / 2, f(x, 1, p) = 0: Adv_f(h) =
  // (1 - h_0) h_0 / 2, 1/8 at the uniform start. delta = 1/8: step with F = (1/4, 0), eta_1 = 1/2:
  // project (5/8, 1/2) -> (9/16, 7/16), where Adv = (7/16)(9/16)/2 = 63/512 < 1/8. Return.
  const indist::Dist g = {{1, 0}};
  indist::Distinguisher f{{{0, 0}}, {}, 0, {{{q(1, 2), 0}, {0, 0}}}};
  CHECK(indist::spread(f) == q(1, 2));
  CHECK(indist::table(f, {{q(1, 2), q(1, 2)}}) == indist::Test{{q(1, 4), 0}});
  CHECK(indist::adv({1}, g, {{q(1, 2), q(1, 2)}}, f) == q(1, 8));
  indist::Result r = indist::algorithm1({1}, g, {f}, q(1, 8), 100, 64);
  REQUIRE(r.decided);
  CHECK(r.returned);
  CHECK(r.steps == 1);
  CHECK(r.centre == indist::Dist{{q(9, 16), q(7, 16)}});
  CHECK(r.max_adv_upper == q(63, 512));
  // Within radius 1/1000 of the centre, F moves by <= 1/2 * 1/1000, so |Adv| is enclosed with
  // slack (sqrt 2 + 3/2 * 1/2) / 1000 (sqrt 2's upper end from a 2^-64 enclosure).
  r.radius = q(1, 1000);
  const indist::AdvBounds b = indist::adv_bounds({1}, g, r, f, 64);
  REQUIRE(b.decided);
  CHECK(b.lo < q(63, 512) - q(2164, 1000000));  // sqrt 2 + 3/4 = 2.16421...
  CHECK(b.lo > q(63, 512) - q(2165, 1000000));
  CHECK(b.hi - q(63, 512) == q(63, 512) - b.lo);
}

TEST_CASE("Def. 8.2: majority of 3 at noise 1/40 is (1/10, 1/2)-stable, single evidence not") {
  Node m = majority_evidence(3, 1, q(1, 40));
  CHECK(correct(m) == q(39, 40) * q(39, 40) * q(39, 40) + 3 * q(39, 40) * q(39, 40) * q(1, 40));
  CHECK(!first_unstable(m, q(1, 10), q(1, 2)));
  CHECK(first_unstable(majority_evidence(1, 1, q(1, 40)), q(1, 10), q(1, 2)));
}

TEST_CASE("Lemma A.5 by branch and bound: constant-1 node by hand, bound = residual at points") {
  // d = 1, q = 1, M_D = 1 always, leaf 1: with A(x) = 1 the active payoff is C(p_d) + T, C(p_d) =
  // r^2 p_d - r p_d, T = r E[M_D] + |1 - b| [1 - b > eps] = r + that, so inf T = r (b >= 1 - eps)
  // and tau = (1 - eps) r^2 - C(1 - eps) = (1 - eps) r.
  Rational eps = q(1, 10), r = reward_ratio(eps, q(1, 2));
  Node one;
  one.table = {1, 1};
  one.children = {leaf(1)};
  Estimator b = constant_estimator(one, 0, q(1, 2));
  CHECK(completeness_residual(one, eps, r, 1, b) == r + q(1, 2));
  CHECK(completeness_lower_bound(one, eps, r, 1, {{q(1, 2), q(1, 2)}}) == r + q(1, 2));
  CHECK(completeness_lower_bound(one, eps, r, 1, {{0, 1}}) == r);
  CompletenessDecision d = decide_completeness(one, eps, r, 1, 100);
  CHECK(d.verdict == CompletenessDecision::Verdict::Proved);
  CHECK(d.tau == (1 - eps) * r);
  // On one-point boxes away from ties the bound is the exact residual (re-formulation = direct).
  Node tree = and2(1, 1);
  Node deep;
  deep.table = {0, 1, 1, 1};
  deep.children = {tree, and2(0, 1)};
  deep.children[1].table = {1, 1, 1, 0};
  for (const Node* root : {&tree, &deep}) {
    const int claim = correct(*root) == 1;
    const int m = completeness_entries(*root);
    for (int seed = 1; seed <= 20; ++seed) {
      Box box;
      for (int e = 0; e < m; ++e) {
        Rational x = q((seed * 37 + e * 53) % 97 + 1, 99);  // never at g +- 1/10, rarely tied
        box.push_back({x, x});
      }
      Estimator est;
      est.initial = 0;
      std::vector<Path> nodes = completeness_nodes(*root);
      int e = 0;
      for (const Path& path : nodes) {
        const Node* n = root;
        for (int i : path) n = &n->children[i];
        CondTable t = constant_table(width(*n), 0);
        for (auto& row : t)
          for (auto& x : row) x = box[e++].lo;
        est.tables[path] = t;
      }
      CHECK(completeness_lower_bound(*root, eps, r, claim, box) ==
            completeness_residual(*root, eps, r, claim, est));
    }
  }
}

TEST_CASE("Lemma A.5 on a lone leaf (depth 0): decided directly, verdict confirmed by replay") {
  // B has no table entries at depth 0, so the decision is one comparison of T with tau; a
  // refutation's witness is replayed inside decide_completeness.
  const Rational eps = q(1, 10), r = reward_ratio(eps, q(1, 2));
  for (const Rational& oracle : {Rational(0), Rational(1)}) {  // g(root) in {0, 1} = A(x)
    CAPTURE(oracle);
    const Node root = leaf(oracle);
    const int claim = correct(root) == 1;
    const CompletenessDecision d = decide_completeness(root, eps, r, claim, 1);
    CHECK(d.verdict != CompletenessDecision::Verdict::Unknown);
    CHECK(d.boxes == 0);
    const Estimator b = constant_estimator(root, 1 - claim, q(1, 2));
    CHECK(d.lower == completeness_residual(root, eps, r, claim, b));
    CHECK((d.verdict == CompletenessDecision::Verdict::Proved) == (d.lower >= d.tau));
  }
}

TEST_CASE("Lemma A.5: branch and bound agrees with Z3 nlsat where Z3 decides") {
  Rational eps = q(1, 10), rho = q(1, 2);
  int compared = 0, refuted = 0, unknown = 0;
  for (const Instance& in : instances()) {
    Rational g = correct(in.root);
    const int d = depth(in.root), w = width(in.root);
    if ((g != 0 && g != 1) || w > 2 || (d == 2 && w == 2)) continue;
    const bool unstable = first_unstable(in.root, eps, rho).has_value();
    for (const Rational& r : {reward_ratio(eps, rho), q(1, 2)}) {
      if (compared % 7 != 0 && !unstable) {  // a sample: every unstable one, 1 in 7 of the rest
        ++compared;
        continue;
      }
      ++compared;
      auto smt = proofs::solve(proofs::pe_completeness_query(in.root, eps, r, g == 1), 3000);
      if (smt.verdict == proofs::Verdict::Unknown) continue;
      CompletenessDecision bb = decide_completeness(in.root, eps, r, g == 1, 5000);
      INFO(in.name << " r = " << to_string(r));
      if (bb.verdict == CompletenessDecision::Verdict::Unknown) {  // an infimum on the bound
        CHECK(smt.verdict == proofs::Verdict::Unsat);
        ++unknown;
        continue;
      }
      CHECK((bb.verdict == CompletenessDecision::Verdict::Proved) ==
            (smt.verdict == proofs::Verdict::Unsat));
      if (bb.verdict == CompletenessDecision::Verdict::Refuted) ++refuted;
    }
  }
  CHECK(refuted > 0);
  MESSAGE("refuted " << refuted << ", unknown " << unknown);
}

TEST_CASE("completeness query timings (diagnostic)" *
          doctest::skip(std::getenv("PE_DIAG") == nullptr)) {
  Rational eps = q(1, 10), rho = q(1, 2), r = reward_ratio(eps, rho);
  for (const Instance& in : instances()) {
    Rational g = correct(in.root);
    if ((g != 0 && g != 1) || first_unstable(in.root, eps, rho)) continue;
    auto start = std::chrono::steady_clock::now();
    auto out = proofs::solve(proofs::pe_completeness_query(in.root, eps, r, g == 1), 3000);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE(in.name << " " << std::string(proofs::to_string(out.verdict)) << " " << s);
  }
}

TEST_CASE("Lemma A.4: the proof's estimator is delta-indistinguishable and meets the bound") {
  const Rational r = reward_ratio(q(1, 10), q(1, 2));
  const Rational delta = q(1, 10);
  // M_D = 0 over leaves (1, 0): A claims the truth 0 and recurses on the first child answered 0.
  Node root;
  root.table = {0, 0, 0, 0};
  root.children = {leaf(1), leaf(0)};
  Prover a = honest_prover(root, q(1, 10), 0);
  a.recurse = [](const Path&, unsigned z, const std::vector<Rational>& b) {
    for (std::size_t i = 0; i < b.size(); ++i)
      if (!((z >> i) & 1u)) return static_cast<int>(i);
    return 0;
  };
  const Rational bound = r * r + 3 * delta;  // P[A(x) = L(x)] = 1, d = 1
  const BoundedEstimator full = bounded_estimator(root, a, r, delta, 20000, true);
  REQUIRE(full.converged);
  CHECK(full.max_adv < delta);
  CHECK(full.b.initial != 0);  // learned only until A cannot tell: not the truth
  CHECK(expected_payoff(root, a, full.b, r) < bound);
  // The proof's two tests alone: still delta-indistinguishable for them, yet above the bound.
  const BoundedEstimator two = bounded_estimator(root, a, r, delta, 20000, false);
  REQUIRE(two.converged);
  CHECK(two.max_adv < delta);
  CHECK(expected_payoff(root, a, two.b, r) > bound);
}

TEST_CASE(
    "Lemma A.4 over mu: one input of weight 1 is the single-input B; weight 0 changes nothing") {
  const Rational r = reward_ratio(q(1, 10), q(1, 2));
  const Rational delta = q(1, 10);
  Node x1;  // OR over leaves (1/2, 1/4): L(x1) = P[OR] = 5/8, fractional
  x1.table = {0, 1, 1, 1};
  x1.children = {leaf(q(1, 2)), leaf(q(1, 4))};
  Node x2;  // AND over leaves (1, 0): L(x2) = 0
  x2.table = {0, 0, 0, 1};
  x2.children = {leaf(1), leaf(0)};
  const Prover a1 = honest_prover(x1, q(1, 10), 1), a2 = honest_prover(x2, q(1, 10), 1);
  const BoundedEstimator single = bounded_estimator(x1, a1, r, delta, 20000, true);
  const auto one = bounded_estimators({{&x1, &a1, Rational(1)}}, r, delta, 20000, true);
  CHECK(one.front().b.initial == single.b.initial);
  CHECK(one.front().b.tables == single.b.tables);
  // x2 at weight 0 contributes nothing to any Adv, so x1's run is the single-input one.
  const auto zero =
      bounded_estimators({{&x1, &a1, Rational(1)}, {&x2, &a2, Rational(0)}}, r, delta, 20000, true);
  CHECK(zero.front().b.initial == single.b.initial);
  CHECK(zero.front().b.tables == single.b.tables);
  CHECK(zero.front().steps == single.steps);
  // Learned jointly over (1/2, 1/2): indistinguishable in expectation over mu, not per input.
  BoundedEstimator total;
  const auto half =
      bounded_estimators({{&x1, &a1, q(1, 2)}, {&x2, &a2, q(1, 2)}}, r, delta, 20000, true, &total);
  REQUIRE(total.converged);
  CHECK(total.max_adv < delta);
  const Rational mean = q(1, 2) * expected_payoff(x1, a1, half[0].b, r) +
                        q(1, 2) * expected_payoff(x2, a2, half[1].b, r);
  const Rational agree = q(1, 2) * q(5, 8) + q(1, 2) * 0;  // A claims 1 on both
  CHECK(mean < r * r * agree + 3 * delta);
  // Mixed depths are refused.
  const Node lone = leaf(1);
  CHECK_THROWS_AS(
      bounded_estimators({{&x1, &a1, q(1, 2)}, {&lone, &a1, q(1, 2)}}, r, delta, 20000, true),
      std::invalid_argument);
}

namespace {

/// Lemma A.4's estimator sweeps (pe.soundness, pe.soundness.mu, the chosen sub-queries: about 17
/// s in a Release build) are 10-30 times slower sanitized, so there they run for a bounded time
/// and may end UNKNOWN; the Release build runs them to the end.
std::optional<double> time_limit_of([[maybe_unused]] const Check& c) {
#ifdef DEBREF_SANITIZED_TEST
  if (!c.twin && c.id.rfind("pe.soundness", 0) == 0) return 120.0;
#endif
  return std::nullopt;
}

}  // namespace

TEST_CASE("every pe check passes (twins caught)") {
  Registry registry;
  pe::family().register_checks(registry);
  CHECK(registry.checks().size() >= 10);
  for (const Check& c : registry.checks()) {
    auto start = std::chrono::steady_clock::now();
    const std::optional<double> limit = time_limit_of(c);
    CheckResult res = run_check(c, limit);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    MESSAGE(c.id << ": " << std::string(debref::to_string(res.status)) << " instances "
                 << res.instances << " " << s << " s " << res.detail
                 << (res.counterexample ? " " + res.counterexample->dump() : std::string()));
    if (limit && res.status == Status::Unknown) {
      CHECK_FALSE(res.counterexample.has_value());  // stopped at the limit, no violation
      continue;
    }
    CHECK_MESSAGE(res.status == (c.twin ? Status::Caught : Status::Pass), c.id);
    debref_test::check_instance_counts(c, res);
  }
}
