#include "harness/feature/register.hpp"

#include "harness/feature/claims.hpp"

namespace debref::feature {

void register_checks(Registry& registry) {
  register_claims(registry, "feature", feature_claims());
}

}  // namespace debref::feature
