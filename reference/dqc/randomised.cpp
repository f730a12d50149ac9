#include "reference/dqc/randomised.hpp"

#include <algorithm>
#include <bit>
#include <cstddef>
#include <functional>
#include <map>
#include <stdexcept>
#include <unordered_map>
#include <utility>

#include "reference/num/matrix_game.hpp"

namespace debref::dqc {

namespace {

bool has(const PointSet& s, std::size_t p) {
  return (s[p / 64] >> (p % 64)) & 1U;
}
void put(PointSet& s, std::size_t p) {
  s[p / 64] |= std::uint64_t{1} << (p % 64);
}
bool subset(const PointSet& a, const PointSet& b) {
  for (std::size_t w = 0; w < a.size(); ++w)
    if (a[w] & ~b[w]) return false;
  return true;
}
int count(const PointSet& s) {
  int c = 0;
  for (std::uint64_t w : s) c += std::popcount(w);
  return c;
}

struct PointSetHash {
  std::size_t operator()(const PointSet& s) const {
    std::size_t h = 0;
    for (std::uint64_t w : s) h = h * 1000003U ^ std::hash<std::uint64_t>{}(w);
    return h;
  }
};

/// The verifier's input string for x and a transcript.
std::vector<bool> point_of(int n, std::uint32_t x, const std::vector<bool>& history) {
  std::vector<bool> p(static_cast<std::size_t>(n));
  for (int j = 1; j <= n; ++j) p[static_cast<std::size_t>(x_var(j))] = input_bit(n, x, j);
  p.insert(p.end(), history.begin(), history.end());
  return p;
}

/// The transcript where Prover 0 plays honest_move on x0 and Prover 1 on x1.
std::vector<bool> play(const Debate& d, std::uint32_t x0, std::uint32_t x1) {
  std::vector<bool> history;
  for (int round = 1; round <= d.k; ++round) {
    history.push_back(honest_move(d, x0, false, round, history));
    history.push_back(honest_move(d, x1, true, round, history));
  }
  return history;
}

/// Weakly undominated columns (minimal error sets; error sets of distinct tree functions are
/// distinct), by increasing size so a subset is always seen first.
std::vector<std::size_t> minimal_sets(const std::vector<PointSet>& errors) {
  std::vector<std::size_t> order(errors.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::vector<int> size(errors.size());
  for (std::size_t i = 0; i < errors.size(); ++i) size[i] = count(errors[i]);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return size[a] < size[b]; });
  std::vector<std::size_t> kept;
  for (std::size_t i : order) {
    bool dominated = false;
    for (std::size_t j : kept)
      if (subset(errors[j], errors[i])) {
        dominated = true;
        break;
      }
    if (!dominated) kept.push_back(i);
  }
  std::sort(kept.begin(), kept.end());
  return kept;
}

/// Rows not weakly dominated (a row whose errors over the kept columns are contained in another
/// row's is never needed by the maximising adversary); the first of equal rows is kept.
std::vector<std::size_t> undominated_rows(const std::vector<PointSet>& errors,
                                          const std::vector<std::size_t>& columns,
                                          std::size_t points) {
  const std::size_t words = (columns.size() + 63) / 64;
  std::vector<PointSet> rows(points, PointSet(words, 0));
  for (std::size_t c = 0; c < columns.size(); ++c)
    for (std::size_t p = 0; p < points; ++p)
      if (has(errors[columns[c]], p)) put(rows[p], c);
  std::vector<std::size_t> kept;
  for (std::size_t p = 0; p < points; ++p) {
    bool dominated = false;
    for (std::size_t o = 0; o < points && !dominated; ++o)
      dominated = o != p && subset(rows[p], rows[o]) && (rows[p] != rows[o] || o < p);
    if (!dominated) kept.push_back(p);
  }
  return kept;
}

/// The certificate on the full game: the adversary's weights get >= eps against every tree and
/// the verifier's mixture errs with probability <= eps on every point.
void verify(const RandomisedError& r) {
  Rational sum = 0;
  for (const auto& [p, w] : r.hard) {
    if (w < 0) throw std::logic_error("randomised_error: a negative adversary weight");
    sum += w;
  }
  if (sum != 1) throw std::logic_error("randomised_error: the adversary's weights sum to != 1");
  sum = 0;
  for (const auto& [t, w] : r.verifier) {
    if (w < 0) throw std::logic_error("randomised_error: a negative verifier weight");
    sum += w;
  }
  if (sum != 1) throw std::logic_error("randomised_error: the verifier's weights sum to != 1");
  for (const PointSet& e : r.errors) {
    Rational got = 0;
    for (const auto& [p, w] : r.hard)
      if (has(e, p)) got += w;
    if (got < r.error) throw std::logic_error("randomised_error: a tree beats the adversary");
  }
  for (std::size_t p = 0; p < r.points; ++p) {
    Rational err = 0;
    for (const auto& [t, w] : r.verifier)
      if (has(r.errors[t], p)) err += w;
    if (err > r.error) throw std::logic_error("randomised_error: a point beats the verifier");
  }
}

}  // namespace

