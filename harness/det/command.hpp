// Source: issue 4, CLI: `debref det [--protocol bisection|crossexam|witness|stochastic-witness]
// [--machine FILE] [--drop CHECK] [--json]`; the machine format is in docs/FORMATS.md. `--drop`
// (issue 8, the counterexample explorer's replays) runs the mutant verifier without one check. Bad
// input: exit 2, the field named with its allowed range, nothing on stdout.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"
#include "reference/det/machine.hpp"
#include "reference/num/rational.hpp"

namespace debref {

struct DetOptions {
  bool json = false;
  std::string protocol = "bisection";  // bisection | crossexam | witness | stochastic-witness
  std::string machine;                 // JSON file ("-": stdin); empty: the built-in example
  std::string drop;  // "" or the dropped verifier check: validity | final_step (bisection),
                     // location (crossexam), witness (witness)
};
int det_command(const DetOptions& options, std::ostream& out, std::ostream& err);

/// A parsed `--machine` file: the machine, the input x, the time T and (witness) |w|.
struct DetInstance {
  det::Machine machine;
  std::vector<int> input;
  int time = 1;
  int witness_length = 0;
  /// P(O(z) = 1) per query z (seed 001 Sec. 3, stochastic oracle): query.oracle as an array of
  /// rationals, or the bits of a deterministic oracle; empty without a query state.
  std::vector<Rational> probabilities;
  bool stochastic_oracle = false;  // query.oracle was given as an array
};

/// {"states": Q, "accepting": [..], "delta": [{"next","write","move"} x 2Q], "space": S,
/// "time": T, "input": "01", "query": {"state", "length", "oracle": "0110" or ["1/2", ...]},
/// "witness_length"}.
/// Throws InputError naming the field and its allowed range.
DetInstance parse_det_machine(const nlohmann::json& j);

}  // namespace debref

namespace debref::det {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::det
