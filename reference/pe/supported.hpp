// Source: seed 000 Def. 8.1 (s-supported) and Def. 8.2 (the stable transformation) for a
// verifier that reads a proof, as the definitions state them: M*(x, y) makes the queries its
// circuit for the proof y reads, so Def. 8.1 asks support only of the queries some M*(x, y)
// makes, conditioning on the pieces of the queries that M*(x, y) makes; the s pieces of each
// query are chosen among candidates ("there exist s queries v_i^1..v_i^s"); P may correlate
// pieces of different queries; and Def. 8.2's L' answers each query by the majority of its s
// pieces under the oracle sampled from the input's random string r, accepting when some proof y
// makes M* accept.
//
// One x at a time: the queries of x are 0..queries-1 with truth O*(u_i) = truth[i], and
// M*(x, y) = proofs[y], a circuit over them (transform.hpp's Gate).
#pragma once

#include <vector>

#include "reference/pe/transform.hpp"

namespace debref::pe {

/// Def. 8.1's choice of the s pieces v_i^1..v_i^s of each query: candidate indices in ascending
/// order (a chosen candidate's j is its rank in its query's list).
using Choice = std::vector<std::vector<int>>;

/// The first s candidates of every query.
Choice first_pieces(const Evidence& p);

/// The queries a circuit reads, ascending and distinct: the queries M*(x, y) makes.
std::vector<int> made_queries(const Gate& c);

/// min over the chosen pieces (i, j) of the queries in `made` (ascending) and over the
/// positive-probability assignments of their conditioning pieces (the chosen pieces of the
/// queries in `made`, per `reading`) of P[O(v_i^j) = O*(u_i) | assignment]; exact; 1 when
/// `made` is empty. Blocks are independent, so only the pieces of a piece's own block condition
/// it.
Rational least_support(const Evidence& p, const std::vector<int>& truth, Conditioning reading,
                       const std::vector<int>& made, const Choice& choice);

/// seed 000 Def. 8.1 at one x for M*(x, y) = proofs[y]: a choice whose least support over every
/// proof y (least_support with made = made_queries(proofs[y])) is >= 1 - eps / (4 n). Every
/// choice of the queries some proof makes is examined; the others keep their first s.
struct SupportDecision {
  bool supported = false;
  Choice choice;       // a choice attaining `least`
  Rational least = 0;  // max over choices of min over proofs of least_support
  long choices = 0;    // the choices examined
};
SupportDecision decide_support(const Evidence& p, const std::vector<int>& truth,
                               const Rational& eps, int n, Conditioning reading,
                               const std::vector<Gate>& proofs);

/// seed 000 Def. 8.2 with proofs: (x, r) in L' iff some proof y has proofs[y] = 1 on the
/// majority vote of the chosen s pieces of each query (s odd); answers[i][c] is the answer of
/// candidate c of query i under the oracle r samples.
int transformed_member(const std::vector<Gate>& proofs, const Choice& choice,
                       const std::vector<std::vector<int>>& answers);

/// P_r[(x, r) in L'] exactly, summed over every joint outcome of the blocks (independent, so
/// the product of their probabilities); at most 2^22 joint outcomes.
Rational transformed_membership(const std::vector<Gate>& proofs, const Choice& choice,
                                const Evidence& p);

/// Def. 8.2's O-bar(v, r): the oracle O ~ P sampled with r as its random bits. Block b reads
/// the next sampler_bits(b) bits of r (blocks in order; bit k of the block's number is r's bit
/// at the block's offset + k) and takes the first outcome whose cumulative probability exceeds
/// the number over 2^sampler_bits(b) (inverse CDF). sampler_bits is the least k with every
/// probability of b a multiple of 2^-k (the sampling is then exact); throws above 24.
int sampler_bits(const EvidenceBlock& b);
unsigned sampled_outcome(const EvidenceBlock& b, unsigned number);
/// Each block's outcome for each of its numbers, built once (sampled_outcome tabulated).
struct OracleSampler {
  std::vector<int> bits;                     // per block
  std::vector<std::vector<unsigned>> table;  // per block: number -> outcome
  int length = 0;                            // the length of r: the sum of bits
};
OracleSampler oracle_sampler(const Evidence& p);
/// answers[i][c]: the answer of candidate c of query i under the oracle r samples.
std::vector<std::vector<int>> sampled_answers(const Evidence& p, const OracleSampler& sampler,
                                              const std::vector<bool>& r);

}  // namespace debref::pe
