#include "harness/dqc/register.hpp"

#include "harness/dqc/claims.hpp"

namespace debref::dqc {

void register_checks(Registry& registry) {
  register_claims(registry, "dqc", dqc_claims());
}

}  // namespace debref::dqc
