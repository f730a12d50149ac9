// Source: The stochastic-oracle debate formalized in Lean (google-deepmind/debate) and the SMT side
// conditions of its proofs (docs/STOCHASTIC.md).
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> stochastic_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_stochastic(const nlohmann::json& input);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile stochastic(const CommandLine& cli);
VectorFile proofs(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::stochastic {

Family family();

}  // namespace debref::stochastic
