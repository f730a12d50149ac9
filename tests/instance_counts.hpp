// Shared by the family tests: every check's instance space has a fixed size, pinned in
// tests/data/instance_counts.json ({"id": [non-vacuous, vacuous]}), so a bug that makes instances
// vacuous or drops them fails a test even when the check itself still passes. Regenerate it with
// scripts/instance_counts.py only when an instance space is changed on purpose, and say why.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "harness/core/check.hpp"
#include "tests/cli_support.hpp"

namespace debref_test {

inline const nlohmann::json& instance_counts() {
  static const nlohmann::json counts = [] {
    std::ifstream in(data("instance_counts.json"));
    return nlohmann::json::parse(in);
  }();
  return counts;
}

/// The counts of a check that ran to its end (not UNKNOWN) match the pinned ones.
inline void check_instance_counts(const debref::Check& check, const debref::CheckResult& result) {
  if (result.status == debref::Status::Unknown) return;
  INFO(check.id << ": " << result.instances << " non-vacuous, " << result.vacuous << " vacuous");
  REQUIRE_MESSAGE(instance_counts().contains(check.id),
                  check.id << " has no pinned count in tests/data/instance_counts.json");
  CHECK(instance_counts()[check.id] == nlohmann::json::array({result.instances, result.vacuous}));
}

}  // namespace debref_test
