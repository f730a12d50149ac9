// seed 000 Lemma A.5 at d = 2, q = 3, decided node by node (docs/PE.md "Lemma A.5 by branch and
// bound", step 4): every stable A-provable tree of pe::depth2_width3 is proved, the proofs agree
// with sampled estimators, and refutations are replayed exactly.
#include <doctest/doctest.h>

#include "harness/core/stream.hpp"
#include "harness/pe/instances.hpp"
#include "reference/pe/completeness.hpp"
#include "reference/pe/stability.hpp"

using namespace debref;
using namespace debref::pe;

namespace {

// An estimator of `root` with p_d = `pd` and every table entry drawn from a grid around the
// direction thresholds (0, eps, 1/2, 1 - eps, 1 and their neighbours).
Estimator sampled(const Node& root, const Rational& pd, Stream& s) {
  static const std::vector<Rational> grid = {
      0, Rational(1, 10), Rational(11, 100), Rational(1, 2), Rational(89, 100), Rational(9, 10), 1};
  Estimator b = constant_estimator(root, pd, 0);
  for (auto& [path, t] : b.tables)
    for (auto& row : t)
      for (Rational& x : row) x = grid[static_cast<std::size_t>(s.next(7))];
  return b;
}

}  // namespace

TEST_CASE("Lemma A.5 node by node: the d = 2, q = 3 trees") {
  const Rational eps(1, 10), r = reward_ratio(eps, Rational(1, 2));
  const Rational bound = (1 - eps) * power(r, 3);
  int proved = 0, vacuous = 0;
  Stream s{7};
  for (const Instance& in : depth2_width3()) {
    const Rational g = correct(in.root);
    if (!zero_one(g) || first_unstable(in.root, eps, Rational(1, 2))) {
      ++vacuous;
      continue;
    }
    INFO(in.name);
    const int claim = g == 1 ? 1 : 0;
    const CompletenessDecision d = decide_completeness(in.root, eps, r, claim, 50000);
    REQUIRE(d.verdict == CompletenessDecision::Verdict::Proved);
    CHECK(d.lower >= d.tau);
    ++proved;
    // A proof covers every B: sampled tables (and both p_d sides of the switch) meet the bound.
    for (int k = 0; k < 20; ++k)
      for (const Rational& pd : {Rational(1 - claim), Rational(claim == 1 ? 89 : 11, 100)}) {
        const Estimator b = sampled(in.root, pd, s);
        CHECK(expected_payoff(in.root, honest_prover(in.root, eps, claim), b, r) >= bound);
      }
  }
  CHECK(proved == 18);
  CHECK(vacuous == 6);
}

TEST_CASE("Lemma A.5 node by node: majority of majorities, cost and refutation") {
  const Rational eps(1, 10);
  const Instance mm = depth2_width3().front();
  REQUIRE(mm.name == "d2 q3 MAJ(MAJ(1,1,1) x3)");
  const CompletenessDecision d = decide_completeness(mm.root, eps, Rational(1, 80), 1, 50000);
  CHECK(d.verdict == CompletenessDecision::Verdict::Proved);
  CHECK(d.boxes < 5000);
  // r = 1 (the reward-ratio twin): refuted; the witness's payoff is replayed.
  const Rational r(1);
  const CompletenessDecision w = decide_completeness(mm.root, eps, r, 1, 5000);
  REQUIRE(w.verdict == CompletenessDecision::Verdict::Refuted);
  REQUIRE(w.witness);
  CHECK(w.payoff == expected_payoff(mm.root, honest_prover(mm.root, eps, 1), *w.witness, r));
  CHECK(w.payoff < (1 - eps) * power(r, 3));
  Estimator active = *w.witness;
  CHECK(completeness_residual(mm.root, eps, r, 1, active) < w.tau);
}
