// Source: issue 5 "Prover-estimator debate", CLI: `debref pe [--decomposition FILE] [--estimator
// FILE] [--eps E --rho R] [--r R] [--rule RULE] [--stability] [--obfuscation] [--json]`; formats in
// docs/FORMATS.md. Bad input: exit 2, the field named with its allowed range, nothing on stdout.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"
#include "reference/pe/debate.hpp"

namespace debref {

struct PeOptions {
  bool json = false, stability = false, obfuscation = false;
  std::string decomposition, estimator;
  std::string eps = "1/10", rho = "1/2";
  std::string r;  // reward ratio override (a mutated protocol, e.g. an explore replay)
  std::string rule = "figure2";  // figure2 | no-direction (the soundness line's reward rule)
  long max_boxes = 50000;        // Lemma A.5 branch and bound: boxes before "unknown"
};
int pe_command(const PeOptions& options, std::ostream& out, std::ostream& err);

/// seed 000 Def. 5.1 as JSON: {"table": "0001", "children": [...]} for an internal node (table
/// character z is M_D(z), z = sum z_i 2^i) or {"oracle": P} for a leaf. Uniform depth <= 4,
/// width 1..3. Throws InputError naming the field.
pe::Node parse_pe_decomposition(const nlohmann::json& j);

/// seed 000 Fig. 2's B as JSON: {"initial": p_d, "tables": {"<path digits>": [[t_1], [t_2(0),
/// t_2(1)], ...]}} with one table per internal node (root path ""). Throws InputError.
pe::Estimator parse_pe_estimator(const nlohmann::json& j, const pe::Node& root);

}  // namespace debref

namespace debref::pe {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::pe
