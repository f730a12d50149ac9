// Source: seed 002 Sec. 3 (Thm 5, Thm 6), Sec. 4.1 (Lemma 8). See circuit.hpp.
#include "reference/dqc/circuit.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>

namespace debref::dqc {

namespace {

std::string wire_string(const Wire& w, int n) {
  switch (w.kind) {
    case Wire::Const:
      return w.value ? "1" : "0";
    case Wire::Literal: {  // appended, not "!" + ...: GCC 12 -O3 false -Wrestrict (debate.cpp)
      std::string s = w.negated ? "!" : "";
      s += var_name(n, w.index);
      return s;
    }
    case Wire::Gate: {
      std::string s = "g";
      s += std::to_string(w.index + 1);
      return s;
    }
  }
  return "?";
}

Wire const_wire(bool v) {
  return Wire{Wire::Const, 0, false, v};
}
Wire literal_wire(int v, bool negated) {
  return Wire{Wire::Literal, v, negated, false};
}
Wire gate_wire(int g) {
  return Wire{Wire::Gate, g, false, false};
}

std::uint32_t full_mask(int n) {
  return n >= 5 ? 0xFFFFFFFFU : ((1U << (1U << n)) - 1U);
}

std::uint32_t literal_table(int n, int j, bool negated) {  // x_j, 1-based
  std::uint32_t t = 0;
  for (std::uint32_t x = 0; x < (1U << n); ++x)
    if (input_bit(n, x, j) != negated) t |= 1U << x;
  return t;
}

/// Leaves of the formula closures: 0, 1, x_j, !x_j (op 0; a encodes the leaf).
void seed_leaves(int n, std::map<std::uint32_t, int>& leaf_code) {
  leaf_code[0] = -1;
  leaf_code[full_mask(n)] = -2;
  for (int j = 1; j <= n; ++j) {
    leaf_code[literal_table(n, j, false)] = 2 * (j - 1);
    leaf_code[literal_table(n, j, true)] = 2 * (j - 1) + 1;
  }
}

/// Starts a closure over every f on n <= 3 variables (`name` for the range error): the tables
/// measure (depth or size), op, a, b sized and unset (-1), the leaves at measure 0 with their
/// codes in a. Returns the leaves' truth tables in increasing order.
std::vector<std::uint32_t> start_closure(const char* name, int n, std::vector<int>& measure,
                                         std::vector<int>& op, std::vector<int>& a,
                                         std::vector<int>& b) {
  if (n < 0 || n > 3) throw std::invalid_argument(std::string(name) + ": n in 0..3");
  const std::size_t count = std::size_t{1} << (1U << n);
  measure.assign(count, -1);
  op.assign(count, 0);
  a.assign(count, 0);
  b.assign(count, 0);
  std::map<std::uint32_t, int> leaves;
  seed_leaves(n, leaves);
  std::vector<std::uint32_t> out;
  for (auto [t, code] : leaves) {
    measure[t] = 0;
    a[t] = code;
    out.push_back(t);
  }
  return out;
}

Formula build_formula(int n, std::uint32_t bits, const std::vector<int>& op,
                      const std::vector<int>& a, const std::vector<int>& b) {
  Formula f;
  std::function<int(std::uint32_t)> rec = [&](std::uint32_t t) -> int {
    const int i = static_cast<int>(f.nodes.size());
    f.nodes.emplace_back();
    if (op.at(t) == 0) {
      const int code = a[t];
      f.nodes[static_cast<std::size_t>(i)].leaf =
          code < 0 ? const_wire(code == -2) : literal_wire(x_var(code / 2 + 1), code % 2 == 1);
      return i;
    }
    f.nodes[static_cast<std::size_t>(i)].is_gate = true;
    f.nodes[static_cast<std::size_t>(i)].is_and = op[t] == 1;
    const int c0 = rec(static_cast<std::uint32_t>(a[t]));
    const int c1 = rec(static_cast<std::uint32_t>(b[t]));
    f.nodes[static_cast<std::size_t>(i)].child[0] = c0;
    f.nodes[static_cast<std::size_t>(i)].child[1] = c1;
    return i;
  };
  (void)n;
  rec(bits);
  return f;
}

}  // namespace

int Circuit::depth() const {
  std::vector<int> d(gates.size(), 0);
  auto wd = [&](const Wire& w) {
    return w.kind == Wire::Gate ? d[static_cast<std::size_t>(w.index)] : 0;
  };
  for (std::size_t g = 0; g < gates.size(); ++g)
    d[g] = 1 + std::max(wd(gates[g].in[0]), wd(gates[g].in[1]));
  return wd(out);
}

bool Circuit::eval(const std::vector<bool>& input) const {
  std::vector<bool> v(gates.size());
  auto wv = [&](const Wire& w) -> bool {
    switch (w.kind) {
      case Wire::Const:
        return w.value;
      case Wire::Literal:
        return input.at(static_cast<std::size_t>(w.index)) != w.negated;
      case Wire::Gate:
        return v.at(static_cast<std::size_t>(w.index));
    }
    return false;
  };
  for (std::size_t g = 0; g < gates.size(); ++g) {
    const bool p = wv(gates[g].in[0]), q = wv(gates[g].in[1]);
    v[g] = gates[g].is_and ? (p && q) : (p || q);
  }
  return wv(out);
}

std::string Circuit::to_string(int n) const {
  std::string s;  // appended piece by piece (GCC 12 -O3 false -Wrestrict, see wire_string)
  for (std::size_t g = 0; g < gates.size(); ++g) {
    s += 'g';
    s += std::to_string(g + 1);
    s += " = ";
    s += wire_string(gates[g].in[0], n);
    s += gates[g].is_and ? " & " : " | ";
    s += wire_string(gates[g].in[1], n);
    s += "; ";
  }
  s += "out = ";
  s += wire_string(out, n);
  return s;
}

TruthTable circuit_function(const Circuit& c, int n) {
  TruthTable t{n, 0};
  for (std::uint32_t x = 0; x < (1U << n); ++x) {
    std::vector<bool> input(static_cast<std::size_t>(std::max(c.vars, n)));
    for (int j = 1; j <= n; ++j) input[static_cast<std::size_t>(x_var(j))] = input_bit(n, x, j);
    if (c.eval(input)) t.bits |= 1U << x;
  }
  return t;
}

int Formula::depth() const {
  std::function<int(int)> rec = [&](int i) -> int {
    const FormulaNode& node = nodes[static_cast<std::size_t>(i)];
    return node.is_gate ? 1 + std::max(rec(node.child[0]), rec(node.child[1])) : 0;
  };
  return rec(0);
}

int Formula::size() const {
  return static_cast<int>(
      std::count_if(nodes.begin(), nodes.end(), [](const FormulaNode& x) { return x.is_gate; }));
}

Circuit Formula::to_circuit(int vars) const {
  Circuit c;
  c.vars = vars;
  std::function<Wire(int)> rec = [&](int i) -> Wire {
    const FormulaNode& node = nodes[static_cast<std::size_t>(i)];
    if (!node.is_gate) return node.leaf;
    Gate g;
    g.is_and = node.is_and;
    g.in[0] = rec(node.child[0]);
    g.in[1] = rec(node.child[1]);
    c.gates.push_back(g);
    return gate_wire(static_cast<int>(c.gates.size()) - 1);
  };
  c.out = rec(0);
  return c;
}

std::string Formula::to_string(int n) const {
  std::function<std::string(int)> rec = [&](int i) -> std::string {
    const FormulaNode& node = nodes[static_cast<std::size_t>(i)];
    if (!node.is_gate) return wire_string(node.leaf, n);
    std::string s = "(";  // appended (GCC 12 -O3 false -Wrestrict, see wire_string)
    s += rec(node.child[0]);
    s += node.is_and ? " & " : " | ";
    s += rec(node.child[1]);
    s += ')';
    return s;
  };
  return rec(0);
}

MinDepth min_depth_formulas(int n) {
  if (n == 4) return min_depth_formulas_n4();
  MinDepth m;
  m.n = n;
  std::vector<std::uint32_t> level =
      start_closure("min_depth_formulas", n, m.depth, m.op, m.a, m.b);
  const std::size_t count = m.depth.size();
  for (int d = 1; level.size() < count; ++d) {
    std::vector<std::uint32_t> next = level;
    for (std::uint32_t g : level)
      for (std::uint32_t h : level)
        for (int op = 1; op <= 2; ++op) {
          const std::uint32_t t = op == 1 ? (g & h) : (g | h);
          if (m.depth[t] >= 0) continue;
          m.depth[t] = d;
          m.op[t] = op;
          m.a[t] = static_cast<int>(g);
          m.b[t] = static_cast<int>(h);
          next.push_back(t);
        }
    level = std::move(next);
  }
  return m;
}

Formula MinDepth::formula(std::uint32_t bits) const {
  return build_formula(n, bits, op, a, b);
}

MinFormulaSize min_size_formulas(int n) {
  if (n == 4) return min_size_formulas_n4();
  MinFormulaSize m;
  m.n = n;
  std::vector<std::vector<std::uint32_t>> by_size = {
      start_closure("min_size_formulas", n, m.size, m.op, m.a, m.b)};
  const std::size_t count = m.size.size();
  std::size_t reached = by_size[0].size();
  for (int s = 1; reached < count; ++s) {
    by_size.emplace_back();
    for (int s1 = 0; s1 < s; ++s1)
      for (std::uint32_t g : by_size[static_cast<std::size_t>(s1)])
        for (std::uint32_t h : by_size[static_cast<std::size_t>(s - 1 - s1)])
          for (int op = 1; op <= 2; ++op) {
            const std::uint32_t t = op == 1 ? (g & h) : (g | h);
            if (m.size[t] >= 0) continue;
            m.size[t] = s;
            m.op[t] = op;
            m.a[t] = static_cast<int>(g);
            m.b[t] = static_cast<int>(h);
            by_size.back().push_back(t);
            ++reached;
          }
  }
  return m;
}

Formula MinFormulaSize::formula(std::uint32_t bits) const {
  return build_formula(n, bits, op, a, b);
}

namespace {

TruthTable restrict_input(const TruthTable& f, int j, bool c) {
  TruthTable g{f.n, 0};
  const std::uint32_t bit = 1U << (f.n - j);
  for (std::uint32_t x = 0; x < (1U << f.n); ++x)
    if (f(c ? (x | bit) : (x & ~bit))) g.bits |= 1U << x;
  return g;
}

int dt_depth(const TruthTable& f, std::map<std::uint32_t, int>& memo, int* best_var) {
  if (f.bits == 0 || f.bits == full_mask(f.n)) return 0;
  if (!best_var)
    if (auto it = memo.find(f.bits); it != memo.end()) return it->second;
  int best = 1 << 20, var = 1;
  for (int j = 1; j <= f.n; ++j) {
    const TruthTable f0 = restrict_input(f, j, false), f1 = restrict_input(f, j, true);
    if (f0 == f1) continue;  // f does not depend on x_j
    const int d = 1 + std::max(dt_depth(f0, memo, nullptr), dt_depth(f1, memo, nullptr));
    if (d < best) best = d, var = j;
  }
  memo[f.bits] = best;
  if (best_var) *best_var = var;
  return best;
}

}  // namespace

int decision_tree_depth(const TruthTable& f) {
  std::map<std::uint32_t, int> memo;
  return dt_depth(f, memo, nullptr);
}

Tree optimal_decision_tree(const TruthTable& f) {
  std::map<std::uint32_t, int> memo;
  std::function<Tree(const TruthTable&)> rec = [&](const TruthTable& g) -> Tree {
    if (g.bits == 0) return Tree::leaf(false);
    if (g.bits == full_mask(g.n)) return Tree::leaf(true);
    int j = 1;
    dt_depth(g, memo, &j);
    return Tree::query(x_var(j), rec(restrict_input(g, j, false)), rec(restrict_input(g, j, true)));
  };
  return rec(f);
}

Debate kw_debate(const Formula& formula, int n) {
  Debate d;
  d.n = n;
  d.k = formula.depth();
  std::function<Tree(int, int)> rec = [&](int i, int level) -> Tree {
    const FormulaNode& node = formula.nodes[static_cast<std::size_t>(i)];
    if (!node.is_gate) {
      if (node.leaf.kind == Wire::Const) return Tree::leaf(node.leaf.value);
      return Tree::query(node.leaf.index, Tree::leaf(node.leaf.negated),
                         Tree::leaf(!node.leaf.negated));
    }
    // AND: Prover 0 points (α_level) to a child it claims is 0; OR: Prover 1 (β_level) to a 1.
    const int v = node.is_and ? alpha_var(n, level) : beta_var(n, level);
    return Tree::query(v, rec(node.child[0], level + 1), rec(node.child[1], level + 1));
  };
  d.tree = rec(0, 1);
  return d;
}

bool within_log2_plus_3(int q, std::uint64_t m) {
  return q <= 3 || (q - 3 < 64 && (std::uint64_t{1} << (q - 3)) <= m);
}

Debate cross_examination_debate(int n, int k0, const Circuit& c) {
  const int m = c.size();
  if (m < 1 || c.out.kind != Wire::Gate)
    throw std::invalid_argument("cross_examination_debate: needs a circuit whose output is a gate");
  const int b = ceil_log2(static_cast<std::uint64_t>(m));
  Debate d;
  d.n = n;
  d.k = k0 + m + b;
  const int out_gate = c.out.index;
  auto value_var = [&](int g) { return alpha_var(n, k0 + g + 1); };  // Alice's claimed value
  // Reads the wires of `reads` (input wires, then the gate's own claimed value) one by one.
  std::function<Tree(int, std::size_t, std::vector<bool>&)> check =
      [&](int g, std::size_t next, std::vector<bool>& vals) -> Tree {
    const Gate& gate = c.gates[static_cast<std::size_t>(g)];
    if (next == 3) {
      const bool computed = gate.is_and ? (vals[0] && vals[1]) : (vals[0] || vals[1]);
      const bool claimed = vals[2];
      return Tree::leaf(claimed != computed || (g == out_gate && claimed));
    }
    Wire w = next < 2 ? gate.in[next] : gate_wire(g);
    if (w.kind == Wire::Const) {
      vals.push_back(w.value);
      Tree t = check(g, next + 1, vals);
      vals.pop_back();
      return t;
    }
    const int v = w.kind == Wire::Literal ? w.index : value_var(w.index);
    const bool neg = w.kind == Wire::Literal && w.negated;
    Tree branch[2];
    for (int bit = 0; bit < 2; ++bit) {
      vals.push_back((bit == 1) != neg);
      branch[bit] = check(g, next + 1, vals);
      vals.pop_back();
    }
    return Tree::query(v, branch[0], branch[1]);
  };
  std::function<Tree(int, int)> index = [&](int bit, int prefix) -> Tree {
    if (bit == b) {
      if (prefix >= m) return Tree::leaf(false);
      std::vector<bool> vals;
      return check(prefix, 0, vals);
    }
    return Tree::query(beta_var(n, k0 + m + 1 + bit), index(bit + 1, 2 * prefix),
                       index(bit + 1, 2 * prefix + 1));
  };
  d.tree = index(0, 0);
  return d;
}

Circuit tree_circuit(const Tree& tree, int vars) {
  Circuit c;
  c.vars = vars;
  auto add = [&](bool is_and, Wire p, Wire q) {
    Gate g;
    g.is_and = is_and;
    g.in[0] = p;
    g.in[1] = q;
    c.gates.push_back(g);
    return gate_wire(static_cast<int>(c.gates.size()) - 1);
  };
  std::function<Wire(int)> rec = [&](int i) -> Wire {
    const TreeNode& node = tree.nodes[static_cast<std::size_t>(i)];
    if (node.var < 0) return const_wire(node.value);
    const Wire L = rec(node.child[0]), H = rec(node.child[1]);
    const Wire v = literal_wire(node.var, false), nv = literal_wire(node.var, true);
    const bool lc = L.kind == Wire::Const, hc = H.kind == Wire::Const;
    if (lc && hc) {
      if (L.value == H.value) return L;
      return H.value ? v : nv;
    }
    if (lc) return L.value ? add(false, nv, H) : add(true, v, H);
    if (hc) return H.value ? add(false, v, L) : add(true, nv, L);
    const Wire g1 = add(true, v, H);
    const Wire g2 = add(true, nv, L);
    return add(false, g1, g2);
  };
  c.out = rec(0);
  return c;
}

}  // namespace debref::dqc
