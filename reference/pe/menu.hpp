// Source: seed 000 Fig. 2 round step 2 (A outputs the sub-queries y_1^k .. y_q^k of the current
// query), step 3(a)-(b) (the final query y^0 names S_i ⊆ [m]; A is evaluated with no other
// debate context for each bit u~_j, j in S_i, and paid on O(u~_{S_i})), Def. 5.1 (the implicit
// proof u in {0,1}^m, the base case z_i^0 = O(u_{S_i}) and z_i^k = M_D(x, y^{k-1}, z^{k-1})).
//
// A menu lists, for every query, the decompositions A may output (each a truth table M_D over
// its q sub-queries); a leaf query is a proof query: a subset S of the implicit proof with the
// human judgement P[O(u_S) = 1] at every assignment of u_S. A dishonest prover chooses one
// decomposition per query and one implicit proof u~ (a single one: the bits are answered without
// debate context); what she then plays is an ordinary decomposition (pe::Node) whose leaves are
// the judgements of her proof bits.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "reference/pe/decomposition.hpp"

namespace debref::pe {

/// seed 000 Def. 5.1 base case: the query y^0 = S ⊆ [m] and the human judgement of u_S,
/// P[O(u_S) = 1] at the assignment a = sum_l u_{S[l]} 2^l (size 2^|S|).
struct ProofQuery {
  std::vector<int> positions;
  std::vector<Rational> judgement;
};

struct MenuOption;

/// One query of a menu: a proof query (no options) or an internal query with every
/// decomposition A may output for it.
struct MenuQuery {
  std::vector<MenuOption> options;
  ProofQuery proof;
  bool leaf() const { return options.empty(); }
};

/// One decomposition of an internal query: M_D (as Node::table) over the sub-queries.
struct MenuOption {
  std::vector<int> table;
  std::vector<MenuQuery> children;
};

/// A finite instance of Fig. 2 with A's choices: m proof bits, the true implicit proof u*
/// (Def. 5.1's u) and the menu of the root query x.
struct Menu {
  int m = 0;
  std::vector<int> proof;
  MenuQuery root;
};

/// P[O(u_S) = 1] at the proof `u`.
Rational judged(const ProofQuery& leaf, const std::vector<int>& u);

/// The correct answer of `query` at the proof `u` when A outputs option `option` there and
/// option 0 below (Def. 5.1's recursion).
Rational menu_correct(const MenuQuery& query, const std::vector<int>& u, std::size_t option = 0);

/// Empty when the menu is a Def. 5.1 recursive decomposition with choices: every option of
/// uniform depth d <= max_depth and width 1..max_width, 0/1 tables of size 2^q, judgements in
/// [0, 1] of size 2^|S|, positions in [0, m), u* a 0/1 vector of length m, and, at the true proof
/// u*, every option of every query the same correct answer (the answer of a query does not
/// depend on how A decomposes it: z^k = M_D(x, y^{k-1}, z^{k-1}) for every decomposition A may
/// output). Otherwise the reason.
std::string validate(const Menu& menu, int max_depth, int max_width);

/// Every decomposition A can play on `query` with the implicit proof `u`: one option per query
/// reached (option 0 first, depth first), the leaves' oracles the judgements O(u_S). Paired with
/// the choices made, as the option digits in depth-first order. The order does not depend on u.
std::vector<std::pair<std::string, Node>> realizations(const MenuQuery& query,
                                                       const std::vector<int>& u);

/// Every implicit proof in {0,1}^m, u as bits (u_j = bit j of the index), index order.
std::vector<std::vector<int>> every_proof(int m);

}  // namespace debref::pe
