// Source: seed 002 Sec. 2 (the verifier M_l is a depth-l decision tree): the complete depth-l
// tree of one-hot variable selectors and leaf bits shared by the Z3 DQC queries (queries.cpp over
// x, α, β; reduced.cpp over x, y), evaluated on a full assignment.
#pragma once

#include <z3++.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "proofs/query.hpp"
#include "reference/dqc/debate.hpp"

namespace debref::proofs {

/// The inner nodes of a complete depth-l tree (heap order; the leaves follow them).
inline int inner_nodes(int l) {
  return (1 << l) - 1;
}

/// A verifier string over no variable admits only a leaf: no padding query exists, so the tree
/// of a depth-l verifier over `variables` tree variables has depth 0 when there are none.
inline int effective_depth(int variables, int l) {
  return variables == 0 ? 0 : l;
}

/// The Z3 name of leaf bit i (the same in every selector-tree query, so SMT-LIB files diff).
inline std::string leaf_name(int i) {
  return "leaf_" + std::to_string(i);
}

/// Exactly one selector per inner node (pairwise at-most-one: plain SMT-LIB, no cardinality).
inline void one_hot(z3::context& ctx, const std::vector<std::vector<z3::expr>>& selectors,
                    z3::expr_vector& out) {
  for (const auto& sel : selectors) {
    z3::expr_vector any(ctx);
    for (const z3::expr& s : sel) any.push_back(s);
    out.push_back(z3::mk_or(any));
    for (std::size_t i = 0; i < sel.size(); ++i)
      for (std::size_t j = i + 1; j < sel.size(); ++j) out.push_back(!sel[i] || !sel[j]);
  }
}

/// M(a) at heap node `node` (children 2i + 1 for bit 0, 2i + 2 for bit 1; bit v of `a` is the
/// value of variable v; nodes from selectors.size() on are leaves).
inline z3::expr eval_tree(z3::context& ctx, const std::vector<std::vector<z3::expr>>& selectors,
                          const std::vector<z3::expr>& leaves, int node, std::uint64_t a) {
  const int inner = static_cast<int>(selectors.size());
  if (node >= inner) return leaves[static_cast<std::size_t>(node - inner)];
  z3::expr_vector ones(ctx);
  const auto& sel = selectors[static_cast<std::size_t>(node)];
  for (std::size_t v = 0; v < sel.size(); ++v)
    if ((a >> v) & 1U) ones.push_back(sel[v]);
  const z3::expr bit = ones.empty() ? ctx.bool_val(false) : z3::mk_or(ones);
  return z3::ite(bit, eval_tree(ctx, selectors, leaves, 2 * node + 2, a),
                 eval_tree(ctx, selectors, leaves, 2 * node + 1, a));
}

/// seed 002 Def. 1 (f has a depth-l debate): the game value of the encoded verifier equals f(x)
/// for every input x, as one conjunction. `encoder.game(1, a)` is the value of the game from the
/// root on the assignment `a` of the input variables (bit dqc::x_var(j) holds x_j).
template <class Encoder>
z3::expr correct_on_every_input(z3::context& ctx, const dqc::TruthTable& f, Encoder& encoder) {
  z3::expr_vector correct(ctx);
  for (std::uint32_t x = 0; x < (1U << f.n); ++x) {
    std::uint64_t a = 0;
    for (int j = 1; j <= f.n; ++j)
      if (dqc::input_bit(f.n, x, j)) a |= std::uint64_t{1} << dqc::x_var(j);
    const z3::expr value = encoder.game(1, a);
    correct.push_back(f(x) ? value : !value);
  }
  return z3::mk_and(correct);
}

/// The tree of a SAT model of the selector tree: complete, `inner` inner nodes in heap order
/// over `vars` variables; a node queries the lowest variable whose selector `selector(node, v)`
/// is true, leaf i outputs `leaf(i)` (an absent model value is false).
template <class Selector, class Leaf>
dqc::Tree tree_from_model(const Outcome& outcome, int inner, int vars, Selector&& selector,
                          Leaf&& leaf) {
  std::map<std::string, bool> value;
  for (const ModelValue& v : outcome.model) value[v.name] = v.value == "true";
  auto get = [&value](const std::string& name) {
    auto it = value.find(name);
    return it != value.end() && it->second;
  };
  auto build = [&](auto&& self, int node) -> dqc::Tree {
    if (node >= inner) return dqc::Tree::leaf(get(leaf(node - inner)));
    int var = 0;
    for (int v = vars - 1; v >= 0; --v)
      if (get(selector(node, v))) var = v;
    return dqc::Tree::query(var, self(self, 2 * node + 1), self(self, 2 * node + 2));
  };
  return build(build, 0);
}

}  // namespace debref::proofs
