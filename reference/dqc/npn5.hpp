// Source: seed 002 Def. 1 under input permutations, input negations and output negation (NPN
// transformations; docs/DQC.md "NPN invariance" and "The 5-variable frontier"): the NPN classes
// of the 2^32 functions of 5 variables without a table over all of them. A class is named by its
// representative, the least truth table (as a number) in it, as npn_classes does for n <= 4.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace debref::dqc {

class Npn5 {
 public:
  /// 616,126: the number of NPN classes of functions of 5 variables (the count the enumeration
  /// reproduces; docs/DQC.md).
  static constexpr std::uint64_t kClasses = 616126;
  /// 5! 2^5 2 = 7680 transformations: input permutation, input negation, output negation.
  static constexpr int kGroupSize = 7680;

  Npn5();

  /// x -> f(x XOR neg): the inputs negated where neg has a 1 (x_1 its most significant bit).
  static std::uint32_t negate_inputs(std::uint32_t f, std::uint32_t neg);
  /// f with its inputs permuted by the permutation numbered `perm` (0..119).
  std::uint32_t permute(std::uint32_t f, int perm) const;

  /// f is the least truth table of its class.
  bool is_representative(std::uint32_t f) const;
  /// The least truth table of f's class. A representative r has r(11111) = 0 (else ~r < r), so
  /// r < 2^31.
  std::uint32_t representative(std::uint32_t f) const;
  /// The number of functions in f's class: 7680 over the number of transformations fixing f.
  std::uint32_t class_size(std::uint32_t f) const;

 private:
  // table_[p][b][v]: the bits of the permuted table contributed by byte b of f with value v.
  std::vector<std::array<std::array<std::uint32_t, 256>, 4>> table_;
};

}  // namespace debref::dqc
