// Source: docs/FORMATS.md "`debref det --json`". `debref det [--protocol PROTOCOL] [--machine
// FILE] [--drop CHECK] [--random-location] [--no-halving] [--read-prefix] [--params lean|paper
// [--bob-radius R] [--vera-radius R]] [--json]`, PROTOCOL one of bisection, crossexam, witness,
// stochastic-witness; the machine format is docs/FORMATS.md
// "Machine" (parsed by harness/det/json.hpp). `--drop` (the replays of the counterexample explorer)
// runs the mutant verifier without one check. Bad input: exit 2, the field named with its allowed
// range, nothing on stdout.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

struct DetOptions {
  bool json = false;
  std::string protocol = "bisection";  // bisection | crossexam | witness | stochastic-witness
  std::string machine;                 // JSON file ("-": stdin); empty: the built-in example
  std::string drop;  // "" or the dropped verifier check: validity | final_step (bisection),
                     // location (crossexam), witness (witness)
  bool random_location = false;  // crossexam: V checks a uniformly random location (a twin)
  bool no_halving = false;       // bisection: a_k after 1 step instead of t_k / 2 (a twin's mutant)
  bool read_prefix = false;      // crossexam, witness: V reads a_1..a_{t-1}, not a_{I(t)} (twins)
  std::string rerun;             // alice | bob: that honest prover re-runs M per message (twins)
  std::string params = "lean";   // stochastic-witness: lean (Lean's protocol) | paper (Fig. 2)
  std::string bob_radius, vera_radius;  // --params paper: B's abort, V's test radius overrides
  std::string vera_samples;  // --params paper: on-abort (Fig. 2) | every-round (worst costs, twin)
};
int det_command(const DetOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref

namespace debref::det {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::det
