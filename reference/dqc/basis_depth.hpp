// Source: seed 002 Thm 5 ("let C_f be a circuit computing f", "depth(C_f)") read literally: a
// circuit over any basis. The full binary basis B_2 (all 16 two-input gates, negated inputs free
// as in the De Morgan formulas of min_depth_formulas) is the least restrictive fan-in-2 basis, so
// its minimum depth is the smallest depth(C_f) any fan-in-2 circuit reaches. docs/DQC.md "Thm 5
// over any basis" gives the finding this measures (PARITY4: depth 2 with XOR gates, DQC 4).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace debref::dqc {

/// Minimum depth over B_2 of every f on n <= 4 variables, computed up to `max_depth` (the closure
/// D_0 = {0, 1, x_i, !x_i}, D_d = D_{d-1} ∪ {g(a, b) : a, b ∈ D_{d-1}, g ∈ B_2}); entries above
/// max_depth are -1. `formula(bits)` prints a witness, e.g. "XOR(XOR(x1, x2), XOR(x3, x4))".
struct BasisDepth {
  int n = 0;
  std::vector<int> depth;  // by truth-table bits
  std::vector<int> gate;   // witness: -1 leaf, else the gate's table g(0,0) g(0,1) g(1,0) g(1,1)
  std::vector<std::uint32_t> a, b;
  std::string formula(std::uint32_t bits) const;
};
BasisDepth full_basis_depth(int n, int max_depth);

}  // namespace debref::dqc
