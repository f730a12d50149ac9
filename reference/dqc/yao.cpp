#include "reference/dqc/yao.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <utility>
#include <vector>

namespace debref::dqc {

namespace {

/// A set of support points of D (at most 128) as a bit mask.
using Mask = std::pair<std::uint64_t, std::uint64_t>;

void set_point(Mask& m, std::size_t p) {
  (p < 64 ? m.first : m.second) |= std::uint64_t{1} << (p % 64);
}

/// The support of D: (T(i), w_i) labelled 0 and (T(i), w~_i) labelled 1, w_i = 0^n, w~_i = e_i,
/// T(i) the honest transcript; each point is the verifier's input string over N variables.
struct Support {
  std::vector<std::vector<bool>> points;
  Mask label{0, 0};
};

Support yao_support(const Debate& d) {
  const int n = d.n, N = n + 2 * d.k;
  Support s;
  for (int i = 1; i <= n; ++i) {
    const std::uint32_t w = 0, wt = 1U << (n - i);
    std::vector<bool> history;
    for (int round = 1; round <= d.k; ++round) {
      history.push_back(honest_move(d, w, false, round, history));  // α_j: Prover 0 on w_i
      history.push_back(honest_move(d, wt, true, round, history));  // β_j: Prover 1 on w~_i
    }
    for (int side = 0; side < 2; ++side) {
      std::vector<bool> p(static_cast<std::size_t>(N));
      const std::uint32_t x = side ? wt : w;
      for (int j = 1; j <= n; ++j) p[static_cast<std::size_t>(x_var(j))] = input_bit(n, x, j);
      for (std::size_t b = 0; b < history.size(); ++b)
        p[static_cast<std::size_t>(n) + b] = history[b];
      if (side) set_point(s.label, s.points.size());
      s.points.push_back(std::move(p));
    }
  }
  return s;
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

Formula balanced(int n, bool is_and) {
  Formula f;
  std::function<int(int, int)> rec = [&](int lo, int hi) -> int {
    const int i = static_cast<int>(f.nodes.size());
    f.nodes.emplace_back();
    if (hi - lo == 1) {
      f.nodes[static_cast<std::size_t>(i)].leaf = Wire{Wire::Literal, x_var(lo), false, false};
      return i;
    }
    const int mid = (lo + hi + 1) / 2;
    const int c0 = rec(lo, mid), c1 = rec(mid, hi);
    auto& node = f.nodes[static_cast<std::size_t>(i)];
    node.is_gate = true;
    node.is_and = is_and;
    node.child[0] = c0;
    node.child[1] = c1;
    return i;
  };
  rec(1, n + 1);
  return f;
}

YaoResult yao_or(int n, int q) {
  YaoResult y;
  y.n = n;
  y.q = q;
  const Debate d = kw_debate(balanced(n, false), n);
  y.k = d.k;
  const Support s = yao_support(d);
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

}  // namespace debref::dqc
