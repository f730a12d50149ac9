// Source: the one ceil(log2 m) of debref: seed 002 Cor. 4 (log n), Thm 6 / Lemma 8 (a gate index
// of ceil(log2 m) bits), seed 001 App. D (a transcript position of ceil(log2 T) bits).
#pragma once

#include <cstdint>
#include <stdexcept>

namespace debref {

/// ceil(log2 m) for m >= 1 (0 at m = 1): the bits that index m items. Throws
/// std::invalid_argument at m = 0 (log2 0 is undefined; callers decide what m = 0 means).
inline int ceil_log2(std::uint64_t m) {
  if (m == 0) throw std::invalid_argument("ceil_log2: m must be >= 1");
  int b = 0;
  while (b < 64 && (std::uint64_t{1} << b) < m) ++b;
  return b;
}

}  // namespace debref
