// Source: docs/ARCHITECTURE.md "Formats" and "Bad input gets a clear error": oracles and Params as
// JSON with rationals as strings ("3/4" or exact decimals "0.75"). Every error names the field.
// docs/FORMATS.md "Errors and exit codes": inputs are bounded (size, nesting depth) and read
// strictly (no duplicate keys, no number beyond a double's range).
#pragma once

#include <cstdint>
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

/// The largest input file (or standard input) debref reads, in bytes; `--max-input-size`.
inline constexpr std::uint64_t kDefaultMaxInputBytes = std::uint64_t{64} << 20;
std::uint64_t max_input_bytes();
void set_max_input_bytes(std::uint64_t bytes);

/// The deepest nesting of arrays and objects a JSON input may have (every parser, printer and
/// validator below stays within a bounded stack).
inline constexpr std::size_t kMaxJsonDepth = 256;

/// The text of FILE ("-": standard input), read in chunks and refused once it exceeds
/// max_input_bytes(); "cannot open" carries the system's reason, a directory is called one.
std::string read_input_text(const std::string& path, const std::string& flag);

/// Strict JSON: refuses (InputError "WHAT: ...") a syntax error, nesting deeper than
/// kMaxJsonDepth, a key given twice in one object (with its JSON path) and a number beyond a
/// double's range such as 1e999999.
nlohmann::json parse_json_text(const std::string& text, const std::string& what);

/// Reads and parses a JSON file ("-" is standard input).
nlohmann::json read_json_file(const std::string& path, const std::string& flag);
/// The same, then validated against docs/schema/<schema>: the first error is reported as
/// "FLAG: JSON-PATH: what was expected (schema docs/schema/NAME)".
nlohmann::json read_json_file(const std::string& path, const std::string& flag,
                              const std::string& schema);
/// Validates `j` against docs/schema/<schema>, reporting the first error as read_json_file does.
void validate_input(const nlohmann::json& j, const std::string& flag, const std::string& schema);

/// A rational given as a string or a JSON integer (floats are refused: they are not exact).
Rational parse_rational_field(const nlohmann::json& value, const std::string& field);

/// j[key], or InputError "WHERE KEY: missing" when j is not an object holding it.
const nlohmann::json& required_field(const nlohmann::json& j, const std::string& key,
                                     const std::string& where);

/// Refuses a value that is not an object or has a key outside `allowed` ("WHAT.KEY: unknown
/// field").
void only_keys(const nlohmann::json& j, const std::set<std::string>& allowed,
               const std::string& what);

/// Refuses a key of an earlier input form whose entries were in another bit order (docs/FORMATS.md
/// "Conventions"): "WHAT.OLD: renamed to NEW; ENTRIES (first variable most significant)", so an
/// old input fails instead of being read in the wrong order.
void refuse_renamed(const nlohmann::json& j, const std::string& old_key, const std::string& new_key,
                    const std::string& entries, const std::string& what);

}  // namespace debref
