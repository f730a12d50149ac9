#include "harness/feature/family.hpp"

#include "harness/core/claim.hpp"
#include "harness/feature/claims.hpp"
#include "harness/feature/command.hpp"
#include "harness/feature/figures.hpp"
#include "harness/feature/json.hpp"

namespace debref::feature {

Family family() {
  return {
      .id = "feature",
      .check_prefixes = {"feature."},
      .register_checks = [](Registry& r) { register_claims(r, "feature", feature_claims()); },
      .explore_entries = explore::feature_entries,
      .judge = judge::judge_feature,
      .judge_outcome_text = judge::feature_outcome_text,
      .vectors =
          [](const vectors::CommandLine& cli) {
            return std::vector<vectors::VectorFile>{vectors::feature(cli)};
          },
      .add_commands = add_commands,
      .figures =
          [] {
            return std::vector<html::Figure>{prop13_figure(), error_by_rounds_figure()};
          },
      .fuzz_targets = {{"feature_environment", "feature_environment.json",
                        [](const nlohmann::json& j) { parse_feature_environment(j); }},
                       {"feature_question", "feature_question.json",
                        [](const nlohmann::json& j) {
                          static const Environment env = parse_feature_environment(
                              nlohmann::json::parse(R"({"features": [{"values": 2}, {"values": 3},
                                                     {"digits": 2}], "prior": "uniform"})"));
                          parse_feature_question(j, env);
                        }},
                       {"feature_continuous", "feature_continuous.json",
                        [](const nlohmann::json& j) { parse_continuous_environment(j); }},
                       {"feature_multilinear", "feature_multilinear.json",
                        [](const nlohmann::json& j) {
                          parse_continuous_question(
                              j, j.contains("splines") && j["splines"].is_array() &&
                                         !j["splines"].empty() && j["splines"].size() <= 6
                                     ? static_cast<int>(j["splines"].size())
                                     : 1);
                        }}},
  };
}

}  // namespace debref::feature
