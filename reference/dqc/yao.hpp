// Source: seed 002 Thm 13 (the lower bound by Yao's principle): under the proof's distribution D
// on transcripts of OR_n's Thm 5 debate, every deterministic q-query tree with q < log2 n - 3
// errs with probability > 1/3. Computed exactly: every tree function on the support of D.
#pragma once

#include <cstdint>

#include "reference/dqc/circuit.hpp"

namespace debref::dqc {

/// Balanced De Morgan formula OR (or AND) of x_1..x_n.
Formula balanced(int n, bool is_and);

/// Thm 13 (seed 002): the least error under the Yao distribution D of the proof over every
/// deterministic q-query tree, for OR_n with its Thm 5 debate.
struct YaoResult {
  int n = 0, q = 0, k = 0;
  std::uint64_t trees = 0;     // distinct tree functions on the support of D
  std::uint64_t mistakes = 0;  // least number of mistakes over the 2n points of D
  std::uint64_t support = 0;   // 2n
};
YaoResult yao_or(int n, int q);  // n <= 32 (inputs are 32-bit indices)

}  // namespace debref::dqc
