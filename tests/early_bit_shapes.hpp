// Random early-bit shapes (reference/dqc/early_bits.hpp) for the tests of the early-bit query:
// any shape, and shapes with the reads (L6) of docs/DQC.md fixes at its equality case.
#pragma once

#include <algorithm>
#include <optional>
#include <random>
#include <vector>

#include "harness/dqc/instances.hpp"
#include "reference/dqc/early_bits.hpp"

namespace debref::dqc::test {

/// A random shape over x_1..x_n and s early bits; a leaf is a constant one time in `constant_in`.
inline EarlyBitVerifier random_shape(std::mt19937& rng, int n, int s, int constant_in) {
  return random_early_bit_shape(rng, n, s, constant_in);  // harness/dqc/instances.hpp
}

/// A random shape with the reads (L6) fixes at s = 5 over 5 inputs: both sides queries, 6
/// distinct variables at the 6 query places, the other 4 at one leaf of each sign.
inline EarlyBitVerifier random_tight_shape(std::mt19937& rng) {
  std::vector<int> vars(10);
  for (int v = 0; v < 10; ++v) vars[static_cast<std::size_t>(v)] = v;
  std::shuffle(vars.begin(), vars.end(), rng);
  std::vector<EarlyLiteral> leaves;
  for (std::size_t i = 6; i < 10; ++i) {
    leaves.push_back({vars[i], true});
    leaves.push_back({vars[i], false});
  }
  std::shuffle(leaves.begin(), leaves.end(), rng);
  EarlyBitVerifier v;
  v.n = 5;
  for (int k = 0; k < 5; ++k) v.early.push_back(rng() % 2U == 1);
  v.root_prover1 = !v.early.back();  // (L1)
  for (std::size_t b = 0; b < 2; ++b) {
    EarlySide& side = v.side[b];
    side.kind = EarlySide::Kind::Query;
    side.var = vars[3 * b];
    side.lo = {vars[3 * b + 1], leaves[4 * b], leaves[4 * b + 1]};
    side.hi = {vars[3 * b + 2], leaves[4 * b + 2], leaves[4 * b + 3]};
  }
  return v;
}

/// The side reads variable `var` at its query (a query side only) or a depth-2 tree's variable.
inline bool read_at_query_place(const EarlySide& side, int var) {
  return (side.kind == EarlySide::Kind::Query && side.var == var) || side.lo.var == var ||
         side.hi.var == var;
}

/// The side reads `var` at a leaf: of either sign, or only of the sign `positive` when given.
inline bool read_at_leaf(const EarlySide& side, int var, std::optional<bool> positive = {}) {
  for (const EarlyDepth2& t : {side.lo, side.hi})
    for (const EarlyLiteral& l : {t.lo, t.hi})
      if (l.var == var && (!positive || l.value == *positive)) return true;
  return false;
}

/// Every early bit of the last block (the trailing bits of e_s's owner) is read on both sides
/// ((L2) of docs/DQC.md, which the query assumes).
inline bool last_block_on_both_sides(const EarlyBitVerifier& v) {
  const auto reads = [](const EarlySide& side, int var) {
    return read_at_query_place(side, var) || read_at_leaf(side, var);
  };
  for (int k = v.s() - 1; k >= 0 && v.early[static_cast<std::size_t>(k)] == v.early.back(); --k)
    if (!reads(v.side[0], v.n + k) || !reads(v.side[1], v.n + k)) return false;
  return true;
}

}  // namespace debref::dqc::test
