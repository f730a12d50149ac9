#include "harness/pe/family.hpp"

#include "harness/core/claim.hpp"
#include "harness/pe/claims.hpp"
#include "harness/pe/command.hpp"
#include "harness/pe/figures.hpp"
#include "harness/pe/json.hpp"

namespace debref::pe {

Family family() {
  return {
      .id = "pe",
      .check_prefixes = {"pe."},
      .register_checks = [](Registry& r) { register_claims(r, "pe", pe_claims()); },
      .explore_entries = explore::pe_entries,
      .judge = judge::judge_pe,
      .vectors =
          [](const vectors::CommandLine& cli) {
            return std::vector<vectors::VectorFile>{vectors::pe(cli)};
          },
      .add_commands = add_commands,
      .figures = [] { return std::vector<html::Figure>{ogd_regret_figure()}; },
      .fuzz_targets =
          {{"decomposition", "decomposition.json",
            [](const nlohmann::json& j) { parse_decomposition(j); }},
           {"estimator", "estimator.json",
            [](const nlohmann::json& j) {
              // Shapes are checked against a fixed depth-2, width-2 decomposition.
              static const Node root = parse_decomposition(nlohmann::json::parse(
                  R"({"truth_table": "0001", "children": [{"truth_table": "0111", "children":
                               [{"oracle": "1"}, {"oracle": "1/3"}]}, {"truth_table": "0110",
                               "children": [{"oracle": "1/2"}, {"oracle": "0"}]}]})"));
              parse_estimator(j, root);
            }}},
  };
}

}  // namespace debref::pe
