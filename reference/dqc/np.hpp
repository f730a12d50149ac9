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

namespace debref::dqc {

/// Seed 002 Def. 1 under output negation: a debate for ¬f of the same depth. The message bits
/// the verifier reads, z_1 < ... < z_r in transcript order, become the messages of rounds 1..r
/// of the other prover (y_t is β_t when z_t was an α, α_t when it was a β; the other message
/// of each round is unread) and every leaf is negated: by De Morgan and the vacuous quantifiers
/// over unread bits the game value is negated (docs/DQC.md "NPN invariance").
Debate negate_debate(const Debate& d);

/// NPN classes of all f on n <= 4 variables: for each f its representative (the least truth
/// table of its class) and one NP map t and output negation with f = neg ⊕ (rep ∘ t), read
/// from the class table of npn_sets.hpp. Throws std::invalid_argument unless n is in 0..4.
struct NpnClasses {
  int n = 0;
  std::vector<std::uint32_t> representative;  // by f.bits
  std::vector<std::uint32_t> map_index;       // index into maps
  std::vector<bool> negated;
  std::vector<NpMap> maps;
  std::vector<std::uint32_t> representatives;  // in increasing order
};
NpnClasses npn_classes(int n);

/// The certificate of f's representative moved to f (np_transport, then negate_debate).
Debate npn_transport(const NpnClasses& c, std::uint32_t f, const Debate& for_representative);

}  // namespace debref::dqc
