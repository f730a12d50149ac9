#include "harness/stochastic/family.hpp"

#include "harness/core/claim.hpp"
#include "harness/stochastic/claims.hpp"
#include "harness/stochastic/command.hpp"
#include "harness/stochastic/figures.hpp"
#include "harness/stochastic/json.hpp"
#include "harness/stochastic/proofs_claims.hpp"

namespace debref::stochastic {

Family family() {
  return {
      .id = "stochastic",
      .check_prefixes = {"stochastic.", "proofs."},
      .register_checks =
          [](Registry& r) {
            register_claims(r, "stochastic", stochastic_claims());
            proofs::register_checks(r);
          },
      .explore_entries = explore::stochastic_entries,
      .judge = judge::judge_stochastic,
      .vectors =
          [](const vectors::CommandLine& cli) {
            return std::vector<vectors::VectorFile>{vectors::stochastic(cli), vectors::proofs(cli)};
          },
      .add_commands = add_commands,
      .figures =
          [] {
            return std::vector<html::Figure>{values_figure(), alice_payoff_figure(Rational(1, 4)),
                                             chernoff_figure()};
          },
      .fuzz_targets = {{"oracle", "oracle.json",
                        [](const nlohmann::json& j) { parse_oracle(j, 12); }},
                       {"params", "params.json",
                        [](const nlohmann::json& j) { parse_params(j, 1); }}},
  };
}

}  // namespace debref::stochastic
