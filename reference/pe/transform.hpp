// Source: seed 000 Sec. 8 on finite instances: Def. 8.1 (s-supported), Def. 8.2 (stable
// transformation: each original query answered by the majority vote over s pieces of evidence)
// and the construction of the proof of Thm 8.3 (Appendix C: the circuit C' of layered
// majorities, and its decomposition whose M_D is a logic gate composed with w majority gates).
//
// What Def. 8.1 quantifies and how the finite instance sets it: a language L with verifier M
// (here the tree circuit C over the queries u_i, whose truth O*(u_i) is a fixed Boolean function
// of x), every x and proof y (C reads every query once, so the queries u_i are C's inputs), an
// oracle distribution P over oracles O (here a finite joint distribution of the answers O(v_i^j),
// a product of independent blocks, each block a few pieces of one query), s pieces v_i^1..v_i^s
// per query, and the bound 1 - eps / (4n) with n the input length (|x|). L is s-supported iff
// every piece has P[O(v_i^j) = O*(u_i) | the conditioning pieces] >= 1 - eps / (4n) for every
// assignment of the conditioning pieces of positive probability.
#pragma once

#include <utility>
#include <vector>

#include "reference/pe/decomposition.hpp"

namespace debref::pe {

/// The proof of Thm 8.3's circuit C: a gate of layer k >= 1 is the AND or OR of w gates of
/// layer k - 1; a layer-0 gate is the original query u_i. Each query appears at most once.
struct Gate {
  enum class Op { And, Or, Query } op = Op::Query;
  int query = 0;             // Op::Query: i
  std::vector<Gate> inputs;  // And / Or: the w gates of the layer below
};

Gate query_gate(int i);                                          // the query u_i
int circuit_depth(const Gate& c);                                // d (0 for a query)
int fan_in(const Gate& c);                                       // w (0 for a query)
int gate_value(const Gate& c, const std::vector<int>& answers);  // C on 0/1 query answers

/// One piece of evidence of seed 000 Def. 8.1: candidate `index` (v_i^j for the chosen ones) of
/// query `query` (u_i).
struct Piece {
  int query = 0, index = 0;
  bool operator==(const Piece&) const = default;
};

/// seed 000 Def. 8.1's P as independent blocks: a joint distribution of the answers of the
/// pieces `pieces` (of one query or of several: evidence correlated across queries); outcome
/// bit b is pieces[b]'s answer.
struct EvidenceBlock {
  std::vector<Piece> pieces;
  std::vector<std::pair<Rational, unsigned>> outcomes;  // probabilities sum to 1
};

/// The candidates v_i^0..v_i^{candidates - 1} of each query, s of which Def. 8.1's "there exist s
/// queries v_i^1..v_i^s" chooses (candidates = s: no choice).
struct Evidence {
  int queries = 0, s = 0, candidates = 0;
  std::vector<EvidenceBlock> blocks;  // each (query, candidate) in exactly one block
};

/// Every piece its own block, wrong (1 - O*(u_i)) with probability eta.
Evidence independent_evidence(const std::vector<int>& truth, int s, const Rational& eta);
/// The s pieces of each query in one block sharing one coin: all wrong together w.p. eta.
Evidence shared_coin_evidence(const std::vector<int>& truth, int s, const Rational& eta);

/// Def. 8.1's conditioning "O(v_{i'}^{j'}) for all i' != i, j' != j", read two ways: every
/// other piece ((i', j') != (i, j), the reading eq. (24) of the proof uses), or only pieces
/// with both indices different (the literal reading: no piece of the same query, nor the j-th
/// piece of another; j is the piece's rank among its query's chosen s).
enum class Conditioning { OtherPieces, BothIndicesDiffer };

/// min over pieces (i, j) and positive-probability assignments of the conditioning pieces of
/// P[O(v_i^j) = O*(u_i) | assignment]; exact. `truth[i]` = O*(u_i). Every query is made and
/// every candidate chosen (p.candidates == p.s); reference/pe/supported.hpp has the general form.
Rational least_support(const Evidence& p, const std::vector<int>& truth, Conditioning reading);

/// seed 000 Def. 8.1: least_support >= 1 - eps / (4 n).
bool s_supported(const Evidence& p, const std::vector<int>& truth, const Rational& eps, int n,
                 Conditioning reading);

/// seed 000 Def. 8.2: P_r[(x, r) in L'] with L' = C on the majority vote over the s pieces of
/// each query (s odd). Exact; queries independent (every block within one query, every
/// candidate chosen).
Rational membership_probability(const Gate& c, const Evidence& p);

/// The proof of Thm 8.3's kappa = 3 ln(2w/eps) / ln(1 / (6 eps (1 - 3 eps / 2))), rounded up to
/// the next odd integer (a majority without ties). Exact: the least odd kappa with
/// (1 / (6 eps (1 - 3 eps / 2)))^kappa >= (2 w / eps)^3. Requires 6 eps (1 - 3 eps / 2) < 1.
int proof_kappa(const Rational& eps, int w);

/// The proof of Thm 8.3's C' as a Def. 5.1 decomposition: a layer-k gate G becomes a node of
/// width q = w kappa whose M_D is G of the w majorities of kappa (z index i kappa + j: copy j of
/// input i); its children are kappa copies of the node of each input gate, and at layer 1 the
/// kappa pieces of evidence of each query: leaves with P[O(v) = 1] = `one[query]` (independent
/// pieces). Each query gets kappa^d pieces (s = kappa^d).
Node transformed_decomposition(const Gate& c, int kappa, const std::vector<Rational>& one);

}  // namespace debref::pe
