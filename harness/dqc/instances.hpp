// Source: seed 002 Def. 1, Lemma 3, Thm 5: the instance spaces of the dqc claims (docs/DQC.md):
// every Boolean function of n <= 3 variables (dqc::all_functions, dqc::dqc_table), the Thm 5
// debates padded with unqueried rounds, and three n = 4 functions with their exact references.
#pragma once

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "proofs/dqc/queries.hpp"
#include "reference/dqc/early_bits.hpp"
#include "reference/dqc/search.hpp"

namespace debref::dqc {

/// Per-query Z3 time limit of the dqc.smt checks; a timeout is UNKNOWN, never PASS.
inline constexpr unsigned smt_timeout_ms = 60000;

/// The instance space of most claims.
inline const std::string all_n3 = "every f: {0,1}^n -> {0,1}, n = 0..3 (278 functions)";
/// Their n = 4 part (docs/DQC.md "Checks at n = 4").
inline const std::string all_n4 = "every f on n = 4 (65,536 functions)";
inline const std::string reps_n4 =
    "n = 4: the 222 NPN-class representatives (constructions validated; the bound compared on "
    "all 65,536 functions)";

/// The debate with K - d.k unqueried dummy rounds spread before its rounds (round r moves to
/// r + floor((K - k) r / k), so the last round stays last): still valid, same queries. K >= d.k.
Debate pad_rounds_to(const Debate& d, int K);
/// Lemma 3's instances: a debate of l queries with k <= 2^l padded to K = 2^l + 1 rounds, the
/// least length at which the lemma has to delete a round (a longer one as it is); none
/// (vacuous) when K exceeds max_strategy_rounds (the strategy tables grow as 4^K).
std::optional<Debate> lemma3_instance(const Debate& d);

/// The n = 4 reference: exhaustive refutation of l <= 2 (compute_dqc's lower bound) and the Z3
/// certificate at l = 3 re-verified by dqc::validate; kept for the process once a call decided
/// every Z3 query (a call cut short by a deadline or a timeout keeps nothing, and the next call
/// repeats the exhaustive searches too, which do not stop at a deadline).
struct N4Reference {
  DqcResult exhaustive;
  proofs::SmtDqcResult smt;
};
/// NOR4, AND4, OR4 in this order: functions of 4 relevant variables (so the exhaustive search
/// refutes l <= 2) with D(f) = 4, whose Thm 5 debate has depth 2 + 1 = 3.
std::vector<N4Reference> n4_references();

/// A random shape (reference/dqc/early_bits.hpp) over x_1..x_n and s early bits: owners, sides
/// and selectors uniform; a leaf is a constant one time in `constant_in`, else a uniform literal.
EarlyBitVerifier random_early_bit_shape(std::mt19937& rng, int n, int s, int constant_in);

/// Depth-4 verifiers with early bits (docs/DQC.md "Early bits") of functions of 5 variables that
/// (F1)-(F3) leave at [4, 5]: one early bit (found by random sampling of shapes) and two early
/// bits (a Z3 model; no verifier with one early bit exists for its function).
const std::vector<EarlyBitVerifier>& early_bit_witnesses();

/// A shape without early bits whose function rises in x1 and falls in x5 and reads each at one
/// leaf only (docs/DQC.md (L8)): the query admits it only with each input's own sign.
/// root P1: x2 ? (x3 ? x1 : 0) : (x4 ? ~x5 : 0) OR x3 ? (x4 ? 1 : 0) : (x2 ? 0 : 0).
const EarlyBitVerifier& early_bit_sign_shape();

/// Shapes with the fixed reads of (L6)'s equality case (docs/DQC.md "Early bits"): 5 early bits,
/// both sides queries, 6 distinct variables at the query places, the other 4 at one leaf of each
/// sign; their functions have every input binate (bound 5, tight), and they meet (L1), (L2) and
/// the side order (found by random sampling, as in tests/test_dqc_early_bits.cpp).
const std::vector<EarlyBitVerifier>& early_bit_tight_shapes();

}  // namespace debref::dqc
