// Source: docs/ARCHITECTURE.md "Command line": `debref <command> [options]`, every command with
// --json and --quiet; exit codes 0 pass, 1 a check failed, 2 usage or input error, 3 unknown,
// 4 internal error or an output that could not be written (docs/FORMATS.md).
#pragma once

#include <functional>
#include <ostream>

#include "harness/core/check.hpp"

namespace debref {

/// Runs the command line in-process (main() is a thin wrapper; tests call this directly).
/// `check` runs default_registry(). Never throws: every error is a message on `err` and an exit
/// code (2 usage / input / resource limit, 4 an internal error).
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

/// The same with the checks of `check` built by `registry` (tests pass a tiny fake suite).
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const std::function<Registry()>& registry);

}  // namespace debref
