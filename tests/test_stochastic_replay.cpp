// Every replay command printed by a stochastic twin reproduces the failing value it printed: the
// command is run as a user would (bash, the built debref) and its exact output compared.
#include <doctest/doctest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>

#include "harness/families.hpp"
#include "reference/num/rational.hpp"
#include "shell.hpp"

using namespace debref;
using debref_test::shell;

namespace {

/// The value a violation states, read off the replayed `debref debate --exact --json` output.
std::optional<Rational> replayed(const std::string& failed, const nlohmann::json& out) {
  if (failed == "1 - soundness value >= d" || failed == "P(false) >= d (no sound)" ||
      failed == "soundness'")
    return 1 - parse_rational(out["soundness_value"].get<std::string>());
  if (failed == "completeness value >= d" || failed == "completeness'")
    return parse_rational(out["completeness_value"].get<std::string>());
  if (failed == "alice cost <= t samples(c,q)")
    return parse_rational(out["cost"]["alice"].get<std::string>());
  if (failed == "bob cost against the worst opponents <= bound")
    return parse_rational(out["worst_cost"]["bob"].get<std::string>());
  return std::nullopt;
}

/// The upper end of the value a certified violation states, read off the replayed `debref debate
/// --json` enclosures (the replay of a claim run with Lean's own defaults is certified, not exact).
std::optional<Rational> replayed_upper(const std::string& failed, const nlohmann::json& out) {
  const nlohmann::json& e = out["enclosures"];
  if (failed == "1 - soundness value >= d")
    return 1 - parse_rational(e["soundness_value"]["lower"].get<std::string>());
  if (failed == "completeness value >= d")
    return parse_rational(e["completeness_value"]["upper"].get<std::string>());
  return std::nullopt;
}

}  // namespace

TEST_CASE("the replay command of every stochastic twin shows its failing value") {
  const char* binary = std::getenv("DEBREF_BINARY");  // set by CTest (tests/CMakeLists.txt)
  REQUIRE(binary != nullptr);
  const Registry registry = default_registry();
  int replays = 0;
  for (const Check& c : registry.checks()) {
    if (!c.twin || c.family != "stochastic") continue;
    const CheckResult r = run_check(c);
    // Replays with `replay_shows` (no `failed`): tests/test_twin_replay.cpp.
    if (!r.counterexample || !r.counterexample->contains("replay") ||
        r.counterexample->contains("replay_shows"))
      continue;
    const nlohmann::json& v = *r.counterexample;
    std::string command = v["replay"].get<std::string>();
    REQUIRE(command.rfind("debref ", 0) == 0);
    command = std::string(binary) + command.substr(6) + " --json";
    INFO(c.id << ": " << command);
    const nlohmann::json out = nlohmann::json::parse(shell(command));
    const std::string failed = v["failed"].get<std::string>();
    if (v.contains("enclosure")) {
      // Certified: the replayed enclosure lies below the bound, as the violation states.
      const std::optional<Rational> upper = replayed_upper(failed, out);
      REQUIRE_MESSAGE(upper, "no replay reading for \"" << failed << "\"");
      CHECK(*upper < parse_rational(v["bound"].get<std::string>()));
      ++replays;
      continue;
    }
    const std::optional<Rational> value = replayed(failed, out);
    REQUIRE_MESSAGE(value, "no replay reading for \"" << failed << "\"");
    CHECK(*value == parse_rational(v["value"].get<std::string>()));
    ++replays;
  }
  CHECK(replays >= 5);
}
