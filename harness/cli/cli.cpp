#include "harness/cli/cli.hpp"

#include <CLI/CLI.hpp>
#include <iostream>
#include <new>

#include "harness/cli/commands.hpp"
#include "harness/cli/det_options.hpp"
#include "harness/cli/dqc_options.hpp"
#include "harness/cli/feature_options.hpp"
#include "harness/cli/pe_options.hpp"

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
  d->add_option("--alice-samples", debate.alice_samples,
                "override Alice's sample count (a mutated protocol, e.g. an explore replay)");
  d->add_option("--bob-radius", debate.bob_radius, "override Bob's acceptance radius (mutated)");
  d->add_option("--vera-radius", debate.vera_radius, "override Vera's acceptance radius (mutated)");
  d->add_option("--digits", debate.digits, "certified decimal digits (default 30)")
      ->check(CLI::Range(1, 1000));

  ProofsOptions proofs;
  auto* pr = app.add_subcommand(
      "proofs",
      "SMT queries (Z3) for the side conditions of the Lean proofs: Params validity, "
      "bob_complete/bob_sound, completeness_p/soundness_p, cost bounds, Lipschitz; each with a "
      "sanity twin that must be SAT");
  pr->add_flag("--json", proofs.json, "machine-readable results on stdout");
  pr->add_flag("--list", proofs.list, "list the queries and exit");
  pr->add_option("--filter", proofs.filter, "run only queries whose id contains SUBSTRING");
  pr->add_option("--emit", proofs.emit, "write every query as DIR/<id>.smt2 (SMT-LIB 2)");
  pr->add_option("--cross-check", proofs.cross_check,
                 "also run this solver on the SMT-LIB files (only: cvc5); a disagreement FAILs");
  pr->add_option("--family", proofs.family,
                 "a Params family JSON file (expressions in k, t; docs/FORMATS.md): run query 1 "
                 "on it instead of the built-in queries");
  pr->add_option("--oracle", proofs.oracle,
                 "an oracle JSON file (t <= 2): with --k, decide Oracle.lipschitz t K (SAT prints "
                 "a violating oracle); with --tolerance, the least K by bisection vs the exact "
                 "value");
  pr->add_option("--k", proofs.k, "K for --oracle (rational >= 0)");
  pr->add_option("--tolerance", proofs.tolerance, "bisection width for --oracle (rational)");
  pr->add_option("--shard", proofs.shard,
                 "run shard I of N (I/N): every N-th query from the I-th; combine the --json "
                 "outputs with `debref merge`");
  pr->add_option("--timeout-ms", proofs.timeout_ms, "per-query solver time limit (default 20000)")
      ->check(CLI::Range(1u, 3600000u));

  ParamsOptions params;
  auto* pa = app.add_subcommand(
      "params",
      "Lean Params.defaults k t, and with --tune certified Params tuned for Vera's "
      "samples or the total query bound");
  pa->add_option("--k", params.k, "Lipschitz constant k > 0 (rational)")->required();
  pa->add_option("--t", params.t, "debate length t (integer 0..10^9)")->required();
  pa->add_option("--w", params.w, "w of Params w d k t (default 2/3)");
  pa->add_option("--d", params.d, "d of Params w d k t (default 3/5)");
  pa->add_option("--tune", params.tune, "vera | total: search Params minimising that objective");
  pa->add_flag("--json", params.json, "machine-readable result on stdout");
  pa->add_option("--timeout-ms", params.timeout_ms, "Z3 time limit per certification query")
      ->check(CLI::Range(1u, 3600000u));

  FeatureOptions feature;
  auto* fe = app.add_subcommand(
      "feature",
      "feature debate F_pi(f, N) (seed 004 Def. 7) on a finite world: f_up_down, f_down_up, "
      "optimal-answer interval, error, optimal arguments");
  fe->add_option("--env", feature.env, "environment JSON file (docs/FEATURE.md)")->required();
  fe->add_option("--question", feature.question, "question JSON file (docs/FEATURE.md)")
      ->required();
  fe->add_option("--rounds", feature.rounds, "rounds N (integer 0..16)")->required();
  fe->add_option("--world", feature.world, "one world as value indices, e.g. 1,0,1");
  fe->add_flag("--json", feature.json, "machine-readable result on stdout");

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

  DetOptions det_options;
  auto* dt = app.add_subcommand(
      "det",
      "deterministic debates (seed 001): recursive bisection (Fig. 4), cross-examination "
      "(Fig. 1) or debate with a witness (Fig. 3; stochastic: Thm 7.2) on one machine; exact "
      "game outcome and costs");
  dt->add_option("--protocol", det_options.protocol,
                 "bisection | crossexam | witness | stochastic-witness");
  dt->add_option("--drop", det_options.drop,
                 "mutant verifier without one check: validity | final_step | location | witness");
  dt->add_option("--machine", det_options.machine,
                 "machine JSON file (docs/FORMATS.md; default: the built-in example)");
  dt->add_flag("--json", det_options.json, "machine-readable result on stdout");

  DqcOptions dqc;
  auto* dq = app.add_subcommand(
      "dqc",
      "debate query complexity (seed 002): exact DQC of a Boolean function with the verifier "
      "tree, honest strategies and bounds, or the table of all functions on N variables");
  dq->add_option("--truth-table", dqc.truth_table,
                 "2^n characters 0/1; character i is f(x), x_1 the most significant bit of i");
  dq->add_option("--table", dqc.table, "print the table for all functions on N variables (0..3)");
  dq->add_option("--max-l", dqc.max_l, "largest verifier depth l searched (0..3)");
  dq->add_option("--method", dqc.method,
                 "exhaustive (default) | smt: Z3 SAT encoding, models re-verified, UNSAT refutes");
  dq->add_option("--emit", dqc.emit, "with --method smt: write the Z3 queries to DIR/<id>.smt2");
  dq->add_option("--kw-formula-of", dqc.kw_formula_of,
                 "validate for f the Thm 5 debate built from a formula of this truth table");
  dq->add_option("--shard", dqc.shard,
                 "with --table: shard I of N (I/N), the functions f (as numbers) with f mod N = "
                 "I - 1; combine the --json outputs with `debref merge`");
  dq->add_flag("--json", dqc.json, "machine-readable result on stdout");

  PeOptions pe_options;
  auto* pe = app.add_subcommand(
      "pe",
      "prover-estimator debate (seed 000) on a decomposition: correct answers, (eps, rho)-"
      "stability per node, reward ratio, honest completeness value; --obfuscation: the Sec. 7 "
      "table");
  pe->add_option("--decomposition", pe_options.decomposition,
                 "decomposition JSON file (docs/FORMATS.md)");
  pe->add_option("--estimator", pe_options.estimator,
                 "an estimator B (JSON, docs/FORMATS.md): the honest prover's payoff against it");
  pe->add_option("--eps", pe_options.eps, "eps in (0, 1) (rational, default 1/10)");
  pe->add_option("--rho", pe_options.rho, "rho in (0, 1) (rational, default 1/2)");
  pe->add_option("--r", pe_options.r,
                 "override the reward ratio r = eps (1 - rho) / 4 (a mutated protocol)");
  pe->add_option("--rule", pe_options.rule,
                 "reward rule of the soundness line: figure2 (default) | no-direction (mutant)");
  pe->add_flag("--stability", pe_options.stability,
               "also decide stability with Z3 and print its violating vector");
  pe->add_flag("--obfuscation", pe_options.obfuscation,
               "the Sec. 7 side-by-side table: naive vs prover-estimator debate");
  pe->add_option("--max-boxes", pe_options.max_boxes,
                 "Lemma A.5 against every B: boxes the exact branch and bound may split before it "
                 "reports unknown (1..10000000, default 50000; d = 2, q = 3 needs more)");
  pe->add_flag("--json", pe_options.json, "machine-readable result on stdout");

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
  if (pr->parsed()) return proofs_command(proofs, out, err);
  if (pa->parsed()) return params_command(params, out, err);
  if (fe->parsed()) return feature_command(feature, out, err);
  if (ex->parsed()) return explore_command(explore, out, err);
  if (ve->parsed()) return vectors_command(vectors, out, err);
  if (me->parsed()) return merge_command(merge, out, err);
  if (va->parsed()) return validate_command(validate, out, err);
  if (ju->parsed()) return judge_command(judge, out, err);
  if (dt->parsed()) return det_command(det_options, out, err);
  if (dq->parsed()) return dqc_command(dqc, out, err);
  if (pe->parsed()) return pe_command(pe_options, out, err);
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
