// Source: seed 002 Def. 1, eq. (1), (2), Sec. 2.1; docs/DQC.md "Owner cubes", (L7), (L9). See
// early_bits.hpp: the query at s, and with its owners, reads and sides fixed (its cubes).
#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "proofs/dqc/early_bits.hpp"
#include "proofs/dqc/early_bits_detail.hpp"

namespace debref::proofs {

using namespace early_bits_detail;

Query dqc_early_bits_query(const dqc::TruthTable& f, int s, Verdict expected) {
  return build_early_bits_query(f, s, expected, std::nullopt, std::nullopt, InputOrder::AsF,
                                std::nullopt);
}

namespace {

/// Throws for an owner cube early_bit_owner_cubes leaves out.
void check_owners(const dqc::TruthTable& f, const EarlyBitOwners& owners) {
  if (!owners.early.empty() && owners.early.back() == owners.root_prover1)
    throw std::invalid_argument(
        "dqc_early_bits_query: the last early bit is the root owner's, which (L1) excludes");
  if (!owners.root_prover1 && dqc::is_self_dual(f))
    throw std::invalid_argument(
        "dqc_early_bits_query: Prover 0's root for a self-dual f, which (L5) excludes");
}

}  // namespace

Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           Verdict expected) {
  check_owners(f, owners);
  return build_early_bits_query(f, static_cast<int>(owners.early.size()), expected, owners,
                                std::nullopt, InputOrder::AsF, std::nullopt);
}

Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           const EarlyBitReads& reads, Verdict expected) {
  return early_bits_query_ordered(f, owners, reads, InputOrder::AsF, expected);
}

Query dqc_early_bits_query(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                           const EarlyBitReads& reads, const EarlyBitSides& sides,
                           Verdict expected) {
  return early_bits_query_ordered(f, owners, reads, InputOrder::AsF, expected, sides);
}

namespace early_bits_detail {

Query early_bits_query_ordered(const dqc::TruthTable& f, int s, InputOrder order) {
  return build_early_bits_query(f, s, Verdict::Unsat, std::nullopt, std::nullopt, order,
                                std::nullopt);
}

Query early_bits_query_ordered(const dqc::TruthTable& f, const EarlyBitOwners& owners,
                               const EarlyBitReads& reads, InputOrder order, Verdict expected,
                               const std::optional<EarlyBitSides>& sides) {
  const std::vector<EarlyBitReads> cubes =
      early_bit_read_cubes(f, static_cast<int>(owners.early.size()));
  if (std::find(cubes.begin(), cubes.end(), reads) == cubes.end())
    throw std::invalid_argument("dqc_early_bits_query: the read cube " + to_string(reads) +
                                " is not one (L7) leaves");
  check_owners(f, owners);
  if (sides) {
    const std::vector<EarlyBitSides> kinds =
        early_bit_side_cubes(f, static_cast<int>(owners.early.size()), reads);
    if (std::find(kinds.begin(), kinds.end(), *sides) == kinds.end())
      throw std::invalid_argument("dqc_early_bits_query: the side cube " + to_string(*sides) +
                                  " is not one the order of the sides leaves in the read cube " +
                                  to_string(reads));
  }
  return build_early_bits_query(f, static_cast<int>(owners.early.size()), expected, owners, reads,
                                order, sides);
}

}  // namespace early_bits_detail

}  // namespace debref::proofs
