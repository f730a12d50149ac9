// Source: docs/ARCHITECTURE.md "Formats" and "Bad input gets a clear error": oracles and Params as
// JSON with rationals as strings ("3/4" or exact decimals "0.75"). Every error names the field.
#pragma once

#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>

#include "reference/num/rational.hpp"

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

/// j[key], or InputError "WHERE KEY: missing" when j is not an object holding it.
const nlohmann::json& required_field(const nlohmann::json& j, const std::string& key,
                                     const std::string& where);

/// Refuses a value that is not an object or has a key outside `allowed` ("WHAT.KEY: unknown
/// field").
void only_keys(const nlohmann::json& j, const std::set<std::string>& allowed,
               const std::string& what);

}  // namespace debref
