// Source: seed 001 Fig. 2 with the paper's constants: the `--params paper` form of
// `debref debate` (harness/stochastic/debate_paper.cpp).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "harness/stochastic/command.hpp"
#include "reference/num/rational.hpp"
#include "reference/stochastic/paper_cost.hpp"

namespace debref {

/// A radius override of seed 001 Fig. 2 (`--bob-radius`, `--vera-radius`; also `debref det
/// --params paper`): a rational in (0, 1] with a denominator of at most 10^9, else InputError
/// naming `flag`.
Rational parse_paper_radius(const char* flag, const std::string& text);

/// When V samples in the worst-run costs (`--vera-samples`; also `debref det --params paper`):
/// on-abort (Fig. 2 step 3, also when empty) or every-round (a mutated protocol, recorded in
/// result["protocol_overrides"]), else InputError.
stochastic::VeraSampling parse_vera_samples(const std::string& text, nlohmann::json& result);

/// The JSON result of `debref debate --params paper --k K` (docs/FORMATS.md).
nlohmann::json paper_debate_result(const DebateOptions& options);
/// Its text form.
int print_paper_debate(const DebateOptions& options, const nlohmann::json& result,
                       std::ostream& text);

}  // namespace debref