std::optional<std::size_t> ValidInputs::find(const std::vector<bool>& point) const {
  for (std::size_t i = 0; i < points.size(); ++i)
    if (points[i] == point) return i;
  return std::nullopt;
}

ValidInputs valid_inputs(const Debate& d, const TruthTable& f) {
  if (d.k > 10) throw std::invalid_argument("valid_inputs: k must be <= 10");
  ValidInputs in;
  in.n = d.n;
  in.k = d.k;
  for (std::uint32_t x = 0; x < (std::uint32_t{1} << d.n); ++x) {
    const bool fx = f(x);
    for (std::uint32_t s = 0; s < (std::uint32_t{1} << d.k); ++s) {
      std::vector<bool> history;
      for (int round = 1; round <= d.k; ++round) {
        const bool free = (s >> (round - 1)) & 1U;  // the dishonest prover's bit
        history.push_back(fx ? free : honest_move(d, x, false, round, history));
        history.push_back(fx ? honest_move(d, x, true, round, history) : free);
      }
      std::vector<bool> p = point_of(d.n, x, history);
      if (d.tree.eval(p) != fx)
        throw std::invalid_argument("valid_inputs: V differs from f(x) at x = " +
                                    std::to_string(x) + " on a valid transcript");
      in.points.push_back(std::move(p));
      in.x.push_back(x);
      in.value.push_back(fx);
    }
  }
  return in;
}

ValidInputs honest_inputs(const Debate& d, const TruthTable& f) {
  ValidInputs in;
  in.n = d.n;
  in.k = d.k;
  for (std::uint32_t x = 0; x < (std::uint32_t{1} << d.n); ++x) {
    in.points.push_back(point_of(d.n, x, play(d, x, x)));
    in.x.push_back(x);
    in.value.push_back(f(x));
  }
  return in;
}

std::vector<TreeFunction> tree_functions(const ValidInputs& in, int q) {
  if (q < 0 || q > 2) throw std::invalid_argument("tree_functions: q must be in 0..2");
  const std::size_t points = in.points.size(), words = (points + 63) / 64;
  const int vars = in.n + 2 * in.k;
  PointSet all(words, 0);
  std::vector<PointSet> var(static_cast<std::size_t>(vars), PointSet(words, 0));
  for (std::size_t p = 0; p < points; ++p) {
    put(all, p);
    for (int v = 0; v < vars; ++v)
      if (in.points[p][static_cast<std::size_t>(v)]) put(var[static_cast<std::size_t>(v)], p);
  }
  std::vector<TreeFunction> out;
  std::unordered_map<PointSet, std::size_t, PointSetHash> index;
  auto add = [&](PointSet ones, const std::function<Tree()>& tree) {
    if (index.emplace(ones, out.size()).second) out.push_back({std::move(ones), tree()});
  };
  add(PointSet(words, 0), [] { return Tree::leaf(false); });
  add(all, [] { return Tree::leaf(true); });
  for (int depth = 1; depth <= q; ++depth) {
    const std::size_t below = out.size();  // the functions of depth <= depth - 1
    for (int v = 0; v < vars; ++v) {
      const PointSet& m = var[static_cast<std::size_t>(v)];
      for (std::size_t lo = 0; lo < below; ++lo)
        for (std::size_t hi = 0; hi < below; ++hi) {
          if (lo == hi) continue;
          PointSet ones(words);
          for (std::size_t w = 0; w < words; ++w)
            ones[w] = (m[w] & out[hi].ones[w]) | (~m[w] & out[lo].ones[w] & all[w]);
          add(std::move(ones), [&] { return Tree::query(v, out[lo].tree, out[hi].tree); });
        }
    }
  }
  return out;
}

