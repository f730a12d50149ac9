// Source: docs/DQC.md "The Z3 query": the names of the early-bit query's variables
// (proofs/dqc/early_bits.hpp), shared by the query, the decoding of its models and the check
// that it admits a shape. Internal to proofs/dqc.
#pragma once

#include <string>

namespace debref::proofs::early_bits_names {

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

}  // namespace debref::proofs::early_bits_names
