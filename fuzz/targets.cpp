#include "fuzz/targets.hpp"

#include <stdexcept>
#include <string_view>

#include "harness/cli/det_options.hpp"
#include "harness/cli/feature_options.hpp"
#include "harness/cli/pe_options.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"
#include "harness/judge/judge.hpp"

namespace debref::fuzz {

namespace {

using nlohmann::json;

/// The bytes as JSON, or discarded (not JSON: the command's "not valid JSON" exit 2).
json parse(const std::uint8_t* data, std::size_t size) {
  return json::parse(std::string_view(reinterpret_cast<const char*>(data), size), nullptr,
                     /*allow_exceptions=*/false);
}

/// Runs `body` on schema-valid JSON (the commands validate before parsing); InputError is the
/// expected outcome of bad input.
template <class F>
void guarded(const std::uint8_t* data, std::size_t size, const char* schema, F body) {
  const json j = parse(data, size);
  if (j.is_discarded()) return;
  if (schema::validate(schema, j)) return;
  try {
    body(j);
  } catch (const InputError&) {
  }
}

void oracle(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "oracle.json", [](const json& j) { parse_oracle(j, 12); });
}
void params(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "params.json", [](const json& j) { parse_params(j, 1); });
}
void feature_environment(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "feature_environment.json", [](const json& j) { parse_feature_environment(j); });
}
void feature_question(const std::uint8_t* d, std::size_t n) {
  static const feature::Environment env = parse_feature_environment(
      json::parse(R"({"features": [{"values": 2}, {"values": 3}, {"digits": 2}],
                      "prior": "uniform"})"));
  guarded(d, n, "feature_question.json", [](const json& j) { parse_feature_question(j, env); });
}
void machine(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "machine.json", [](const json& j) { parse_det_machine(j); });
}
void decomposition(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "decomposition.json", [](const json& j) { parse_pe_decomposition(j); });
}
void estimator(const std::uint8_t* d, std::size_t n) {
  // The estimator's shapes are checked against a fixed depth-2, width-2 decomposition.
  static const pe::Node root = parse_pe_decomposition(json::parse(R"({"table": "0001",
      "children": [{"table": "0111", "children": [{"oracle": "1"}, {"oracle": "1/3"}]},
                   {"table": "0110", "children": [{"oracle": "1/2"}, {"oracle": "0"}]}]})"));
  guarded(d, n, "estimator.json", [](const json& j) { parse_pe_estimator(j, root); });
}
void judge(const std::uint8_t* d, std::size_t n) {
  guarded(d, n, "judge.json", [](const json& j) {
    // Keep each run short: the exact expected outcome of an Alice table (the literal protocol)
    // is exercised by tests, not by the fuzzer.
    json copy = j;
    copy.erase("alice");
    judge::judge(copy);
  });
}
void schemas(const std::uint8_t* d, std::size_t n) {
  // The first byte picks a schema; the rest is the document (the validator alone).
  if (n == 0) return;
  const auto names = schema::names();
  const json j = parse(d + 1, n - 1);
  if (!j.is_discarded()) schema::validate(names[d[0] % names.size()], j);
}

}  // namespace

const std::vector<Target>& targets() {
  static const std::vector<Target> all{{"oracle", oracle},
                                       {"params", params},
                                       {"feature_environment", feature_environment},
                                       {"feature_question", feature_question},
                                       {"machine", machine},
                                       {"decomposition", decomposition},
                                       {"estimator", estimator},
                                       {"judge", judge},
                                       {"schemas", schemas}};
  return all;
}

const Target& target(const std::string& name) {
  for (const auto& t : targets())
    if (t.name == name) return t;
  throw std::out_of_range("no fuzz target " + name);
}

}  // namespace debref::fuzz
