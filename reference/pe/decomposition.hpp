// Source: seed 000 (prover-estimator debate), Def. 5.1 (depth d, width q recursive
// decomposition) on finite trees: a node is a query y; an internal node carries M_D as a truth
// table over its q sub-answers; a leaf is one human-judgement oracle query O(u_S), answered by a
// stochastic oracle with a rational probability. Leaves are distinct, independent queries.
#pragma once

#include <string>
#include <vector>

#include "reference/num/rational.hpp"

namespace debref::pe {

/// seed 000 Def. 5.1: one query of the decomposition. Leaves (no children) are at level 0.
struct Node {
  std::vector<Node> children;  // y_1 .. y_q (empty: a leaf, base case k = 0)
  std::vector<int> table;      // M_D(x, y, z) for z = sum z_i 2^i (size 2^q), values 0/1
  Rational oracle;             // leaf only: P[O(u_S) = 1]
  bool leaf() const { return children.empty(); }
};

/// A node's position: child indices from the root.
using Path = std::vector<int>;

/// Conditional probabilities {p_i(z_<i)}_{i=1..q} (seed 000 Def. 5.1/5.3): entry [i][prefix] with
/// prefix = sum_{l<i} z_l 2^l. Flattened index of (i, prefix) is 2^i - 1 + prefix.
using CondTable = std::vector<std::vector<Rational>>;

/// Empty when `root` is a uniform-depth tree (all leaves at level 0) with depth <= max_depth,
/// every internal node of the same width 1..max_width, 0/1 tables of size 2^q and leaf
/// probabilities in [0, 1]; otherwise the reason.
std::string validate(const Node& root, int max_depth, int max_width);

int depth(const Node& root);  // d
int width(const Node& root);  // q (0 for a single leaf)

/// seed 000 Def. 5.1 (correct answers, recursive): g(y) = P[answer of y is 1]; a leaf's is
/// P[O(u_S) = 1], an internal node's P[M_D(x, y, z) = 1] with z_i the children's independent
/// answers. With 0/1 oracles these are the 0/1 correct answers z_i^k.
Rational correct(const Node& node);

/// seed 000 Def. 5.1 / 5.3: the correct conditional probabilities p_i(z_<i) of an internal
/// node's children (independent leaves: p_i(z_<i) = g(y_i) for every prefix).
CondTable conditional(const Node& node);

/// P_{z_i ~ B(t_i(z_<i))}[z] and P[M_D(x, y, z) = 1] (seed 000 Def. 5.3).
Rational path_probability(const CondTable& t, unsigned z);
Rational accept_probability(const std::vector<int>& table, const CondTable& t);

/// A CondTable with every entry `value`, for width q.
CondTable constant_table(int q, const Rational& value);

/// Number of entries 2^q - 1 and the flattened <-> (i, prefix) maps.
int entries(int q);

}  // namespace debref::pe
