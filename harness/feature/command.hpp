// Source: issue 7 "Feature debate on finite worlds", CLI: `debref feature --env FILE --question
// FILE --rounds N [--world W] [--json]`; formats in docs/FEATURE.md. Bad input: exit 2, the
// field named with its allowed range, nothing on stdout.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "harness/core/family.hpp"
#include "reference/feature/environment.hpp"

namespace debref {

struct FeatureOptions {
  bool json = false;
  std::string env, question, world;  // world: value indices "0,1,1"; empty: every world in supp
  int rounds = -1;
};
int feature_command(const FeatureOptions& options, std::ostream& out, std::ostream& err);

/// {"features": [{"values": M} | {"digits": D}, ...], "prior": "uniform" |
/// {"product": [[p_0, ..., p_{M-1}], ...]} | {"joint": [{"world": [v_1, ...], "p": P}, ...]}}.
/// Throws InputError naming the field.
feature::Environment parse_feature_environment(const nlohmann::json& j);

/// {"kind": "and"|"or"|"xor"|"majority", "features": [i, ...]} (default every feature),
/// {"kind": "threshold", "features", "weights": [...], "threshold": T},
/// {"kind": "weighted", "features", "weights": [...]},
/// {"kind": "table", "values": [{"world": [v_1, ...], "f": X}, ...], "default": X}.
feature::Question parse_feature_question(const nlohmann::json& j, const feature::Environment& env);

}  // namespace debref

namespace debref::feature {

/// Adds the family's subcommand to the command line.
std::vector<Subcommand> add_commands(CLI::App& app);

}  // namespace debref::feature
