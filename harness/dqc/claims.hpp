// Source: issue 6 "Debate query complexity", checks. The dqc family's claims (seed 002: Def. 1,
// Lemma 3, Cor. 4, Thm 5, Thm 6, Lemma 8, Thm 13), each evaluated exactly on every Boolean
// function of n <= 3 variables (or the documented instances). Twins pass when caught.
#pragma once

#include <vector>

#include "harness/core/claim.hpp"
#include "proofs/dqc/queries.hpp"
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

/// An input permutation and negation (NP transformation): x'_{j+1} = x_{perm[j]+1} XOR bit j of
/// neg. Seed 002 Def. 1 is invariant under it: a verifier for g gives one for x -> g(x') by
/// relabelling its x queries and swapping the children of negated ones (the game is unchanged).
struct NpMap {
  std::vector<int> perm;
  std::uint32_t neg = 0;
};
std::vector<NpMap> np_maps(int n);  // all n! 2^n of them
std::uint32_t np_apply(int n, const NpMap& t, std::uint32_t x);
TruthTable np_compose(const TruthTable& g, const NpMap& t);  // x -> g(np_apply(x))
Debate np_transport(const Debate& d, const NpMap& t);        // x -> M(np_apply(x), α, β)

/// Z3 results per NP-class representative (the least truth table of the class).
struct SmtClassCache {
  std::map<std::uint64_t, proofs::SmtDqcResult> reps;
};
/// proofs::smt_dqc(f, 3, encoding) computed on f's NP-class representative: the refutations carry
/// over (DQC is invariant), the certificate is transported to f and re-verified by validate for f.
proofs::SmtDqcResult smt_dqc_by_class(const TruthTable& f, proofs::DqcEncoding encoding,
                                      SmtClassCache& cache);

/// Every claim of the dqc family, in paper order, twins last.
std::vector<Claim> dqc_claims();

}  // namespace debref::dqc
