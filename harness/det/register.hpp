// Source: issue 4 (deterministic, cross-examination and witness debates), checks. Registers the
// det family's claims as checks (ids start with `det.`).
#pragma once

#include "harness/check.hpp"

namespace debref::det {

void register_checks(Registry& registry);

}  // namespace debref::det
