// Source: docs/ARCHITECTURE.md "Command line" and docs/FORMATS.md "Errors and exit codes". The
// `--help` of debref and of every subcommand, written in one place: typed placeholders (FILE, DIR,
// RATIONAL, I/N, SECONDS, N, ...), every default, the options a command needs marked, one or two
// examples and the exit codes. The flags every command shares (--quiet, --time-limit) are added
// here too, where a command does not define its own.
#pragma once

#include <CLI/CLI.hpp>
#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref::help {

/// The exit codes of every command (docs/ARCHITECTURE.md), as the help's closing section.
std::string exit_codes();

/// The flags a subcommand shares with every other: --quiet (nothing on stdout; the exit code is
/// the result) and --time-limit SECONDS (the whole command; past it exit 3). A command defining
/// its own (check: per check; debate: only the values) keeps them, `own_*` says so.
struct SharedFlags {
  bool quiet = false, own_quiet = false, own_time_limit = false;
  std::optional<double> time_limit;
};
using SharedFlagsByCommand = std::map<const CLI::App*, SharedFlags>;

/// Adds the shared flags to every subcommand of `app` lacking them.
void add_shared_flags(CLI::App& app, SharedFlagsByCommand& flags);

/// Writes placeholders, defaults, required marks, examples and exit codes into the help of `app`
/// and of every subcommand: a family's subcommand from its own rows and examples (Subcommand),
/// the shared options and the generic commands from the tables of help.cpp. Throws
/// std::logic_error for an option or subcommand described by neither (a new flag must get its
/// placeholder and default).
void describe(CLI::App& app, const std::vector<Subcommand>& commands);

}  // namespace debref::help
