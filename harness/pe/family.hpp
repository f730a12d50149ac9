// Source: seed 000 (docs/SOURCES.md), docs/PE.md. Prover-estimator debate and obfuscated arguments.
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> pe_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_pe(const nlohmann::json& input);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile pe(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::pe {

Family family();

}  // namespace debref::pe
