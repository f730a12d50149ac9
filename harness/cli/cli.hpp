// Source: DESIGN.md "Command line": `debref <command> [options]`, every command with --json
// and --quiet; exit codes 0 pass, 1 a check failed, 2 usage or input error, 3 unknown.
#pragma once

#include <ostream>

namespace debref {

/// Runs the command line in-process (main() is a thin wrapper; tests call this directly).
int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err);

}  // namespace debref
