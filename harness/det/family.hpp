// Source: seed 001 (docs/DET.md). The deterministic, cross-examination and witness debates.
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> det_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_det(const nlohmann::json& input);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile det(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::det {

Family family();

}  // namespace debref::det
