#include "harness/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "harness/cli/commands.hpp"

namespace debref {

const char* version();

namespace {

int parse_and_run(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
                  const std::function<Registry()>& registry) {
  CLI::App app{"debref: exact, verification-backed reference for AI-safety debate protocols",
               "debref"};
  app.require_subcommand(1);
  app.set_version_flag("--version", std::string(version()));

  CheckOptions check;
  auto* c = app.add_subcommand("check", "run the default suite of every check family");
  c->add_flag("--json", check.json, "machine-readable results on stdout");
  c->add_flag("--quiet", check.quiet, "no table, only the summary line");
  c->add_flag("--list", check.list, "list the checks (id, source, statement) and exit");
  c->add_option("--report", check.report, "also write a JUnit XML report to FILE");
  c->add_option("--filter", check.filter, "run only checks whose id contains SUBSTRING");
  c->add_option("--time-limit", check.time_limit,
                "seconds per check; a check stopped by it is UNKNOWN (exit 3), never PASS")
      ->check(CLI::Range(0.0, 1e6));

  DebateOptions debate;
  auto* d = app.add_subcommand(
      "debate",
      "stochastic-oracle debate (Lean Debate/Protocol.lean) on one oracle: exact final "
      "probability, honest value, worst-case completeness and soundness values, costs");
  d->add_option("--oracle", debate.oracle, "oracle JSON file (docs/FORMATS.md)")->required();
  d->add_option("--params", debate.params, "Params JSON file, or `defaults` (with --k)")
      ->required();
  d->add_option("--k", debate.k, "k for --params defaults (Lean Params.defaults k t)");
  d->add_flag("--json", debate.json, "machine-readable result on stdout");
  d->add_flag("--quiet", debate.quiet, "print only the values");
  d->add_flag("--exact", debate.exact, "exact rationals instead of certified decimals");
  d->add_option("--max-t", debate.max_t, "largest t accepted (default 12, at most 20)")
      ->check(CLI::Range(0, 20));
  d->add_option("--max-samples", debate.max_samples,
                "largest per-agent sample count accepted (default 2^24)");
  d->add_option("--digits", debate.digits, "certified decimal digits (default 30)")
      ->check(CLI::Range(1, 1000));

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
  if (c->parsed()) return check_command(check, registry(), out, err);
  return debate_command(debate, out, err);
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
