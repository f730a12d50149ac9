#include "reference/dqc/yao.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace debref::dqc {

namespace {

/// A set of support points of D (at most 128) as a bit mask.
using Mask = std::pair<std::uint64_t, std::uint64_t>;

void set_point(Mask& m, std::size_t p) {
  (p < 64 ? m.first : m.second) |= std::uint64_t{1} << (p % 64);
}

/// The support of D: (T(i), w_i) labelled 0 and (T(i), w~_i) labelled 1, T(i) the transcript of
/// the proof (Prover 0 honest on w_i, Prover 1 honest on w~_i); each point is the verifier's
/// input string over N = n + 2k variables.
struct Support {
  std::vector<std::vector<bool>> points;
  Mask label{0, 0};
};

Support yao_support(const Debate& d, const std::vector<YaoPair>& pairs) {
  const int n = d.n, N = n + 2 * d.k;
  Support s;
  for (const YaoPair& pair : pairs) {
    std::vector<bool> history;
    for (int round = 1; round <= d.k; ++round) {
      history.push_back(honest_move(d, pair.w, false, round, history));       // α_j on w_i
      history.push_back(honest_move(d, pair.w_tilde, true, round, history));  // β_j on w~_i
    }
    for (int side = 0; side < 2; ++side) {
      std::vector<bool> p(static_cast<std::size_t>(N));
      const std::uint32_t x = side ? pair.w_tilde : pair.w;
      for (int j = 1; j <= n; ++j) p[static_cast<std::size_t>(x_var(j))] = input_bit(n, x, j);
      for (std::size_t b = 0; b < history.size(); ++b)
        p[static_cast<std::size_t>(n) + b] = history[b];
      if (side) set_point(s.label, s.points.size());
      s.points.push_back(std::move(p));
    }
  }
  return s;
}

/// Sets the inputs of the read-once sub-formula at `node` so that it evaluates to `value`.
void force(const Formula& formula, int node, bool value, int n, std::uint32_t& x) {
  const FormulaNode& f = formula.nodes.at(static_cast<std::size_t>(node));
  if (!f.is_gate) {
    if (f.leaf.kind != Wire::Literal) throw std::invalid_argument("pivotal_pairs: a constant leaf");
    if (value != f.leaf.negated) x |= std::uint32_t{1} << (n - 1 - f.leaf.index);
    return;
  }
  // Both children get `value`: right for AND at 1 and OR at 0, a valid choice otherwise.
  force(formula, f.child[0], value, n, x);
  force(formula, f.child[1], value, n, x);
}

/// The leaf of x_i below `node` with its path made pivotal; false if x_i is not below.
bool pivot(const Formula& formula, int node, int var, int n, std::uint32_t& x, bool& negated) {
  const FormulaNode& f = formula.nodes.at(static_cast<std::size_t>(node));
  if (!f.is_gate) {
    negated = f.leaf.negated;
    return f.leaf.kind == Wire::Literal && f.leaf.index == var;
  }
  for (int c = 0; c < 2; ++c)
    if (pivot(formula, f.child[c], var, n, x, negated)) {
      force(formula, f.child[1 - c], f.is_and, n, x);  // the non-controlling value
      return true;
    }
  return false;
}

/// Every function of a depth-<= q tree over N variables, restricted to the points, deduplicated.
std::set<Mask> tree_functions(const std::vector<std::vector<bool>>& points, int N, int q) {
  std::vector<Mask> var_mask(static_cast<std::size_t>(N), Mask{0, 0});
  for (int v = 0; v < N; ++v)
    for (std::size_t p = 0; p < points.size(); ++p)
      if (points[p][static_cast<std::size_t>(v)])
        set_point(var_mask[static_cast<std::size_t>(v)], p);
  Mask all{0, 0};
  for (std::size_t p = 0; p < points.size(); ++p) set_point(all, p);
  std::set<Mask> funcs = {Mask{0, 0}, all};
  for (int depth = 1; depth <= q; ++depth) {
    const std::vector<Mask> prev(funcs.begin(), funcs.end());
    for (int v = 0; v < N; ++v) {
      const Mask& m = var_mask[static_cast<std::size_t>(v)];
      for (const Mask& lo : prev)
        for (const Mask& hi : prev)
          funcs.insert(Mask{(m.first & hi.first) | (~m.first & lo.first & all.first),
                            (m.second & hi.second) | (~m.second & lo.second & all.second)});
    }
  }
  return funcs;
}

}  // namespace

Formula balanced(int n, bool is_and, bool alternate) {
  Formula f;
  std::function<int(int, int, bool)> rec = [&](int lo, int hi, bool gate_and) -> int {
    const int i = static_cast<int>(f.nodes.size());
    f.nodes.emplace_back();
    if (hi - lo == 1) {
      f.nodes[static_cast<std::size_t>(i)].leaf = Wire{Wire::Literal, x_var(lo), false, false};
      return i;
    }
    const int mid = (lo + hi + 1) / 2;
    const bool below = alternate ? !gate_and : gate_and;
    const int c0 = rec(lo, mid, below), c1 = rec(mid, hi, below);
    auto& node = f.nodes[static_cast<std::size_t>(i)];
    node.is_gate = true;
    node.is_and = gate_and;
    node.child[0] = c0;
    node.child[1] = c1;
    return i;
  };
  rec(1, n + 1, is_and);
  return f;
}

std::vector<YaoPair> pivotal_pairs(const Formula& formula, int n) {
  const Circuit c = formula.to_circuit(n);
  std::vector<YaoPair> pairs;
  for (int i = 1; i <= n; ++i) {
    std::uint32_t x = 0;
    bool negated = false;
    if (!pivot(formula, 0, x_var(i), n, x, negated))
      throw std::invalid_argument("pivotal_pairs: x" + std::to_string(i) + " is not read");
    const std::uint32_t bit = std::uint32_t{1} << (n - i);
    // The literal is 0 at w (so f(w) = 0 through the non-controlling path) and 1 at w~.
    const YaoPair pair{negated ? x | bit : x & ~bit, negated ? x & ~bit : x | bit};
    std::vector<bool> w(static_cast<std::size_t>(n)), wt(static_cast<std::size_t>(n));
    for (int j = 1; j <= n; ++j) {
      w[static_cast<std::size_t>(x_var(j))] = input_bit(n, pair.w, j);
      wt[static_cast<std::size_t>(x_var(j))] = input_bit(n, pair.w_tilde, j);
    }
    if (c.eval(w) || !c.eval(wt))
      throw std::invalid_argument("pivotal_pairs: the formula is not read-once at x" +
                                  std::to_string(i));
    pairs.push_back(pair);
  }
  return pairs;
}

YaoResult yao_bound(const Formula& formula, int n, int q) {
  if (n < 1 || n > 32) throw std::invalid_argument("yao_bound: n must be in 1..32");
  YaoResult y;
  y.n = n;
  y.q = q;
  const Debate d = kw_debate(formula, n);
  y.k = d.k;
  const Support s = yao_support(d, pivotal_pairs(formula, n));
  y.support = s.points.size();
  const std::set<Mask> funcs = tree_functions(s.points, n + 2 * d.k, q);
  y.trees = funcs.size();
  y.mistakes = s.points.size();
  for (const Mask& f : funcs) {
    const std::uint64_t mistakes = static_cast<std::uint64_t>(
        std::popcount(f.first ^ s.label.first) + std::popcount(f.second ^ s.label.second));
    y.mistakes = std::min(y.mistakes, mistakes);
  }
  return y;
}

YaoResult yao_or(int n, int q) {
  return yao_bound(balanced(n, false), n, q);
}

}  // namespace debref::dqc
