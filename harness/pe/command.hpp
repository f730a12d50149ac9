// Source: docs/PE.md "Formats and command line" (seed 000). `debref pe [--decomposition FILE]
// [--estimator FILE [--prover C,D,R]] [--eps E --rho R] [--r R] [--rule RULE] [--stability]
// [--obfuscation] [--ogd CASE] [--algorithm1 CASE] [--h-tests CASE] [--game FILE] [--def8-1
// LANGUAGE] [--json]`; formats in docs/FORMATS.md. Bad input: exit 2, the field named with its
// allowed range, nothing on stdout.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"

namespace debref {

struct PeOptions {
  bool json = false, stability = false, obfuscation = false;
  bool location_known = false;  // --obfuscation: also naive debate with B seeing the false leaf
  std::string decomposition, estimator;
  std::string prover;  // "claim,direction,recursion" (harness/pe/instances.hpp named_prover)
  std::string eps = "1/10", rho = "1/2";
  std::string r;  // reward ratio override (a mutated protocol, e.g. an explore replay)
  std::string rule = "figure2";  // figure2 | no-direction (the soundness line's reward rule)
  long max_boxes = 50000;        // Lemma A.5 branch and bound: boxes before "unknown"
  // The focused modes (harness/pe/command_modes.hpp): a case name of pe.ogd.regret with the step
  // rule and the bound's constant; a case name of pe.indistinguishable with the step count's
  // factor; a case name of pe.indistinguishable.h_tests with where its tests are read; a second
  // input of pe.thm6_2's game; a tiny language of Def. 8.1; a finite game of Def. 3.4.
  std::string ogd, ogd_step = "good", ogd_factor = "3/2";
  std::string algorithm1, step_factor = "18";
  std::string h_tests, tests_at = "current";
  std::string game, mu = "1/2,1/2", alpha;
  std::string def8_1, x, evidence, reading = "every-other-piece", l_prime = "every-proof",
                                   support_for = "made-queries", without_honest = "none";
  std::optional<int> s;     // --s (with --def8-1 on a language with proofs)
  std::string stackelberg;  // a leader / follower game (docs/schema/stackelberg_game.json)
};
int pe_command(const PeOptions& options, std::ostream& out, std::ostream& err);

}  // namespace debref

namespace debref::pe {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::pe
