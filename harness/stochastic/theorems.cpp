#include "harness/stochastic/theorems.hpp"

#include "harness/stochastic/json.hpp"

namespace debref::stochastic {

using nlohmann::json;

Rational survive(const Rational& q, int t) {
  Rational r = 1;
  for (int i = 0; i <= t; ++i) r *= 1 - q;
  return r;
}

std::optional<Inequality> completeness_p(const Instance& in, const Params& p,
                                         const ExactValues& v) {
  auto d = best_d(p, v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  return Inequality{v.completeness, *d, "completeness value >= d"};
}

std::optional<Inequality> soundness_p(const Instance& in, const Params& p, const ExactValues& v) {
  auto d = best_d(p, 1 - v.final_prob, in.k, in.oracle.t);
  if (!d) return std::nullopt;
  return Inequality{1 - v.soundness, *d, "1 - soundness value >= d"};
}

json violation(const Oracle& o, const Params& p, const Rational& k, const std::string& what,
               const Rational& value, const Rational& bound) {
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
