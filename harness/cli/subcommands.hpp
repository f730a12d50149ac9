// Source: docs/ARCHITECTURE.md "Command line". The generic subcommands of the command line, each
// added to `app` with its flags.
#pragma once

#include <functional>

#include "harness/core/family.hpp"

namespace debref {

Subcommand add_check(CLI::App& app, const std::function<Registry()>& registry);
Subcommand add_explore(CLI::App& app);
Subcommand add_merge(CLI::App& app);
Subcommand add_validate(CLI::App& app);
Subcommand add_judge(CLI::App& app);
Subcommand add_vectors(CLI::App& app);
Subcommand add_drat(CLI::App& app);

}  // namespace debref
