#include "harness/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <new>
#include <sstream>

#include "harness/cli/help.hpp"
#include "harness/cli/subcommands.hpp"
#include "harness/core/build_info.hpp"
#include "harness/core/deadline.hpp"
#include "harness/core/interrupt.hpp"
#include "harness/core/invocation.hpp"
#include "harness/core/progress.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/io/memory.hpp"

namespace debref {

namespace {

/// "--max-input-size", "--max-memory": bytes, with an optional K, M or G suffix (powers of
/// 1024); at least 1.
std::uint64_t parse_size(const std::string& text, const std::string& flag) {
  const std::string error =
      flag + ": a byte count >= 1, optionally with K, M or G (got \"" + text + "\")";
  std::uint64_t value = 0, unit = 1;
  std::size_t digits = 0;
  for (; digits < text.size() && text[digits] >= '0' && text[digits] <= '9'; ++digits) {
    if (value > (std::uint64_t{1} << 50)) throw InputError(error);
    value = value * 10 + static_cast<std::uint64_t>(text[digits] - '0');
  }
  const std::string suffix = text.substr(digits);
  if (suffix == "K" || suffix == "k")
    unit = std::uint64_t{1} << 10;
  else if (suffix == "M" || suffix == "m")
    unit = std::uint64_t{1} << 20;
  else if (suffix == "G" || suffix == "g")
    unit = std::uint64_t{1} << 30;
  else if (!suffix.empty())
    throw InputError(error);
  if (digits == 0 || value == 0 || value > (std::uint64_t{1} << 50) / unit) throw InputError(error);
  return value * unit;
}

/// The first argument that is neither an option nor a global option's value: the subcommand the
/// user meant ("" when there is none).
std::string named_subcommand(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--max-input-size" || arg == "--max-memory") {
      ++i;
      continue;
    }
    if (arg.empty() || arg[0] != '-') return arg;
  }
  return {};
}

/// Runs the parsed subcommand with the flags every command shares: --time-limit (past it, exit
/// 3 and no result: the process-wide deadline stops the loops that poll it, a watchdog the rest)
/// and --quiet (its stdout dropped), where the command does not define them itself.
int run_subcommand(const Subcommand& sub, const help::SharedFlags& flags, std::ostream& out,
                   std::ostream& err) {
  using Clock = std::chrono::steady_clock;
  std::optional<Clock::time_point> at;
  if (!flags.own_time_limit && flags.time_limit)
    at = Clock::now() + std::chrono::duration_cast<Clock::duration>(
                            std::chrono::duration<double>(*flags.time_limit));
  std::ostringstream seconds;
  if (flags.time_limit) seconds << *flags.time_limit;
  const std::string limit = "debref " + sub.app->get_name() + ": time limit of " + seconds.str() +
                            " s reached (--time-limit): no result, UNKNOWN";
  std::ostringstream buffered;
  int code = 0;
  bool stopped = false;
  set_deadline(at);
  try {
    const Watchdog watchdog(at ? std::optional(*at + std::chrono::seconds(1)) : std::nullopt,
                            limit + "\n");
    code = sub.run(buffered, err);
  } catch (const ResourceLimit& e) {
    if (!at) {
      set_deadline(std::nullopt);
      progress::print_line(err, "debref " + sub.app->get_name() + ": resource limit: " + e.what());
      return 2;
    }
    stopped = true;
  } catch (...) {
    set_deadline(std::nullopt);
    throw;
  }
  set_deadline(std::nullopt);
  // A result past the limit may be cut short (bad input and failed writes keep their codes).
  if (at && (stopped || (code != 2 && code != 4 && Clock::now() >= *at))) {
    progress::print_line(err, limit);
    return 3;
  }
  if (!flags.quiet || flags.own_quiet) out << buffered.str();
  return code;
}

/// Every option value of every subcommand: not empty (an empty value is not 0), no sign on an
/// unsigned count (-1 would wrap to 2^64 - 1), and a number that is finite (nan, inf).
void refuse_lenient_values(CLI::App& app) {
  for (CLI::Option* o : app.get_options()) {
    if (o->get_items_expected_max() == 0 || o->get_name() == "--filter") continue;
    const std::string type = o->get_type_name();
    o->check(CLI::Validator(
        [type](std::string& value) -> std::string {
          if (value.empty()) return "an empty value is not allowed";
          if (type.find("UINT") != std::string::npos && value.find('-') != std::string::npos)
            return "a count >= 0 (got " + value + ")";
          if (type.find("FLOAT") != std::string::npos || type.find("INT") != std::string::npos) {
            for (const char* bad : {"nan", "NAN", "NaN", "inf", "INF", "Inf"})
              if (value.find(bad) != std::string::npos)
                return "a finite number (got " + value + ")";
          }
          return {};
        },
        ""));
  }
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    refuse_lenient_values(*sub);
}

