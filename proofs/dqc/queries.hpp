// Source: seed 002 Def. 1 (DQC(f) = the least l with a valid (k, l)-debate), eq. (1), (2) (the
// game value min_{α_1} max_{β_1} ... min_{α_k} max_{β_k} M(x, α, β) equals f(x)) and Lemma 3
// (k <= 2^l suffices; a depth-l tree has at most 2^l - 1 inner nodes, so K = 2^l - 1 rounds lose
// no debate). Exact DQC by a SAT encoding (Z3) of "there is a depth-l verifier tree over
// x_1..x_n, α_1..α_K, β_1..β_K whose game value equals f(x) for every x": the tree is a complete
// binary tree of depth l whose inner nodes carry one-hot selectors over the n + 2K variables and
// whose leaves carry bits (a shallower tree is padded by querying any variable with two equal
// subtrees); the game value is expanded over every message assignment as nested AND (α, min) / OR
// (β, max) of the tree's evaluation. SAT: the model is decoded into a dqc::Debate and re-verified
// by the reference evaluator (never trusted); UNSAT at K = 2^l - 1: l is refuted.
#pragma once

#include <optional>
#include <vector>

#include "proofs/query.hpp"
#include "reference/dqc/debate.hpp"

namespace debref::proofs {

/// How the game value is encoded. Minimax is seed 002 eq. (1), (2). NoAlternation is a
/// falsifying mutant (colluding provers): both provers' messages existential, OR over all
/// message assignments.
enum class DqcEncoding { Minimax, NoAlternation };

/// Largest l whose query uses K = 2^l - 1 rounds (the Lemma 3 bound, so UNSAT refutes l); at
/// larger l only SAT queries with K = 0..max_sat_rounds are run (a SAT model is a certificate,
/// an UNSAT one proves nothing).
inline constexpr int max_refuting_l = 2;
inline constexpr int max_sat_rounds = 2;

/// "Exists a depth-l verifier with k rounds whose game value equals f(x) for all x" (seed 002
/// Def. 1). The negated goal is the existence; UNSAT proves "no (k, l)-debate for f". Variables:
/// s_<node>_<var name> (inner node selectors, heap order, root 0) and leaf_<i>. `expected` is
/// recorded in the emitted SMT-LIB header.
Query dqc_query(const dqc::TruthTable& f, int l, int k, DqcEncoding encoding = DqcEncoding::Minimax,
                Verdict expected = Verdict::Unsat);

/// The verifier of a SAT model of dqc_query(f, l, k): a complete depth-l tree (unassigned
/// selectors and leaves read as false; a node without a true selector queries x_1 or the first
/// message, so a malformed model is still a tree and is caught by validation).
dqc::Debate dqc_debate_from_model(const dqc::TruthTable& f, int l, int k, const Outcome& outcome);

/// One query run by smt_dqc.
struct DqcLevelQuery {
  int l = 0, k = 0;
  Verdict verdict = Verdict::Unknown;
  double seconds = 0;
  bool refutes = false;  // UNSAT with k = 2^l - 1 (Lemma 3): no debate of l queries at all
};

struct SmtDqcResult {
  dqc::TruthTable f;
  std::optional<int> dqc;    // every l below refuted (UNSAT), a certificate at l re-verified
  int lower = 0;             // every l' < lower refuted
  std::optional<int> upper;  // l of the certificate, when one re-verified
  std::vector<int> refuted;  // l refuted by UNSAT at k = 2^l - 1
  std::optional<dqc::Debate> certificate;  // decoded from the SAT model
  bool certificate_valid = false;          // re-verified by dqc::validate (eq. (1), (2))
  bool unknown = false;                    // a query timed out / Z3 unknown (never a proof)
  std::vector<DqcLevelQuery> queries;      // every query in the order run
  std::vector<Query> built;                // the same queries (for SMT-LIB emission)
  double seconds = 0;
};

/// Exact DQC(f) by Z3: for l = 0, 1, ..., max_l: l <= max_refuting_l: the query with k = 2^l - 1
/// (UNSAT refutes l, SAT is a certificate); larger l: k = 0..max_sat_rounds (the first SAT is a
/// certificate; if none, l is left open and the search stops). Each SAT model is decoded and
/// re-verified by dqc::validate; a model that does not verify is a failure (certificate_valid
/// false, search stops). timeout_ms per query (0 = none).
SmtDqcResult smt_dqc(const dqc::TruthTable& f, int max_l,
                     DqcEncoding encoding = DqcEncoding::Minimax, unsigned timeout_ms = 60000);

}  // namespace debref::proofs
