#include "harness/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "harness/cli/commands.hpp"
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

  CheckOptions check;
  auto* c = app.add_subcommand("check", "run the default suite of every check family");
  c->add_flag("--json", check.json, "machine-readable results on stdout");
  c->add_flag("--quiet", check.quiet, "no table, only the summary line");
  c->add_flag("--list", check.list, "list the checks (id, source, statement) and exit");
  c->add_option("--report", check.report, "also write a JUnit XML report to FILE");
  c->add_option("--html", check.html,
                "also write a static HTML report with SVG figures to DIR (created if missing)");
  c->add_option("--checkpoint", check.checkpoint,
                "append each finished check to FILE (JSON lines); rerun with the same FILE to "
                "resume an interrupted run without recomputing finished checks");
  c->add_option("--filter", check.filter, "run only checks whose id contains SUBSTRING");
  c->add_option("--shard", check.shard,
                "run shard I of N (I/N): every N-th check from the I-th; combine the --json "
                "outputs with `debref merge`");
  c->add_option("--time-limit", check.time_limit,
                "seconds per check; a check stopped by it is UNKNOWN (exit 3), never PASS")
      ->check(CLI::Range(0.0, 1e6));

  std::vector<Subcommand> family_commands;
  for (const Family& f : families())
    for (Subcommand& sub : f.add_commands(app)) family_commands.push_back(std::move(sub));

  ExploreOptions explore;
  auto* ex = app.add_subcommand(
      "explore",
      "counterexample explorer: drop a hypothesis or mutate a rule, search instances in size "
      "order for the first where the theorem's conclusion fails, shrink it, print a replay");
  ex->add_option("--family", explore.family, "protocol family (see --list)");
  ex->add_option("--drop", explore.drop, "hypothesis or rule to drop (see --list)");
  ex->add_option("--max-size", explore.max_size, "largest instance size searched");
  ex->add_option("--seed", explore.seed,
                 "seed for random phases (recorded; searches are exhaustive)");
  ex->add_option("--shard", explore.shard,
                 "search shard I of N (I/N): the instances at positions p of the search order "
                 "with p mod N = I - 1; `debref merge` keeps the first finding over the shards");
  ex->add_flag("--list", explore.list, "print the catalogue, one entry per line");
  ex->add_flag("--json", explore.json, "machine-readable result on stdout");

  MergeOptions merge;
  auto* me = app.add_subcommand(
      "merge",
      "combine the --json outputs of `debref check`, `debref proofs` or `debref dqc --table` "
      "with --shard I/N for I = 1..N into the output of an unsharded run");
  me->add_option("files", merge.files, "shard outputs (JSON files)")->required();
  me->add_flag("--json", merge.json, "the merged report as JSON (the `check --json` format)");

  ValidateOptions validate;
  auto* va = app.add_subcommand(
      "validate",
      "check JSON files against debref's published schemas (docs/schema, draft 2020-12); "
      "reports the JSON path of the first error");
  va->add_option("--schema", validate.schema, "schema file name, e.g. oracle.json (see --list)");
  va->add_option("files", validate.files, "JSON files (- for stdin)");
  va->add_flag("--list", validate.list, "print the schema names");
  va->add_flag("--json", validate.json, "one result object per file on stdout");

  JudgeOptions judge;
  auto* ju = app.add_subcommand(
      "judge",
      "the reference verifier judges another implementation's transcript (the rule a rejected "
      "one broke) and computes the exact expected outcome of its strategy tables "
      "(docs/FORMATS.md, docs/schema/judge.json)");
  ju->add_option("file", judge.file, "input JSON (- for stdin)")->required();
  ju->add_flag("--json", judge.json, "the verdict as JSON on stdout");

  VectorsOptions vectors;
  auto* ve = app.add_subcommand(
      "vectors",
      "write deterministic test vectors (inputs, exact expected outputs, flags) of "
      "every family to DIR (docs/VECTORS.md)");
  ve->add_option("--out", vectors.out, "output directory")->required();

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
  if (ex->parsed()) return explore_command(explore, out, err);
  if (ve->parsed()) return vectors_command(vectors, out, err);
  if (me->parsed()) return merge_command(merge, out, err);
  if (va->parsed()) return validate_command(validate, out, err);
  if (ju->parsed()) return judge_command(judge, out, err);
  for (const Subcommand& sub : family_commands)
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
