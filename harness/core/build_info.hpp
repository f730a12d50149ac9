// Source: docs/FORMATS.md "debref check --checkpoint FILE" and "--shard I/N": what identifies a
// build and a check, so that a checkpoint line or a shard from another build or another run is
// recognised (a stale verdict is rerun, a foreign shard refused).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "harness/core/check.hpp"

namespace debref {

/// `debref --version`.
const char* version();
/// The git commit debref was built from ("-dirty" when its tracked files differed; "unknown").
const char* commit();

/// FNV-1a (64 bits) of `text`, as 16 hex digits: an identity for mistakes, not a signature.
std::string fnv_hash(const std::string& text);

/// The hash of a check's definition: id, family, source, statement, instance space, twin.
std::string definition_hash(const Check& check);

/// {"version", "commit"} of this build.
nlohmann::json build_identity();

/// The version of the layout of debref's JSON outputs (docs/FORMATS.md "Versions"), carried by
/// every JSON document debref prints as "schema_version"; raised when a key changes meaning or
/// type. The schemas' $id paths (docs/schema, .../schema/v2/...) name the same version.
inline constexpr int kSchemaVersion = 2;

/// `document` (an object) with "debref": build_identity() and "schema_version" added (test
/// vectors, compared byte for byte across builds, leave out the commit: docs/VECTORS.md).
nlohmann::json versioned(nlohmann::json document, bool with_commit = true);

/// versioned(document) as indented JSON with a final newline (invalid UTF-8 in a file name or
/// key replaced): how every command prints its --json output.
std::string json_output(const nlohmann::json& document);

}  // namespace debref
