// Source: seed 002 Def. 1 under NPN transformations. See npn5.hpp and docs/DQC.md.
#include "reference/dqc/npn5.hpp"

#include <algorithm>

namespace debref::dqc {

namespace {

/// The positions x whose bit p is 0, for p = 0..4.
constexpr std::array<std::uint32_t, 5> kLowHalf{0x55555555U, 0x33333333U, 0x0F0F0F0FU, 0x00FF00FFU,
                                                0x0000FFFFU};

/// The lesser of h and its negation (output negation): ~h < h iff h(11111) = 1.
std::uint32_t output_min(std::uint32_t h) {
  return h ^ (0U - (h >> 31));
}

}  // namespace

Npn5::Npn5() {
  std::array<int, 5> sigma{0, 1, 2, 3, 4};  // bit i of x moves to bit sigma[i] of pi(x)
  do {
    auto& t = table_.emplace_back();
    for (std::uint32_t y = 0; y < 32; ++y) {
      // g(x) = f(pi(x)): f's bit y lands on bit pi^-1(y) of g.
      std::uint32_t x = 0;
      for (int i = 0; i < 5; ++i)
        if ((y >> sigma[static_cast<std::size_t>(i)]) & 1U) x |= 1U << i;
      for (std::uint32_t v = 0; v < 256; ++v)
        if ((v >> (y % 8)) & 1U) t[y / 8][v] |= 1U << x;
    }
  } while (std::next_permutation(sigma.begin(), sigma.end()));
}

std::uint32_t Npn5::negate_inputs(std::uint32_t f, std::uint32_t neg) {
  for (int p = 0; p < 5; ++p) {
    if (!((neg >> p) & 1U)) continue;
    const std::uint32_t m = kLowHalf[static_cast<std::size_t>(p)], s = 1U << p;
    f = ((f & m) << s) | ((f >> s) & m);  // g(x) = f(x XOR 2^p)
  }
  return f;
}

std::uint32_t Npn5::permute(std::uint32_t f, int perm) const {
  const auto& t = table_[static_cast<std::size_t>(perm)];
  return t[0][f & 255U] | t[1][(f >> 8) & 255U] | t[2][(f >> 16) & 255U] | t[3][f >> 24];
}

bool Npn5::is_representative(std::uint32_t f) const {
  if (f >> 31) return false;  // its negation is less
  for (std::uint32_t neg = 0; neg < 32; ++neg) {
    const std::uint32_t g = negate_inputs(f, neg);
    for (int p = 0; p < 120; ++p)
      if (output_min(permute(g, p)) < f) return false;
  }
  return true;
}

std::uint32_t Npn5::representative(std::uint32_t f) const {
  std::uint32_t best = output_min(f);
  for (std::uint32_t neg = 0; neg < 32; ++neg) {
    const std::uint32_t g = negate_inputs(f, neg);
    for (int p = 0; p < 120; ++p) best = std::min(best, output_min(permute(g, p)));
  }
  return best;
}

std::uint32_t Npn5::class_size(std::uint32_t f) const {
  std::uint32_t fixed = 0;  // transformations mapping f to itself
  for (std::uint32_t neg = 0; neg < 32; ++neg) {
    const std::uint32_t g = negate_inputs(f, neg);
    for (int p = 0; p < 120; ++p) {
      const std::uint32_t h = permute(g, p);
      fixed += (h == f) + (~h == f);
    }
  }
  return static_cast<std::uint32_t>(kGroupSize) / fixed;
}

}  // namespace debref::dqc
