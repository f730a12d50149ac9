#include "fuzz/targets.hpp"

#include <stdexcept>
#include <string_view>

#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/io/schema.hpp"
#include "harness/stochastic/json.hpp"

namespace debref::fuzz {

namespace {

using nlohmann::json;

/// The bytes as JSON, or discarded (not JSON: the command's "not valid JSON" exit 2).
json parse(const std::uint8_t* data, std::size_t size) {
  // The commands' strict reader (depth limit, duplicate keys, finite numbers).
  try {
    return parse_json_text(std::string(reinterpret_cast<const char*>(data), size), "fuzz");
  } catch (const InputError&) {
    return json(json::value_t::discarded);
  }
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

void json_text(const std::uint8_t* d, std::size_t n) {
  // The strict reader alone, then the printer every error message and output goes through:
  // nesting of any depth must end in InputError (never a stack overflow) or print.
  const json j = parse(d, n);
  if (!j.is_discarded()) (void)j.dump();
}
void params_family(const std::uint8_t* d, std::size_t n) {
  // `proofs --family`: expressions in k and t, bounded in length, nesting and factors once
  // powers are multiplied out ((k^999)^999); each is then evaluated at k = t = 1.
  guarded(d, n, "params_family.json", [](const json& j) {
    try {
      const proofs::ParamsFamily f = parse_params_family(j);
      for (const proofs::Expression* e : {&f.v, &f.c, &f.s, &f.b, &f.q, &f.w, &f.d})
        (void)e->eval(Rational(1), Rational(1));
    } catch (const std::domain_error&) {  // 1/0 at k = t = 1: the command's exit 2
    }
  });
}

}  // namespace

const std::vector<Target>& targets() {
  static const std::vector<Target> all = [] {
    std::vector<Target> t;
    for (const Family& f : families())
      for (const FuzzTarget& ft : f.fuzz_targets)
        t.push_back(
            {ft.name, [parse = ft.parse, schema = ft.schema](const std::uint8_t* d, std::size_t n) {
               guarded(d, n, schema.c_str(), parse);
             }});
    t.push_back({"judge", judge});
    t.push_back({"schemas", schemas});
    t.push_back({"json", json_text});
    t.push_back({"params_family", params_family});
    return t;
  }();
  return all;
}

const Target& target(const std::string& name) {
  for (const auto& t : targets())
    if (t.name == name) return t;
  throw std::out_of_range("no fuzz target " + name);
}

}  // namespace debref::fuzz
