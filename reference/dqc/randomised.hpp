// Source: seed 002 Sec. 5: Def. 12 (a randomised decision tree computing the verifier function V
// with error <= 1/3 on every x and valid transcript T_x), the proof of Thm 13 (Yao's principle
// under the distribution D on the pairs w_i, w~_i with the shared transcript T(i)) and the proof
// of Thm 14 (Newman's step: a majority vote of deterministic trees). Computed exactly: the least
// error of a randomised depth-<= q tree is the value of the zero-sum game "verifier picks a
// deterministic depth-<= q tree over the 2k + n input bits, adversary picks (x, T_x)", payoff the
// error, solved by the exact simplex of reference/num/matrix_game.hpp; its certificate is
// re-verified against every tree function, not only the ones the program kept.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reference/dqc/circuit.hpp"
#include "reference/dqc/debate.hpp"
#include "reference/num/rational.hpp"

namespace debref::dqc {

/// The inputs Def. 12 quantifies over: every x in {0,1}^n with every transcript valid for f on x
/// (Def. 2): the prover honest for f(x) plays honest_move, the other one any bits (2^k per x).
/// Each point is the verifier's input string (x, α_1, β_1, ..., α_k, β_k) indexed by variable.
struct ValidInputs {
  int n = 0, k = 0;
  std::vector<std::vector<bool>> points;
  std::vector<std::uint32_t> x;  // the input of each point
  std::vector<bool> value;       // V on the point (= f(x): the debate is valid)
  /// The index of a point (x, transcript), if it is a valid input.
  std::optional<std::size_t> find(const std::vector<bool>& point) const;
};
/// Throws std::invalid_argument if d is not a valid debate for f (V differs from f(x) on a valid
/// input) or d.k > 10 (2^(n+k) points).
ValidInputs valid_inputs(const Debate& d, const TruthTable& f);

/// The falsifying twin's narrower input set: per x only the transcript where both provers play
/// their strategy functions (honest_move) on x, instead of every valid transcript.
ValidInputs honest_inputs(const Debate& d, const TruthTable& f);

/// A set of points as a bitset (bit p of word p / 64).
using PointSet = std::vector<std::uint64_t>;

/// A deterministic depth-<= q tree, represented by the function it computes on the points (one
/// witness tree per distinct function, the first found, of least depth).
struct TreeFunction {
  PointSet ones;  // points where the tree outputs 1
  Tree tree;
};
/// Every distinct function of a depth-<= q tree over the n + 2k variables on the points; q <= 2.
std::vector<TreeFunction> tree_functions(const ValidInputs& in, int q);

/// Def. 12 at depth q: eps_q = min over distributions R on depth-<= q trees of max over valid
/// inputs of Pr_R[tree errs], exactly, with both optimal strategies.
struct RandomisedError {
  int q = 0;
  Rational error;                               // eps_q
  std::size_t points = 0, trees = 0;            // valid inputs; distinct tree functions on them
  std::size_t kept_points = 0, kept_trees = 0;  // after weak dominance (errors as sets)
  int pivots = 0;
  std::vector<std::pair<std::size_t, Rational>> hard;      // the adversary's (point, weight)
  std::vector<std::pair<std::size_t, Rational>> verifier;  // the verifier's (tree index, weight)
  std::vector<PointSet> errors;      // each tree function's error set (index as in the tree list)
  std::vector<std::size_t> minimal;  // the trees whose error set is minimal (first of equals)
};
/// The game solved on the trees' error sets; throws std::logic_error if the certificate (the
/// adversary's distribution gets >= eps_q against every tree, the verifier's <= eps_q on every
/// point) does not re-verify on the full game.
RandomisedError randomised_error(const ValidInputs& in, const std::vector<TreeFunction>& trees,
                                 int q);

/// The proof of Thm 13: for each x_i that f depends on (in order), w_i the least input with
/// f(w_i) = 0, f(w_i + e_i) = 1, w~_i = w_i + e_i. The points of D, two per i (w_i then w~_i),
/// uniform with multiplicity: with `shared` the transcript T(i) (α honest on w_i, β honest on
/// w~_i, valid for both); without (the falsifying twin) each input's own transcript, both
/// provers playing their strategy functions on that input.
std::vector<std::size_t> yao_points(const ValidInputs& in, const Debate& d, const TruthTable& f,
                                    bool shared = true);
/// min over the trees of their mistakes on the points of D (with multiplicity) / |D| (over the
/// trees with minimal error sets, which make the fewest mistakes anywhere).
Rational yao_error(const RandomisedError& r, const std::vector<std::size_t>& d_points);

/// Thm 14's Newman step, exactly: the least t such that a majority vote of t deterministic
/// trees is correct on every point (t odd: an even vote minus one tree is still correct; trees
/// with minimal error sets suffice), with the trees; searched over t <= max_t with at most
/// `budget` search nodes. Nothing when no such t is found.
struct Majority {
  int t = 0;
  std::vector<std::size_t> trees;  // indices into the tree list, with repetition
};
std::optional<Majority> least_majority(const RandomisedError& r, int max_t,
                                       std::uint64_t budget = 10000000);

}  // namespace debref::dqc

namespace debref::dqc {

/// Thm 14's circuit step: a De Morgan circuit over `vars` inputs for the majority vote of the
/// trees (each by tree_circuit, at most 3 gates per inner node), then MAJ_t by the threshold
/// recurrence Th(s, j) = Th(s, j - 1) ∨ (o_j ∧ Th(s - 1, j - 1)), constants folded. t odd.
Circuit majority_circuit(const std::vector<Tree>& trees, int vars);

}  // namespace debref::dqc
