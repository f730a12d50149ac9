#include "reference/pe/decomposition.hpp"

namespace debref::pe {

namespace {

std::string check(const Node& n, int level, int want_depth, int want_width) {
  if (n.leaf()) {
    if (level != 0) return "leaf above level 0 (leaves must all be at depth d)";
    if (n.oracle < 0 || n.oracle > 1) return "leaf oracle probability outside [0, 1]";
    return "";
  }
  if (level == 0) return "internal node below depth d";
  if (static_cast<int>(n.children.size()) != want_width) return "nodes of different widths";
  if (n.table.size() != (std::size_t{1} << want_width)) return "table size is not 2^q";
  for (int v : n.table)
    if (v != 0 && v != 1) return "table value not 0/1";
  for (const Node& c : n.children) {
    std::string e = check(c, level - 1, want_depth, want_width);
    if (!e.empty()) return e;
  }
  return "";
}

}  // namespace

int depth(const Node& root) {
  return root.leaf() ? 0 : 1 + depth(root.children.front());
}

int width(const Node& root) {
  return static_cast<int>(root.children.size());
}

std::string validate(const Node& root, int max_depth, int max_width) {
  int d = depth(root), q = width(root);
  if (d > max_depth) return "depth " + std::to_string(d) + " exceeds " + std::to_string(max_depth);
  if (q > max_width) return "width " + std::to_string(q) + " exceeds " + std::to_string(max_width);
  return check(root, d, d, q);
}

int entries(int q) {
  return (1 << q) - 1;
}

CondTable constant_table(int q, const Rational& value) {
  CondTable t(q);
  for (int i = 0; i < q; ++i) t[i].assign(std::size_t{1} << i, value);
  return t;
}

Rational path_probability(const CondTable& t, unsigned z) {
  Rational p = 1;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const Rational& ti = t[i][z & ((1u << i) - 1)];
    p *= ((z >> i) & 1u) ? ti : Rational(1 - ti);
  }
  return p;
}

Rational accept_probability(const std::vector<int>& table, const CondTable& t) {
  Rational sum = 0;
  for (unsigned z = 0; z < table.size(); ++z)
    if (table[z]) sum += path_probability(t, z);
  return sum;
}

CondTable conditional(const Node& node) {
  int q = width(node);
  CondTable t(q);
  for (int i = 0; i < q; ++i) t[i].assign(std::size_t{1} << i, correct(node.children[i]));
  return t;
}

Rational correct(const Node& node) {
  if (node.leaf()) return node.oracle;
  return accept_probability(node.table, conditional(node));
}

}  // namespace debref::pe
