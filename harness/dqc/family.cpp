#include "harness/dqc/family.hpp"

#include "harness/core/claim.hpp"
#include "harness/dqc/claims.hpp"
#include "harness/dqc/command.hpp"
#include "harness/dqc/figures.hpp"

namespace debref::dqc {

Family family() {
  return {
      .id = "dqc",
      .check_prefixes = {"dqc."},
      .register_checks = [](Registry& r) { register_claims(r, "dqc", dqc_claims()); },
      .explore_entries = explore::dqc_entries,
      .judge = judge::judge_dqc,
      .vectors =
          [](const vectors::CommandLine& cli) {
            return std::vector<vectors::VectorFile>{vectors::dqc(cli)};
          },
      .add_commands = add_commands,
      .figures =
          [] {
            return std::vector<html::Figure>{dqc_figure(3), dqc_bounds_figure_n4()};
          },
      .fuzz_targets = {},
  };
}

}  // namespace debref::dqc
