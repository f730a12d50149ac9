// Source: docs/PE.md "Soundness with A choosing the sub-queries and the proof bits". The menus of
// pe.soundness.chosen_subqueries (seed 000 Fig. 2 step 2 and step 3(b) on finite instances): an
// implicit proof of m = 2 bits, proof queries that read one or both bits, and for every query the
// decompositions a prover may output (every one with the query's correct answer at the true
// proof, Def. 5.1). Fixed: the same menus on every run.
#pragma once

#include <string>
#include <vector>

#include "reference/pe/menu.hpp"

namespace debref::pe {

struct MenuInstance {
  std::string name;
  Menu menu;
};

/// m = 2; true proofs u* in {00, 01, 10, 11}; proof queries "u1", "u2", "not u1", "not u2",
/// "u1 = u2" (O = 1 iff the two bits agree) and "noisy u1" (P[O = 1] = 3/4 if u_1 = 1, else 1/4).
/// d = 1, q = 1: M_D in {id, not} over one proof query, every combination, grouped by its
/// correct answer at u* (one menu per answer). d = 1, q = 2: M_D in {AND, OR, XOR} over two
/// proof queries, grouped likewise, at most 4 options per menu (evenly spaced in the
/// enumeration). d = 2, q = 1: for L(x) in {0, 1}, the root decomposed as id over a query
/// answering L(x) or as not over one answering 1 - L(x), each of those with at most 3 of the
/// d = 1, q = 1 options of its answer.
std::vector<MenuInstance> menu_instances();

/// The proof bits as a string, u_1 first ("01": u_1 = 0, u_2 = 1).
std::string proof_string(const std::vector<int>& u);

}  // namespace debref::pe
