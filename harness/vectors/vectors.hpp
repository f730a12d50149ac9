// Source: the cross-checking issue ("debref vectors --out DIR": deterministic test vectors,
// Wycheproof-style: inputs, exact expected outputs, a comment and flags such as EdgeCase,
// Invalid, Counterexample). Each vector is produced by running debref's own command on the
// input, so the expected outputs are exactly what the reference computes.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace debref::vectors {

/// One file per family: {"family", "schema_version", "command", "vectors": [...]}.
struct VectorFile {
  std::string name;  // e.g. "stochastic.json"
  nlohmann::json content;
};

/// Every family's vectors, deterministic (same bytes on every run).
std::vector<VectorFile> all_vectors();

}  // namespace debref::vectors
