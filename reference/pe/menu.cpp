// Source: seed 000 Fig. 2 round steps 2 and 3(a)-(b), Def. 5.1. See menu.hpp.
#include "reference/pe/menu.hpp"

namespace debref::pe {

namespace {

int option_depth(const MenuQuery& q) {
  return q.leaf() ? 0 : 1 + option_depth(q.options.front().children.front());
}

std::string check(const MenuQuery& q, int level, int width, const Menu& menu) {
  if (q.leaf()) {
    if (level != 0) return "proof query above level 0 (leaves must all be at depth d)";
    if (q.proof.judgement.size() != (std::size_t{1} << q.proof.positions.size()))
      return "judgement size is not 2^|S|";
    for (int j : q.proof.positions)
      if (j < 0 || j >= menu.m) return "proof position outside [0, m)";
    for (const Rational& p : q.proof.judgement)
      if (p < 0 || p > 1) return "judgement probability outside [0, 1]";
    return "";
  }
  if (level == 0) return "internal query below depth d";
  for (const MenuOption& opt : q.options) {
    if (static_cast<int>(opt.children.size()) != width) return "options of different widths";
    if (opt.table.size() != (std::size_t{1} << width)) return "table size is not 2^q";
    for (int v : opt.table)
      if (v != 0 && v != 1) return "table value not 0/1";
    for (const MenuQuery& c : opt.children) {
      std::string e = check(c, level - 1, width, menu);
      if (!e.empty()) return e;
    }
  }
  const Rational answer = menu_correct(q, menu.proof, 0);
  for (std::size_t o = 1; o < q.options.size(); ++o)
    if (menu_correct(q, menu.proof, o) != answer)
      return "two decompositions of one query with different correct answers at the true proof";
  return "";
}

}  // namespace

Rational judged(const ProofQuery& leaf, const std::vector<int>& u) {
  std::size_t a = 0;
  for (std::size_t l = 0; l < leaf.positions.size(); ++l)
    if (u.at(static_cast<std::size_t>(leaf.positions[l]))) a |= std::size_t{1} << l;
  return leaf.judgement.at(a);
}

Rational menu_correct(const MenuQuery& query, const std::vector<int>& u, std::size_t option) {
  if (query.leaf()) return judged(query.proof, u);
  const MenuOption& opt = query.options.at(option);
  const int q = static_cast<int>(opt.children.size());
  CondTable t(static_cast<std::size_t>(q));
  for (int i = 0; i < q; ++i)
    t[static_cast<std::size_t>(i)].assign(std::size_t{1} << i, menu_correct(opt.children[i], u));
  return accept_probability(opt.table, t);
}

std::string validate(const Menu& menu, int max_depth, int max_width) {
  if (menu.m < 1 || static_cast<int>(menu.proof.size()) != menu.m)
    return "the true proof must have m >= 1 bits";
  for (int b : menu.proof)
    if (b != 0 && b != 1) return "proof bit not 0/1";
  if (menu.root.leaf()) return "the root must be an internal query";
  for (const MenuOption& o : menu.root.options)
    if (o.children.empty()) return "an option with no sub-queries";
  const int d = option_depth(menu.root);
  const int q = static_cast<int>(menu.root.options.front().children.size());
  if (d > max_depth) return "depth " + std::to_string(d) + " exceeds " + std::to_string(max_depth);
  if (q > max_width) return "width " + std::to_string(q) + " exceeds " + std::to_string(max_width);
  return check(menu.root, d, q, menu);
}

std::vector<std::pair<std::string, Node>> realizations(const MenuQuery& query,
                                                       const std::vector<int>& u) {
  if (query.leaf()) {
    Node leaf;
    leaf.oracle = judged(query.proof, u);
    return {{"", leaf}};
  }
  std::vector<std::pair<std::string, Node>> out;
  for (std::size_t o = 0; o < query.options.size(); ++o) {
    const MenuOption& opt = query.options[o];
    // The cartesian product of the children's realizations, the first child slowest.
    std::vector<std::pair<std::string, Node>> partial = {
        {std::to_string(o), Node{{}, opt.table, 0}}};
    for (const MenuQuery& c : opt.children) {
      const auto below = realizations(c, u);
      std::vector<std::pair<std::string, Node>> next;
      for (const auto& [choice, node] : partial)
        for (const auto& [bc, bn] : below) {
          Node n = node;
          n.children.push_back(bn);
          next.push_back({choice + bc, std::move(n)});
        }
      partial = std::move(next);
    }
    for (auto& p : partial) out.push_back(std::move(p));
  }
  return out;
}

std::vector<std::vector<int>> every_proof(int m) {
  std::vector<std::vector<int>> out;
  for (unsigned index = 0; index < (1u << m); ++index) {
    std::vector<int> u;
    for (int j = 0; j < m; ++j) u.push_back(static_cast<int>((index >> j) & 1u));
    out.push_back(u);
  }
  return out;
}

}  // namespace debref::pe
