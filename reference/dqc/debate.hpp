// Source: seed 002 (Brown-Cohen et al., "Debate is efficient with your time") Sec. 2, Def. 1 and
// equations (1), (2): the (k, l)-debate. Prover 0 and Prover 1 alternate single-bit messages
// α_1, β_1, ..., α_k, β_k; the verifier M_l is a deterministic adaptive decision tree of depth l
// over x_1..x_n, α, β. Validity: for every x the alternating game
// min_{α_1} max_{β_1} ... min_{α_k} max_{β_k} M_l(x, α, β) equals f(x) (equation (1) for f(x) = 1,
// (2) for f(x) = 0; they are complementary by De Morgan, seed 002 Sec. 2).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace debref::dqc {

/// A Boolean function on n <= 5 variables as its truth table: bit i of `bits` is f(x) where x_1
/// ... x_n are the binary digits of i, x_1 the most significant (the convention of docs/DQC.md).
struct TruthTable {
  int n = 0;
  std::uint32_t bits = 0;
  bool operator()(std::uint32_t x) const { return (bits >> x) & 1U; }
  bool operator==(const TruthTable&) const = default;
};
/// x_j (1-based) of the input with index x (x_1 the most significant of n digits).
inline bool input_bit(int n, std::uint32_t x, int j) {
  return (x >> (n - j)) & 1U;
}
/// "0110" style string, character i = f(i).
std::string to_string(const TruthTable& f);

/// Why a string is not a truth table: its length is not 2^n with n <= max_n (`length`), or the
/// character at `position` is not 0/1.
struct TruthTableSyntax {
  bool length = false;
  std::size_t position = 0;
};
/// The inverse of to_string: 2^n characters 0/1 with n <= max_n; throws TruthTableSyntax (the
/// length is checked first).
TruthTable parse_truth_table(const std::string& s, int max_n);
/// Variables f depends on (seed 002 Cor. 4: n' of "depends on all of its variables").
int relevant_variables(const TruthTable& f);

/// Variable numbering of the verifier's input string x_1..x_n, α_1, β_1, ..., α_k, β_k (seed 002
/// Sec. 2): x_j is j-1, α_i is n + 2(i-1), β_i is n + 2(i-1) + 1.
inline int x_var(int j) {
  return j - 1;
}
inline int alpha_var(int n, int i) {
  return n + 2 * (i - 1);
}
inline int beta_var(int n, int i) {
  return n + 2 * (i - 1) + 1;
}
std::string var_name(int n, int v);  // "x2", "a1" (α_1), "b3" (β_3)

/// The verifier M_l (seed 002 Sec. 2): a deterministic adaptive query machine, i.e. a decision
/// tree. Node 0 is the root; a leaf has var = -1 and outputs `value`; an inner node queries `var`
/// and goes to child[bit].
struct TreeNode {
  int var = -1;
  bool value = false;
  int child[2] = {-1, -1};
};
struct Tree {
  std::vector<TreeNode> nodes;
  static Tree leaf(bool value);
  /// A tree querying v at its root with the two given subtrees.
  static Tree query(int v, const Tree& if0, const Tree& if1);
  int depth() const;              // l: the most queries on any path
  std::set<int> queried() const;  // S of seed 002 Lemma 3: every variable any path queries
  bool eval(const std::vector<bool>& input) const;  // M(x, α, β), input indexed by variable
  std::string to_string(int n) const;               // "x1 ? (b1 ? 1 : 0) : 0"
};

/// A (k, l)-debate protocol's verifier for f on n variables (seed 002 Def. 1); l = tree.depth().
struct Debate {
  int n = 0;
  int k = 0;  // rounds; k = 0 (no messages) is allowed: M then decides f from x alone
  Tree tree;
  int queries() const { return tree.depth(); }
};

/// The game value at x: min_{α_1} max_{β_1} ... min_{α_k} max_{β_k} M(x, α, β) (seed 002 eq. (1),
/// (2)), computed exactly by backward induction over a hash-consed restriction of the tree (only
/// the bits the tree can still query are branched on; unqueried rounds keep the value, as in the
/// proof of Lemma 3).
bool game_value(const Debate& d, std::uint32_t x);
/// The truth table of x -> game_value(d, x).
TruthTable game_function(const Debate& d);

struct Validity {
  bool valid = false;
  std::optional<std::uint32_t> failing_x;  // the first x where the game value differs from f(x)
};
/// Equations (1) and (2) of seed 002 Sec. 2 for every x in {0,1}^n.
Validity validate(const Debate& d, const TruthTable& f);

/// Deterministic strategies of length k (seed 002 Def. 1), as explicit tables: for each x and
/// round i, the move after each history the mover has seen: (α_1, β_1, ..., α_{i-1}, β_{i-1})
/// for Prover 0 (4^{i-1} entries), the same followed by α_i for Prover 1 (2 * 4^{i-1} entries);
/// bit 2(j-1) of the history index is α_j, bit 2(j-1)+1 is β_j. prover0[x] is used for x in
/// f^{-1}(0) (Prover 0 honest), prover1[x] for x in f^{-1}(1); the other entries are empty.
struct Strategies {
  int n = 0, k = 0;
  std::vector<std::vector<std::vector<bool>>> prover0, prover1;  // [x][round-1][history]
};
/// Rounds up to which explicit strategy tables are built (4^k / 3 entries per x).
inline constexpr int max_strategy_rounds = 8;
/// Honest strategies extracted from a valid debate by backward induction: the least move that
/// keeps the game value at f(x). Requires d.k <= max_strategy_rounds.
Strategies honest_strategies(const Debate& d, const TruthTable& f);
/// The honest move at round `round` after `history` (bits in order α_1, β_1, ...; for target 1 it
/// ends with α_round) on input x: the least move of the prover arguing for f(x) = target that
/// keeps the game value at target (0 when none does); any k.
bool honest_move(const Debate& d, std::uint32_t x, bool target, int round,
                 const std::vector<bool>& history);
/// Re-verifies Def. 1 for the tables: on every x in f^{-1}(0), Prover 0's table against every β
/// makes M output 0; on every x in f^{-1}(1), Prover 1's table against every α makes M output 1.
/// Returns the first failing x, if any.
std::optional<std::uint32_t> verify_strategies(const Debate& d, const TruthTable& f,
                                               const Strategies& s);

/// Seed 002 Lemma 3 (round elimination): deletes every round i with α_i, β_i not in S, keeping the
/// verifier; the strategies are rewritten as in the proof (the honest prover assumes the
/// opponent's deleted message is 0 and simulates its own). The result has k' <= |S| <= 2^l.
struct Eliminated {
  Debate debate;
  Strategies strategies;
  std::vector<int> kept_rounds;  // original round numbers, in order
};
/// Which rounds survive: the proof's rule (α_i or β_i read), or the falsifying twin's mutant
/// `alpha_read` (kept only when α_i is read; a read of a deleted β_i becomes a read of x_n;
/// needs n >= 1).
enum class KeepRounds { alpha_or_beta_read, alpha_read };
Eliminated eliminate_rounds(const Debate& d, const Strategies& s,
                            KeepRounds keep = KeepRounds::alpha_or_beta_read);

}  // namespace debref::dqc
