// Source: docs/DQC.md "Owner cubes", (L1), (L5). See early_bits.hpp: the owner assignments a
// level of the early-bit query splits into.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "proofs/dqc/early_bits.hpp"

namespace debref::proofs {

std::string to_string(const EarlyBitOwners& owners) {
  std::string out = owners.root_prover1 ? "1" : "0";
  for (const bool o : owners.early) out += o ? "1" : "0";
  return out;
}

std::vector<EarlyBitOwners> early_bit_owner_cubes(const dqc::TruthTable& f, int s) {
  if (s < 0 || s > max_query_early_bits)
    throw std::invalid_argument("early_bit_owner_cubes: s must be in 0.." +
                                std::to_string(max_query_early_bits));
  std::vector<EarlyBitOwners> cubes;
  for (int root = 1; root >= 0; --root) {
    if (root == 0 && dqc::is_self_dual(f)) break;  // (L5)
    for (std::uint32_t bits = 0; bits < (1U << s); ++bits) {
      EarlyBitOwners c{root == 1, {}};
      for (int k = 0; k < s; ++k) c.early.push_back(((bits >> k) & 1U) != 0);
      if (s >= 1 && c.early.back() == c.root_prover1) continue;  // (L1)
      cubes.push_back(c);
    }
  }
  return cubes;
}

}  // namespace debref::proofs
