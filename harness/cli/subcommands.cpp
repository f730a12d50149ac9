// The generic subcommands (check, explore, merge, validate, judge, vectors, drat): flags mapped
// onto their options; each family adds its own (harness/<f>/family.cpp).
#include "harness/cli/subcommands.hpp"

#include <CLI/CLI.hpp>
#include <memory>

#include "harness/cli/commands.hpp"

namespace debref {

Subcommand add_check(CLI::App& app, const std::function<Registry()>& registry) {
  auto check = std::make_shared<CheckOptions>();
  auto* c = app.add_subcommand("check", "run the default suite of every check family");
  c->add_flag("--json", check->json, "machine-readable results on stdout");
  c->add_flag("--quiet", check->quiet, "no table, only the summary line");
  c->add_flag("--list", check->list, "list the checks (id, source, statement) and exit");
  c->add_option("--report", check->report, "also write a JUnit XML report to FILE");
  c->add_option("--html", check->html,
                "also write a static HTML report with SVG figures to DIR (created if missing)");
  c->add_option("--checkpoint", check->checkpoint,
                "append each finished check to FILE (JSON lines); rerun with the same FILE to "
                "resume an interrupted run without recomputing finished checks");
  c->add_option("--filter", check->filter, "run only checks whose id contains SUBSTRING");
  c->add_option("--shard", check->shard,
                "run shard I of N (I/N): every N-th check from the I-th; combine the --json "
                "outputs with `debref merge`");
  c->add_option("--time-limit", check->time_limit,
                "seconds per check; a check stopped by it is UNKNOWN (exit 3), never PASS")
      ->check(CLI::Range(0.0, 1e6));
  return {c, [check, registry](std::ostream& out, std::ostream& err) {
            return check_command(*check, registry(), out, err);
          }};
}

Subcommand add_explore(CLI::App& app) {
  auto explore = std::make_shared<ExploreOptions>();
  auto* ex = app.add_subcommand(
      "explore",
      "counterexample explorer: drop a hypothesis or mutate a rule, search instances in size "
      "order for the first where the theorem's conclusion fails, shrink it, print a replay");
  ex->add_option("--family", explore->family, "protocol family (see --list)");
  ex->add_option("--drop", explore->drop, "hypothesis or rule to drop (see --list)");
  ex->add_option("--max-size", explore->max_size, "largest instance size searched");
  ex->add_option("--seed", explore->seed,
                 "seed of the sampled phases: small sizes are searched exhaustively, the largest "
                 "(e.g. 7-8) sampled; recorded in the output");
  ex->add_option("--shard", explore->shard,
                 "search shard I of N (I/N): the instances at positions p of the search order "
                 "with p mod N = I - 1; `debref merge` keeps the first finding over the shards");
  ex->add_flag("--list", explore->list, "print the catalogue, one entry per line");
  ex->add_flag("--json", explore->json, "machine-readable result on stdout");
  return {ex, [explore](std::ostream& out, std::ostream& err) {
            return explore_command(*explore, out, err);
          }};
}

Subcommand add_merge(CLI::App& app) {
  auto merge = std::make_shared<MergeOptions>();
  auto* me = app.add_subcommand(
      "merge",
      "combine the --json outputs of `debref check`, `debref proofs` or `debref dqc --table` "
      "with --shard I/N for I = 1..N into the output of an unsharded run");
  me->add_option("files", merge->files, "shard outputs (JSON files)")->required();
  me->add_flag("--json", merge->json, "the merged report as JSON (the `check --json` format)");
  return {me, [merge](std::ostream& out, std::ostream& err) {
            return merge_command(*merge, out, err);
          }};
}

Subcommand add_validate(CLI::App& app) {
  auto validate = std::make_shared<ValidateOptions>();
  auto* va = app.add_subcommand(
      "validate",
      "check JSON files against debref's published schemas (docs/schema, draft 2020-12); "
      "reports the JSON path of the first error");
  va->add_option("--schema", validate->schema, "schema file name, e.g. oracle.json (see --list)");
  va->add_option("files", validate->files, "JSON files (- for stdin)");
  va->add_flag("--list", validate->list, "print the schema names");
  va->add_flag("--json", validate->json, "one result object per file on stdout");
  return {va, [validate](std::ostream& out, std::ostream& err) {
            return validate_command(*validate, out, err);
          }};
}

Subcommand add_judge(CLI::App& app) {
  auto judge = std::make_shared<JudgeOptions>();
  auto* ju = app.add_subcommand(
      "judge",
      "the reference verifier judges another implementation's transcript (the rule a rejected "
      "one broke) and computes the exact expected outcome of its strategy tables "
      "(docs/FORMATS.md, docs/schema/judge.json)");
  ju->add_option("file", judge->file, "input JSON (- for stdin)")->required();
  ju->add_flag("--json", judge->json, "the verdict as JSON on stdout");
  return {ju, [judge](std::ostream& out, std::ostream& err) {
            return judge_command(*judge, out, err);
          }};
}

Subcommand add_vectors(CLI::App& app) {
  auto vectors = std::make_shared<VectorsOptions>();
  auto* ve = app.add_subcommand(
      "vectors",
      "write deterministic test vectors (inputs, exact expected outputs, flags) of "
      "every family to DIR (docs/VECTORS.md)");
  ve->add_option("--out", vectors->out, "output directory")->required();
  return {ve, [vectors](std::ostream& out, std::ostream& err) {
            return vectors_command(*vectors, out, err);
          }};
}

Subcommand add_drat(CLI::App& app) {
  auto drat = std::make_shared<DratOptions>();
  auto* dr = app.add_subcommand(
      "drat",
      "check a DRAT proof that a DIMACS CNF formula is unsatisfiable with debref's own checker "
      "(forward, RUP and RAT; the one that checks CaDiCaL's refutations, docs/DQC.md \"Checked "
      "refutations\")");
  dr->add_option("--cnf", drat->cnf, "DIMACS CNF file (- for stdin)")->required();
  dr->add_option("--proof", drat->proof,
                 "DRAT proof file, text or binary (binary when it has a NUL byte; - for stdin)")
      ->required();
  dr->add_flag("--json", drat->json, "machine-readable result on stdout");
  return {dr,
          [drat](std::ostream& out, std::ostream& err) { return drat_command(*drat, out, err); },
          {{"--cnf", "FILE", ""}, {"--proof", "FILE", ""}},
          "  debref drat --cnf tests/data/php3.cnf --proof tests/data/php3.drat\n"
          "  debref drat --cnf tests/data/php3.cnf --proof tests/data/php3.drat --json\n"};
}

}  // namespace debref
