// Source: issue 7 "Feature debate on finite worlds", checks. Registers the feature family's
// claims as checks (ids start with `feature.`).
#pragma once

#include "harness/check.hpp"

namespace debref::feature {

void register_checks(Registry& registry);

}  // namespace debref::feature
