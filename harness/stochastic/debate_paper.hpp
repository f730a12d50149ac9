// Source: seed 001 Fig. 2 with the paper's constants: the `--params paper` form of
// `debref debate` (harness/stochastic/debate_paper.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "harness/stochastic/command.hpp"

namespace debref {

/// The JSON result of `debref debate --params paper --k K` (docs/FORMATS.md).
nlohmann::json paper_debate_result(const DebateOptions& options);
/// Its text form.
int print_paper_debate(const DebateOptions& options, const nlohmann::json& result,
                       std::ostream& text);

}  // namespace debref