RandomisedError randomised_error(const ValidInputs& in, const std::vector<TreeFunction>& trees,
                                 int q) {
  RandomisedError r;
  r.q = q;
  r.points = in.points.size();
  r.trees = trees.size();
  const std::size_t words = (r.points + 63) / 64;
  PointSet label(words, 0);
  for (std::size_t p = 0; p < r.points; ++p)
    if (in.value[p]) put(label, p);
  for (const TreeFunction& t : trees) {
    PointSet e(words);
    for (std::size_t w = 0; w < words; ++w) e[w] = t.ones[w] ^ label[w];
    r.errors.push_back(std::move(e));
  }
  r.minimal = minimal_sets(r.errors);
  const std::vector<std::size_t> rows = undominated_rows(r.errors, r.minimal, r.points);
  r.kept_trees = r.minimal.size();
  r.kept_points = rows.size();
  // Column generation: solve the game on a few trees, add the trees that beat the adversary's
  // optimal distribution there, until none does (then that distribution is optimal on all).
  std::vector<std::size_t> columns(
      r.minimal.begin(), r.minimal.begin() + std::min<std::ptrdiff_t>(16, std::ssize(r.minimal)));
  std::vector<bool> in_columns(r.errors.size(), false);
  for (std::size_t c : columns) in_columns[c] = true;
  GameSolution s;
  for (;;) {
    PayoffMatrix payoff(rows.size(), std::vector<Rational>(columns.size(), Rational(0)));
    for (std::size_t i = 0; i < rows.size(); ++i)
      for (std::size_t j = 0; j < columns.size(); ++j)
        if (has(r.errors[columns[j]], rows[i])) payoff[i][j] = 1;
    s = solve_matrix_game(payoff);
    r.pivots += s.pivots;
    std::vector<std::pair<Rational, std::size_t>> better;
    for (std::size_t c : r.minimal) {
      if (in_columns[c]) continue;
      Rational got = 0;
      for (std::size_t i = 0; i < rows.size(); ++i)
        if (s.row[i] != 0 && has(r.errors[c], rows[i])) got += s.row[i];
      if (got < s.value) better.emplace_back(got, c);
    }
    if (better.empty()) break;
    std::sort(better.begin(), better.end());
    for (std::size_t b = 0; b < better.size() && b < 64; ++b) {
      columns.push_back(better[b].second);
      in_columns[better[b].second] = true;
    }
  }
  r.error = s.value;
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (s.row[i] != 0) r.hard.emplace_back(rows[i], s.row[i]);
  for (std::size_t j = 0; j < columns.size(); ++j)
    if (s.column[j] != 0) r.verifier.emplace_back(columns[j], s.column[j]);
  std::sort(r.verifier.begin(), r.verifier.end());
  verify(r);
  return r;
}

std::vector<std::size_t> yao_points(const ValidInputs& in, const Debate& d, const TruthTable& f,
                                    bool shared) {
  std::vector<std::size_t> out;
  const std::uint32_t inputs = std::uint32_t{1} << d.n;
  for (int i = 1; i <= d.n; ++i) {
    const std::uint32_t bit = std::uint32_t{1} << (d.n - i);
    std::optional<std::uint32_t> w;
    for (std::uint32_t x = 0; x < inputs && !w; ++x)
      if (!f(x) && f(x ^ bit)) w = x;
    if (!w) continue;  // f does not depend on x_i
    const std::uint32_t wt = *w ^ bit;
    const std::vector<bool> t0 = shared ? play(d, *w, wt) : play(d, *w, *w);
    const std::vector<bool> t1 = shared ? t0 : play(d, wt, wt);
    for (const auto& [x, t] : {std::pair{*w, t0}, std::pair{wt, t1}}) {
      const auto p = in.find(point_of(d.n, x, t));
      if (!p) throw std::logic_error("yao_points: a transcript of D is not valid");
      out.push_back(*p);
    }
  }
  return out;
}

