// Source: issue 6 "Debate query complexity", checks. The dqc family's claims (seed 002: Def. 1,
// Lemma 3, Cor. 4, Thm 5, Thm 6, Lemma 8, Thm 13), each evaluated exactly on every Boolean
// function of n <= 3 variables (or the documented instances). Twins pass when caught.
#pragma once

#include <vector>

#include "harness/claim.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

/// DQC results of every f on n variables (n <= 3), computed once per process.
const std::vector<DqcResult>& dqc_table(int n);

/// Thm 13 (seed 002): the least error under the Yao distribution D of the proof over every
/// deterministic q-query tree, for OR_n with its Thm 5 debate.
struct YaoResult {
  int n = 0, q = 0, k = 0;
  std::uint64_t trees = 0;     // distinct tree functions on the support of D
  std::uint64_t mistakes = 0;  // least number of mistakes over the 2n points of D
  std::uint64_t support = 0;   // 2n
};
YaoResult yao_or(int n, int q);

/// Every claim of the dqc family, in paper order, twins last.
std::vector<Claim> dqc_claims();

}  // namespace debref::dqc
