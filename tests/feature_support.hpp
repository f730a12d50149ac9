// The feature tests' shared helper: `debref feature` run in-process (harness/feature/command.hpp),
// its streams captured as every command's are (tests/cli_support.hpp).
#pragma once

#include <string>
#include <utility>

#include "harness/feature/command.hpp"
#include "tests/cli_support.hpp"

namespace debref_test {

/// Runs `debref feature` on `options` in-process; its exit code, and in `out` and `err` what it
/// wrote to stdout and stderr.
inline int run_feature(const debref::FeatureOptions& options, std::string* out, std::string* err) {
  Run r = run_command(debref::feature_command, options);
  *out = std::move(r.out);
  *err = std::move(r.err);
  return r.code;
}

}  // namespace debref_test
