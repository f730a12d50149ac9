// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1, Lemma 3. See reduced.hpp and docs/DQC.md.
#include "reference/dqc/reduced.hpp"

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace debref::dqc {

namespace {

/// A verifier function of up to 7 variables: 128 truth-table bits in two words.
struct Table {
  std::uint64_t w[2] = {0, 0};
  bool operator==(const Table&) const = default;
};
struct TableHash {
  std::size_t operator()(const Table& t) const {
    return std::hash<std::uint64_t>()(t.w[0] * 0x9E3779B97F4A7C15ULL ^ t.w[1]);
  }
};

/// The assignment bit of tree variable v: x_j (v = j - 1) at n - j, y_i (v = n + i - 1) at v.
int table_bit(int n, int v) {
  return v < n ? n - 1 - v : v;
}

/// The table of the assignments whose bit b is set, over `bits` assignments.
Table bit_mask(int b, int bits) {
  Table t;
  for (int a = 0; a < bits; ++a)
    if ((a >> b) & 1) t.w[a / 64] |= std::uint64_t{1} << (a % 64);
  return t;
}

Table all_ones(int bits) {
  Table t;
  for (int a = 0; a < bits; ++a) t.w[a / 64] |= std::uint64_t{1} << (a % 64);
  return t;
}

Table mux(const Table& mask, const Table& lo, const Table& hi) {
  Table t;
  for (int i = 0; i < 2; ++i) t.w[i] = (mask.w[i] & hi.w[i]) | (~mask.w[i] & lo.w[i]);
  return t;
}

/// Whether V depends on the assignment bit b (its two cofactors differ).
bool depends_on(const Table& t, int b, int bits) {
  const int shift = 1 << b;
  for (int a = 0; a < bits; ++a)
    if (!((a >> b) & 1)) {
      const bool lo = (t.w[a / 64] >> (a % 64)) & 1U;
      const int a1 = a + shift;
      const bool hi = (t.w[a1 / 64] >> (a1 % 64)) & 1U;
      if (lo != hi) return true;
    }
  return false;
}

}  // namespace

std::uint32_t reduced_game(int n, int m, std::uint32_t owners, const std::uint64_t table[2]) {
  std::uint64_t w0 = table[0], w1 = table[1];
  for (int i = m; i >= 1; --i) {
    const int half = 1 << (n + i - 1);  // y_i is the highest remaining assignment bit
    const bool max = (owners >> (i - 1)) & 1U;
    std::uint64_t lo, hi;
    if (half == 64) {
      lo = w0;
      hi = w1;
    } else {
      const std::uint64_t mask = (std::uint64_t{1} << half) - 1;
      lo = w0 & mask;
      hi = (w0 >> half) & mask;
    }
    w0 = max ? (lo | hi) : (lo & hi);
    w1 = 0;
  }
  const int inputs = 1 << n;
  return static_cast<std::uint32_t>(inputs == 32 ? w0 : (w0 & ((std::uint64_t{1} << inputs) - 1)));
}

Debate reduced_debate(int n, int m, std::uint32_t owners, const Tree& reduced) {
  Debate d{n, m, reduced};
  for (TreeNode& node : d.tree.nodes)
    if (node.var >= n) {
      const int i = node.var - n + 1;
      node.var = ((owners >> (i - 1)) & 1U) ? beta_var(n, i) : alpha_var(n, i);
    }
  return d;
}

Tree ReducedSearch::tree(const ReducedWitness& w) const {
  std::function<Tree(int)> rec = [&](int i) -> Tree {
    const ReducedNode& node = nodes.at(static_cast<std::size_t>(i));
    if (node.var < 0) return Tree::leaf(node.table[0] & 1U);
    return Tree::query(node.var, rec(node.lo), rec(node.hi));
  };
  if (w.root < 0) return rec(w.lo);
  return Tree::query(w.root, rec(w.lo), rec(w.hi));
}

namespace {

/// The search of reduced_search; `slot` maps a game function to its witness index (or -1).
template <class Slot>
ReducedSearch search(int n, int m, int max_l, std::size_t witnesses, Slot&& slot) {
  ReducedSearch s;
  s.n = n;
  s.m = m;
  s.max_l = max_l;
  const int N = n + m, bits = 1 << N;
  const std::uint32_t patterns = 1U << m;
  s.witness.assign(witnesses, ReducedWitness{});
  s.trees.assign(static_cast<std::size_t>(max_l) + 1, 0);
  std::vector<Table> masks, tables;
  std::vector<std::uint32_t> support;  // per node: tree variables it depends on
  for (int v = 0; v < N; ++v) masks.push_back(bit_mask(table_bit(n, v), bits));
  auto add_node = [&](const Table& t, int var, int lo, int hi, int depth) {
    ReducedNode node;
    node.table[0] = t.w[0];
    node.table[1] = t.w[1];
    node.var = var;
    node.lo = lo;
    node.hi = hi;
    node.depth = depth;
    s.nodes.push_back(node);
    tables.push_back(t);
    std::uint32_t sup = 0;
    for (int v = 0; v < N; ++v)
      if (depends_on(t, table_bit(n, v), bits)) sup |= 1U << v;
    support.push_back(sup);
  };
  auto record = [&](const std::uint64_t table[2], int l, int root, int lo, int hi) {
    for (std::uint32_t owners = 0; owners < patterns; ++owners) {
      const std::int64_t i = slot(reduced_game(n, m, owners, table));
      if (i < 0) continue;
      ReducedWitness& w = s.witness[static_cast<std::size_t>(i)];
      if (w.l < 0) w = ReducedWitness{l, owners, root, lo, hi};
    }
    s.trees[static_cast<std::size_t>(l)] += patterns;
  };
  // The closure D_0 = {0, 1}, D_d = D_{d-1} ∪ {v ? H : L} up to depth max_l - 1, deduplicated.
  std::unordered_map<Table, int, TableHash> seen;
  add_node(Table{}, -1, -1, -1, 0);
  add_node(all_ones(bits), -1, -1, -1, 0);
  seen.emplace(tables[0], 0);
  seen.emplace(tables[1], 1);
  for (int d = 1; d < max_l; ++d) {
    const std::size_t prev = s.nodes.size();
    for (int v = 0; v < N; ++v)
      for (std::size_t lo = 0; lo < prev; ++lo)
        for (std::size_t hi = 0; hi < prev; ++hi) {
          if (lo == hi) continue;
          const Table t = mux(masks[static_cast<std::size_t>(v)], tables[lo], tables[hi]);
          if (seen.count(t)) continue;
          seen.emplace(t, static_cast<int>(s.nodes.size()));
          add_node(t, v, static_cast<int>(lo), static_cast<int>(hi), d);
        }
  }
  for (std::size_t i = 0; i < s.nodes.size(); ++i)
    if (s.nodes[i].depth <= max_l)
      record(s.nodes[i].table, s.nodes[i].depth, -1, static_cast<int>(i), -1);
  if (max_l == 0) return s;
  // Depth max_l: every root v over two subtrees of depth <= max_l - 1 that do not read v (a
  // subtree reading v again is its restriction, itself in the closure).
  const std::size_t count = s.nodes.size();
  for (int v = 0; v < N; ++v) {
    std::vector<int> free;
    for (std::size_t i = 0; i < count; ++i)
      if (!((support[i] >> v) & 1U)) free.push_back(static_cast<int>(i));
    const Table& mask = masks[static_cast<std::size_t>(v)];
    for (int lo : free)
      for (int hi : free) {
        if (lo == hi) continue;
        const Table t =
            mux(mask, tables[static_cast<std::size_t>(lo)], tables[static_cast<std::size_t>(hi)]);
        record(t.w, max_l, v, lo, hi);
      }
  }
  return s;
}

}  // namespace

ReducedSearch reduced_search(int n, int m, int max_l) {
  if (n < 0 || n > 4 || m < 0 || n + m > max_reduced_variables || max_l < 0 || max_l > 3)
    throw std::invalid_argument("reduced_search: n in 0..4, n + m <= 7, max_l in 0..3");
  return search(n, m, max_l, std::size_t{1} << (1U << n),
                [](std::uint32_t g) { return static_cast<std::int64_t>(g); });
}

ReducedSearch reduced_search(int n, int m, int max_l, const std::vector<std::uint32_t>& targets) {
  if (n < 0 || n > 5 || m < 0 || n + m > max_reduced_variables || max_l < 0 || max_l > 3)
    throw std::invalid_argument("reduced_search: n in 0..5, n + m <= 7, max_l in 0..3");
  std::unordered_map<std::uint32_t, std::int64_t> index;
  for (std::size_t i = 0; i < targets.size(); ++i)
    index.emplace(targets[i], static_cast<std::int64_t>(i));
  ReducedSearch s = search(n, m, max_l, targets.size(), [&](std::uint32_t g) {
    auto it = index.find(g);
    return it == index.end() ? std::int64_t{-1} : it->second;
  });
  // Duplicate targets share the first one's witness.
  for (std::size_t i = 0; i < targets.size(); ++i)
    s.witness[i] = s.witness[static_cast<std::size_t>(index.at(targets[i]))];
  return s;
}

std::vector<std::uint32_t> reduced_game_functions(int n, int m, int max_l) {
  if (n < 0 || n > 5 || m < 0 || n + m > max_reduced_variables || max_l < 0 || max_l > 3)
    throw std::invalid_argument("reduced_game_functions: n in 0..5, n + m <= 7, max_l in 0..3");
  std::unordered_set<std::uint32_t> seen;
  search(n, m, max_l, 0, [&](std::uint32_t g) {
    seen.insert(g);
    return std::int64_t{-1};
  });
  std::vector<std::uint32_t> out(seen.begin(), seen.end());
  std::sort(out.begin(), out.end());
  return out;
}

namespace {

/// f restricted to x_j = c, as a function of the same n variables (bits as TruthTable).
std::uint32_t restrict_bits(int n, std::uint32_t f, int j, bool c) {
  std::uint32_t g = 0;
  const std::uint32_t bit = 1U << (n - j);
  for (std::uint32_t x = 0; x < (1U << n); ++x)
    if ((f >> (c ? (x | bit) : (x & ~bit))) & 1U) g |= 1U << x;
  return g;
}

int dt_depth(int n, std::uint32_t f, std::vector<std::int8_t>& memo) {
  if (memo[f] >= 0) return memo[f];
  const std::uint32_t full = n == 5 ? 0xFFFFFFFFU : ((1U << (1U << n)) - 1U);
  int best = 0;
  if (f != 0 && f != full) {
    best = 1 << 20;
    for (int j = 1; j <= n; ++j) {
      const std::uint32_t f0 = restrict_bits(n, f, j, false), f1 = restrict_bits(n, f, j, true);
      if (f0 == f1) continue;
      best = std::min(best, 1 + std::max(dt_depth(n, f0, memo), dt_depth(n, f1, memo)));
    }
  }
  memo[f] = static_cast<std::int8_t>(best);
  return best;
}

}  // namespace

std::vector<std::int8_t> decision_tree_depths(int n) {
  if (n < 0 || n > 4) throw std::invalid_argument("decision_tree_depths: n in 0..4");
  std::vector<std::int8_t> memo(std::size_t{1} << (1U << n), -1);
  for (std::uint32_t f = 0; f < memo.size(); ++f) dt_depth(n, f, memo);
  return memo;
}

Tree decision_tree_from(const TruthTable& f, const std::vector<std::int8_t>& depths) {
  std::function<Tree(std::uint32_t)> rec = [&](std::uint32_t g) -> Tree {
    if (depths[g] == 0) return Tree::leaf(g & 1U);
    for (int j = 1; j <= f.n; ++j) {  // the first variable meeting the recursion of D
      const std::uint32_t g0 = restrict_bits(f.n, g, j, false), g1 = restrict_bits(f.n, g, j, true);
      if (g0 != g1 && 1 + std::max(depths[g0], depths[g1]) == depths[g])
        return Tree::query(x_var(j), rec(g0), rec(g1));
    }
    throw std::logic_error("decision_tree_from: inconsistent depth table");
  };
  return rec(f.bits);
}

}  // namespace debref::dqc
