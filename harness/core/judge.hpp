// Source: docs/FORMATS.md "debref judge", `debref judge FILE.json`: the reference verifier judges a
// transcript produced by another implementation, naming the rule a rejected transcript broke,
// and, given strategy tables, computes the exact expected outcome for the other implementation
// to compare against. One judge per protocol family (harness/judge/<family>.cpp); the input
// format is docs/schema/judge.json and docs/FORMATS.md "debref judge".
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "reference/num/rational.hpp"

namespace debref::judge {

/// The first rule a transcript breaks.
struct Broken {
  std::string rule;     // e.g. "bob_rule"
  int step = -1;        // 0-based step (or round) where it is broken; -1: the whole transcript
  std::string message;  // the rule's source and what was expected there
};

/// An integer field of a transcript, clamped to +-2^20 (a larger one is outside every range a
/// judge accepts, so the rule it breaks is reported instead of an overflow).
long long clamped_integer(const nlohmann::json& j, const std::string& field);

/// The exact expected outcome of strategy tables: {key: value, key_decimal: 30 digits} and, when
/// `input` has `expected_key` (another implementation's value), that value and "agrees".
nlohmann::json exact_outcome(const std::string& key, const Rational& value,
                             const nlohmann::json& input, const std::string& expected_key);

/// {"accepted": false, "broken": {"rule", "step", "message"}} or {"accepted": true}.
nlohmann::json verdict(const std::optional<Broken>& broken);

}  // namespace debref::judge
