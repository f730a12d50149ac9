#include "reference/dqc/basis_depth.hpp"

#include <stdexcept>

#include "reference/dqc/debate.hpp"

namespace debref::dqc {

namespace {

/// g applied pointwise to the tables a and b (bit i of g is g at (a, b) = (i >> 1, i & 1)).
std::uint32_t apply(int g, std::uint32_t a, std::uint32_t b, std::uint32_t all) {
  std::uint32_t out = 0;
  const std::uint32_t na = all & ~a, nb = all & ~b;
  if (g & 1) out |= na & nb;
  if (g & 2) out |= na & b;
  if (g & 4) out |= a & nb;
  if (g & 8) out |= a & b;
  return out;
}

std::string gate_name(int g) {
  switch (g) {
    case 8:
      return "AND";
    case 14:
      return "OR";
    case 6:
      return "XOR";
    case 7:
      return "NAND";
    case 1:
      return "NOR";
    case 9:
      return "XNOR";
  }
  return "G" + std::to_string(g);  // the gate's table g(0,0) g(0,1) g(1,0) g(1,1) as bits 0..3
}

}  // namespace

BasisDepth full_basis_depth(int n, int max_depth) {
  if (n < 0 || n > 4) throw std::invalid_argument("full_basis_depth: n must be in 0..4");
  const std::uint32_t size = 1U << n;
  const std::uint32_t all = size == 32 ? ~0U : (1U << size) - 1;
  const std::size_t tables = std::size_t{1} << size;
  BasisDepth r;
  r.n = n;
  r.depth.assign(tables, -1);
  r.gate.assign(tables, -1);
  r.a.assign(tables, 0);
  r.b.assign(tables, 0);
  std::vector<std::uint32_t> level;  // D_d, every table once
  auto add_leaf = [&](std::uint32_t t) {
    if (r.depth[t] >= 0) return;
    r.depth[t] = 0;
    level.push_back(t);
  };
  add_leaf(0);
  add_leaf(all);
  for (int j = 1; j <= n; ++j) {
    std::uint32_t x = 0;
    for (std::uint32_t i = 0; i < size; ++i)
      if (input_bit(n, i, j)) x |= 1U << i;
    add_leaf(x);
    add_leaf(all & ~x);
  }
  for (int d = 1; d <= max_depth; ++d) {
    const std::vector<std::uint32_t> previous = level;
    for (std::size_t i = 0; i < previous.size(); ++i)
      for (std::size_t j = i; j < previous.size(); ++j)
        for (int g = 0; g < 16; ++g) {
          const std::uint32_t t = apply(g, previous[i], previous[j], all);
          if (r.depth[t] >= 0) continue;
          r.depth[t] = d, r.gate[t] = g, r.a[t] = previous[i], r.b[t] = previous[j];
          level.push_back(t);
        }
  }
  return r;
}

std::string BasisDepth::formula(std::uint32_t bits) const {
  if (depth.at(bits) < 0) return "";
  if (gate[bits] >= 0)
    return gate_name(gate[bits]) + "(" + formula(a[bits]) + ", " + formula(b[bits]) + ")";
  const std::uint32_t size = 1U << n;
  const std::uint32_t all = size == 32 ? ~0U : (1U << size) - 1;
  if (bits == 0) return "0";
  if (bits == all) return "1";
  for (int j = 1; j <= n; ++j) {
    std::uint32_t x = 0;
    for (std::uint32_t i = 0; i < size; ++i)
      if (input_bit(n, i, j)) x |= 1U << i;
    if (bits == x) return "x" + std::to_string(j);
    if (bits == (all & ~x)) return "!x" + std::to_string(j);
  }
  return "";
}

}  // namespace debref::dqc
