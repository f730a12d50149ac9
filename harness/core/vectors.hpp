// Source: docs/VECTORS.md ("debref vectors"): the mechanism every family's vectors share.
// A case is an input, the debref command line that computes it (JSON inputs written to temporary
// files), and a comment with Wycheproof-style flags; running it in-process records either the
// expected outputs (exit 0) or the expected error (exit code and the field the message names).
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace debref::vectors {

/// One file per family: {"family", "schema_version", "debref": {"version"}, "command",
/// "vectors": [...]}.
struct VectorFile {
  std::string name;  // e.g. "stochastic.json"
  nlohmann::json content;
};

/// The debref command line run in-process (argv[0] is "debref"); returns its exit code. The
/// command line supplies it, so this mechanism includes no command.
using CommandLine =
    std::function<int(int argc, const char* const* argv, std::ostream& out, std::ostream& err)>;

struct Case {
  std::string comment;
  std::vector<std::string> flags;  // Valid, EdgeCase, Invalid, Counterexample, MutatedProtocol
  nlohmann::json input;            // what the vector file shows another implementation
  std::vector<std::string> args;   // debref's command line (after "debref")
  std::vector<std::pair<std::string, nlohmann::json>> files;  // flag -> JSON written to a file
};

/// The expected outputs kept from debref's --json output (drops echoes of the input and any
/// solver-chosen model, which another implementation need not reproduce).
using Expected = std::function<nlohmann::json(const nlohmann::json& out)>;

/// {"family", "schema_version", "debref": {"version"}, "command", "vectors": [...]} with ids
/// 1, 2, ... in order.
VectorFile family_file(const CommandLine& cli, const std::string& family,
                       const std::string& command, const std::vector<Case>& cases,
                       const Expected& expected);

/// The field an error message names: the text between "debref <command>: " and the next ':';
/// for a schema error ("--oracle: $.probs[\"\"]: ...") the JSON path without its "$.".
std::string named_field(const std::string& err);

/// `keys` of `out` that are present (in the order given).
nlohmann::json pick(const nlohmann::json& out, const std::vector<std::string>& keys);

}  // namespace debref::vectors
