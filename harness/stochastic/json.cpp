#include "harness/stochastic/json.hpp"

#include <algorithm>
#include <set>

#include "reference/num/brief.hpp"

namespace debref::stochastic {

nlohmann::json to_json(const Oracle& o) {
  nlohmann::json probs = nlohmann::json::object();
  for (std::size_t h = 0; h < o.probs.size(); ++h)
    probs[Prefix::from_index(h).str()] = to_string(o.probs[h]);
  return {{"t", o.t}, {"probs", probs}};
}

nlohmann::json to_json(const PaperConstants& c) {
  return {{"K", to_string(c.K)},
          {"T", c.T},
          {"d", c.d},
          {"R", c.R},
          {"r", c.r},
          {"abort_radius", to_string(c.abort_radius)},
          {"test_radius", to_string(c.test_radius)}};
}

nlohmann::json to_json(const PaperCosts& c) {
  auto party = [](const PartyCost& p) {
    return nlohmann::json{{"queries", p.queries.convert_to<std::uint64_t>()},
                          {"steps", p.steps.convert_to<std::uint64_t>()},
                          {"time", p.time.convert_to<std::uint64_t>()}};
  };
  return {{"alice", party(c.alice)}, {"bob", party(c.bob)}, {"vera", party(c.vera)}};
}

nlohmann::json to_json(const Params& p) {
  return {{"c", to_string(p.c)},
          {"s", to_string(p.s)},
          {"b", to_string(p.b)},
          {"q", to_string(p.q)},
          {"v", to_string(p.v)}};
}

nlohmann::json violation(const Oracle& o, const Params& p, const Rational& k,
                         const std::string& what, const Rational& value, const Rational& bound) {
  using nlohmann::json;
  json oracle = to_json(o), params = to_json(p);
  return {{"oracle", oracle},
          {"params", params},
          {"k", to_string(k)},
          {"failed", what},
          {"value", to_string(value)},
          {"bound", to_string(bound)},
          {"replay", "debref debate --exact --oracle <(echo '" + oracle.dump() +
                         "') --params <(echo '" + params.dump() + "')"}};
}

}  // namespace debref::stochastic

namespace debref {

using nlohmann::json;

stochastic::Oracle parse_oracle(const json& j, int max_t) {
  only_keys(j, {"t", "probs"}, "oracle");
  if (!j.contains("t")) throw InputError("t: missing");
  if (!j["t"].is_number_integer()) throw InputError("t: expected an integer");
  const long t = j["t"].get<long>();
  if (t < 0 || t > max_t)
    throw InputError("t: " + std::to_string(t) + " outside the allowed range 0.." +
                     std::to_string(max_t) + " (raise --max-t)");
  if (!j.contains("probs") || !j["probs"].is_object())
    throw InputError("probs: missing (an object from prefix to probability)");
  const json& probs = j["probs"];
  const std::size_t nodes = stochastic::Oracle::node_count(static_cast<int>(t));
  // A missing prefix is found within the first probs.size() + 1 prefixes: check before
  // allocating 2^(t+1) entries.
  for (std::size_t h = 0; h < nodes && h <= probs.size(); ++h) {
    std::string prefix = stochastic::Prefix::from_index(h).str();
    if (!probs.contains(prefix))
      throw InputError("probs[\"" + prefix + "\"]: missing prefix (every prefix of length 0.." +
                       std::to_string(t) + " needs a probability)");
  }
  std::vector<Rational> values(nodes);
  std::set<std::string> seen;
  for (std::size_t h = 0; h < nodes; ++h) {
    std::string prefix = stochastic::Prefix::from_index(h).str();
    std::string field = "probs[\"" + prefix + "\"]";
    if (!probs.contains(prefix))
      throw InputError(field + ": missing prefix (every prefix of length 0.." + std::to_string(t) +
                       " needs a probability)");
    values[h] = parse_rational_field(probs[prefix], field);
    if (values[h] < 0 || values[h] > 1)
      throw InputError(field + ": probability must lie in [0, 1] (got " +
                       to_brief_string(values[h]) + ")");
    seen.insert(prefix);
  }
  for (const auto& [key, _] : probs.items())
    if (!seen.count(key))
      throw InputError("probs[\"" + key + "\"]: not a prefix of length 0.." + std::to_string(t) +
                       " over {0,1}");
  return stochastic::Oracle(static_cast<int>(t), std::move(values));
}

stochastic::Params parse_params(const json& j, int t) {
  if (j.is_object() && j.contains("defaults")) {
    only_keys(j, {"defaults", "k"}, "params");
    if (j["defaults"] != true) throw InputError("params.defaults: must be true when present");
    if (!j.contains("k")) throw InputError("params.k: missing (Params.defaults k t needs k > 0)");
    Rational k = parse_rational_field(j["k"], "params.k");
    if (k <= 0) throw InputError("params.k: must be > 0 (got " + to_brief_string(k) + ")");
    return stochastic::Params::defaults(k, t);
  }
  only_keys(j, {"c", "s", "b", "q", "v"}, "params");
  stochastic::Params p;
  for (auto [name, field] : {std::pair{"c", &stochastic::Params::c},
                             {"s", &stochastic::Params::s},
                             {"b", &stochastic::Params::b},
                             {"q", &stochastic::Params::q},
                             {"v", &stochastic::Params::v}}) {
    if (!j.contains(name)) throw InputError(std::string("params.") + name + ": missing");
    p.*field = parse_rational_field(j[name], std::string("params.") + name);
  }
  for (const auto& f : stochastic::defined_fields(p))
    if (!f.holds)
      throw InputError("Params." + f.name + ": " + f.statement +
                       " fails, so the protocol is undefined (c = " + to_string(p.c) +
                       ", s = " + to_string(p.s) + ", b = " + to_string(p.b) +
                       ", q = " + to_string(p.q) + ", v = " + to_string(p.v) + ")");
  return p;
}

proofs::ParamsFamily parse_params_family(const json& j) {
  if (!j.is_object()) throw InputError("--family: expected a JSON object");
  for (const auto& [key, value] : j.items()) {
    static const std::set<std::string> known{"name", "v", "c", "s", "b", "q", "w", "d"};
    if (!known.count(key)) throw InputError("--family: unknown field \"" + key + "\"");
  }
  auto expression = [&](const char* field) {
    if (!j.contains(field)) throw InputError(std::string("--family: missing field ") + field);
    if (!j[field].is_string())
      throw InputError(std::string("--family: field ") + field +
                       " must be a string (an expression in k and t)");
    try {
      return proofs::Expression::parse(j[field].get<std::string>());
    } catch (const proofs::ExpressionError& e) {
      throw InputError(std::string("--family: field ") + field + ": " + e.what());
    }
  };
  std::string name = j.value("name", std::string("user"));
  const bool well_formed =
      !name.empty() && name.size() <= 40 && std::all_of(name.begin(), name.end(), [](char ch) {
        return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
      });
  if (!well_formed)
    throw InputError("--family: field name must match [a-z0-9_]{1,40} (got \"" + name + "\")");
  return {name,
          expression("v"),
          expression("c"),
          expression("s"),
          expression("b"),
          expression("q"),
          expression("w"),
          expression("d"),
          std::nullopt};
}

}  // namespace debref
