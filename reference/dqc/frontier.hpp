// Source: seed 002 Def. 1, eq. (1), (2), Cor. 4, Sec. 2.1 (docs/DQC.md "The 5-variable frontier"):
// bounds [lower, upper] on DQC(f) for functions of 5 variables, each bound with its reason and
// the upper one with a certificate re-verified by validate. Exact where they meet:
//   DQC <= 3 is decided exactly: a depth-3 verifier of a function of 5 relevant variables reads at
//   most 7 - 5 = 2 message bits (docs/DQC.md (R3)), so the reduced search over x_1..x_5, y_1, y_2
//   in the 4 owner patterns is complete ((R1), (R2)); a function of <= 4 relevant variables takes
//   its value from the exact n = 4 table.
//   A depth-4 verifier whose root queries x_j exists iff both restrictions f|x_j=0, f|x_j=1 have
//   DQC <= 3 (their values come from the n = 4 table), which gives upper = 4 (F2).
//   A depth-4 verifier whose root is a message bit that precedes every message bit below it exists
//   iff f = g AND h or g OR h with DQC(g), DQC(h) <= 3 (F3). (F1)-(F3) decide exactly the depth-4
//   verifiers without early bits (docs/DQC.md (E3)).
//   Otherwise upper = D(f) (the decision tree is a (0, D(f))-debate).
// What is left open: depth-4 verifiers whose root bit is preceded by message bits read below it
// (early bits, docs/DQC.md "Early bits"); the harness searches them with Z3 (--early-bits).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

/// Why a bound holds, as a short code (docs/DQC.md "The 5-variable frontier"): Cor. 4; the exact
/// n = 4 table (an irrelevant variable); the reduced search (F1); x_j at the root (F2); a message
/// bit at the root over g AND h or g OR h (F3); the decision tree (depth D(f)); a depth-4 verifier
/// with early bits (F4, found by the harness's Z3 query, docs/DQC.md "Early bits").
enum class FrontierReason {
  Cor4,
  Table4,
  ReducedSearch,
  XRoot,
  MessageRoot,
  DecisionTree,
  EarlyBits
};
/// "cor4", "n4-table", "reduced-search", "x-root", "message-root", "decision-tree", "early-bits".
const char* reason_code(FrontierReason r);

struct FrontierRow {
  TruthTable f;
  int relevant = 0;             // n' (seed 002 Cor. 4)
  int decision_tree_depth = 0;  // D(f)
  int cor4_bound = 0;           // ceil(log2 n')
  int lower = 0, upper = 0;     // DQC(f) in [lower, upper]
  std::string lower_by, upper_by;
  FrontierReason lower_reason = FrontierReason::Cor4, upper_reason = FrontierReason::DecisionTree;
  Debate certificate;              // a (k, upper)-debate for f
  bool certificate_valid = false;  // validate(certificate, f) and depth == upper
  bool exact() const { return lower == upper; }
};

/// The bounds of every given function of 5 variables (f.n == 5), in order.
std::vector<FrontierRow> frontier_n5(const std::vector<TruthTable>& functions);

/// The 64 symmetric functions of 5 variables (f(x) = v[|x|], v_0 the first bit of the index), in
/// the order of v read as a 6-bit number with v_0 the most significant bit.
std::vector<TruthTable> symmetric_functions(int n);

}  // namespace debref::dqc
