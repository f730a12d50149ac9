// Source: seed 002 Thm 6 ("DQC(f) <= log(size(C_f)) + 3", size(C_f) the number of gates) and
// Sec. 3 (C_f a fan-in-2 AND/OR circuit with negations at the inputs): the minimum size of such a
// circuit for every f on n <= 4 variables, by exhaustive enumeration of circuits by size
// (docs/DQC.md "Minimum circuits"). Gates may be shared (a circuit, not a formula); literals x_i,
// !x_i and the constants are free; there is no internal negation (the basis of `Circuit`).
#pragma once

#include <cstdint>
#include <vector>

#include "reference/dqc/circuit.hpp"

namespace debref::dqc {

/// Bounds on the minimum circuit size of every f on n variables, exact where they meet.
/// `lower`: every circuit of at most `searched` gates was enumerated (up to the symmetries of
/// docs/DQC.md), so lower = the least size found if it is <= searched, else searched + 1.
/// `upper`: the size of `circuit(bits)`, a circuit computing f (a minimum one where exact; for f
/// beyond the search, the minimum-size formula with repeated sub-formulas merged).
struct MinCircuits {
  int n = 0;
  int searched = 0;
  std::vector<int> lower, upper;                  // by truth table bits
  std::vector<std::vector<std::uint32_t>> gates;  // by bits: the functions of the witness's gates
  std::vector<std::uint64_t> sets;  // gate sets kept per size 1, 2, ... (deduplicated, pruned)
  std::uint64_t circuits = 0;       // gate sequences extended during the search
  bool exact(std::uint32_t bits) const { return lower.at(bits) == upper.at(bits); }
  /// The witness as a Circuit over x_1..x_n (gates in topological order, output the gate
  /// computing f; no gate for a literal or constant). Re-verified: throws std::logic_error if
  /// it does not compute f or has more than upper(bits) gates.
  Circuit circuit(std::uint32_t bits) const;
};

/// The enumeration with every circuit of at most max_gates gates (n in 0..4, max_gates in
/// 2..10). Time and memory grow about 25-fold per gate at n = 4 (8 gates: seconds).
MinCircuits search_min_circuits(int n, int max_gates);

/// The default search, computed once per process: max_gates 8 (n <= 3: every f exact, the
/// largest minimum being 9 = the formula size of PARITY3; n = 4: exact up to 9 gates, lower
/// bound 9 beyond).
inline constexpr int default_max_gates = 8;
const MinCircuits& min_circuits(int n);

/// A circuit whose gates compute exactly the distinct non-literal, non-constant functions of
/// `functions` (one of them f), built in an order where each gate reads literals, constants
/// and earlier gates, pruned to the gates f depends on; throws std::logic_error if some function
/// cannot be built that way.
Circuit derive_circuit(int n, const std::vector<std::uint32_t>& functions, std::uint32_t f);

}  // namespace debref::dqc
