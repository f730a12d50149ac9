#include "harness/feature/json.hpp"

#include "harness/io/input.hpp"
#include "reference/feature/questions.hpp"

namespace debref {

namespace {

using feature::Environment;
using feature::Feature;
using feature::FeatureDebate;
using feature::Question;
using feature::World;
using nlohmann::json;

constexpr int kMaxFeatures = 16;
constexpr int kMaxValues = 64;
constexpr int kMaxDigits = 6;
constexpr std::size_t kMaxWorlds = std::size_t{1} << 16;

long integer_field(const json& j, const std::string& field, long lo, long hi) {
  if (!j.is_number_integer())
    throw InputError(field + ": expected an integer in " + std::to_string(lo) + ".." +
                     std::to_string(hi));
  const long v = j.get<long>();
  if (v < lo || v > hi)
    throw InputError(field + ": " + std::to_string(v) + " outside the allowed range " +
                     std::to_string(lo) + ".." + std::to_string(hi));
  return v;
}

Rational probability_field(const json& j, const std::string& field) {
  Rational p = parse_rational_field(j, field);
  if (p < 0 || p > 1)
    throw InputError(field + ": " + to_string(p) + " outside the allowed range [0, 1]");
  return p;
}
std::vector<int> feature_list(const json& j, const Environment& env, const std::string& field) {
  std::vector<int> out;
  if (!j.is_array()) throw InputError(field + ": expected an array of feature indices");
  for (std::size_t i = 0; i < j.size(); ++i)
    out.push_back(static_cast<int>(integer_field(j[i], field + "[" + std::to_string(i) + "]", 0,
                                                 long(env.features.size()) - 1)));
  return out;
}
/// An argument as `debref judge` reads it: the feature index, 0-based, or -1 for a pass
/// (docs/FORMATS.md "Conventions"; the text output names it W1.. as seed 004 does).
json arguments_json(const std::vector<feature::Argument>& line) {
  json out = json::array();
  for (const auto& a : line) out.push_back(a.feature < 0 ? -1 : a.feature);
  return out;
}

}  // namespace

World world_field(const json& j, const Environment& env, const std::string& field) {
  if (!j.is_array() || j.size() != env.features.size())
    throw InputError(field + ": expected an array of " + std::to_string(env.features.size()) +
                     " value indices");
  World w;
  for (std::size_t i = 0; i < j.size(); ++i)
    w.push_back(static_cast<int>(
        integer_field(j[i], field + "[" + std::to_string(i) + "]", 0, env.features[i].values - 1)));
  return w;
}
json world_json(const FeatureDebate& d, std::size_t w) {
  const Rational lo = d.f_up_down(w), hi = d.f_down_up(w);
  json world = json::array();
  for (int v : d.environment().world(w)) world.push_back(v);
  return {{"world", world},
          {"prior", to_string(d.environment().prior[w])},
          {"truth", to_string(d.question()[w])},
          {"f_up_down", to_string(lo)},
          {"f_down_up", to_string(hi)},
          {"optimal_answers", {to_string(lo), to_string(hi)}},
          {"error", to_string(feature::lemma8_error(d, w))},
          {"arguments_up_down", arguments_json(d.optimal_arguments(w, true))},
          {"arguments_down_up", arguments_json(d.optimal_arguments(w, false))}};
}
Environment parse_feature_environment(const json& j) {
  only_keys(j, {"features", "prior"}, "env");
  if (!j.contains("features") || !j["features"].is_array() || j["features"].empty() ||
      j["features"].size() > kMaxFeatures)
    throw InputError("features: expected an array of 1.." + std::to_string(kMaxFeatures) +
                     " features");
  Environment env;
  std::size_t worlds = 1;
  for (std::size_t i = 0; i < j["features"].size(); ++i) {
    const std::string field = "features[" + std::to_string(i) + "]";
    const json& f = j["features"][i];
    only_keys(f, {"values", "digits"}, field);
    Feature feat;
    if (f.contains("digits") == f.contains("values"))
      throw InputError(field + ": give exactly one of \"values\" (1.." +
                       std::to_string(kMaxValues) + ") and \"digits\" (1.." +
                       std::to_string(kMaxDigits) + ")");
    if (f.contains("digits")) {
      feat.digits = static_cast<int>(integer_field(f["digits"], field + ".digits", 1, kMaxDigits));
      feat.values = 1 << feat.digits;
    } else {
      feat.values = static_cast<int>(integer_field(f["values"], field + ".values", 1, kMaxValues));
    }
    worlds *= static_cast<std::size_t>(feat.values);
    if (worlds > kMaxWorlds)
      throw InputError("features: at most " + std::to_string(kMaxWorlds) + " worlds in all");
    env.features.push_back(feat);
  }
  if (!j.contains("prior")) throw InputError("prior: missing");
  const json& p = j["prior"];
  if (p == "uniform") {
    env.prior.assign(worlds, Rational(1) / Rational(static_cast<long>(worlds)));
  } else if (p.is_object() && p.contains("product")) {
    only_keys(p, {"product"}, "prior");
    const json& m = p["product"];
    if (!m.is_array() || m.size() != env.features.size())
      throw InputError("prior.product: expected one distribution per feature (" +
                       std::to_string(env.features.size()) + ")");
    std::vector<std::vector<Rational>> marginals;
    for (std::size_t i = 0; i < m.size(); ++i) {
      const std::string field = "prior.product[" + std::to_string(i) + "]";
      if (!m[i].is_array() || m[i].size() != static_cast<std::size_t>(env.features[i].values))
        throw InputError(field + ": expected " + std::to_string(env.features[i].values) +
                         " probabilities");
      std::vector<Rational> d;
      Rational total = 0;
      for (std::size_t v = 0; v < m[i].size(); ++v) {
        d.push_back(probability_field(m[i][v], field + "[" + std::to_string(v) + "]"));
        total += d.back();
      }
      if (total != 1)
        throw InputError(field + ": must sum to 1 (sums to " + to_string(total) + ")");
      marginals.push_back(std::move(d));
    }
    env = feature::product_environment(env.features, marginals);
  } else if (p.is_object() && p.contains("joint")) {
    only_keys(p, {"joint"}, "prior");
    const json& rows = p["joint"];
    if (!rows.is_array()) throw InputError("prior.joint: expected an array of {world, p}");
    env.prior.assign(worlds, Rational(0));
    std::vector<char> seen(worlds, 0);
    Rational total = 0;
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const std::string field = "prior.joint[" + std::to_string(r) + "]";
      only_keys(rows[r], {"world", "p"}, field);
      if (!rows[r].contains("world") || !rows[r].contains("p"))
        throw InputError(field + ": needs \"world\" and \"p\"");
      const std::size_t w = env.index(world_field(rows[r]["world"], env, field + ".world"));
      if (seen[w]) throw InputError(field + ".world: listed twice");
      seen[w] = 1;
      env.prior[w] = probability_field(rows[r]["p"], field + ".p");
      total += env.prior[w];
    }
    if (total != 1)
      throw InputError("prior.joint: probabilities must sum to 1 (they sum to " + to_string(total) +
                       ")");
  } else {
    throw InputError("prior: expected \"uniform\", {\"product\": ...} or {\"joint\": ...}");
  }
  return env;
}

