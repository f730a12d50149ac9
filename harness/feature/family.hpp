// Source: seed 004 (docs/FEATURE.md). The feature debate on finite worlds.
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> feature_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_feature(const nlohmann::json& input);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile feature(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::feature {

Family family();

}  // namespace debref::feature
