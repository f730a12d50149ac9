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

}  // namespace debref