Question parse_feature_question(const json& j, const Environment& env) {
  only_keys(j, {"kind", "features", "weights", "threshold", "values", "default"}, "question");
  if (!j.contains("kind") || !j["kind"].is_string())
    throw InputError(
        "question.kind: expected one of and, or, xor, majority, threshold, weighted, table");
  const std::string kind = j["kind"].get<std::string>();
  std::vector<int> features;
  for (int i = 0; i < static_cast<int>(env.features.size()); ++i) features.push_back(i);
  if (j.contains("features")) features = feature_list(j["features"], env, "question.features");
  auto weights = [&] {
    if (!j.contains("weights") || !j["weights"].is_array() ||
        j["weights"].size() != features.size())
      throw InputError("question.weights: expected one weight per feature (" +
                       std::to_string(features.size()) + ")");
    std::vector<Rational> w;
    for (std::size_t i = 0; i < features.size(); ++i)
      w.push_back(
          parse_rational_field(j["weights"][i], "question.weights[" + std::to_string(i) + "]"));
    return w;
  };
  try {
    if (kind == "and") return feature::and_of(env, features);
    if (kind == "or") return feature::or_of(env, features);
    if (kind == "xor") return feature::xor_of(env, features);
    if (kind == "majority") return feature::majority_of(env, features);
    if (kind == "threshold") {
      if (!j.contains("threshold")) throw InputError("question.threshold: missing");
      return feature::threshold_of(env, features, weights(),
                                   parse_rational_field(j["threshold"], "question.threshold"));
    }
    if (kind == "weighted") return feature::weighted_sum(env, features, weights());
  } catch (const std::invalid_argument& e) {
    throw InputError(std::string("question.") + e.what());
  }
  if (kind != "table")
    throw InputError("question.kind: \"" + kind +
                     "\" is not one of and, or, xor, majority, threshold, weighted, table");
  Question f(env.world_count(), Rational(0));
  std::vector<char> seen(f.size(), 0);
  if (j.contains("default"))
    f.assign(f.size(), probability_field(j["default"], "question.default"));
  if (!j.contains("values") || !j["values"].is_array())
    throw InputError("question.values: expected an array of {world, f}");
  for (std::size_t r = 0; r < j["values"].size(); ++r) {
    const json& row = j["values"][r];
    const std::string field = "question.values[" + std::to_string(r) + "]";
    only_keys(row, {"world", "f"}, field);
    if (!row.contains("world") || !row.contains("f"))
      throw InputError(field + ": needs \"world\" and \"f\"");
    const std::size_t w = env.index(world_field(row["world"], env, field + ".world"));
    if (seen[w]) throw InputError(field + ".world: listed twice");
    seen[w] = 1;
    f[w] = probability_field(row["f"], field + ".f");
  }
  if (!j.contains("default"))
    for (std::size_t w = 0; w < f.size(); ++w)
      if (!seen[w])
        throw InputError("question.values: world " + std::to_string(w) +
                         " has no value (list every world or give \"default\")");
  return f;
}

}  // namespace debref
