// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1 (docs/DQC.md "Early bits"): depth-4 verifiers
// whose root reads a message bit that some message bits read below it precede in the transcript.
// By the root decomposition (E1) of docs/DQC.md such a verifier's game value is
//   G(x) = Q_1 e_1 ... Q_s e_s [ A(x, e) op B(x, e) ],
// e_1..e_s the early bits (read only below the root, quantified in transcript order: min for
// Prover 0's, max for Prover 1's), op = AND when Prover 0 owns the root bit and OR when Prover 1
// does, and A, B the game functions of the two depth-3 subtrees with the early bits as inputs.
// By (E2) (every depth-3 game function is a depth-3 decision tree with AND/OR gates, S_3) A and
// B range over the S_3 shapes below: a query or a gate over two depth-2 decision trees whose
// leaves are literals. The verifier of a shape is built explicitly and re-verified by validate.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

/// A leaf of a depth-2 tree: the constant `value` (var = -1) or a literal of variable `var`,
/// positive when `value` is true. Variables: 0..n-1 are x_1..x_n, n..n+s-1 are e_1..e_s.
struct EarlyLiteral {
  int var = -1;
  bool value = false;
  bool operator==(const EarlyLiteral&) const = default;
};

/// var ? hi : lo with literal leaves: every depth-<= 2 decision tree function (S_2).
struct EarlyDepth2 {
  int var = 0;
  EarlyLiteral lo, hi;
  bool operator==(const EarlyDepth2&) const = default;
};

/// A depth-3 subtree below the root: a query `var ? hi : lo`, or a gate: a message bit read after
/// the root (a late bit) whose owner picks a branch, so lo AND hi for Prover 0 (min), lo OR hi
/// for Prover 1 (max).
struct EarlySide {
  enum class Kind { Query, And, Or };
  Kind kind = Kind::Query;
  int var = 0;  // Query only
  EarlyDepth2 lo, hi;
  bool operator==(const EarlySide&) const = default;
};

struct EarlyBitVerifier {
  int n = 5;
  /// Owners of e_1..e_s in transcript order (true: Prover 1, max); s = early.size().
  std::vector<bool> early;
  bool root_prover1 = true;  // the root bit's owner: Prover 1 takes side[0] OR side[1]
  EarlySide side[2];         // side[b]: the subtree the verifier reads when the root bit is b
  int s() const { return static_cast<int>(early.size()); }
  bool operator==(const EarlyBitVerifier&) const = default;
};

/// G(x) = Q_E [side[0] op side[1]] at every x (docs/DQC.md (E1)), computed on the shape.
TruthTable game_function(const EarlyBitVerifier& v);

/// The dual shape (docs/DQC.md (L5)): every owner swapped (early bits, root, gates AND <-> OR),
/// every leaf complemented and every input x_j negated (a query of x_j swaps its children; an x
/// literal, complemented twice, keeps its sign). Its game function is NOT f(NOT x) when v's is f,
/// with the same early bits; so a self-dual f (f(NOT x) = NOT f(x)) has a shape with each root
/// owner when it has one at all.
EarlyBitVerifier dual(const EarlyBitVerifier& v);

/// f(x) depends on |x| only (any permutation of x_1..x_n keeps f): the query's symmetric rules
/// (docs/DQC.md "The Z3 query").
bool is_symmetric(const TruthTable& f);
/// f(NOT x) = NOT f(x) for every x: (L5) of docs/DQC.md gives such f a shape with Prover 1's root.
bool is_self_dual(const TruthTable& f);

/// How f varies with its input x_j (1-based): not at all, only up (nondecreasing, and somewhere
/// strictly), only down, or both ways (a *binate* input). docs/DQC.md (L6), (L8).
enum class InputSign { Irrelevant, Rising, Falling, Binate };
InputSign input_sign(const TruthTable& f, int j);

/// f is neither nondecreasing nor nonincreasing in x_j (1-based): a *binate* input. A verifier
/// reading x_j only at leaves, all of one sign, has a game function monotone in x_j (docs/DQC.md
/// (L6)), so it reads a binate input at a query or at two leaves of opposite signs, and an input
/// f rises (falls) in at a query or at a positive (negative) leaf ((L8)).
bool binate_input(const TruthTable& f, int j);

/// (L6) of docs/DQC.md: if f has n = 5 relevant inputs, u of them not binate, a depth-4 verifier
/// of f with the fewest early bits has at most 5 + floor(u / 2) of them, and at that bound with u
/// even its reads are fixed (every query place a distinct variable read nowhere else, every leaf
/// a literal). nullopt when f has fewer than 5 inputs or an irrelevant one (no bound claimed).
std::optional<int> early_bits_bound(const TruthTable& f);
/// The bound of early_bits_bound is tight: u is even, so the counting of (L6) leaves no slack.
bool early_bits_bound_tight(const TruthTable& f);

/// Where the early bits go in the transcript: before the root bit (the verifier as specified),
/// or after it (`late`, the falsifying twin: the same tree with the root bit first, so the
/// provers choose e_1..e_s after seeing which side is read).
enum class EarlyOrder { early, late };

/// The (k, 4)-debate of the shape: the reduced verifier (docs/DQC.md (R2)) over x_1..x_n and
/// y_1..y_m with y_1..y_s the early bits, y_{s+1} the root bit and then one late bit per gate,
/// turned into α/β rounds by reduced_debate.
Debate early_bit_debate(const EarlyBitVerifier& v, EarlyOrder order = EarlyOrder::early);

/// "e1:P0 e2:P1 root:P1 | x3 ? (x1 ? ~x2 : x5) : (e1 ? 0 : x2) | x1 AND (e1 ? ~x4 : x5)".
std::string to_string(const EarlyBitVerifier& v);

/// Every function of a depth-<= d decision tree with AND/OR gates over x_1..x_n (S_d: a node
/// queries a variable or is a gate; leaves are constants), d <= 3, n <= 5, sorted. By (E2) of
/// docs/DQC.md, S_3 is exactly the set of game functions of depth-3 debates. `gates` false: plain
/// decision trees (the falsifying twin's set).
std::vector<std::uint32_t> gate_tree_functions(int n, int d, bool gates = true);

}  // namespace debref::dqc
