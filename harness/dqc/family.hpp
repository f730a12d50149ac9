// Source: Debate query complexity of seed 002 (docs/DQC.md).
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> dqc_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_dqc(const nlohmann::json& input);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile dqc(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::dqc {

Family family();

}  // namespace debref::dqc
