// Source: docs/FEATURE.md "Formats and command line". `debref feature --env FILE --question
// FILE --rounds N [--world W [--answers A1,A2] [--reveal I [--experiment E]]
// [--remaining-evidence] [--def2 feature-debate|yes-no [--protocol P]]] [--json]`. Bad input: exit
// 2, the field named with its allowed range, nothing on stdout.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

struct FeatureOptions {
  bool json = false;
  std::string env, question, world;  // world: value indices "0,1,1"; empty: every world in supp
  std::string answers;  // "a1,a2" (rationals in [0, 1], with --world): Def. 7's argumentation game
  std::string reveal;   // "0,2" (feature indices, with --world): the judge's belief after them
  std::string experiment = "equal";   // --reveal's experiment: equal (Def. 6) | threshold (mutant)
  bool remaining_evidence = false;    // with --world: Sec. 5.1's R_N^↑, R_N^↓ (eq. (3), (4))
  std::string def2;                   // with --world: feature-debate | yes-no (Def. 2's game)
  std::string protocol = "distinct";  // with --def2 yes-no: distinct (Def. 2) | repeat (mutant)
  int rounds = -1;
};
int feature_command(const FeatureOptions& options, std::ostream& out, std::ostream& err);
/// --reveal "0,2": distinct feature indices 0..k-1 (0-based, as the JSON's arguments); InputError
/// naming --reveal otherwise.
std::vector<int> reveal_indices(const std::string& option, int k);
/// harness/feature/command_continuous.cpp: the result for `--env {"continuous": K}` (π uniform
/// on [0, 1]^ℕ, docs/FEATURE.md "The continuous prior").
nlohmann::json continuous_compute(const FeatureOptions& options, const nlohmann::json& env);

}  // namespace debref

namespace debref::feature {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::feature
