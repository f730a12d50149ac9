// Source: docs/FORMATS.md "Conventions" (bit order of tables). One bit order for every table that
// debref reads or prints indexed by a bit vector v_1..v_q (a dqc truth table, a pe M_D table, B's
// and A's tables, a det oracle, a dqc prover's moves by history): entry i is at the vector whose
// bits, v_1 first, spell i in binary, so v_1 is the most significant bit and the entries are the
// rows of a truth table in their usual order. Some of the reference layer indexes the same vectors
// by z = sum v_k 2^(k-1) (v_1 least significant: reference/pe, reference/det's oracle); the
// functions below map one order to the other where those tables are read or printed.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <vector>

namespace debref {

/// The index of the same q-bit vector in the other order (bit k moves to bit q - 1 - k); it is
/// its own inverse.
constexpr unsigned reversed_bits(unsigned z, int q) {
  unsigned r = 0;
  for (int k = 0; k < q; ++k) r |= ((z >> k) & 1U) << (q - 1 - k);
  return r;
}

/// A table of 2^q entries in the other order: out[i] = t[reversed_bits(i, q)].
template <class T>
std::vector<T> reversed_bit_order(const std::vector<T>& t) {
  int q = 0;
  while ((std::size_t{1} << q) < t.size()) ++q;
  if ((std::size_t{1} << q) != t.size())
    throw std::logic_error("reversed_bit_order: a table of 2^q entries expected");
  std::vector<T> out;
  out.reserve(t.size());
  for (std::size_t i = 0; i < t.size(); ++i)
    out.push_back(t[reversed_bits(static_cast<unsigned>(i), q)]);
  return out;
}

}  // namespace debref
