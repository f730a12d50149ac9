// Source: issue 6 "Debate query complexity", checks. Registers the dqc family's claims as checks
// (ids start with `dqc.`).
#pragma once

#include "harness/check.hpp"

namespace debref::dqc {

void register_checks(Registry& registry);

}  // namespace debref::dqc
