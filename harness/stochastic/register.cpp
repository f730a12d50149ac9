#include "harness/stochastic/register.hpp"

#include "harness/stochastic/claims.hpp"

namespace debref::stochastic {

void register_checks(Registry& registry) {
  register_claims(registry, "stochastic", stochastic_claims());
}

}  // namespace debref::stochastic
