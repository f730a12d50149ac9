#include "harness/pe/register.hpp"

#include "harness/pe/claims.hpp"

namespace debref::pe {

void register_checks(Registry& registry) {
  register_claims(registry, "pe", pe_claims());
}

}  // namespace debref::pe
