// Source: docs/ARCHITECTURE.md "Layout". The one list of protocol families, and what the generic
// harness builds by iterating it.
#pragma once

#include <nlohmann/json.hpp>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

/// Every family, in suite order.
const std::vector<Family>& families();

/// The default suite: every family's checks, in family order.
Registry default_registry();

namespace explore {
/// Every family's explorer entries, in family order.
std::vector<Entry> catalogue();
}  // namespace explore

namespace judge {
/// Judges one input document ({"family": ..., ...}) with its family's judge. Returns the verdict
/// object of docs/FORMATS.md; throws debref::InputError (field named) for malformed input.
nlohmann::json judge(const nlohmann::json& input);
}  // namespace judge

namespace vectors {
/// Every family's vector files (deterministic: the same bytes on every run).
std::vector<VectorFile> all_vectors(const CommandLine& cli);
}  // namespace vectors

namespace html {
/// Every family's figures, in family order.
std::vector<Figure> report_figures();
}  // namespace html

}  // namespace debref
