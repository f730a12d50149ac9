#include "harness/det/register.hpp"

#include "harness/det/claims.hpp"

namespace debref::det {

void register_checks(Registry& registry) {
  register_claims(registry, "det", det_claims());
}

}  // namespace debref::det
