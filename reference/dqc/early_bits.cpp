// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1. See early_bits.hpp and docs/DQC.md "Early bits".
#include "reference/dqc/early_bits.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <unordered_set>
#include <utility>

#include "reference/dqc/reduced.hpp"

namespace debref::dqc {

namespace {

/// Early bits a shape may have: 2^s transcripts per input are evaluated.
constexpr int max_early_bits = 16;

void check_literal(const EarlyLiteral& l, int vars) {
  if (l.var >= vars)
    throw std::invalid_argument("early-bit verifier: literal variable out of range");
}

void check_depth2(const EarlyDepth2& t, int vars) {
  if (t.var < 0 || t.var >= vars)
    throw std::invalid_argument("early-bit verifier: depth-2 query variable out of range");
  check_literal(t.lo, vars);
  check_literal(t.hi, vars);
}

void check_shape(const EarlyBitVerifier& v) {
  if (v.n < 1 || v.n > 5) throw std::invalid_argument("early-bit verifier: n must be in 1..5");
  if (v.s() > max_early_bits)
    throw std::invalid_argument("early-bit verifier: too many early bits");
  const int vars = v.n + v.s();
  for (const EarlySide& side : v.side) {
    if (side.kind == EarlySide::Kind::Query && (side.var < 0 || side.var >= vars))
      throw std::invalid_argument("early-bit verifier: side query variable out of range");
    check_depth2(side.lo, vars);
    check_depth2(side.hi, vars);
  }
}

bool literal_value(const std::vector<bool>& val, const EarlyLiteral& l) {
  return l.var < 0 ? l.value : val[static_cast<std::size_t>(l.var)] == l.value;
}

bool depth2_value(const std::vector<bool>& val, const EarlyDepth2& t) {
  return literal_value(val, val[static_cast<std::size_t>(t.var)] ? t.hi : t.lo);
}

bool side_value(const std::vector<bool>& val, const EarlySide& side) {
  const bool lo = depth2_value(val, side.lo), hi = depth2_value(val, side.hi);
  switch (side.kind) {
    case EarlySide::Kind::And:
      return lo && hi;
    case EarlySide::Kind::Or:
      return lo || hi;
    case EarlySide::Kind::Query:
      break;
  }
  return val[static_cast<std::size_t>(side.var)] ? hi : lo;
}

std::string variable_name(int n, int v) {
  return v < n ? "x" + std::to_string(v + 1) : "e" + std::to_string(v - n + 1);
}

std::string literal_string(int n, const EarlyLiteral& l) {
  if (l.var < 0) return l.value ? "1" : "0";
  return (l.value ? "" : "~") + variable_name(n, l.var);
}

std::string depth2_string(int n, const EarlyDepth2& t) {
  return "(" + variable_name(n, t.var) + " ? " + literal_string(n, t.hi) + " : " +
         literal_string(n, t.lo) + ")";
}

std::string side_string(int n, const EarlySide& side) {
  switch (side.kind) {
    case EarlySide::Kind::And:
      return depth2_string(n, side.lo) + " AND " + depth2_string(n, side.hi);
    case EarlySide::Kind::Or:
      return depth2_string(n, side.lo) + " OR " + depth2_string(n, side.hi);
    case EarlySide::Kind::Query:
      break;
  }
  return variable_name(n, side.var) + " ? " + depth2_string(n, side.hi) + " : " +
         depth2_string(n, side.lo);
}

/// The reduced verifier's variable of a shape variable (x_j keeps j - 1, e_k becomes y_{pos(k)}).
struct ReducedLayout {
  int n = 0, s = 0;
  int root_y = 0;          // 1-based message bit of the root
  int first_early_y = 0;   // y of e_1
  int gate_y[2] = {0, 0};  // y of each side's gate (0: a query side)
  int m = 0;
  std::uint32_t owners = 0;
  int tree_var(int v) const { return v < n ? v : n + first_early_y + (v - n) - 1; }
  int y_var(int y) const { return n + y - 1; }
};

ReducedLayout layout(const EarlyBitVerifier& v, EarlyOrder order) {
  ReducedLayout l;
  l.n = v.n;
  l.s = v.s();
  l.root_y = order == EarlyOrder::early ? l.s + 1 : 1;
  l.first_early_y = order == EarlyOrder::early ? 1 : 2;
  l.m = l.s + 1;
  for (int b = 0; b < 2; ++b)
    if (v.side[b].kind != EarlySide::Kind::Query) {
      l.gate_y[b] = ++l.m;
      if (v.side[b].kind == EarlySide::Kind::Or) l.owners |= 1U << (l.gate_y[b] - 1);
    }
  for (int k = 1; k <= l.s; ++k)
    if (v.early[static_cast<std::size_t>(k - 1)]) l.owners |= 1U << (l.tree_var(v.n + k - 1) - v.n);
  if (v.root_prover1) l.owners |= 1U << (l.root_y - 1);
  return l;
}

Tree literal_tree(const ReducedLayout& l, const EarlyLiteral& lit) {
  if (lit.var < 0) return Tree::leaf(lit.value);
  return Tree::query(l.tree_var(lit.var), Tree::leaf(!lit.value), Tree::leaf(lit.value));
}

Tree depth2_tree(const ReducedLayout& l, const EarlyDepth2& t) {
  return Tree::query(l.tree_var(t.var), literal_tree(l, t.lo), literal_tree(l, t.hi));
}

Tree side_tree(const ReducedLayout& l, const EarlySide& side, int b) {
  const int var = side.kind == EarlySide::Kind::Query ? l.tree_var(side.var) : l.y_var(l.gate_y[b]);
  return Tree::query(var, depth2_tree(l, side.lo), depth2_tree(l, side.hi));
}

}  // namespace

TruthTable game_function(const EarlyBitVerifier& v) {
  check_shape(v);
  const int n = v.n, s = v.s();
  TruthTable g{n, 0};
  std::vector<bool> val(static_cast<std::size_t>(n + s));
  std::vector<bool> h(std::size_t{1} << s);
  for (std::uint32_t x = 0; x < (1U << n); ++x) {
    for (int j = 1; j <= n; ++j) val[static_cast<std::size_t>(j - 1)] = input_bit(n, x, j);
    for (std::uint32_t e = 0; e < (1U << s); ++e) {
      for (int k = 1; k <= s; ++k) val[static_cast<std::size_t>(n + k - 1)] = (e >> (k - 1)) & 1U;
      const bool a = side_value(val, v.side[0]), b = side_value(val, v.side[1]);
      h[e] = v.root_prover1 ? (a || b) : (a && b);
    }
    // e_s, ..., e_1 quantified innermost first: bit k - 1 of the index is e_k.
    for (int k = s; k >= 1; --k) {
      const std::uint32_t half = 1U << (k - 1);
      const bool max = v.early[static_cast<std::size_t>(k - 1)];
      for (std::uint32_t e = 0; e < half; ++e)
        h[e] = max ? (h[e] || h[e | half]) : (h[e] && h[e | half]);
    }
    if (h[0]) g.bits |= 1U << x;
  }
  return g;
}

Debate early_bit_debate(const EarlyBitVerifier& v, EarlyOrder order) {
  check_shape(v);
  const ReducedLayout l = layout(v, order);
  const Tree tree =
      Tree::query(l.y_var(l.root_y), side_tree(l, v.side[0], 0), side_tree(l, v.side[1], 1));
  return reduced_debate(v.n, l.m, l.owners, tree);
}

bool is_symmetric(const TruthTable& f) {
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    for (std::uint32_t y = 0; y < x; ++y)
      if (std::popcount(x) == std::popcount(y) && f(x) != f(y)) return false;
  return true;
}

bool is_self_dual(const TruthTable& f) {
  const std::uint32_t all = (1U << f.n) - 1;
  for (std::uint32_t x = 0; x <= all; ++x)
    if (f(all ^ x) == f(x)) return false;
  return true;
}

InputSign input_sign(const TruthTable& f, int j) {
  if (j < 1 || j > f.n) throw std::invalid_argument("input_sign: j must be in 1..n");
  const std::uint32_t flip = 1U << (f.n - j);
  bool up = false, down = false;  // some x with x_j = 0 where setting x_j raises / lowers f
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    if ((x & flip) == 0 && f(x) != f(x | flip)) (f(x) ? down : up) = true;
  return up && down ? InputSign::Binate
         : up       ? InputSign::Rising
         : down     ? InputSign::Falling
                    : InputSign::Irrelevant;
}

bool binate_input(const TruthTable& f, int j) {
  if (j < 1 || j > f.n) throw std::invalid_argument("binate_input: j must be in 1..n");
  return input_sign(f, j) == InputSign::Binate;
}

namespace {

/// The inputs of f that are not binate (f monotone in them, or not depending on them).
int unate_inputs(const TruthTable& f) {
  int unate = 0;
  for (int j = 1; j <= f.n; ++j) unate += !binate_input(f, j);
  return unate;
}

}  // namespace

std::optional<int> early_bits_bound(const TruthTable& f) {
  if (f.n != 5 || relevant_variables(f) != 5) return std::nullopt;
  return 5 + unate_inputs(f) / 2;
}

bool early_bits_bound_tight(const TruthTable& f) {
  return early_bits_bound(f) && unate_inputs(f) % 2 == 0;
}

EarlyBitVerifier dual(const EarlyBitVerifier& v) {
  check_shape(v);
  const auto leaf = [&v](EarlyLiteral l) {
    if (l.var < 0 || l.var >= v.n) l.value = !l.value;  // a constant or an e literal: complemented
    return l;
  };
  const auto depth2 = [&](const EarlyDepth2& t) {
    return t.var < v.n ? EarlyDepth2{t.var, leaf(t.hi), leaf(t.lo)}
                       : EarlyDepth2{t.var, leaf(t.lo), leaf(t.hi)};
  };
  EarlyBitVerifier d = v;
  for (std::size_t k = 0; k < d.early.size(); ++k) d.early[k] = !v.early[k];
  d.root_prover1 = !v.root_prover1;
  for (int b = 0; b < 2; ++b) {
    const EarlySide& from = v.side[b];
    EarlySide& to = d.side[b];
    to.lo = depth2(from.lo);
    to.hi = depth2(from.hi);
    switch (from.kind) {
      case EarlySide::Kind::And:
        to.kind = EarlySide::Kind::Or;
        break;
      case EarlySide::Kind::Or:
        to.kind = EarlySide::Kind::And;
        break;
      case EarlySide::Kind::Query:
        if (from.var < v.n) std::swap(to.lo, to.hi);
        break;
    }
  }
  return d;
}

std::string to_string(const EarlyBitVerifier& v) {
  std::string out;
  for (int k = 1; k <= v.s(); ++k)
    out += "e" + std::to_string(k) + (v.early[static_cast<std::size_t>(k - 1)] ? ":P1 " : ":P0 ");
  out += std::string("root:") + (v.root_prover1 ? "P1" : "P0");
  for (const EarlySide& side : v.side) out += " | " + side_string(v.n, side);
  return out;
}

std::vector<std::uint32_t> gate_tree_functions(int n, int d, bool gates) {
  if (n < 0 || n > 5) throw std::invalid_argument("gate_tree_functions: n must be in 0..5");
  if (d < 0 || d > 3) throw std::invalid_argument("gate_tree_functions: d must be in 0..3");
  const std::uint32_t full = static_cast<std::uint32_t>((std::uint64_t{1} << (1U << n)) - 1);
  std::vector<std::uint32_t> mask(static_cast<std::size_t>(n), 0);
  for (int j = 1; j <= n; ++j)
    for (std::uint32_t x = 0; x < (1U << n); ++x)
      if (input_bit(n, x, j)) mask[static_cast<std::size_t>(j - 1)] |= 1U << x;
  std::vector<std::uint32_t> level = {0, full};
  for (int depth = 1; depth <= d; ++depth) {
    std::unordered_set<std::uint32_t> next(level.begin(), level.end());
    for (const std::uint32_t a : level)
      for (const std::uint32_t b : level) {
        if (gates) {
          next.insert(a & b);
          next.insert(a | b);
        }
        for (const std::uint32_t m : mask) next.insert((m & b) | (~m & full & a));
      }
    level.assign(next.begin(), next.end());
  }
  std::sort(level.begin(), level.end());
  return level;
}

}  // namespace debref::dqc
