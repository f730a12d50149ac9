// Every falsifying twin prints a replay whose
// output shows the value its counterexample states as failing (docs/FORMATS.md "Check results":
// `replay`, `replay_shows`): the command is run as a user would (bash, the built debref, --json
// appended) and the value at `replay_shows.pointer` compared with `replay_shows.value`, exactly.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "harness/families.hpp"
#include "reference/num/rational.hpp"
#include "shell.hpp"

using namespace debref;
using debref_test::shell;

namespace {

std::optional<Rational> rational(const nlohmann::json& j) {
  if (!j.is_string()) return std::nullopt;
  try {
    return parse_rational(j.get<std::string>());
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

/// Equal JSON values; rational strings compared as rationals ("2/4" = "1/2").
bool same(const nlohmann::json& a, const nlohmann::json& b) {
  const auto ra = rational(a), rb = rational(b);
  if (ra && rb) return *ra == *rb;
  return a == b;
}

}  // namespace

TEST_CASE("the replay of every twin shows the value its counterexample states as failing") {
  const char* binary = std::getenv("DEBREF_BINARY");  // set by CTest (tests/CMakeLists.txt)
  REQUIRE(binary != nullptr);
  int replays = 0, twins = 0, covered = 0;
  const Registry registry = default_registry();
  for (const Check& c : registry.checks()) {
    if (!c.twin) continue;
    ++twins;
    INFO(c.id);
    const CheckResult r = run_check(c);
    REQUIRE(r.status == Status::Caught);
    REQUIRE(r.counterexample);
    const nlohmann::json& v = *r.counterexample;
    // Stochastic replays stating `failed` and `bound`: tests/test_stochastic_replay.cpp.
    if (c.family == "stochastic" && v.contains("replay") && v.contains("failed") &&
        !v.contains("replay_shows")) {
      ++covered;
      continue;
    }
    REQUIRE(v.contains("replay"));
    REQUIRE(v.contains("replay_shows"));
    std::string command = v["replay"].get<std::string>();
    REQUIRE(command.rfind("debref ", 0) == 0);
    command = std::string(binary) + command.substr(6) + " --json";
    INFO(command);
    const nlohmann::json out = nlohmann::json::parse(shell(command));
    const nlohmann::json& shows = v["replay_shows"];
    const nlohmann::json::json_pointer pointer(shows["pointer"].get<std::string>());
    REQUIRE(out.contains(pointer));
    INFO("replayed " << out.at(pointer).dump() << ", stated " << shows["value"].dump());
    CHECK(same(out.at(pointer), shows["value"]));
    // The shown value is stated in the counterexample itself, beside any bound.
    bool stated = false;
    for (const auto& [key, field] : v.items())
      if (key != "replay_shows" && same(field, shows["value"])) stated = true;
    CHECK(stated);
    ++replays;
  }
  CHECK(twins >= 89);
  // Every twin is accounted for: replayed here, or by test_stochastic_replay.cpp.
  CHECK(replays + covered == twins);
  CHECK(replays >= 74);
}
