// Source: issue 5 "Prover-estimator debate", checks. Registers the pe family's claims as checks
// (ids start with `pe.`).
#pragma once

#include "harness/check.hpp"

namespace debref::pe {

void register_checks(Registry& registry);

}  // namespace debref::pe