int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                  const std::function<Registry()>& registry) {
  CLI::App app{"debref: exact, verification-backed reference for AI-safety debate protocols",
               "debref"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(version()));
  // Global options are accepted after the subcommand too (`debref check --max-input-size 1G`).
  app.fallthrough();
  std::string max_input = "64M", max_memory;
  app.add_option("--max-input-size", max_input,
                 "largest input file or standard input read, in bytes (K, M, G suffixes; "
                 "default 64M)");
  app.add_option("--max-memory", max_memory,
                 "memory budget of the exact big numbers, in bytes (K, M, G suffixes); over it, "
                 "exit 2");
  bool progress_lines = false;
  app.add_flag("--progress", progress_lines,
               "progress on stderr also when it is not a terminal: plain lines, no carriage "
               "returns (on a terminal one line is redrawn in place anyway; --quiet: none)");

  // Generic commands first and last, the families' in between (the order of --help).
  std::vector<Subcommand> commands{add_check(app, registry)};
  for (const Family& f : families())
    for (Subcommand& sub : f.add_commands(app)) commands.push_back(std::move(sub));
  for (auto add : {add_explore, add_merge, add_validate, add_judge, add_vectors, add_drat})
    commands.push_back(add(app));
  help::SharedFlagsByCommand shared;
  help::add_shared_flags(app, shared);
  refuse_lenient_values(app);  // reads the value types: before describe() names the placeholders
  help::describe(app, commands);

  const std::string named = named_subcommand(argc, argv);
  const auto subcommands = app.get_subcommands([](CLI::App*) { return true; });
  if (!named.empty() && std::none_of(subcommands.begin(), subcommands.end(),
                                     [&](CLI::App* sub) { return sub->check_name(named); })) {
    err << "debref: unknown subcommand '" << named << "'\nrun `debref --help` for the list\n";
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp& e) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion& e) {
    out << "debref " << version() << " (commit " << commit() << ")\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    err << "debref: " << e.what() << "\n";
    if (e.get_exit_code() == 0) return 0;
    err << "run `debref --help` for usage\n";
    return 2;
  }
  try {
    set_max_input_bytes(parse_size(max_input, "--max-input-size"));
    if (!max_memory.empty()) set_max_memory_bytes(parse_size(max_memory, "--max-memory"));
  } catch (const InputError& e) {
    err << "debref: " << e.what() << "\n";
    return 2;
  }
  for (const Subcommand& sub : commands)
    if (sub.app->parsed()) {
      // The progress line (harness/core/progress.hpp) runs beside the command; stdout is
      // written only after it has stopped (main.cpp), so the two never mix.
      const CLI::Option* quiet = sub.app->get_option_no_throw("--quiet");
      const progress::Mode mode = progress::choose_mode(
          &err == &std::cerr, quiet != nullptr && quiet->count() > 0, progress_lines);
      progress::Ticker ticker(mode, "debref " + sub.app->get_name());
      return run_subcommand(sub, shared.at(sub.app), out, err);
    }
  return 2;  // unreachable: require_subcommand(1)
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const std::function<Registry()>& registry) {
  // Commands buffer their stdout and catch input errors themselves; this is the last line of
  // defence, so that no input can crash the program. An input error that escaped its command is
  // still exit 2; anything else is a bug in debref: exit 4.
  set_max_input_bytes(kDefaultMaxInputBytes);
  set_max_memory_bytes(default_max_memory_bytes());
  set_command_line(argc, argv);
  try {
    return parse_and_run(argc, argv, out, err, registry);
  } catch (const InputError& e) {
    err << "debref: " << e.what() << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    err << "debref: out of memory (the system refused an allocation; lower --max-memory to stop "
           "earlier, or ask for a smaller instance: --max-t, --max-samples)\n";
    return 2;
  } catch (const std::exception& e) {
    err << "debref: internal error: " << e.what() << "\n";
    return 4;
  } catch (...) {
    err << "debref: internal error: an unknown exception\n";
    return 4;
  }
}

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return run_cli(argc, argv, out, err, default_registry);
}

}  // namespace debref
