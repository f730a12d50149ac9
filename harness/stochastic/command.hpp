// Source: The stochastic family's commands (docs/STOCHASTIC.md): `debref debate` on one oracle
// (Lean Debate/Protocol.lean), `debref proofs` (the SMT side conditions of the Lean proofs) and
// `debref params` (Lean Params.defaults and certified tuned Params). Each returns its exit code.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

struct DebateOptions {
  bool json = false, quiet = false, exact = false;
  std::string oracle, params, k;
  std::string alice_samples, bob_radius, vera_radius;  // protocol overrides (explore replays)
  std::string samples;       // --params paper: "R,r" overriding the paper's sample counts
  std::string vera_samples;  // --params paper: "on-abort" (Fig. 2) or "every-round" (mutated)
  int max_t = 12;
  std::uint64_t max_samples = std::uint64_t{1} << 24;
  long digits = 30;
};
int debate_command(const DebateOptions& options, std::ostream& out, std::ostream& err);

struct ProofsOptions {
  bool json = false, list = false;
  std::string filter, emit, cross_check, family;
  std::string oracle, k, tolerance;  // query 4 on a user oracle (t <= 2)
  std::string strict;        // with --oracle --k: seed 001 Def. 6.1 strict, other|same-allowed
  long chernoff = -1;        // query 5 at one n (1..1000; -1: not given)
  std::string p, e, factor;  // with --chernoff: p, e in [0, 1], factor > 0 ("": 2)
  std::string recorded_z3;   // with --cross-check: sat|unsat, Z3's recorded verdict
  std::string shard;         // I/N: every N-th query from the I-th (harness/core/shard.hpp)
  unsigned timeout_ms = 20000;
};
int proofs_command(const ProofsOptions& options, std::ostream& out, std::ostream& err);
/// `proofs --chernoff N --p P --e E [--factor F]` and `proofs --oracle O --k K --strict S`: one
/// exact evaluation each (harness/stochastic/proofs_exact.cpp).
int proofs_chernoff(const ProofsOptions& options, std::ostream& out, std::ostream& err);
int proofs_strict(const ProofsOptions& options, std::ostream& out, std::ostream& err);

struct ParamsOptions {
  bool json = false;
  std::string k, w = "2/3", d = "3/5", tune;
  std::string certify;  // a Params JSON file: certified for Params w d k t, with field margins
  long t = -1;
  unsigned timeout_ms = 20000;
};
int params_command(const ParamsOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref

namespace debref::stochastic {

/// Adds `debate`, `proofs` and `params` to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::stochastic
