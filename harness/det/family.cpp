#include "harness/det/family.hpp"

#include "harness/core/claim.hpp"
#include "harness/det/claims.hpp"
#include "harness/det/command.hpp"
#include "harness/det/figures.hpp"
#include "harness/det/json.hpp"

namespace debref::det {

Family family() {
  return {
      .id = "det",
      .check_prefixes = {"det."},
      .register_checks = [](Registry& r) { register_claims(r, "det", det_claims()); },
      .explore_entries = explore::det_entries,
      .judge = judge::judge_det,
      .vectors =
          [](const vectors::CommandLine& cli) {
            return std::vector<vectors::VectorFile>{vectors::det(cli)};
          },
      .add_commands = add_commands,
      .figures = [] { return std::vector<html::Figure>{bisection_figure()}; },
      .fuzz_targets = {{"machine", "machine.json",
                        [](const nlohmann::json& j) { parse_det_machine(j); }}},
  };
}

}  // namespace debref::det
