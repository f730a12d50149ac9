// Source: the cross-checking issue, `debref judge FILE.json`: the reference verifier judges a
// transcript produced by another implementation, naming the rule a rejected transcript broke,
// and, given strategy tables, computes the exact expected outcome for the other implementation
// to compare against. One judge per protocol family (harness/judge/<family>.cpp); the input
// format is docs/schema/judge.json and docs/FORMATS.md "debref judge".
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace debref::judge {

/// The first rule a transcript breaks.
struct Broken {
  std::string rule;     // e.g. "bob_rule"
  int step = -1;        // 0-based step (or round) where it is broken; -1: the whole transcript
  std::string message;  // the rule's source and what was expected there
};

/// Judges one input document ({"family": ..., ...}). Returns the verdict object of
/// docs/FORMATS.md; throws debref::InputError (field named) for malformed input.
nlohmann::json judge(const nlohmann::json& input);

nlohmann::json judge_stochastic(const nlohmann::json& input);
nlohmann::json judge_dqc(const nlohmann::json& input);

/// {"accepted": false, "broken": {"rule", "step", "message"}} or {"accepted": true}.
nlohmann::json verdict(const std::optional<Broken>& broken);

}  // namespace debref::judge
