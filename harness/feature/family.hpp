// Source: seed 004 (docs/FEATURE.md). The feature debate on finite worlds.
// The family's descriptor (harness/families.cpp lists it) and the parts it is built from.
#pragma once

#include "harness/core/family.hpp"

namespace debref::explore {
std::vector<Entry> feature_entries();
}  // namespace debref::explore

namespace debref::judge {
nlohmann::json judge_feature(const nlohmann::json& input);
/// The text form of the expected outcome: Sec. 3.2's bounds, the answer's payoff and optimality.
void feature_outcome_text(const nlohmann::json& expected_outcome, std::ostream& out);
}  // namespace debref::judge

namespace debref::vectors {
VectorFile feature(const CommandLine& cli);
}  // namespace debref::vectors

namespace debref::feature {

Family family();

}  // namespace debref::feature
