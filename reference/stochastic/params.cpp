#include "reference/stochastic/params.hpp"

#include <stdexcept>

namespace debref::stochastic {

Params Params::defaults(const Rational& k, int t) {
  if (k <= 0) throw std::invalid_argument("k: must be > 0 (got " + to_string(k) + ")");
  if (t < 0) throw std::invalid_argument("t: must be >= 0");
  Params p;
  p.v = Rational(1, 100);
  p.c = 1 / (100 * k);
  p.s = 2 / (100 * k);
  p.b = 5 / (100 * k);
  p.q = Rational(1, 100 * (t + 1));
  return p;
}

std::vector<ParamsField> structural_fields(const Params& p) {
  return {
      {"c0", "0 < c", 0 < p.c},   {"cs", "c < s", p.c < p.s},   {"sb", "s < b", p.s < p.b},
      {"q0", "0 < q", 0 < p.q},   {"q1", "q <= 1", p.q <= 1},   {"v0", "0 < v", 0 < p.v},
      {"v1", "v <= 1", p.v <= 1}, {"qv", "q <= v", p.q <= p.v},
  };
}

std::vector<ParamsField> defined_fields(const Params& p) {
  return {
      {"c0", "0 < c", 0 < p.c}, {"cs", "c < s", p.c < p.s}, {"sb", "s < b", p.s < p.b},
      {"q0", "0 < q", 0 < p.q}, {"q2", "q < 2", p.q < 2},   {"v0", "0 < v", 0 < p.v},
      {"v2", "v < 2", p.v < 2},
  };
}

std::vector<ParamsField> all_fields(const Params& p, const Rational& w, const Rational& d,
                                    const Rational& k, int t) {
  std::vector<ParamsField> f{{"k0", "0 < k", 0 < k}};
  for (auto& x : structural_fields(p)) f.push_back(x);
  Rational steps = t + 1;
  f.push_back({"bw", "k * b <= w", k * p.b <= w});
  f.push_back({"complete", "d <= (1-v) * (w - k*c - q*(t+1))",
               d <= (1 - p.v) * (w - k * p.c - p.q * steps)});
  f.push_back({"sound", "d <= (1-v) * (1 - q*(t+1)) * (w - k*b)",
               d <= (1 - p.v) * (1 - p.q * steps) * (w - k * p.b)});
  return f;
}

bool valid(const std::vector<ParamsField>& fields) {
  return first_failure(fields).empty();
}

std::string first_failure(const std::vector<ParamsField>& fields) {
  for (const auto& f : fields)
    if (!f.holds) return f.name;
  return "";
}

}  // namespace debref::stochastic
