// Source: docs/ARCHITECTURE.md "Principles" (deterministic). A seeded linear congruential stream
// (Knuth's MMIX constants) for the sampled parts of instance families: the same family on every run
// and every machine, so a counterexample's instance number replays.
#pragma once

#include <cstdint>

namespace debref {

/// The next value is uniform-ish in 0..n-1; the state advances by one LCG step.
struct Stream {
  std::uint64_t x;
  int next(int n) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<int>((x >> 33) % static_cast<std::uint64_t>(n));
  }
};

}  // namespace debref
