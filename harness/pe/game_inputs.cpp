#include "harness/pe/game_inputs.hpp"

#include <algorithm>
#include <stdexcept>

#include "harness/core/deadline.hpp"
#include "harness/pe/instances.hpp"
#include "reference/pe/stability.hpp"

namespace debref::pe {

namespace {

// Whether M_D reads every subclaim: flipping z_i changes M_D for some z.
bool reads_every_subclaim(const Node& n) {
  for (std::size_t i = 0; i < n.children.size(); ++i) {
    bool reads = false;
    for (unsigned z = 0; z < n.table.size(); ++z)
      if (n.table[z] != n.table[z ^ (1u << i)]) reads = true;
    if (!reads) return false;
  }
  return true;
}

}  // namespace

Estimator box_edge_estimator(const Node& root, const Rational& eps) {
  if (depth(root) != 1) throw std::invalid_argument("box_edge_estimator: depth 1 only");
  const CondTable p = conditional(root);
  const Rational g = correct(root);
  const Rational step = eps - eps / 100;  // inside the open box |t - p| < eps
  const int e = entries(width(root));
  Estimator b;
  Rational far = -1, pt = g;
  for (unsigned v = 0; v < (1u << e); ++v) {
    CondTable t = p;
    int k = 0;
    for (auto& row : t)
      for (Rational& x : row) {
        if ((v >> k++) & 1u)
          x = std::min(Rational(x + step), Rational(1));
        else
          x = std::max(Rational(x - step), Rational(0));
      }
    const Rational pr = accept_probability(root.table, t);
    if (magnitude(pr - g) > far) far = magnitude(pr - g), pt = pr, b.tables[Path{}] = t;
  }
  const Rational edge = pt < g ? Rational(g - eps) : Rational(g + eps);
  b.initial = std::clamp(Rational((pt + edge) / 2), Rational(0), Rational(1));
  return b;
}

GameInput game_input(const Node& root, const Rational& eps, const Rational& r, bool provable) {
  GameInput in;
  in.root = root;
  const int q = width(root);
  const int truth = correct(root) == 1 ? 1 : 0;
  // A: claim x constant direction per node (root, leaves) x recursion index, plus Lemma A.5's
  // honest prover.
  std::vector<Prover> provers;
  long directions = 1;
  for (int i = 0; i <= q; ++i) directions *= 3;
  for (int claim = 0; claim <= 1; ++claim)
    for (long ds = 0; ds < directions; ++ds)
      for (int j = 0; j < q; ++j) provers.push_back(numbered_prover(claim, ds, j, q));
  if (provable) {
    in.honest = provers.size();
    provers.push_back(honest_prover(in.root, eps, truth));
  }
  // B: p_d and every table entry in {0, 1/2, 1}, the truthful estimator and the estimator at
  // the edge of Def. 5.3's box.
  std::vector<Estimator> estimators;
  for (long c = 0; c < grid_estimator_count(q); ++c) estimators.push_back(grid_estimator(q, c));
  estimators.push_back(truthful_estimator(in.root));
  estimators.push_back(box_edge_estimator(in.root, eps));
  for (const Prover& a : provers) {
    std::vector<Rational> row;
    for (const Estimator& b : estimators) row.push_back(expected_payoff(in.root, a, b, r));
    in.u.push_back(row);
    in.correct.push_back(a.claim == truth);
  }
  return in;
}

std::vector<GameInput> thm62_inputs(const Rational& r, bool stable, std::size_t count,
                                    bool provable) {
  std::vector<GameInput> out;
  for (const Instance& in : instances()) {
    throw_if_past_deadline();
    const Rational g = correct(in.root);
    if (depth(in.root) != 1 || width(in.root) > 2 || !zero_one(g) ||
        !reads_every_subclaim(in.root) ||
        first_unstable(in.root, family_eps(), family_rho()).has_value() == stable)
      continue;
    out.push_back(game_input(in.root, family_eps(), r, provable));
    if (out.size() == count) break;
  }
  return out;
}

}  // namespace debref::pe
