// Source: issue "Core", checks. Registers the stochastic family's claims as checks.
#pragma once

#include "harness/check.hpp"

namespace debref::stochastic {

void register_checks(Registry& registry);

}  // namespace debref::stochastic
