// Source: docs/ARCHITECTURE.md "Command line". What every command shares after its flags are
// parsed: bad input (debref::InputError, or a std::invalid_argument from a parser) is a message
// "debref NAME: ..." on stderr, exit 2 and nothing on stdout; otherwise the result goes to stdout
// as JSON (--json) or as text.
#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

namespace debref {

/// Runs `compute`; prints its result with `text` (or as indented JSON when `json`). Returns the
/// exit code: 2 for bad input, otherwise what `text` returns (0 when `json`).
int run_command(const std::string& name, bool json, std::ostream& out, std::ostream& err,
                const std::function<nlohmann::json()>& compute,
                const std::function<int(const nlohmann::json& result, std::ostream& out)>& text);

/// The same for a command whose exit code is a verdict (0 pass, 1 failed, 3 unknown): `code`
/// gives it from the result in both forms (`text` then only prints).
int run_command(const std::string& name, bool json, std::ostream& out, std::ostream& err,
                const std::function<nlohmann::json()>& compute,
                const std::function<void(const nlohmann::json& result, std::ostream& out)>& text,
                const std::function<int(const nlohmann::json& result)>& code);

}  // namespace debref
