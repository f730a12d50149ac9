// Source: docs/FEATURE.md "The continuous prior". The JSON forms of π uniform on [0, 1]^ℕ
// (`{"continuous": K}`) and of a multilinear-in-splines question f (reference/feature/
// continuous.hpp): parsers throwing InputError naming the field, and printers whose output the
// parsers read back.
#include <stdexcept>

#include "harness/feature/json.hpp"
#include "harness/io/input.hpp"

namespace debref {

namespace {

using feature::ContinuousQuestion;
using nlohmann::json;

std::vector<Rational> rationals_field(const json& j, const std::string& field, std::size_t lo,
                                      std::size_t hi) {
  if (!j.is_array() || j.size() < lo || j.size() > hi)
    throw InputError(field + ": expected an array of " + std::to_string(lo) + ".." +
                     std::to_string(hi) + " exact rationals");
  std::vector<Rational> out;
  for (std::size_t i = 0; i < j.size(); ++i)
    out.push_back(parse_rational_field(j[i], field + "[" + std::to_string(i) + "]"));
  return out;
}

feature::Spline spline_field(const json& j, const std::string& field) {
  only_keys(j, {"knots", "pieces"}, field);
  if (!j.contains("knots") || !j.contains("pieces"))
    throw InputError(field + ": needs \"knots\" and \"pieces\"");
  feature::Spline g;
  g.knots = rationals_field(j["knots"], field + ".knots", 2, 17);
  if (!j["pieces"].is_array() || j["pieces"].size() + 1 != g.knots.size())
    throw InputError(field + ".pieces: expected one polynomial per interval between knots (" +
                     std::to_string(g.knots.size() - 1) + ")");
  g.pieces.clear();
  for (std::size_t p = 0; p < j["pieces"].size(); ++p)
    g.pieces.push_back(
        rationals_field(j["pieces"][p], field + ".pieces[" + std::to_string(p) + "]", 1, 3));
  return g;
}

}  // namespace

json rationals_json(const std::vector<Rational>& v) {
  json out = json::array();
  for (const Rational& x : v) out.push_back(to_string(x));
  return out;
}

int parse_continuous_environment(const json& j) {
  only_keys(j, {"continuous"}, "env");
  const json& k = j["continuous"];
  if (!k.is_number_integer() || k.get<long>() < 1 || k.get<long>() > kMaxContinuousFeatures)
    throw InputError(
        "continuous: expected the number K of features f depends on, an integer in 1.." +
        std::to_string(kMaxContinuousFeatures));
  return k.get<int>();
}

ContinuousQuestion parse_continuous_question(const json& j, int k) {
  only_keys(j, {"kind", "splines", "terms"}, "question");
  if (!j.contains("kind") || j["kind"] != "multilinear")
    throw InputError(
        "question.kind: expected multilinear (a continuous environment's question, "
        "docs/FEATURE.md)");
  if (!j.contains("splines") || !j["splines"].is_array() ||
      j["splines"].size() != static_cast<std::size_t>(k))
    throw InputError("question.splines: expected one spline per feature (" + std::to_string(k) +
                     ")");
  ContinuousQuestion f;
  for (std::size_t i = 0; i < j["splines"].size(); ++i)
    f.g.push_back(spline_field(j["splines"][i], "question.splines[" + std::to_string(i) + "]"));
  if (!j.contains("terms") || !j["terms"].is_array() || j["terms"].size() > 64)
    throw InputError("question.terms: expected an array of 0..64 {c, features}");
  for (std::size_t t = 0; t < j["terms"].size(); ++t) {
    const std::string field = "question.terms[" + std::to_string(t) + "]";
    const json& row = j["terms"][t];
    only_keys(row, {"c", "features"}, field);
    if (!row.contains("c") || !row.contains("features") || !row["features"].is_array())
      throw InputError(field + ": needs \"c\" and \"features\" (an array of feature indices)");
    feature::MultilinearTerm term{parse_rational_field(row["c"], field + ".c"), {}};
    for (std::size_t i = 0; i < row["features"].size(); ++i) {
      const json& x = row["features"][i];
      if (!x.is_number_integer() || x.get<long>() < 0 || x.get<long>() >= k)
        throw InputError(field + ".features[" + std::to_string(i) +
                         "]: expected a feature index in 0.." + std::to_string(k - 1));
      term.features.push_back(x.get<int>());
    }
    f.terms.push_back(std::move(term));
  }
  try {
    feature::validate(f);
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    throw InputError(what.rfind("question", 0) == 0 ? what : "question." + what);
  }
  return f;
}

json continuous_environment_json(int k) {
  return {{"continuous", k}};
}

json continuous_question_json(const ContinuousQuestion& f) {
  json splines = json::array(), terms = json::array();
  for (const feature::Spline& g : f.g) {
    json pieces = json::array();
    for (const auto& p : g.pieces) pieces.push_back(rationals_json(p));
    splines.push_back({{"knots", rationals_json(g.knots)}, {"pieces", pieces}});
  }
  for (const feature::MultilinearTerm& t : f.terms)
    terms.push_back({{"c", to_string(t.c)}, {"features", t.features}});
  return {{"kind", "multilinear"}, {"splines", splines}, {"terms", terms}};
}

}  // namespace debref
