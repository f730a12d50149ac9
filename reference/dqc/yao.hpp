// Source: seed 002 Thm 13 (the lower bound by Yao's principle): under the proof's distribution D
// on transcripts of a Thm 5 debate of f, every deterministic q-query tree with q < log2 n - 3
// errs with probability > 1/3. Computed exactly: every tree function on the support of D, for
// read-once formulas (each x_j at one leaf, so f depends on all its variables).
#pragma once

#include <cstdint>
#include <vector>

#include "reference/dqc/circuit.hpp"

namespace debref::dqc {

/// Balanced read-once De Morgan formula over x_1..x_n: an AND (is_and) or OR root; every gate
/// of the root's kind, or, when `alternate`, levels alternating between AND and OR.
Formula balanced(int n, bool is_and, bool alternate = false);

/// The pair of the proof of Thm 13 for x_i: inputs differing only at x_i, f(w) = 0, f(w~) = 1.
struct YaoPair {
  std::uint32_t w = 0, w_tilde = 0;
};
/// The pairs i = 1..n of a read-once formula: x_i made pivotal by setting every sibling
/// sub-formula on the path to x_i's leaf to its gate's non-controlling value (1 under AND, 0
/// under OR). Throws std::invalid_argument if the formula is not read-once over x_1..x_n.
std::vector<YaoPair> pivotal_pairs(const Formula& formula, int n);

/// Thm 13 (seed 002): the least error under the Yao distribution D of the proof over every
/// deterministic q-query tree, for f given by a read-once formula with its Thm 5 debate.
struct YaoResult {
  int n = 0, q = 0, k = 0;
  std::uint64_t trees = 0;     // distinct tree functions on the support of D
  std::uint64_t mistakes = 0;  // least number of mistakes over the 2n points of D
  std::uint64_t support = 0;   // 2n
};
YaoResult yao_bound(const Formula& formula, int n, int q);  // n <= 32 (32-bit inputs)
/// OR_n: w_i = 0^n, w~_i = e_i.
YaoResult yao_or(int n, int q);

}  // namespace debref::dqc
