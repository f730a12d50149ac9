#include "harness/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "harness/cli/subcommands.hpp"
#include "harness/families.hpp"

namespace debref {

const char* version();

namespace {

int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                  const std::function<Registry()>& registry) {
  CLI::App app{"debref: exact, verification-backed reference for AI-safety debate protocols",
               "debref"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(version()));

  // Generic commands first and last, the families' in between (the order of --help).
  std::vector<Subcommand> commands{add_check(app, registry)};
  for (const Family& f : families())
    for (Subcommand& sub : f.add_commands(app)) commands.push_back(std::move(sub));
  for (auto add : {add_explore, add_merge, add_validate, add_judge, add_vectors})
    commands.push_back(add(app));

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    out << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp& e) {
    out << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion& e) {
    out << version() << "\n";
    return 0;
  } catch (const CLI::ParseError& e) {
    err << "debref: " << e.what() << "\n";
    if (e.get_exit_code() == 0) return 0;
    err << "run `debref --help` for usage\n";
    return 2;
  }
  for (const Subcommand& sub : commands)
    if (sub.app->parsed()) return sub.run(out, err);
  return 2;  // unreachable: require_subcommand(1)
}

}  // namespace

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
            const std::function<Registry()>& registry) {
  // Commands buffer their stdout and catch input errors themselves; this is the last line of
  // defence, so that no input can crash the program.
  try {
    return parse_and_run(argc, argv, out, err, registry);
  } catch (const std::bad_alloc&) {
    err << "debref: out of memory (lower --max-t or --max-samples)\n";
    return 2;
  } catch (const std::exception& e) {
    err << "debref: internal error: " << e.what() << "\n";
    return 1;
  }
}

int run_cli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
  return run_cli(argc, argv, out, err, default_registry);
}

}  // namespace debref
