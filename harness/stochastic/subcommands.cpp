// The stochastic family's subcommands: flags mapped onto DebateOptions, ProofsOptions and
// ParamsOptions (harness/stochastic/command.hpp).
#include <CLI/CLI.hpp>
#include <memory>

#include "harness/stochastic/command.hpp"

namespace debref::stochastic {

namespace {

/// The subcommand `app` running `command` on the options its flags fill in.
template <class Options>
Subcommand bound_command(CLI::App* app, std::shared_ptr<Options> options,
                         int (*command)(const Options&, std::ostream&, std::ostream&),
                         std::vector<OptionHelp> help, std::string examples) {
  return {app,
          [options, command](std::ostream& out, std::ostream& err) {
            return command(*options, out, err);
          },
          std::move(help), std::move(examples)};
}

}  // namespace

std::vector<Subcommand> add_commands(CLI::App& app) {
  std::vector<Subcommand> commands;
  auto debate = std::make_shared<DebateOptions>();
  auto* d = app.add_subcommand(
      "debate",
      "stochastic-oracle debate (Lean Debate/Protocol.lean) on one oracle: exact final "
      "probability, honest value, worst-case completeness and soundness values, costs");
  d->add_option("--oracle", debate->oracle, "oracle JSON file (docs/FORMATS.md)")->required();
  d->add_option("--params", debate->params,
                "Params JSON file, `defaults` (Lean Params.defaults, with --k) or `paper` (seed "
                "001 Fig. 2 with the paper's constants, K = --k; certified)")
      ->required();
  d->add_option("--k", debate->k,
                "k for --params defaults (Lean Params.defaults k t), or K for --params paper");
  d->add_flag("--json", debate->json, "machine-readable result on stdout");
  d->add_flag("--quiet", debate->quiet, "print only the values");
  d->add_flag("--exact", debate->exact, "exact rationals instead of certified decimals");
  d->add_option("--max-t", debate->max_t, "largest t accepted (default 12, at most 20)")
      ->check(CLI::Range(0, 20));
  d->add_option("--max-samples", debate->max_samples,
                "largest per-agent sample count accepted (default 2^24)");
  d->add_option("--alice-samples", debate->alice_samples,
                "override Alice's sample count (a mutated protocol, e.g. an explore replay)");
  d->add_option(
      "--bob-radius", debate->bob_radius,
      "override Bob's acceptance radius (with --params paper: B's abort radius; mutated)");
  d->add_option(
      "--vera-radius", debate->vera_radius,
      "override Vera's acceptance radius (with --params paper: V's test radius; mutated)");
  d->add_option("--samples", debate->samples,
                "with --params paper: A's and B's sample count R and V's r, overriding the "
                "paper's (a smaller game, e.g. to compare with an exact evaluation)");
  d->add_option("--vera-samples", debate->vera_samples,
                "with --params paper: when V samples in the worst-run costs, on-abort (Fig. 2 "
                "step 3) or every-round (a mutated protocol, twin replays)");
  d->add_option("--digits", debate->digits, "certified decimal digits (default 30)")
      ->check(CLI::Range(1, 1000));

  commands.push_back(bound_command(
      d, debate, debate_command,
      {{"--oracle", "FILE", ""},
       {"--params", "FILE|defaults", ""},
       {"--k", "RATIONAL", "REQUIRED with --params defaults or paper"},
       {"--max-t", "N", ""},
       {"--max-samples", "N", ""},
       {"--alice-samples", "N", "the Params' own"},
       {"--bob-radius", "RATIONAL", "the Params' own"},
       {"--vera-radius", "RATIONAL", "the Params' own"},
       {"--samples", "R,r", "the paper's R and r"},
       {"--vera-samples", "on-abort|every-round", "on-abort"},
       {"--digits", "N", ""}},
      "  debref debate --oracle tests/data/oracle_t1.json --params defaults --k 1\n"
      "  debref debate --oracle tests/data/oracle_t1.json --params tests/data/params_small.json "
      "--exact --json\n"
      "  debref debate --oracle tests/data/oracle_t1.json --params paper --k 2\n"));

  auto proofs = std::make_shared<ProofsOptions>();
  auto* pr = app.add_subcommand(
      "proofs",
      "SMT queries (Z3) for the side conditions of the Lean proofs: Params validity, "
      "bob_complete/bob_sound, completeness_p/soundness_p, cost bounds, Lipschitz; each with a "
      "sanity twin that must be SAT");
  pr->add_flag("--json", proofs->json, "machine-readable results on stdout");
  pr->add_flag("--list", proofs->list, "list the queries and exit");
  pr->add_option("--filter", proofs->filter, "run only queries whose id contains SUBSTRING");
  pr->add_option("--emit", proofs->emit, "write every query as DIR/<id>.smt2 (SMT-LIB 2)");
  pr->add_option("--cross-check", proofs->cross_check,
                 "also run this solver on the SMT-LIB files (only: cvc5); a disagreement FAILs");
  pr->add_option("--family", proofs->family,
                 "a Params family JSON file (expressions in k, t; docs/FORMATS.md): run query 1 "
                 "on it instead of the built-in queries");
  pr->add_option("--oracle", proofs->oracle,
                 "an oracle JSON file (t <= 2): with --k, decide Oracle.lipschitz t K (SAT prints "
                 "a violating oracle); with --tolerance, the least K by bisection vs the exact "
                 "value");
  pr->add_option("--k", proofs->k, "K for --oracle (rational >= 0)");
  pr->add_option("--tolerance", proofs->tolerance, "bisection width for --oracle (rational)");
  pr->add_option("--strict", proofs->strict,
                 "with --oracle and --k: decide seed 001 Def. 6.1 as stated (strict, exactly): "
                 "other (every O' != O) or same-allowed (read literally, O' = O allowed)");
  pr->add_option("--chernoff", proofs->chernoff,
                 "n in 1..1000: the exact tail P(|estimate - p| >= e) of n draws against "
                 "factor exp(-2 n e^2) (Lean chernoff_estimate_abs_le; no Z3)");
  pr->add_option("--p", proofs->p, "with --chernoff: the coin's p (rational in [0, 1])");
  pr->add_option("--e", proofs->e, "with --chernoff: the deviation e (rational in [0, 1])");
  pr->add_option("--factor", proofs->factor,
                 "with --chernoff: the bound's factor (rational in (0, 1000]; Lean's is 2)");
  pr->add_option("--recorded-z3", proofs->recorded_z3,
                 "with --cross-check: take this verdict as Z3's for every selected query (a "
                 "verdict recorded by another run) instead of running Z3");
  pr->add_option("--shard", proofs->shard,
                 "run shard I of N (I/N): every N-th query from the I-th; combine the --json "
                 "outputs with `debref merge`");
  pr->add_option("--timeout-ms", proofs->timeout_ms, "per-query solver time limit (default 20000)")
      ->check(CLI::Range(1u, 3600000u));

  commands.push_back(
      bound_command(pr, proofs, proofs_command,
                    {{"--filter", "SUBSTRING", "every query"},
                     {"--emit", "DIR", "none"},
                     {"--cross-check", "cvc5", "none"},
                     {"--family", "FILE", "none: the built-in queries"},
                     {"--oracle", "FILE", "none"},
                     {"--k", "RATIONAL", "REQUIRED with --oracle, unless --tolerance"},
                     {"--tolerance", "RATIONAL", "none"},
                     {"--strict", "other|same-allowed", "none: Lean's Oracle.lipschitz by Z3"},
                     {"--chernoff", "N", "none"},
                     {"--p", "RATIONAL", "REQUIRED with --chernoff"},
                     {"--e", "RATIONAL", "REQUIRED with --chernoff"},
                     {"--factor", "RATIONAL", "2"},
                     {"--recorded-z3", "sat|unsat", "none: Z3 is run"},
                     {"--timeout-ms", "MILLISECONDS", ""}},
                    "  debref proofs --filter params.defaults --timeout-ms 5000\n"
                    "  debref proofs --emit smt2 --cross-check cvc5 --time-limit 600\n"
                    "  debref proofs --chernoff 10 --p 1/2 --e 1/5 --factor 2\n"));

  auto params = std::make_shared<ParamsOptions>();
  auto* pa = app.add_subcommand(
      "params",
      "Lean Params.defaults k t, and with --tune certified Params tuned for Vera's "
      "samples or the total query bound");
  pa->add_option("--k", params->k, "Lipschitz constant k > 0 (rational)")->required();
  pa->add_option("--t", params->t, "debate length t (integer 0..10^9)")->required();
  pa->add_option("--w", params->w, "w of Params w d k t (default 2/3)");
  pa->add_option("--d", params->d, "d of Params w d k t (default 3/5)");
  pa->add_option("--tune", params->tune, "vera | total: search Params minimising that objective");
  pa->add_option("--certify", params->certify,
                 "a Params JSON file (docs/FORMATS.md): certify it for Params w d k t (exact "
                 "fields with their margins rhs - lhs, and the Z3 field queries)");
  pa->add_flag("--json", params->json, "machine-readable result on stdout");
  pa->add_option("--timeout-ms", params->timeout_ms, "Z3 time limit per certification query")
      ->check(CLI::Range(1u, 3600000u));

  commands.push_back(
      bound_command(pa, params, params_command,
                    {{"--k", "RATIONAL", ""},
                     {"--t", "N", ""},
                     {"--w", "RATIONAL", ""},
                     {"--d", "RATIONAL", ""},
                     {"--tune", "vera|total", "none: Params.defaults"},
                     {"--timeout-ms", "MILLISECONDS", "20000"},
                     {"--certify", "FILE", "none"}},
                    "  debref params --k 1 --t 3\n  debref params --k 1 --t 12 --tune vera --json\n"
                    "  debref params --k 1 --t 0 --certify tests/data/params_small.json\n"));
  return commands;
}

}  // namespace debref::stochastic
