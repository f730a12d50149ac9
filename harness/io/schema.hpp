// Source: docs/FORMATS.md, "Interchange": a versioned JSON Schema (draft 2020-12) for
// every input, in docs/schema/*.json (embedded into the binary at build time); every command
// validates its input against it and reports the JSON path of the first error (exit 2).
//
// The validator implements the keywords those schemas use: $ref (within a schema and to
// "other.json#/..."), $defs, type, enum, const, properties, required, additionalProperties,
// propertyNames, items, minItems, maxItems, minLength, maxLength, pattern, minimum, maximum,
// anyOf, oneOf; annotations ($schema, $id, title, description, $comment) are ignored. A schema
// using any other keyword is refused when it is loaded (never silently skipped).
// tests/test_schema.cpp checks the schemas and verdicts against Debian's python3-jsonschema.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace debref::schema {

/// The embedded schema files (docs/schema/<name>), e.g. "oracle.json".
std::vector<std::string> names();
/// The schema document itself. Throws std::out_of_range for an unknown name.
const nlohmann::json& document(const std::string& name);

struct Error {
  std::string path;     // JSON path of the offending value: $, $.probs["01"], $.delta[3].move
  std::string message;  // what was expected there
};

/// The first error of `j` against schema `name` (depth-first, in document order), or nullopt.
std::optional<Error> validate(const std::string& name, const nlohmann::json& j);

}  // namespace debref::schema