Rational yao_error(const RandomisedError& r, const std::vector<std::size_t>& d_points) {
  if (d_points.empty()) throw std::invalid_argument("yao_error: D is empty");
  std::size_t least = d_points.size();
  for (std::size_t t : r.minimal) {
    std::size_t mistakes = 0;
    for (std::size_t p : d_points) mistakes += has(r.errors[t], p);
    least = std::min(least, mistakes);
  }
  return Rational(static_cast<long>(least), static_cast<long>(d_points.size()));
}

std::optional<Majority> least_majority(const RandomisedError& r, int max_t, std::uint64_t budget) {
  const std::vector<std::size_t>& c = r.minimal;
  for (int t = 1; t <= max_t; t += 2) {
    const int allowed = (t - 1) / 2;  // wrong votes a point can take
    std::vector<int> wrong(r.points, 0);
    std::vector<std::size_t> chosen;
    std::uint64_t nodes = 0;
    // Trees in non-decreasing index order (a multiset); a point may be wrong in <= allowed.
    std::function<bool(std::size_t)> dfs = [&](std::size_t from) -> bool {
      if (static_cast<int>(chosen.size()) == t) return true;
      for (std::size_t i = from; i < c.size(); ++i) {
        if (++nodes > budget) return false;
        const PointSet& e = r.errors[c[i]];
        bool ok = true;
        for (std::size_t p = 0; p < r.points && ok; ++p) ok = !has(e, p) || wrong[p] < allowed;
        if (!ok) continue;
        for (std::size_t p = 0; p < r.points; ++p) wrong[p] += has(e, p);
        chosen.push_back(c[i]);
        if (dfs(i)) return true;
        chosen.pop_back();
        for (std::size_t p = 0; p < r.points; ++p) wrong[p] -= has(e, p);
      }
      return false;
    };
    if (dfs(0)) return Majority{t, chosen};
    if (nodes > budget) return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace debref::dqc

namespace debref::dqc {

Circuit majority_circuit(const std::vector<Tree>& trees, int vars) {
  if (trees.empty() || trees.size() % 2 == 0)
    throw std::invalid_argument("majority_circuit: an odd number of trees");
  Circuit c;
  c.vars = vars;
  std::vector<Wire> outs;
  for (const Tree& t : trees) {
    const Circuit ct = tree_circuit(t, vars);
    const int offset = c.size();
    auto shift = [&](Wire w) {
      if (w.kind == Wire::Gate) w.index += offset;
      return w;
    };
    for (Gate g : ct.gates) {
      g.in[0] = shift(g.in[0]);
      g.in[1] = shift(g.in[1]);
      c.gates.push_back(g);
    }
    outs.push_back(shift(ct.out));
  }
  auto constant = [](bool v) {
    Wire w;
    w.kind = Wire::Const;
    w.value = v;
    return w;
  };
  auto gate = [&](bool is_and, Wire a, Wire b) {
    if (a.kind == Wire::Const) return a.value == is_and ? b : a;
    if (b.kind == Wire::Const) return b.value == is_and ? a : b;
    Gate g;
    g.is_and = is_and;
    g.in[0] = a;
    g.in[1] = b;
    c.gates.push_back(g);
    Wire w;
    w.kind = Wire::Gate;
    w.index = c.size() - 1;
    return w;
  };
  const int t = static_cast<int>(outs.size()), s = (t + 1) / 2;
  // th[a] = Th(a, j) for the first j outputs, a = 0..s.
  std::vector<Wire> th(static_cast<std::size_t>(s + 1), constant(false));
  th[0] = constant(true);
  for (int j = 1; j <= t; ++j)  // Th(a, j) with a < s - (t - j) is never needed
    for (int a = std::min(j, s); a >= std::max(1, s - (t - j)); --a)
      th[static_cast<std::size_t>(a)] = gate(
          false, th[static_cast<std::size_t>(a)],
          gate(true, outs[static_cast<std::size_t>(j - 1)], th[static_cast<std::size_t>(a - 1)]));
  c.out = th[static_cast<std::size_t>(s)];
  return c;
}

}  // namespace debref::dqc
