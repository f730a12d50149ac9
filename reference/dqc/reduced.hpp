// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1 items 2-3 and Lemma 3 (docs/DQC.md "Exact DQC at
// n = 4"): the reduced verifier space. A quantifier over a message bit the verifier never reads is
// vacuous, so the game value of a depth-l verifier depends only on the message bits it reads, in
// transcript order, and on who owns each: a verifier over x_1..x_n and m message bits y_1..y_m
// with an owner pattern. For n = 4 every depth-l verifier (l <= 3) of a function is matched by one
// over x_1..x_4, y_1..y_3 in one of the 8 owner patterns, so enumerating those trees decides
// DQC <= l exactly.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

/// Largest n + m the reduced search handles (a verifier function is a 128-bit truth table).
inline constexpr int max_reduced_variables = 7;

/// The (k = m, l) debate of a reduced verifier: y_i (tree variable n + i - 1) becomes α_i when
/// bit i - 1 of `owners` is clear (Prover 0, min) and β_i when it is set (Prover 1, max); the
/// other message of round i is never read.
Debate reduced_debate(int n, int m, std::uint32_t owners, const Tree& reduced);

/// How a function was reached: the least depth l, the owner pattern and the tree over x_1..x_n,
/// y_1..y_m (variables as in reduced_debate: x_j is j - 1, y_i is n + i - 1).
struct ReducedWitness {
  int l = -1;  // -1: no tree of depth <= max_l
  std::uint32_t owners = 0;
  int root = -1;         // depth max_l: the root's variable (-1: `lo` is the whole tree)
  int lo = -1, hi = -1;  // indices into ReducedSearch::nodes
};

/// One distinct verifier function of depth <= max_l - 1 with a witness tree (var -1: constant).
struct ReducedNode {
  std::uint64_t table[2] = {0, 0};  // bit a: V(assignment a), x_j at bit n - j, y_i at n + i - 1
  int var = -1, lo = -1, hi = -1;
  int depth = 0;
};

/// Every game function of a depth-<= max_l tree over x_1..x_n, y_1..y_m in every one of the 2^m
/// owner patterns (n + m <= max_reduced_variables, max_l <= 3), with the least depth that
/// reaches each f: witness[f.bits] for n <= 4; for n = 5 (2^32 functions) only the functions of
/// `targets` are recorded, witness[i] for targets[i].
struct ReducedSearch {
  int n = 0, m = 0, max_l = 0;
  std::vector<ReducedNode> nodes;       // the distinct verifier functions of depth <= max_l - 1
  std::vector<ReducedWitness> witness;  // by game function bits, or by target (n = 5)
  std::vector<std::uint64_t> trees;     // per depth 0..max_l: (tree, owner pattern) pairs tried
  Tree tree(const ReducedWitness& w) const;
  Debate debate(const ReducedWitness& w) const { return reduced_debate(n, m, w.owners, tree(w)); }
};
ReducedSearch reduced_search(int n, int m, int max_l);
ReducedSearch reduced_search(int n, int m, int max_l, const std::vector<std::uint32_t>& targets);
/// Every distinct game function of the search (n <= 5), sorted.
std::vector<std::uint32_t> reduced_game_functions(int n, int m, int max_l);

/// The game function of a reduced verifier table (seed 002 eq. (1), (2) with the vacuous
/// quantifiers dropped): y_m, ..., y_1 quantified innermost first, AND (min) for Prover 0's bits,
/// OR (max) for Prover 1's.
std::uint32_t reduced_game(int n, int m, std::uint32_t owners, const std::uint64_t table[2]);

/// D(f) of every f on n <= 4 variables by dynamic programming over restrictions (indexed by
/// truth table bits).
std::vector<std::int8_t> decision_tree_depths(int n);
/// A decision tree of depth depths[f.bits] for f, built from the table.
Tree decision_tree_from(const TruthTable& f, const std::vector<std::int8_t>& depths);

}  // namespace debref::dqc
