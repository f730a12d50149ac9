// Source: docs/DQC.md "The Z3 query" and "Early bits" (L6), (L7): what the early-bit query
// (proofs/dqc/early_bits.hpp), the decoding of its models and its read cubes share: the names
// of the query's variables, and the counting of reads below the root. Internal to proofs/dqc.
#pragma once

#include <z3++.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "proofs/dqc/early_bits.hpp"

namespace debref::proofs::early_bits_detail {

inline const char* const half_name[2] = {"lo", "hi"};

inline std::string var_name(int n, int v) {
  return v < n ? "x" + std::to_string(v + 1) : "e" + std::to_string(v - n + 1);
}
inline std::string side_prefix(int b) {
  return "side" + std::to_string(b);
}
inline std::string tree_prefix(int b, int c) {
  return side_prefix(b) + half_name[c];
}
inline std::string leaf_prefix(int b, int c, int d) {
  return tree_prefix(b, c) + "_" + half_name[d] + "_leaf_";
}
/// Leaf option o: 0 and 1 the constants, 2 + v the variable v, 2 + vars + v its negation.
inline std::string leaf_option_name(int n, int vars, int o) {
  if (o < 2) return std::to_string(o);
  return o < 2 + vars ? var_name(n, o - 2) : "~" + var_name(n, o - 2 - vars);
}

/// A depth-4 verifier's places below the root ((L6), (L7)): 6 query places (a side's query, a
/// depth-2 tree's variable) and 8 leaves.
inline constexpr int query_places = 6, leaves = 8;

/// f's inputs as (binate, relevant) flags ((L6), (L7)).
std::pair<std::vector<bool>, std::vector<bool>> input_kinds(const dqc::TruthTable& f);

/// Per input x_j, the sign of a leaf that reads it in every verifier of f whose query places do
/// not ((L8)): +1 when f rises in x_j, -1 when it falls, 0 when x_j is binate or irrelevant.
std::vector<int> monotone_signs(const dqc::TruthTable& f);

/// A read cube's query places (its variables there) and the leaves the others need at least
/// ((L7): two for an early bit or binate input, one for another relevant input).
std::pair<int, int> read_cube_demand(const std::vector<bool>& binate,
                                     const std::vector<bool>& relevant, int s,
                                     const EarlyBitReads& r);

/// The query at s (docs/DQC.md "The Z3 query"), with its owners, reads and sides fixed when
/// given, its inputs' names ordered by `order`; the public builders (early_bits.hpp) check the
/// cubes first.
Query build_early_bits_query(const dqc::TruthTable& f, int s, Verdict expected,
                             const std::optional<EarlyBitOwners>& owners,
                             const std::optional<EarlyBitReads>& reads, InputOrder order,
                             const std::optional<EarlyBitSides>& sides);

/// The query at s, and the query of a read cube, with the inputs' names ordered by `order`
/// (early_bits.hpp: InputOrder); early_bits_query_admits builds its query with them.
Query early_bits_query_ordered(const dqc::TruthTable& f, int s, InputOrder order);
Query early_bits_query_ordered(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                               const EarlyBitReads& reads, InputOrder order,
                               Verdict expected = Verdict::Unsat,
                               const std::optional<EarlyBitSides>& sides = std::nullopt);

}  // namespace debref::proofs::early_bits_detail
