// Source: DESIGN.md "Formats" and "Bad input gets a clear error": oracles and Params as JSON
// with rationals as strings ("3/4" or exact decimals "0.75"). Every error names the field.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

#include "reference/stochastic/oracle.hpp"
#include "reference/stochastic/params.hpp"

namespace debref {

/// Bad input: the message starts with the offending field or file; the CLI exits with 2.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// Reads and parses a JSON file ("-" is standard input).
nlohmann::json read_json_file(const std::string& path, const std::string& flag);
/// The same, then validated against docs/schema/<schema>: the first error is reported as
/// "FLAG: JSON-PATH: what was expected (schema docs/schema/NAME)".
nlohmann::json read_json_file(const std::string& path, const std::string& flag,
                              const std::string& schema);

/// A rational given as a string or a JSON integer (floats are refused: they are not exact).
Rational parse_rational_field(const nlohmann::json& value, const std::string& field);

/// {"t": T, "probs": {"": "1/2", "0": ..., "1": ...}}: every prefix of length <= t, each
/// probability in [0, 1], no other keys; t <= max_t.
stochastic::Oracle parse_oracle(const nlohmann::json& j, int max_t);

/// {"c","s","b","q","v"} or {"defaults": true, "k": K} (Lean Params.defaults k t).
stochastic::Params parse_params(const nlohmann::json& j, int t);

}  // namespace debref
