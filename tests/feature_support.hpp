// The feature tests' shared helper: `debref feature` run in-process (harness/feature/command.hpp).
#pragma once

#include <sstream>
#include <string>

#include "harness/feature/command.hpp"

namespace debref_test {

/// Runs `debref feature` on `options` in-process; its exit code, and in `out` and `err` what it
/// wrote to stdout and stderr.
inline int run_feature(const debref::FeatureOptions& options, std::string* out, std::string* err) {
  std::ostringstream o1, o2;
  const int rc = debref::feature_command(options, o1, o2);
  *out = o1.str();
  *err = o2.str();
  return rc;
}

}  // namespace debref_test
