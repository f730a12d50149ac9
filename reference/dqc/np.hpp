// Source: seed 002 Def. 1 under input permutations and negations (NP transformations): DQC(f)
// depends only on f's NP class, since relabelling a verifier's x queries (and swapping the
// children of negated ones) leaves the game of eq. (1), (2) unchanged.
#pragma once

#include <cstdint>
#include <vector>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

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

/// The least truth table of f's NP class (its representative).
TruthTable np_representative(const TruthTable& f);

}  // namespace debref::dqc
